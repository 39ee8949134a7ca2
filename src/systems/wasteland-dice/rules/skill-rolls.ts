import { RulesError, requireWhole } from '../../../core/rules';
import { armourOf } from './armour';
import { requireSkillLevel } from './checks';
import { checkFighter, skillLevel } from './fighter';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import { nameKey } from './limits';
import { modifiersFor, rollModifier, type RollModifier } from './modifiers';
import type { WdcFighter } from './schemas/fighter';
import { ABILITIES, COMBAT } from './tables';

/**
 * "Storytellers may sometimes also ask you to roll a skill directly, such as Farming or Mechanics. In these cases, the
 * modifier is purely based on your starting skill modifier, from 0 to a maximum of +6": 2 × the level.
 * @example skillRollModifier(3) // 6
 */
export function skillRollModifier(level: number): number {
  const modifier = requireSkillLevel('The skill', level) * COMBAT.skillRoll.skillMultiplier;
  if (modifier > COMBAT.skillRoll.max) {
    throw new RulesError('invalid-number', `A skill roll adds at most +${COMBAT.skillRoll.max}, not ${modifier}.`);
  }
  return modifier;
}

/** A skill roll's modifier for a fighter's skill by name (Aim, Nimble, Sprinting, a melee skill, Farming …). */
export function fighterSkillRollModifier(fighter: WdcFighter, skill: string): number {
  checkFighter(fighter);
  return skillRollModifier(skillLevel(fighter, skill));
}

/** The abilities this table uses: the Storyteller's list (M-01), Awareness and Stealth by default. */
export function abilityNames(rules: Pick<WdcHouseRules, 'abilities'> = DEFAULT_HOUSE_RULES): readonly string[] {
  return rules.abilities;
}

/** The icon the text gives an ability ("👁️Awareness"), or "" for one it prints none for. */
export function abilityIcon(ability: string): string {
  return ABILITIES.named.find((a) => nameKey(a.name) === nameKey(ability))?.icon ?? '';
}

const STEALTH = 'stealth';

/**
 * An ability roll's modifier: "Ability modifiers are figured out from a number of different factors, such as your
 * traits and skills" — the fighter's modifiers for that ability, and for Stealth the torso armour's penalty ("-1
 * Stealth"), kept within −8…+8. The ability must be on the Storyteller's list (M-01).
 * @example abilityRollModifier(scout, 'Awareness').total // e.g. Keen Hearing +2, darkness −1 → +1
 */
export function abilityRollModifier(
  fighter: WdcFighter,
  ability: string,
  rules: Pick<WdcHouseRules, 'abilities' | 'uncappedModifiers'> = DEFAULT_HOUSE_RULES,
): RollModifier {
  checkFighter(fighter);
  const listed = rules.abilities.find((name) => nameKey(name) === nameKey(ability));
  if (listed === undefined) {
    throw new RulesError(
      'unknown-option',
      `“${ability}” is not one of this table's abilities (${rules.abilities.join(', ') || 'none yet'}); the Storyteller can add it.`,
    );
  }
  const parts = [...modifiersFor(fighter, 'ability', listed)];
  const armour = armourOf(fighter.armour);
  if (nameKey(listed) === STEALTH && armour.stealth !== 0) {
    parts.push({ label: `Torso armour (${armour.armourClass})`, value: armour.stealth });
  }
  return rollModifier(parts, rules);
}

const XP_BOOSTS = [...COMBAT.xpBoost.printed, ...COMBAT.xpBoost.interpolated].sort((a, b) => a.level - b.level);

/**
 * The XP boost the game shows for a starting skill level: "+1 point in Sprinting (+75% XP)", "+3 aim at creation (+125%
 * boost)", and +100% for +2; null for 0, which the text never shows.
 * @example xpBoostOfLevel(1) // 75
 */
export function xpBoostOfLevel(level: number): number | null {
  const checked = requireSkillLevel('The skill', level);
  return XP_BOOSTS.find((boost) => boost.level === checked)?.percent ?? null;
}

/**
 * The starting level a character screen's XP boost stands for: 75 → 1, 100 → 2, 125 → 3; 0 % → 0.
 * @example startingLevelFromXpBoost(125) // 3
 */
export function startingLevelFromXpBoost(percent: number): number {
  requireWhole('The XP boost', percent, 0, 1000);
  if (percent === 0) return 0;
  const found = XP_BOOSTS.find((boost) => boost.percent === percent);
  if (found === undefined) {
    const known = XP_BOOSTS.map((boost) => `+${boost.percent}% (+${boost.level})`).join(', ');
    throw new RulesError(
      'invalid-number',
      `A starting skill boost of +${percent}% is not one the text knows: ${known}.`,
    );
  }
  return found.level;
}

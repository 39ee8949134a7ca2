import { D20_SIDES, RulesError, requireOneOf, requireWhole } from '../../../core/rules';
import { checkFighter, hasMeleeSkill, skillLevel } from './fighter';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import { ATTACK_KINDS, ROLL_MODES, type AttackKind, type DefenceKind, type ModifierTarget, type RollMode } from './ids';
import { modifiersFor, rollModifier, type ModifierPart, type RollModifier } from './modifiers';
import { throwD20, type D20Dice, type D20Throw } from './roll';
import type { WdcFighter } from './schemas/fighter';
import { COMBAT } from './tables';

/**
 * What an attack is made with. A melee attack names the melee weapon skill it uses, or null for a weapon the fighter
 * has no starting point in. Thrown and grab attacks are the Storyteller's house rules (R-house-1, R-house-2).
 */
export type AttackWith =
  | { readonly kind: 'melee'; readonly skill: string | null }
  | { readonly kind: 'ranged' }
  | { readonly kind: 'unarmed' }
  | { readonly kind: 'thrown' }
  | { readonly kind: 'grab' };

/** The defence an attack must beat: ranged and thrown attacks the ranged defence, the others the melee defence. */
export function attackDefenceKind(kind: AttackKind): DefenceKind {
  switch (requireOneOf('An attack', kind, ATTACK_KINDS)) {
    case 'ranged':
    case 'thrown':
      return 'ranged';
    case 'melee':
    case 'unarmed':
    case 'grab':
      return 'melee';
  }
}

/** The skill an attack doubles and the modifiers it takes: "For ranged attacks, Aim is used. For unarmed attacks, Nimble is used." */
function attackSkill(
  fighter: WdcFighter,
  attack: AttackWith,
): { label: string; level: number; target: ModifierTarget } {
  switch (attack.kind) {
    case 'ranged':
    case 'thrown':
      return { label: 'Aim', level: skillLevel(fighter, 'Aim'), target: 'ranged-attack' };
    case 'unarmed':
    case 'grab':
      return { label: 'Nimble', level: skillLevel(fighter, 'Nimble'), target: 'unarmed-attack' };
    case 'melee': {
      if (attack.skill === null) return { label: 'No melee skill', level: 0, target: 'melee-attack' };
      if (!hasMeleeSkill(fighter, attack.skill)) {
        const known = fighter.skills.melee.map((s) => s.name);
        throw new RulesError(
          'unknown-skill',
          `“${attack.skill}” is not one of this fighter's melee weapon skills` +
            (known.length === 0 ? ' (they have none: attack with no melee skill).' : ` (${known.join(', ')}).`),
        );
      }
      return { label: attack.skill, level: skillLevel(fighter, attack.skill), target: 'melee-attack' };
    }
  }
}

/**
 * An attack roll's modifier: "your weapon starting skill level (from 0 to 3) multiplied by two", then "further changed
 * a small amount by character traits" (and profession, environment and gear), plus any situational parts the
 * Storyteller adds, kept within −8…+8.
 * @example attackModifier(azula, { kind: 'ranged' }).total // 4: "her starting Aim skill was +2, giving her +4"
 */
export function attackModifier(
  fighter: WdcFighter,
  attack: AttackWith,
  situational: readonly ModifierPart[] = [],
  rules: Pick<WdcHouseRules, 'uncappedModifiers'> = DEFAULT_HOUSE_RULES,
): RollModifier {
  checkFighter(fighter);
  requireOneOf('An attack', attack.kind, ATTACK_KINDS);
  const skill = attackSkill(fighter, attack);
  const multiplier = COMBAT.attack.skillMultiplier;
  const skillPart = { label: `${skill.label} ${skill.level} × ${multiplier}`, value: skill.level * multiplier };
  return rollModifier([skillPart, ...modifiersFor(fighter, skill.target), ...situational], rules);
}

/** What decided an attack roll. */
export type AttackDecider = 'total' | 'natural-20' | 'natural-1';

/** A thrown attack roll against a defence. */
export interface AttackRoll extends D20Throw {
  readonly modifier: number;
  readonly total: number;
  readonly defence: number;
  readonly hit: boolean;
  /** total − defence: 0 or more hits, −1 "misses … by 1 point". */
  readonly margin: number;
  /** The total, or a natural 20 or 1 under the Storyteller's reading (M-03, M-04). */
  readonly decidedBy: AttackDecider;
}

/** The numbers an attack roll needs: the modifier it adds, the defence it must reach, and how many D20 it keeps. */
export interface AttackOdds {
  readonly modifier: number;
  readonly defence: number;
  readonly mode: RollMode;
}

/** Bounds on a defence value, far beyond the text's 12 + 3 + 2, so a typo cannot pass. */
export const MAX_DEFENCE = 40;

/** Checks an attack's numbers: a modifier in −8…+8 (or wider uncapped), a defence from 0 to 40. */
export function requireAttackNumbers(odds: AttackOdds): AttackOdds {
  requireWhole('The attack modifier', odds.modifier, -MAX_DEFENCE, MAX_DEFENCE);
  requireWhole('The defence', odds.defence, 0, MAX_DEFENCE);
  requireOneOf('The roll', odds.mode, ROLL_MODES);
  return odds;
}

/**
 * Whether a kept D20 hits: "the attack roll must equal or exceed the appropriate defense value", with a natural 20 or
 * 1 deciding alone only when the Storyteller says so (M-03, M-04).
 */
export function hitsWith(
  kept: number,
  modifier: number,
  defence: number,
  rules: Pick<WdcHouseRules, 'natural20' | 'natural1'>,
): { hit: boolean; decidedBy: AttackDecider } {
  if (kept === D20_SIDES && rules.natural20 === 'always-hits') return { hit: true, decidedBy: 'natural-20' };
  if (kept === 1 && rules.natural1 === 'always-misses') return { hit: false, decidedBy: 'natural-1' };
  return { hit: kept + modifier >= defence, decidedBy: 'total' };
}

/**
 * An attack roll: "D20 plus your attack modifier … To hit a target, the attack roll must equal or exceed the
 * appropriate defense value." Dice typed ([10]) or from a random source.
 * @example attackRoll({ modifier: 4, defence: 15, mode: 'normal' }, [10]) // total 14, hit false, margin −1
 */
export function attackRoll(
  odds: AttackOdds,
  dice: D20Dice,
  rules: Pick<WdcHouseRules, 'natural20' | 'natural1'> = DEFAULT_HOUSE_RULES,
): AttackRoll {
  const { modifier, defence, mode } = requireAttackNumbers(odds);
  const thrown = throwD20(dice, mode, 'The attack');
  const total = thrown.kept + modifier;
  const { hit, decidedBy } = hitsWith(thrown.kept, modifier, defence, rules);
  return { ...thrown, modifier, total, defence, hit, margin: total - defence, decidedBy };
}

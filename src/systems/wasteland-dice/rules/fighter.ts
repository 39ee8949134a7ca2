import { RulesError, requireOneOf, requireWhole } from '../../../core/rules';
import { requireHp, requireModifierValue, requireResistance, requireSkillLevel, requireTypedName } from './checks';
import { MODIFIER_SOURCES, MODIFIER_TARGETS } from './ids';
import { ABILITY_NAME_MAX, MAX_MODIFIERS, MAX_SKILLS, NAME_MAX, nameKey } from './limits';
import type { Resistances, WdcFighter } from './schemas/fighter';

/** The skills the text names with a fixed part in combat. */
const NAMED_SKILLS = [
  { key: 'aim', label: 'Aim' },
  { key: 'nimble', label: 'Nimble' },
  { key: 'sprinting', label: 'Sprinting' },
] as const;

function checkResistances(where: string, piece: Resistances | null): void {
  if (piece === null) return;
  requireTypedName(where, piece.name, NAME_MAX);
  requireResistance(`${where}'s scratch resistance`, piece.scratch);
  requireResistance(`${where}'s bite resistance`, piece.bite);
  requireResistance(`${where}'s bullet resistance`, piece.bullet);
}

/** Each check of a fighter, run one by one so that every problem can be listed. */
function checks(fighter: WdcFighter): (() => void)[] {
  const { skills } = fighter;
  const named = [
    ...skills.melee.map((s) => ({ ...s, list: 'melee' })),
    ...skills.other.map((s) => ({ ...s, list: '' })),
  ];
  return [
    ...NAMED_SKILLS.map(
      ({ key, label }) =>
        () =>
          void requireSkillLevel(label, skills[key]),
    ),
    () => void requireWhole('The number of melee skills', skills.melee.length, 0, MAX_SKILLS),
    () => void requireWhole('The number of other skills', skills.other.length, 0, MAX_SKILLS),
    ...named.map((skill, index) => () => {
      requireTypedName(`A ${skill.list === 'melee' ? 'melee ' : ''}skill`, skill.name, NAME_MAX);
      requireSkillLevel(skill.name, skill.level);
      const key = nameKey(skill.name);
      const clash =
        NAMED_SKILLS.some((s) => nameKey(s.label) === key) ||
        named.slice(0, index).some((other) => nameKey(other.name) === key);
      if (clash) throw new RulesError('not-allowed', `The skill “${skill.name.trim()}” is listed twice.`);
    }),
    () => void requireWhole('The number of modifiers', fighter.modifiers.length, 0, MAX_MODIFIERS),
    ...fighter.modifiers.map((modifier) => () => {
      requireTypedName('A modifier', modifier.label, NAME_MAX);
      requireOneOf(`Where “${modifier.label}” comes from`, modifier.source, MODIFIER_SOURCES);
      requireOneOf(`What “${modifier.label}” changes`, modifier.applies, MODIFIER_TARGETS);
      requireModifierValue(`The modifier “${modifier.label}”`, modifier.value);
      if (modifier.applies === 'ability') {
        requireTypedName(`The ability “${modifier.label}” changes`, modifier.ability, ABILITY_NAME_MAX);
      }
    }),
    () => checkResistances('The torso armour', fighter.armour.torso),
    () => checkResistances('The helmet', fighter.armour.helmet),
    () => void requireHp('The fighter', fighter.hp),
  ];
}

/**
 * Everything wrong with a fighter, in a player's words, or an empty list: what a sheet shows next to a record that
 * breaks a rule, without refusing to draw it.
 */
export function fighterProblems(fighter: WdcFighter): readonly string[] {
  const problems: string[] = [];
  for (const check of checks(fighter)) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof RulesError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}

/** The fighter if it keeps every rule of the payload (skills 0–3, modifiers −8…+8, resistances 0–100 %, HP 0–5). */
export function checkFighter(fighter: WdcFighter): WdcFighter {
  for (const check of checks(fighter)) check();
  return fighter;
}

/**
 * A fighter's starting level in a skill by name: Aim, Nimble, Sprinting, a melee weapon skill or another skill
 * ("such as Farming or Mechanics"). A skill the fighter does not list is refused, so a typo is not read as 0.
 * @example skillLevel(katniss, 'Sprinting') // 1
 */
export function skillLevel(fighter: WdcFighter, name: string): number {
  const key = nameKey(name);
  const fixed = NAMED_SKILLS.find((s) => nameKey(s.label) === key);
  if (fixed !== undefined) return requireSkillLevel(fixed.label, fighter.skills[fixed.key]);
  const listed = [...fighter.skills.melee, ...fighter.skills.other].find((s) => nameKey(s.name) === key);
  if (listed === undefined) {
    const known = [
      ...NAMED_SKILLS.map((s) => s.label),
      ...fighter.skills.melee.map((s) => s.name),
      ...fighter.skills.other.map((s) => s.name),
    ];
    throw new RulesError('unknown-skill', `This fighter has no skill “${name}”. Their skills: ${known.join(', ')}.`);
  }
  return requireSkillLevel(listed.name, listed.level);
}

/** A fighter has a melee weapon skill of that name. */
export function hasMeleeSkill(fighter: WdcFighter, name: string): boolean {
  return fighter.skills.melee.some((s) => nameKey(s.name) === nameKey(name));
}

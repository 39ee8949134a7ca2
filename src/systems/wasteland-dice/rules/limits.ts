import { COMBAT } from './tables';

/*
 * The limits every check of the pack uses, the rules' own (from data/wasteland-dice/combat.json) and the app's (how
 * long a name may be), so the zod schemas and the rule functions refuse exactly the same values.
 */

/** "a modifier bonus (from -8 to +8)" */
export const MODIFIER_MIN = COMBAT.modifier.min;
export const MODIFIER_MAX = COMBAT.modifier.max;
/** "your starting skill level (from 0 to 3)" */
export const SKILL_LEVEL_MIN = COMBAT.startingSkill.min;
export const SKILL_LEVEL_MAX = COMBAT.startingSkill.max;
/** "a total of five hit points" */
export const HIT_POINTS = COMBAT.hitPoints.total;
/** Resistances are percentages. */
export const RESISTANCE_MIN = 0;
export const RESISTANCE_MAX = 100;

/** The most the Storyteller may take off armour for being unarmed against a melee weapon: all of it. */
export const UNARMED_PENALTY_MAX = COMBAT.defence.armourMax;

/** App limits, not rules: enough for any table, small enough to show. */
export const NAME_MAX = 60;
export const ABILITY_NAME_MAX = 40;
export const MAX_ABILITIES = 30;
export const MAX_SKILLS = 30;
export const MAX_MODIFIERS = 60;
export const HOUSE_TEXT_MAX = 500;
export const MAX_FIGHTERS = 40;

/** Names compare without case or surrounding spaces: "Blades" and " blades" are one skill. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

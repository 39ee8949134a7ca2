/**
 * The stable ids of Wasteland Dice Combat, kept apart from the zod schemas so rule modules use them without bringing
 * zod into the app bundle.
 */

/** "Modifiers are affected by your chosen profession, traits, environment, and equipped gear." */
export const MODIFIER_SOURCES = ['profession', 'trait', 'environment', 'gear'] as const;
export type ModifierSource = (typeof MODIFIER_SOURCES)[number];

/** What a modifier entry changes. Skill rolls take none ("purely based on your starting skill modifier"). */
export const MODIFIER_TARGETS = [
  'initiative',
  'melee-attack',
  'ranged-attack',
  'unarmed-attack',
  'melee-defence',
  'ranged-defence',
  'movement',
  'ability',
] as const;
export type ModifierTarget = (typeof MODIFIER_TARGETS)[number];

/** The two defence values: "Characters have both melee defense and ranged defense". */
export const DEFENCE_KINDS = ['melee', 'ranged'] as const;
export type DefenceKind = (typeof DEFENCE_KINDS)[number];

/**
 * How an attack is made: the text's melee, ranged and unarmed attacks, and the Storyteller's throwing and grappling
 * (house rules R-house-1 and R-house-2).
 */
export const ATTACK_KINDS = ['melee', 'ranged', 'unarmed', 'thrown', 'grab'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/** "On an advantage roll, two D20s are rolled and you keep the greater … On a disadvantaged roll … the lesser". */
export const ROLL_MODES = ['normal', 'advantage', 'disadvantage'] as const;
export type RollMode = (typeof ROLL_MODES)[number];

/** The torso table's bands of resistance. */
export const TORSO_BANDS = ['under-30', '30-69', '70-plus'] as const;
export type TorsoBand = (typeof TORSO_BANDS)[number];

/** The helmet table's bands: Bite/Scratch "< 70%", "≥ 70%" or "Any"; Bullet "0" or "> 0". */
export const HELMET_BITE_SCRATCH_BANDS = ['under-70', '70-plus', 'any'] as const;
export type HelmetBiteScratchBand = (typeof HELMET_BITE_SCRATCH_BANDS)[number];
export const HELMET_BULLET_BANDS = ['none', 'some'] as const;
export type HelmetBulletBand = (typeof HELMET_BULLET_BANDS)[number];

/** "counts as light armor", "counts as medium armor"; heavy is the app's name for the -2 row (M-05). */
export const ARMOUR_CLASSES = ['light', 'medium', 'heavy'] as const;
export type ArmourClass = (typeof ARMOUR_CLASSES)[number];

/** What a fight is for: "Dice Combat in Wasteland is used for both Storyteller events and PvP." */
export const FIGHT_PURPOSES = ['event', 'pvp'] as const;
export type FightPurpose = (typeof FIGHT_PURPOSES)[number];

/** M-03 and M-04: the text has no rule for a natural 20 or 1. */
export const NATURAL_20_READINGS = ['no-effect', 'always-hits'] as const;
export type Natural20Reading = (typeof NATURAL_20_READINGS)[number];
export const NATURAL_1_READINGS = ['no-effect', 'always-misses'] as const;
export type Natural1Reading = (typeof NATURAL_1_READINGS)[number];

/** what a tie re-roll adds when the app rolls it. */
export const INITIATIVE_REROLL_READINGS = ['with-modifier', 'bare-d20'] as const;
export type InitiativeRerollReading = (typeof INITIATIVE_REROLL_READINGS)[number];

/** Every setting a Storyteller can change, one per ruling that offers a choice (data/wasteland-dice/house-rules.json). */
export const HOUSE_RULE_KEYS = [
  'throwing',
  'grappling',
  'cover',
  'unarmedVsMeleePenalty',
  'natural20',
  'natural1',
  'initiativeReroll',
  'uncappedModifiers',
  'pvpUsesTheseRules',
  'abilities',
  'downedConsequences',
] as const;
export type HouseRuleKey = (typeof HOUSE_RULE_KEYS)[number];

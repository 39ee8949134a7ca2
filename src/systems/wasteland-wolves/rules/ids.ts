/**
 * The stable ids of Wasteland Wolves, kept apart from the zod schemas so rule modules use them without bringing zod into
 * the app bundle. A test checks each list against data/wasteland-wolves/.
 */

/** The four raw materials of the scavenging table and the recipes. */
export const MATERIAL_IDS = ['scraps', 'metal', 'chemicals', 'anomalous-material'] as const;

/** Every weapon, armour, ammunition, consumable and trap of "WEAPONS, ARMOR, CRAFTING", in the text's order. */
export const ITEM_IDS = [
  'unarmed',
  'rocks',
  'throwing-knives',
  'javelins',
  'tomahawks',
  'slingshot',
  'bloodletters',
  'self-propelled-javelins',
  'improvised-combat-knife',
  'improved-combat-knife',
  'chainsaw',
  'powersaw',
  'torch',
  'mechanical-torch',
  'arrows',
  'poisoned-arrows',
  'ammo',
  'hammo',
  'limes',
  'bow',
  'composite-shortbow',
  'longbow',
  'pistol',
  'submachine-gun',
  'machine-gun',
  'pistol-plus',
  'submachine-gun-plus',
  'machine-gun-plus',
  'the-civilian',
  'the-officer',
  'the-bulldozer',
  'the-barbarian',
  'the-dreadnought',
  'the-pathfinder',
  'tourniquet',
  'penicillin',
  'morphine',
  'the-good-shit',
  'snare',
  'snare-mine',
  'frag-mine',
  'camouflage',
  'pile-of-rubble',
  'strange-token',
] as const;
export type ItemId = (typeof ITEM_IDS)[number];
export type MaterialId = (typeof MATERIAL_IDS)[number];
/** Anything a player can hold: a material or an item ("unarmed" is their fists, never held). */
export type StockId = MaterialId | ItemId;

export const ITEM_KINDS = ['melee', 'thrown', 'ranged', 'ammo', 'armour', 'medical', 'trap', 'special'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The letter after a damage range: "Damage 6-12s", "Damage 8-16b" (R-damage-1: s is shock, b ballistic). */
export const DAMAGE_TYPES = ['shock', 'ballistic'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const PERK_IDS = [
  'tough-cookie',
  'backup-weapon',
  'quick-draw',
  'all-in',
  'energetic',
  'traveller',
  'spotter',
  'friend-of-orphans',
  'tracker',
  'apex-predator',
  'bowmaster',
  'eagle-eye',
  'smith',
  'chemist',
  'trapper',
  'heavy-sleeper',
  'resilient',
  'favored',
] as const;
export type PerkId = (typeof PERK_IDS)[number];

export const CONDITION_IDS = ['illness', 'bleeding'] as const;
export type ConditionId = (typeof CONDITION_IDS)[number];
/** "Light … Moderate … Severe". */
export const SEVERITIES = ['light', 'moderate', 'severe'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const WOLF_KINDS = ['wolf', 'dire', 'iron'] as const;
export type WolfKind = (typeof WOLF_KINDS)[number];

export const EVENT_IDS = ['illness', 'bleeding', 'small-gift', 'large-gift'] as const;
export type EventId = (typeof EVENT_IDS)[number];

export const SCAVENGE_BANDS = ['6-9', '10-13', '14-17', '18+'] as const;
export type ScavengeBand = (typeof SCAVENGE_BANDS)[number];

/** The actions of the second phase ("Actions: >Scavenge >Craft …"). */
export const ACTION_KINDS = [
  'scavenge',
  'craft',
  'attack',
  'clear-rubble',
  'apply-consumable',
  'change-equipment',
  'rest',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/* The readings a table can choose where the text is silent or slips (data/wasteland-wolves/rulings.json). */
export const ROLL_DICE = ['d20', '2d10', '3d6'] as const;
export type RollDice = (typeof ROLL_DICE)[number];
export const WOLF_DAMAGE_TYPES = ['shock', 'ballistic', 'untyped'] as const;
export type WolfDamageType = (typeof WOLF_DAMAGE_TYPES)[number];
export const ROUNDINGS = ['nearest', 'down', 'up'] as const;
export type Rounding = (typeof ROUNDINGS)[number];
export const STACKINGS = ['add', 'multiply'] as const;
export type Stacking = (typeof STACKINGS)[number];
export const RESILIENT_READINGS = ['two-ranks', 'one-rank'] as const;
export type ResilientReading = (typeof RESILIENT_READINGS)[number];
export const ROW_5X5X5_READINGS = ['three-teams-of-five', 'left-out'] as const;
export type Row5x5x5Reading = (typeof ROW_5X5X5_READINGS)[number];
export const MODIFIED_KNIVES_READINGS = ['bloodletters', 'none'] as const;
export type ModifiedKnivesReading = (typeof MODIFIED_KNIVES_READINGS)[number];
export const IRON_REDUCTION_READINGS = ['ballistic', 'all-weapons'] as const;
export type IronReductionReading = (typeof IRON_REDUCTION_READINGS)[number];
export const IMPROVE_FROM_LIGHT_READINGS = ['cured', 'stays-light'] as const;
export type ImproveFromLightReading = (typeof IMPROVE_FROM_LIGHT_READINGS)[number];
export const WORSEN_FROM_SEVERE_READINGS = ['stays-severe', 'fatal'] as const;
export type WorsenFromSevereReading = (typeof WORSEN_FROM_SEVERE_READINGS)[number];
export const CONDITION_ORDER_READINGS = ['damage-first', 'change-first'] as const;
export type ConditionOrderReading = (typeof CONDITION_ORDER_READINGS)[number];
export const EVENT_ROLL_READINGS = ['one-roll', 'independent'] as const;
export type EventRollReading = (typeof EVENT_ROLL_READINGS)[number];
export const HALF_CHANCE_READINGS = ['whole-line', 'each-item'] as const;
export type HalfChanceReading = (typeof HALF_CHANCE_READINGS)[number];
export const EXPERIENCE_READINGS = ['pooled', 'per-hit'] as const;
export type ExperienceReading = (typeof EXPERIENCE_READINGS)[number];
export const EAGLE_EYE_READINGS = ['points', 'relative'] as const;
export type EagleEyeReading = (typeof EAGLE_EYE_READINGS)[number];

/** Every setting a table can change, one per ruling that offers a choice (data/wasteland-wolves/house-rules.json). */
export const HOUSE_RULE_KEYS = [
  'baseHealth',
  'startingEnergy',
  'rollDice',
  'startingSeverity',
  'improveFromLight',
  'worsenFromSevere',
  'conditionOrder',
  'wolfDamageType',
  'resistanceRounding',
  'resistanceStacking',
  'damageBonusStacking',
  'energyCostStacking',
  'meleeHitPercent',
  'wolfHitPercent',
  'wolfSpawnPercent',
  'eventRoll',
  'halfChance',
  'experienceRounding',
  'eagleEye',
  'resilientRanks',
  'row5x5x5',
  'modifiedKnives',
  'ironReduction',
] as const;
export type HouseRuleKey = (typeof HOUSE_RULE_KEYS)[number];

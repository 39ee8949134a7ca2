import { z } from 'zod';
import { RACE_IDS, SIZE_CATEGORY_IDS, SKILL_IDS, STAT_IDS } from './ids';

export { RACE_IDS };

export type RaceId = (typeof RACE_IDS)[number];

const whole = z.number().int();
const positiveWhole = z.number().int().positive();
const range = z.strictObject({ min: z.number().positive(), max: z.number().positive() });
/** "[Body stat value + Combat Level]" — Forest Troll regeneration, Neo-Dragon armor, Neo-Tiger claws. */
const bodyScaling = z.enum(['body', 'body-plus-level']);
const statRecord = z.partialRecord(z.enum(STAT_IDS), positiveWhole);
const skillRecord = z.partialRecord(z.enum(SKILL_IDS), positiveWhole);

/** Skill points a race starts with, on top of time and combat points. */
export const FreeSkillSchema = z.strictObject({
  skill: z.enum(SKILL_IDS),
  points: positiveWhole,
  /** Gratchen: "may use the awarded advanced skills at level 1, even if they don't have the prerequisite skills". */
  usableWithoutPrerequisites: z.boolean(),
  /** Neo-Wolf: the +10 counts inside the Mind + 10 time-point allowance. */
  countsAsTimePoints: z.boolean(),
});

/**
 * The numbers and switches the engine reads from a race's Specials. Every field is optional: a race has only the
 * ones its card names. Each special lists the fields it sets in `fields`, and keeps its printed text.
 */
export const RaceTraitsSchema = z.strictObject({
  /** "gain +3 to Mind Stat (for free, at game start)". */
  statBonus: statRecord.optional(),
  /** "have a maximum Mind of 15". */
  statCaps: statRecord.optional(),
  /** Neo-Daemon: "can learn any skill up to a maximum of 15". */
  skillCapAll: positiveWhole.optional(),
  /** Gratchen 13 on three skills; Neo-Wolf Hunting 22. */
  skillCaps: skillRecord.optional(),
  freeSkills: z.array(FreeSkillSchema).min(1).optional(),
  /** Human: 48 ("This effect includes the initial 2 years of Time skill points"). */
  timePointsAtCreation: positiveWhole.optional(),
  /** Human: "2 points per month (not the usual 1)". */
  passivePointsPerMonth: positiveWhole.optional(),
  /** Neo-Wolf: "may go up to 10 points over their Mind stat for any passive skill points added to the hunting skill". */
  timePointCapBonus: skillRecord.optional(),
  /** HP regenerated each round for combat damage. */
  regeneration: bodyScaling.optional(),
  darkVision: z.literal(true).optional(),
  infraredVision: z.literal(true).optional(),
  exsanguination: z
    .strictObject({
      damageStat: z.enum(STAT_IDS),
      rollStat: z.enum(STAT_IDS),
      healsByDamageDealt: z.boolean(),
      stealsSpecialsOnKillingBlow: z.boolean(),
    })
    .optional(),
  undeath: z.literal(true).optional(),
  perfectGuise: z.literal(true).optional(),
  /** Dwarf: "an additional item in each worn slot". */
  wornSlotMultiplier: positiveWhole.optional(),
  /** Dwarf: "an additional suit of armor". */
  armorSuits: positiveWhole.optional(),
  /** Dwarf: "2 cloaks for each Body stat assigned to them instead of the normal 1". */
  cloaksPerBody: positiveWhole.optional(),
  prehensileTail: z
    .strictObject({ extraOneHandedSlots: positiveWhole, tailSkill: z.enum(SKILL_IDS), maxD20: positiveWhole })
    .optional(),
  wildernessSelfFeeding: z.literal(true).optional(),
  /** "Trade Blows 1" (Neo-Blackbear) or "Trade Blows 2" (Neo-Bear). */
  tradeBlows: z.union([z.literal(1), z.literal(2)]).optional(),
  fatStorage: z.strictObject({ max: positiveWhole, perDay: positiveWhole }).optional(),
  overnightHibernation: z
    .strictObject({ healingMultiplier: positiveWhole, bodyHeatAsFire: z.boolean(), extraWakeRounds: positiveWhole })
    .optional(),
  /** Neo-Cheetah: "bonus Move Speed equal to their Body stat minus the Body stat requirement of their equipped armor and cloaks". */
  bonusMove: z.literal('body-minus-armor-and-cloaks').optional(),
  /**
   * Neo-Dragon and Rock Troll natural armor under crits: "restore Natural Armor by 1 Tier value per week". The tier lost
   * per crit is the general crit rule (data/eos/combat.json `criticals.gearTierLoss`).
   */
  naturalArmorCrits: z.strictObject({ recoveryTiersPerWeek: positiveWhole }).optional(),
  thrownAtNonContestedTiming: z.literal(true).optional(),
  /** Neo-Hyena: "Thrown range is 5 tiles. This effect doubles it to 10 tiles." */
  thrownRange: positiveWhole.optional(),
  heavyThrow: z.literal(true).optional(),
  /** Neo-Hyena "Alarming Laughter": aware while asleep. */
  sleepAwareness: z.literal(true).optional(),
  /** Neo-Panther "Blend in Shadow": +5 to stealth in low light (C-12). */
  lowLightStealthBonus: positiveWhole.optional(),
  /** Neo-Panther "Pounce": "they move exactly 5 tiles". */
  pounceTiles: positiveWhole.optional(),
  poisonImmune: z.literal(true).optional(),
  /** Neo-Rat: "can survive on food for an additional week after it has spoiled". */
  spoilageExtraWeeks: positiveWhole.optional(),
  trapSenseBonus: positiveWhole.optional(),
  vigilanceBonus: positiveWhole.optional(),
  /**
   * Neo-Tiger claws: "restore both hands by 1 Tier value per week". The 10 damage of a crit at T0 is the general crit rule
   * (data/eos/combat.json `criticals.bodyAsWeaponDamage`).
   */
  naturalWeapons: z
    .strictObject({
      name: z.string().min(1),
      tier: bodyScaling,
      skill: z.enum(SKILL_IDS),
      recoveryTiersPerWeek: positiveWhole,
    })
    .optional(),
  /** Neo-Wolf "Heavy Shooter": "may add their Body stat to damage dealt with Bows". */
  bowAddsBody: z.literal(true).optional(),
  twoHandedMeleeInMainHand: z.literal(true).optional(),
  /** Shore Troll: "a 2x tool multiplier for Fishing", on top of other tool multipliers. */
  fishingToolMultiplier: positiveWhole.optional(),
  /** Warhog "Uncatchable": trap immobilization "is reduced to 1 round". */
  trapImmobilizeRounds: positiveWhole.optional(),
  /** Warhog "Trap Survivor": a trap that would drop HP to 0 or lower leaves 1 HP. */
  trapSurvivor: z.literal(true).optional(),
});

export type RaceTraits = z.infer<typeof RaceTraitsSchema>;
export const RACE_TRAIT_KEYS = Object.keys(RaceTraitsSchema.shape) as (keyof RaceTraits)[];

/** A special as printed on the card, with its footnotes, and the structured fields it sets. */
export const RaceSpecialSchema = z.strictObject({
  name: z.string().min(1),
  text: z.string().min(1),
  footnotes: z.array(z.string().min(1)),
  fields: z.array(z.enum([...(RACE_TRAIT_KEYS as [keyof RaceTraits, ...(keyof RaceTraits)[]]), 'naturalArmor'])),
});

/** Natural armor: a fixed combat tier, or Neo-Dragon's "[Body stat value + Combat Level]"; plus armor vs environment. */
export const NaturalArmorSchema = z.strictObject({
  combat: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('tier'), tier: z.number().int().min(0).max(15) }),
    z.strictObject({ kind: z.literal('body-plus-level') }),
  ]),
  /** Rock Troll: "Tier 15 Natural Armor vs Environment". */
  environmentTier: z.number().int().min(0).max(15),
});

/** One race card of "Playable Races", row by row. */
export const RaceSchema = z
  .strictObject({
    id: z.enum(RACE_IDS),
    name: z.string().min(1),
    tagline: z.string().min(1),
    /** As printed: "1×2", "1/2", "1" (Neo-Panther, T-10). */
    size: z.string().min(1),
    footprint: z.strictObject({ width: z.number().positive(), length: z.number().positive() }),
    tiles: z.number().positive(),
    sizeCategory: z.enum(SIZE_CATEGORY_IDS),
    move: positiveWhole,
    heightFeet: range,
    weightLbs: range,
    /** "Bonus HP & Melee": −5 small, 0 medium, +3 × tiles large/XL. */
    bonusHpAndMelee: whole,
    naturalArmor: NaturalArmorSchema,
    foodPerDay: z.number().positive(),
    weaponRangeBonus: z.number().int().nonnegative(),
    lifeExpectancyYears: positiveWhole,
    specials: z.array(RaceSpecialSchema).min(1),
    traits: RaceTraitsSchema,
  })
  .refine((race) => race.tiles === race.footprint.width * race.footprint.length, {
    message: 'tiles must equal footprint width × length',
  })
  .refine((race) => race.heightFeet.min <= race.heightFeet.max && race.weightLbs.min <= race.weightLbs.max, {
    message: 'ranges must run from min to max',
  });

export const RacesFileSchema = z.array(RaceSchema).length(RACE_IDS.length);

export type Race = z.infer<typeof RaceSchema>;
/** How a racial number grows: "[Body value]" or "[Body stat value + Combat Level]". */
export type BodyScaling = z.infer<typeof bodyScaling>;
export type FreeSkill = z.infer<typeof FreeSkillSchema>;

import { z } from 'zod';
import { BUSHCRAFT_SUB_TASK_IDS } from './ids';

export { BUSHCRAFT_SUB_TASK_IDS };

const count = z.number().int().nonnegative();
const positive = z.number().int().positive();
/** The least tools a task needs ("requires a minimum of Crude tools"; Lockpicking "requires Basic tools"). */
const toolAtLeast = z.enum(['crude', 'basic']);

/** A "Level / Crude Tools / Basic Tools / Workshop" table (Logging, Mining; also printed under Medicine and Scholar). */
const LevelToolRowSchema = z.strictObject({ level: count, crude: count, basic: count, workshop: count });
/** The Quarrying "Level / Stone Gathered (Crude Toolkit) / Stone Gathered (Basic Toolkit)" table. */
const QuarryRowSchema = z.strictObject({ level: count, crude: count, basic: count });
/** The "Farming Level / No Tools / Crude Tools / Basic Tools" table. */
const FarmingRowSchema = z.strictObject({ level: count, none: count, crude: count, basic: count });

/** A table printed in the wrong section: kept as printed, with the ruling that says to ignore it. */
const misplaced = <Row extends z.ZodType>(row: Row) =>
  z.strictObject({
    printedUnder: z.string().min(1),
    ruling: z.string().regex(/^[CT]-\d{2}$/),
    /** The table of this file it duplicates, row for row. */
    sameAs: z.enum(['logging', 'quarrying', 'farming']),
    note: z.string().min(1),
    rows: z.array(row).min(1),
  });

const perPoint = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject(shape);

export type BushcraftSubTaskId = (typeof BUSHCRAFT_SUB_TASK_IDS)[number];

/** One entry of the Bushcraft sub-task "registry". */
export const BushcraftSubTaskSchema = z.strictObject({
  id: z.enum(BUSHCRAFT_SUB_TASK_IDS),
  name: z.string().min(1),
  /** What one assignment of the sub-task produces. */
  quantity: positive,
  unit: z.string().min(1),
  /** Cordage the finished thing needs (skid: 5 ft). */
  cordageFeet: count,
  /** Cordage per person of size (raft: "5 feet of cordage per person in size"). */
  cordageFeetPerPerson: count,
  /** 'tier': shelter tier ≤ skill; 'persons': raft persons ≤ skill; 'none': fixed output. */
  limitedBySkill: z.enum(['none', 'tier', 'persons']),
  summary: z.string().min(1),
});

export const GatheringFileSchema = z.strictObject({
  /** Highest skill level any race can reach (Neo-Daemon 15 in every skill; Neo-Wolf "+22 to the hunting skill"). */
  inputLimits: z.strictObject({ maxSkillLevel: positive, maxHuntingLevel: positive }),
  logging: z.strictObject({
    requiresTools: toolAtLeast,
    /** "1 beam, plus an additional beam for each level in the Logging skill". */
    baseBeams: positive,
    beamsPerLevel: positive,
    /** "each beam will last 7 days" as firewood. */
    firewoodDaysPerBeam: positive,
    printedTable: z.array(LevelToolRowSchema).length(13),
  }),
  mining: z.strictObject({
    requiresTools: toolAtLeast,
    baseOre: positive,
    orePerLevel: positive,
    /** "10 Metal Ore = One Tier: 1 Ingot". */
    orePerIngot: positive,
    ingotTier: positive,
    ingotNeedsFire: z.boolean(),
    /** "A mine becomes depleted after 1,000 ore are removed." */
    mineCapacityOre: positive,
    printedTable: z.array(LevelToolRowSchema).length(13),
  }),
  quarrying: z.strictObject({
    requiresTools: toolAtLeast,
    /** "multiply Mining Level by 2". */
    stonesPerMiningLevel: positive,
    /** "Stone Quarries … become depleted after 10,000 stones are removed." */
    quarryCapacityStones: positive,
    stoneWeightLbs: z.strictObject({ min: positive, max: positive }),
    printedTable: z.array(QuarryRowSchema).length(12),
  }),
  fishing: z.strictObject({
    requiresTools: toolAtLeast,
    /** "The Baseline difficulty for Fishing is 15." */
    baseTargetNumber: positive,
    foodPerPoint: positive,
  }),
  hunting: z.strictObject({
    minimumWeaponTier: positive,
    townTargetNumber: positive,
    milesPerStep: positive,
    targetNumberDropPerStep: positive,
    minimumTargetNumber: positive,
    /** The printed list "5 miles outside a town, you have TN: 25." … "25+ miles out is TN: 5." */
    printedSteps: z.array(z.strictObject({ miles: positive, targetNumber: positive, orMore: z.boolean() })).length(5),
    successfulDayIncrease: positive,
    yearlyRegeneration: positive,
    perPoint: perPoint({ food: positive, animalFat: positive, boneShards: positive, clothFragments: positive }),
    /** "If a hunting roll exceeds 30 … it may become an encounter". */
    encounterAbove: positive,
    /** "the GM may give a +2 to the defender for each day the trail goes cold". */
    trailColdBonusPerDay: positive,
  }),
  trapping: z.strictObject({
    requiresTools: toolAtLeast,
    roadOrCityTargetNumber: positive,
    targetNumberDropPerZone: positive,
    minimumTargetNumber: positive,
    successfulDayIncrease: positive,
    monthlyRegeneration: positive,
    perPoint: perPoint({ food: positive, feathers: positive, clothFragments: positive }),
    /** "with Basic tools; double the amount of food & cloth fragments" (A-27: feathers are not doubled). */
    basicToolsMultiplier: positive,
  }),
  farming: z.strictObject({
    /** "No tools = x1 / Crude tools = x2 / Basic tools = x4" (no Workshop). */
    toolMultiplier: z.strictObject({ none: positive, crude: positive, basic: positive }),
    /** "(Farming level x10) x tool multiplier". */
    outputPerLevel: positive,
    /** a farm is one Daily Task on each day of the month. */
    monthDays: positive,
    clothSeed: z.strictObject({ plantingDays: positive, harvestDays: positive }),
    readyYourBow: z.strictObject({ targetNumber: count, days: positive }),
    printedTable: z.array(FarmingRowSchema).length(12),
  }),
  bushcraft: z.strictObject({
    minimumLevel: positive,
    /** "a number of independent sub-tasks … equal to their current Bushcraft skill level". */
    subTasksPerLevel: positive,
    subTasks: z.array(BushcraftSubTaskSchema).length(BUSHCRAFT_SUB_TASK_IDS.length),
  }),
  cooking: z.strictObject({
    requiresTools: toolAtLeast,
    pointsPerLevel: positive,
    /** "before they spoil at the end of the 7th day from their harvest". */
    spoilsAfterDays: positive,
    choreDelegation: z.strictObject({ points: positive, extraTasks: positive, allyLightHours: positive }),
    preservation: z.strictObject({ points: positive, food: positive }),
    candles: z.strictObject({
      points: positive,
      crude: z.strictObject({ animalFat: positive, candles: positive }),
      basic: z.strictObject({ animalFat: positive, candles: positive }),
      workshop: z.strictObject({ animalFat: positive, candles: positive }),
    }),
    /** "Crude Toolkit = up to 25 meals, Basic Toolkit= up to 50 meals, Kitchen = up to 100 meals". */
    tasteMealsPerTask: z.strictObject({ crude: positive, basic: positive, workshop: positive }),
    undeclaredTasteTierDivisor: positive,
  }),
  tailor: z.strictObject({
    requiresTools: toolAtLeast,
    clothPerTask: positive,
    cordage: z.strictObject({ maxFeetPerTask: positive, feetPerFragment: positive }),
  }),
  woodworks: z.strictObject({
    requiresTools: toolAtLeast,
    minimumLevel: positive,
    beamsPerTask: positive,
    lumberPerBeam: positive,
  }),
  ammunition: z.strictObject({
    requiresTools: toolAtLeast,
    /** "arrows at the rate of 1 per skill point in Bowyer"; "bolts at the rate of 1 per skill point". */
    perLevel: positive,
    shaftsPerBeamOrLumber: positive,
    arrowheadsPerIngot: positive,
    arrowheadsPerBoneShard: positive,
    boltsPerIngot: z.strictObject({ oneHanded: positive, twoHanded: positive }),
  }),
  scholar: z.strictObject({
    writingRequiresTools: toolAtLeast,
    pagesWrittenPerLevel: positive,
    pagesReadPerLevel: positive,
  }),
  lockpicking: z.strictObject({
    requiresTools: toolAtLeast,
    /** "[Tier value +20]". */
    lockTargetNumberBase: positive,
    attemptMinutes: positive,
    minutesSavedPerPoint: positive,
    maxAttemptsPerDay: positive,
    /** "Every 5 hours that character loses the ability to do a Daily Task". */
    hoursPerLostTask: positive,
  }),
  /** Tables printed in the wrong sections, kept as printed (and ignored by the rule functions). */
  misplacedTables: z.strictObject({
    medicine: misplaced(LevelToolRowSchema),
    lockpickingFarming: misplaced(FarmingRowSchema),
    scholarGeneric: misplaced(LevelToolRowSchema),
    scholarQuarrying: misplaced(QuarryRowSchema),
  }),
});

export type LevelToolRow = z.infer<typeof LevelToolRowSchema>;
export type QuarryRow = z.infer<typeof QuarryRowSchema>;
export type FarmingRow = z.infer<typeof FarmingRowSchema>;
export type BushcraftSubTask = z.infer<typeof BushcraftSubTaskSchema>;
export type GatheringFile = z.infer<typeof GatheringFileSchema>;

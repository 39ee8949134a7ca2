/**
 * The campaign calendar's shapes: the state a campaign stores for one day, the GM's plan and conditions for that day,
 * and what the day runner, validator, preview and forecast return. Everything is plain JSON (no Dates, no functions
 * except the injected RandomSource), so the planner can store a state as-is and undo by putting the previous one back.
 */
import type { CharacterBuild } from '../character/build';
import type { CharacterGear } from '../character/gear';
import type { CraftedItemId } from '../schemas/crafting';
import type { Ration, WorkLevel } from '../schemas/environment';
import type { SizeCategoryId } from '../schemas/sizes';
import type { SkillId } from '../schemas/skills';
import type { WeaponKindId } from '../schemas/weapons';
import type { BushcraftChoice } from '../gathering/bushcraft';
import type { RandomSource } from '../../../../core/rules';
import type { ToolLevel } from '../tools';
import type { Road } from '../travel';
import type { StructureBuilder, StructureKind } from '../crafting/structures';

// ---------------------------------------------------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------------------------------------------------

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** Where a campaign day number falls (R-calendar-1: 12 months of 30 days, 3 months a season, the year opens in spring). */
export interface CalendarDate {
  /** The campaign day number, 1 = the first day of spring of year 1. */
  day: number;
  /** 1, 2, 3 … */
  year: number;
  /** 1–12. */
  month: number;
  monthName: string;
  /** 1–30. */
  dayOfMonth: number;
  season: Season;
  /** 1–90. */
  dayOfSeason: number;
  /** "Day 12 of Greening (month 2, spring), year 1". */
  label: string;
}

// ---------------------------------------------------------------------------------------------------------------------
// Stock
// ---------------------------------------------------------------------------------------------------------------------

/** One batch of food units: "they spoil at the end of the 7th day from their harvest" unless preserved. */
export interface StockFoodBatch {
  id: string;
  /** Units of food (1 unit = 1 day of food for a medium creature); may be fractional (half rations, small eaters). */
  units: number;
  /** The campaign day the food was harvested (gathered, hunted, bought). */
  harvestedDay: number;
  /** Preserved by Cooking: never spoils. */
  preserved: boolean;
}

/** Untiered counted materials of the party stock. */
export const COUNTED_MATERIALS = [
  'animalFat',
  'clothFragments',
  'ore',
  'beams',
  'lumber',
  'stone',
  'cordageFeet',
  'feathers',
  'boneShards',
  'arrows',
  'boltsOneHanded',
  'boltsTwoHanded',
  'candles',
  'torches',
  'firewoodDays',
] as const;
export type CountedMaterial = (typeof COUNTED_MATERIALS)[number];

/** Materials counted per tier: full cloth and metal ingots. Arrows and bolts have no tier ("no bonuses from higher Tier ingots"). */
export const TIERED_MATERIALS = ['cloth', 'ingots'] as const;
export type TieredMaterial = (typeof TIERED_MATERIALS)[number];

/** Count per tier, keyed by the tier as a string ("1" … "15") so it round-trips through JSON unchanged. */
export type TierCounts = Readonly<Record<string, number>>;

/**
 * Everything the party owns in common. Counts may be fractional (small-creature half costs, "keep halves" A-07; a
 * few arrows use a fraction of a lumber: "1 beam or 1 lumber (each granting 100 arrow shafts)").
 */
export interface PartyStock {
  food: readonly StockFoodBatch[];
  counts: Readonly<Record<CountedMaterial, number>>;
  tiered: Readonly<Record<TieredMaterial, TierCounts>>;
  /** Skill ids with a Workshop the party can use where it stands (a Workshop project finishes into this list). */
  workshops: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Characters, projects, zones
// ---------------------------------------------------------------------------------------------------------------------

/** What the caller gives the runner for each character: the build and gear as the sheet stores them. */
export interface CalendarCharacter {
  id: string;
  name: string;
  build: CharacterBuild;
  gear: CharacterGear;
}

/** What the calendar itself tracks for a character from day to day. */
export interface CharacterDayState {
  currentHp: number;
  /** Starvation: the additive reduction of the original max HP, in percent (0 for a fed character). */
  starvationReductionPercent: number;
  /** The standing ration ('full' | 'half' | 'none'); a plan may override it for one day. */
  ration: Ration;
  /** Neo-Bear / Neo-Blackbear Fat Storage units (0 for other races). */
  fatStored: number;
}

/** What a project makes. Each kind maps onto the crafting function that times it. */
export type ProjectSpec =
  | {
      kind: 'item';
      item: CraftedItemId;
      tier: number;
      /** The size category the item is made for (materials scale with it). */
      size: SizeCategoryId;
      /** Tents: persons housed. */
      persons?: number;
      /** Blank books: pages, a multiple of 100. */
      pages?: number;
      /** Weapons and crossbows: the kind made, so the finished item goes on the owner's sheet (else the GM hands it over). */
      weaponKind?: WeaponKindId;
      /** Basic toolkits: the skill the kit serves, so it goes on the owner's sheet (else the GM hands it over). */
      toolkitSkill?: SkillId;
    }
  | { kind: 'ingot-upgrade'; fromTier: number; toTier: number; ingots: number }
  | { kind: 'repair'; item: CraftedItemId; tier: number; currentTier: number; size: SizeCategoryId; itemId?: string }
  | {
      kind: 'structure';
      builder: StructureBuilder;
      structureKind: StructureKind;
      tier: number;
      squareFeet: number;
      helpers?: number;
      name?: string;
    };

export interface ReservedMaterial {
  /** A counted or tiered stock material. */
  material: CountedMaterial | TieredMaterial;
  quantity: number;
  /** The tier taken for tiered materials; null for counted ones. */
  tier: number | null;
}

export interface CampaignProject {
  id: string;
  makerId: string;
  /** Who receives the finished item. */
  ownerId: string;
  spec: ProjectSpec;
  /** The tools the maker works with now; switching them keeps progress as a fraction (switchProjectTools). */
  tools: ToolLevel;
  /** Days of work done with the current tools (fractional: Basic tools make half-days count as whole). */
  daysDone: number;
  /** Materials taken out of the stock when the project was created (returned if it is abandoned). */
  materialsReserved: readonly ReservedMaterial[];
  /** The campaign day it was started. */
  startedDay: number;
}

/** createProject's answer: the project and the state with its materials reserved, or every reason it cannot start. */
export type ProjectCreation =
  { ok: true; project: CampaignProject; state: CampaignDayState } | { ok: false; reasons: readonly string[] };

export type ZoneKind = 'town' | 'road' | 'wilderness';

export interface CampaignZone {
  id: string;
  name: string;
  kind: ZoneKind;
  /** Hunting baseline: 30 in town, −5 per full 5 miles out. */
  milesFromTown: number;
  /** Trapping baseline: 20 in a city or on a road, −1 per zone (mile, A-23) away from them. 0 for town and road. */
  zonesFromRoadOrCity: number;
  /** Hunting pressure: successful hunting days not yet regenerated (−1 each spring). */
  huntingSuccessDays: number;
  /** Trapping pressure: successful trapping days not yet regenerated (−1 each month). */
  trappingSuccessDays: number;
  /** The campaign day of the last spring regeneration applied to hunting (null: none yet). */
  lastHuntingReset: number | null;
  /** The campaign day of the last monthly regeneration applied to trapping (null: none yet). */
  lastTrappingReset: number | null;
  /** Ore a mine here still holds (null: no mine). */
  mineOreLeft: number | null;
  /** Stones a quarry here still holds (null: no quarry). */
  quarryStoneLeft: number | null;
  /**
   * Beams the zone's trees still give, as the GM counted them ("The number of beams available (as trees) within a zone
   * is to be determined by GM"); absent until the GM counts them, and logging is then not limited (R-planner-1).
   */
  treeBeamsLeft?: number;
}

/** The whole calendar state at the start of one campaign day. */
export interface CampaignDayState {
  day: number;
  stock: PartyStock;
  characters: Readonly<Record<string, CharacterDayState>>;
  projects: readonly CampaignProject[];
  zones: readonly CampaignZone[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Conditions and plan
// ---------------------------------------------------------------------------------------------------------------------

/** One character's exceptions to the day's conditions (someone stays in the shelter, sleeps by the fire …). */
export interface CharacterConditions {
  hoursExposedDay?: number;
  hoursExposedNight?: number;
  shelter?: boolean;
  fire?: boolean;
  hoursOfLight?: number;
}

/** The GM's conditions for the day. */
export interface DayConditions {
  /** Cold level by day (0 warm summer day, 12 cold winter night, blizzard 20–30+). */
  coldDay: number;
  coldNight: number;
  /** Whole hours exposed to the day's and the night's cold (day + night ≤ 24). */
  hoursExposedDay: number;
  hoursExposedNight: number;
  shelter: boolean;
  fire: boolean;
  /** The zone the party works in today (state.zones). */
  zoneId: string;
  /** Hours of light each character has for a third task (torches, candles, the fire). */
  hoursOfLight: number;
  /** "you cannot farm in snow". */
  snow: boolean;
  perCharacter?: Readonly<Record<string, CharacterConditions>>;
}

export type GatheringSkill = 'logging' | 'mining' | 'quarrying' | 'fishing' | 'hunting' | 'trapping';

/** Turning stock into other stock in one Daily Task. */
export type ProcessingTask =
  /** Tailor: full cloth of this tier from fragments. */
  | { process: 'cloth'; tier: number }
  /** Tailor: cordage from this many cloth fragments. */
  | { process: 'cordage'; clothFragments: number }
  /** Woodworks: beams split into lumber. */
  | { process: 'lumber' }
  /** Bowyer: arrows; shafts from lumber (then beams), heads from bone shards or from ingots of `ingotTier`. */
  | { process: 'arrows'; heads: 'bone' | 'metal'; ingotTier?: number }
  /** Crossbow Smith: bolts for a one- or two-handed crossbow from ingots of `ingotTier`. */
  | { process: 'bolts'; crossbow: 'one-handed' | 'two-handed'; ingotTier: number };

/** One Daily Task (5 hours). Rolls left out are drawn from the RandomSource; typed rolls are the table's d20. */
export type TaskSlot =
  | {
      kind: 'gathering';
      skill: GatheringSkill;
      tools: ToolLevel;
      /** Fishing, hunting, trapping: the d20 rolled at the table. */
      roll?: number;
      /** Hunting: the weapon's tier (default: the best carried weapon). */
      weaponTier?: number;
    }
  | {
      kind: 'farming';
      tools: ToolLevel;
      /** A cloth-seed farm (no animal rolls) instead of a food/cloth farm. */
      clothSeed?: boolean;
      /** Bring in the month's harvest today (A-17: the farm was tended one task a day for the month). */
      harvest?: { clothShare: number; largeAnimalRoll?: number; smallAnimalRoll?: number };
    }
  | { kind: 'bushcraft'; choices: readonly BushcraftChoice[] }
  | {
      kind: 'cooking';
      tools: ToolLevel;
      /** Characters given Chore Delegation (a third task), one point each. */
      choreDelegationFor: readonly string[];
      /** Points spent preserving food (oldest unpreserved batches first). */
      preservations: number;
      /** Points spent on tallow candles. */
      candleBatches: number;
    }
  | { kind: 'project'; projectId: string }
  | { kind: 'processing'; task: ProcessingTask; tools: ToolLevel }
  | {
      kind: 'travel';
      road: Road;
      /** The party member who navigates off road, with the map tier used (null: an area visited before). */
      navigator?: { characterId: string; mapTier: number | null; visitedBefore?: boolean };
    }
  | { kind: 'medicine'; patientId: string; tools: ToolLevel }
  | { kind: 'rest' }
  | {
      kind: 'lockpicking';
      lockTier: number;
      tools: ToolLevel;
      /** The d20 of each attempt, in order (missing ones are rolled); the slot makes `attempts` attempts. */
      attempts: number;
      rolls?: readonly number[];
      /** The lock maker's Locksmith level, needed only under the smith-skill lock house rule (C-04). */
      smithLevel?: number;
    }
  | { kind: 'scholar'; mode: 'read' | 'write'; tools: ToolLevel; title?: string }
  | {
      kind: 'break-down';
      item: CraftedItemId;
      tier: number;
      size: SizeCategoryId;
      tools: ToolLevel;
      /** The gear item id taken apart (the caller removes it from the owner's gear). */
      itemId?: string;
    }
  | { kind: 'free'; text: string };

export type TaskSlotKind = TaskSlot['kind'];

export interface CharacterDayPlan {
  /** Up to 3 tasks; the third needs a cook's Chore Delegation and 5 hours of light. */
  slots: readonly TaskSlot[];
  /** Today's ration, overriding (and replacing) the standing ration. */
  ration?: Ration;
  /** Neo-Bear / Neo-Blackbear: extra units eaten today to store as fat (at most the race's daily limit). */
  fatToStore?: number;
  /** Neo-Bear / Neo-Blackbear: live off stored fat today instead of eating from the stock. */
  eatFromFat?: boolean;
  /** Carried while travelling (medicine still counts as rest). */
  carried?: boolean;
  /** Neo-Bear / Neo-Blackbear Overnight Hibernation tonight (default true for those races): double healing, body heat as fire. */
  hibernate?: boolean;
}

export interface DayPlan {
  characters: Readonly<Record<string, CharacterDayPlan>>;
  /** Smelt all ore into T1 ingots today ("It does, however, require the use of a fire"). */
  smeltOre?: boolean;
  /** Food units that enter the stock today outside any task (bought, found), harvested today. */
  foodBought?: number;
}

/** The dice of a day: the app's or a seeded RandomSource; rolls typed into the plan always win. */
export interface DayDice {
  random?: RandomSource;
  /**
   * The plan's stored dice (CalendarRecord.diceSeed): each roll not typed is drawn from this seed, the day and the
   * roll's own place (character, slot, label), so a roll stays the same on every load and when another slot changes,
   * and changes only when its own task does or the GM rolls again. Wins over `random`.
   */
  seed?: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------------------------------------

export interface SlotCheck {
  slotIndex: number;
  /** Empty when the slot is allowed; each reason in a player's words. */
  reasons: readonly string[];
  /** The toolkit the character lacks for the tools chosen, when that is a reason (the planner offers to add it). */
  missingToolkit?: MissingToolkit;
}

/** A toolkit a slot needs and the character does not carry. */
export interface MissingToolkit {
  skill: SkillId;
  level: 'crude' | 'basic';
}

/** A task left out of the day because the rules refuse it (runnablePlan): the GM ends the day without it. */
export interface SkippedTask {
  characterId: string;
  /** The slot left out, or null for something of the character's day as a whole (fat to store, a fourth task). */
  slotIndex: number | null;
  /** "Fishing", "Fat Storage". */
  task: string;
  reasons: readonly string[];
}

/** The plan the day can run: the refused tasks left out, or what keeps the whole day from running. */
export interface RunnablePlan {
  plan: DayPlan;
  skipped: readonly SkippedTask[];
  /** Problems of the day as a whole (a zone, more than 24 hours out …): no task can be left out to mend them. */
  blockers: readonly string[];
}

/** Someone the day kills, knocks out or starves, and the log lines that say why. */
export interface DayDanger {
  characterId: string;
  name: string;
  outcome: 'dies' | 'falls unconscious' | 'starves';
  why: readonly string[];
}

export interface CharacterPlanCheck {
  characterId: string;
  /**
   * Why a dead or unconscious character is out of today's plan (their tasks wait in the plan until they can act
   * again), or null. Not a refusal: the day runs without them.
   */
  sidelined: string | null;
  /** How many Daily Tasks this character has today (2, or 3 with delegation and light). */
  tasksAllowed: number;
  /** Problems with the character's day as a whole (too many tasks, unknown character …). */
  reasons: readonly string[];
  slots: readonly SlotCheck[];
}

export interface PlanValidation {
  ok: boolean;
  characters: readonly CharacterPlanCheck[];
  /** Problems with the day as a whole (unknown zone, smelting without a fire …). */
  reasons: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Running a day
// ---------------------------------------------------------------------------------------------------------------------

/** The stated order in which runDay applies a day (each log line names its phase). */
export const DAY_PHASES = [
  'tasks',
  'projects',
  'travel',
  'food',
  'spoilage',
  'fat',
  'cold',
  'starvation',
  'healing',
  'zones',
  'calendar',
] as const;
export type DayPhase = (typeof DAY_PHASES)[number];

export interface DayLogLine {
  phase: DayPhase;
  /** The character concerned, or null for the party. */
  characterId: string | null;
  /** What happened and why, with the numbers. */
  text: string;
}

export interface RollRecord {
  characterId: string;
  slotIndex: number;
  /** "Fishing", "Hunting", "Farm large animals", "Lockpicking attempt 2". */
  label: string;
  roll: number;
  source: 'typed' | 'random';
}

/** A finished project, for the owner's inventory. */
export interface FinishedItem {
  projectId: string;
  makerId: string;
  ownerId: string;
  spec: ProjectSpec;
  day: number;
}

/** Passive (time) skill points earned at a new month: the build changes through the sheet, not here. */
export interface PendingSkillGrant {
  characterId: string;
  months: number;
  points: number;
}

export interface DaySummary {
  day: number;
  date: CalendarDate;
  nextDate: CalendarDate;
  foodGained: number;
  foodEaten: number;
  foodSpoiled: number;
  foodPreserved: number;
  milesTravelled: number;
  finished: readonly FinishedItem[];
  /** Things made today that are not party stock (Bushcraft cloaks, spears, shelters …), for the maker's inventory. */
  made: readonly { characterId: string; what: string; quantity: number }[];
  /** Gear items taken apart today (item ids from break-down slots). */
  brokenDown: readonly { characterId: string; itemId: string | null; item: CraftedItemId }[];
  pendingSkillGrants: readonly PendingSkillGrant[];
  /** Characters who ate less than a full day of food today. */
  hungry: readonly string[];
  /** Characters whose adjusted max HP reached 0 (starvation death) or whose HP fell to the death threshold. */
  dead: readonly string[];
  unconscious: readonly string[];
  /** Tasks the GM chose to leave out because the rules refuse them (absent when none was). */
  skipped?: readonly SkippedTask[];
}

export interface DayResult {
  state: CampaignDayState;
  log: readonly DayLogLine[];
  rolls: readonly RollRecord[];
  /** The plan with every roll filled in: running it again gives the same day. */
  resolvedPlan: DayPlan;
  summary: DaySummary;
}

/** Today and tomorrow for one number. */
export interface DayChange {
  before: number;
  after: number;
  change: number;
}

export interface CharacterDiff {
  characterId: string;
  name: string;
  currentHp: DayChange;
  maxHp: DayChange;
  starvationReductionPercent: DayChange;
  fatStored: DayChange;
}

export interface StockDiff {
  /** "food", a counted material, or "ingots T3". */
  label: string;
  change: DayChange;
}

export interface DayPreview {
  result: DayResult;
  characters: readonly CharacterDiff[];
  /** Only the stock lines that change. */
  stock: readonly StockDiff[];
  /** Who the day kills, knocks out or starves (dayDangers): the GM confirms such a day before it ends. */
  dangers: readonly DayDanger[];
}

// ---------------------------------------------------------------------------------------------------------------------
// Forecast
// ---------------------------------------------------------------------------------------------------------------------

export interface ForecastAssumptions {
  /** How many days to look ahead (1–365). */
  days: number;
  /** Food units gained each day (hunting, fishing …); default 0. */
  dailyFoodGain?: number;
  /** Rations per character for the forecast (default: the standing ration). */
  rations?: Readonly<Record<string, Ration>>;
  /** Work level per character for starvation ('full' default). */
  work?: Readonly<Record<string, WorkLevel>>;
  /** Compare with preserving this many units today. */
  preserveUnits?: number;
  /** The zone the party stays in (a Neo-Ape feeds itself in a wilderness zone); default: no one feeds themselves. */
  zoneId?: string;
}

export interface ForecastPoint {
  day: number;
  value: number;
}

export interface CharacterForecast {
  characterId: string;
  name: string;
  /** Adjusted max HP (rounded down for display) at the end of each day. */
  maxHp: readonly ForecastPoint[];
  /** The first day this character eats less than a full day of food, or null. */
  firstHungryDay: number | null;
  /** The day starvation kills them (adjusted max HP 0), or null. */
  deathDay: number | null;
}

export interface Forecast {
  /** Days the stock feeds the party at the assumed consumption (fractional), or null when it lasts the whole forecast. */
  foodDaysLeft: number | null;
  /** The first day someone goes hungry and who, or null. */
  firstStarvation: { day: number; characterIds: readonly string[] } | null;
  /** Edible food in stock at the end of each day. */
  food: readonly ForecastPoint[];
  /** Food spoiled each day. */
  spoiled: readonly ForecastPoint[];
  characters: readonly CharacterForecast[];
  /** What preserving `preserveUnits` today changes (null when not asked). */
  preserving: { units: number; foodDaysLeft: number | null; spoiledSaved: number; lines: readonly string[] } | null;
  /** Plain-language summary lines. */
  lines: readonly string[];
}

/**
 * The rules engine's public entry. Every number the app shows is computed by a function exported here, from the data in
 * data/; views never re-derive a formula. Modules not listed here (data loaders, input checks) are internal.
 */
export * from '../../../core/rules';
export * from './tools';
export * from './rulings';
export * from './races';
export * from './size';
export * from './skills';
export * from './containers';
export * from './inventory';
export * from './calculators';
export * from './daily-tasks';
export * from './light';
export * from './travel';

export * from './character/build';
export * from './character/hp';
export * from './character/level';
export * from './character/prerequisites';
export * from './character/rejuggle';
export * from './character/skill-levels';
export * from './character/skill-points';
export * from './character/stats';
export * from './character/summary';
export * from './character/validate';
export * from './character/gear';
export * from './character/sheet';
export * from './character/level-up';
export * from './character/pending-level-up';
export * from './character/current-hp';
// listAdvice stays internal to party-coverage.ts: partyCoverage answers with each piece of advice it covers.
export {
  partyCoverage,
  type PartyMemberBuild,
  type AdviceCover,
  type AdviceCoverage,
} from './character/party-coverage';

export * from './environment';

export * from './crafting/break-down';
export * from './crafting/can-craft';
export * from './crafting/catalog';
export * from './crafting/crafting-days';
export * from './crafting/fitting';
export * from './crafting/ingot-upgrade';
export * from './crafting/map-making';
export * from './crafting/materials';
export * from './crafting/repair';
export * from './crafting/structures';
export * from './crafting/clothing-set';

export * from './gathering/ammunition';
export * from './gathering/bushcraft';
export * from './gathering/cooking';
export * from './gathering/farming';
export * from './gathering/fishing';
export * from './gathering/hunting';
export * from './gathering/lockpicking';
export * from './gathering/logging';
export * from './gathering/mining';
export * from './gathering/quarrying';
export * from './gathering/scholar';
export * from './gathering/tailor';
export * from './gathering/trapping';
export * from './gathering/woodworks';

export * from './combat/actions';
export * from './combat/armor';
export * from './combat/attack';
export * from './combat/attack-damage';
export * from './combat/combat-move';
export * from './combat/counterattack';
export * from './combat/criticals';
export * from './combat/damage-result';
export * from './combat/falling';
export * from './combat/fortification';
export * from './combat/gear-limits';
export * from './combat/protection-choices';
export * from './combat/health';
export * from './combat/race-specials';
export * from './combat/ranges';
export * from './combat/roll-modifiers';
export * from './combat/siege';
export * from './combat/stealth-attack';
export * from './combat/trade-blows';
export * from './combat/trap-trigger';
export * from './combat/weapon-kinds';
export * from './combat/melee-damage';
export * from './combat/thrown-damage';
export * from './combat/bow-damage';
export * from './combat/crossbow-damage';
export * from './combat/firearm-damage';
export * from './combat/siege-damage';
export * from './combat/trap-damage';
export * from './combat/throw-object';
export * from './combat/lock-combat';
export * from './combat/exsanguination';

export * from './odds/contest';
export * from './odds/damage';
export * from './odds/attack';

export * from './encounter';

export type { Ruling } from './schemas/rulings';
export type { Advice, AdviceRequirement } from './schemas/advice';
export type { Race, RaceId, RaceTraits } from './schemas/races';
export type { Skill, SkillId } from './schemas/skills';
export type { SizeCategoryId } from './schemas/sizes';
export type { StatId } from './schemas/stats';
export {
  RACE_IDS,
  SKILL_IDS,
  STAT_IDS,
  SIZE_CATEGORY_IDS,
  CRAFTED_ITEM_IDS,
  WEAPON_KIND_IDS,
  COMBAT_SPECIAL_IDS,
  BUSHCRAFT_SUB_TASK_IDS,
  TIERED_CONTAINER_IDS,
} from './schemas/ids';
export type { CraftedItemId } from './schemas/crafting';
export type { BushcraftSubTaskId } from './schemas/gathering';
export * from './house-rules';

export * from './calendar/types';
export {
  calendarDate,
  dayOfDate,
  monthsBeginningBetween,
  springsBeginningBetween,
  CALENDAR_SHAPE,
} from './calendar/calendar';
export {
  emptyStock,
  requireStock,
  stockQuantities,
  edibleFood,
  totalFood,
  stockMaterialLabel,
  tieredCount,
} from './calendar/stock';
export {
  createProject,
  abandonProject,
  daysLeft,
  switchProjectTools,
  projectTotalDays,
  projectFraction,
  progressProject,
  projectName,
  projectMaterials,
  projectSkills,
  madeWeaponKinds,
  PROJECT_DAYS_PER_TASK,
} from './calendar/projects';
export { validatePlan, tasksUsed } from './calendar/validate';
export { runDay } from './calendar/run-day';
export { runnablePlan, taskTitle } from './calendar/runnable-plan';
export { dayDangers } from './calendar/day-dangers';
export * from './calendar/condition-presets';
export { previewDay } from './calendar/preview';
export { finishedGearItem, withoutGearItem } from './calendar/finished-gear';
export { forecast } from './calendar/forecast';
export { eatingOrder, eatMeals, rationEaten, spoilOvernight, preserveOldest } from './calendar/eating';
export { workLevel } from './calendar/phases';
export { calendarHealth, sidelinedReason, starvedMaxHp, type CalendarHealth } from './calendar/health';
export {
  calendarProfile,
  bestToolsFor,
  newToolkit,
  toolChoices,
  type CalendarProfile,
  type ToolChoice,
} from './calendar/party';
export { zoneHuntingTargetNumber, zoneTrappingTargetNumber, slotToolSkills } from './calendar/tasks';
export * from './calendar/calendar-setup';

/**
 * The Wasteland Wolves pack's rules: its public entry. Pure functions over plain data (no React, no storage, no
 * Math.random: rolls take a random source or the numbers typed at the table), every number from
 * ../shared/rules/wasteland-wolves.txt through data/wasteland-wolves/. See ../README.md.
 */
/** The app's shared pieces a view of this pack needs: the error every rule throws, the random sources, a ruling. */
export { RulesError, cryptoRandom, createSeededRandom, type RandomSource, type Ruling } from '../../../core/rules';
export * from './ids';
export { Fraction, type Chance, type Outcome, type Distribution } from './exact';
export { wwHouseRules, houseRuleSettings, DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
export { wwRulings } from './rulings';
export { levelOf, perkPointsAt, MAX_LEVEL, type LevelProgress } from './levels';
export {
  perkOf,
  perkRankCount,
  spentPerkPoints,
  nextRankRefusal,
  addPerkRank,
  removePerkRank,
  perkBuildProblems,
  perkEffects,
  type PerkBuild,
  type PerkEffects,
} from './perks';
export {
  maxHealth,
  energyIncome,
  energyAtTurnStart,
  restHealRange,
  restHealOdds,
  rollRestHeal,
  healedHealth,
  type TurnStartEnergy,
} from './player';
export { tradeFee, type TradeFee } from './trade';
export { experienceFromDamage, damageDealt, type ExperienceGain } from './experience';
export { mapSetups, mapSize, type MapSetup } from './map';
export { percentFactor, throughFactor, roundWhole, energyText, type PercentPart } from './modifiers';
export { allItems, itemOf, stockIds, stockName, weaponOf, armourOf } from './items';
export {
  planTurn,
  requirePlan,
  type TurnSituation,
  type TurnPlan,
  type MoveStep,
  type PlannedStep,
  type NextStep,
  type TurnPlanResult,
} from './energy';
export { rollDiceOf, rollTotals, rollAtLeast, requireRollTotal, throwRollDice, coinsDistribution } from './dice';
export {
  recipeFor,
  allRecipes,
  craftOptions,
  craftableNow,
  craft,
  checkInventory,
  type Inventory,
  type RecipeView,
  type CraftOption,
} from './crafting';
export {
  scavengeBand,
  bandYield,
  scavengeOdds,
  scavengeItems,
  scavengeWithRoll,
  scavenge,
  addToInventory,
  type YieldLine,
  type ScavengeOdds,
  type ScavengeResult,
} from './scavenging';
export { eventOdds, rollTurnEvents, giftBand, type EventOdds } from './events';
export {
  conditionDamage,
  treatCondition,
  inflictCondition,
  conditionChances,
  conditionOutlook,
  rollConditionTurn,
  MAX_OUTLOOK_TURNS,
  type ConditionState,
  type ConditionChances,
  type OutlookTurn,
  type OutlookInput,
  type ConditionTurn,
} from './conditions';
export {
  attackOdds,
  wolfAttackOdds,
  killChance,
  wolfKillChances,
  damageAfter,
  type AttackTarget,
  type AttackInput,
  type AttackOdds,
  type WolfTarget,
  type KillChance,
} from './attack';
export {
  wolfStats,
  spawnOdds,
  rollSpawn,
  wolfHealthAfterTurn,
  wolfStopsTracking,
  wolfLoot,
  rollWolfLoot,
  MAX_ACTIVE_WOLVES,
  type SpawnOdds,
} from './wolves';
export { createTracker, applyEvent, undoEvent } from './tracker/history';
export {
  STATUS_IDS,
  UNDO_LIMIT,
  type StatusId,
  type TrackerStatus,
  type TrackerPlayer,
  type TrackerWolf,
  type GameState,
  type TrackerEvent,
  type Tracker,
} from './tracker/types';

export type { Item, Recipe, Weapon, ItemEffect } from './schemas/items';
export type { Perk } from './schemas/perks';
export type { WolfStats, ScavengeRow } from './schemas/game';
export type { HouseRuleSetting, StoredHouseRules } from './schemas/house-rules';
export type { WwPlayer } from './schemas/player';

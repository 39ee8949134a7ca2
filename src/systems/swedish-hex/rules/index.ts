/**
 * The Swedish hex-board RPG pack's rules: its public entry. Pure functions over plain data (no React, no storage, no
 * Math.random: draws take a random source or the outcome drawn at the table), every number from
 * ../shared/rules/swedish-hex-rpg-sv.txt through data/swedish-hex/. See ../README.md.
 */
export * from './ids';
export * from './limits';
export {
  HEX_MESSAGES,
  HexRulesError,
  formatHexMessage,
  hexCatalogue,
  hexMessage,
  term,
  type HexMessage,
  type HexMessageKey,
  type HexMessageValue,
  type HexTermKey,
} from './messages';
export { hexHouseRules, houseRuleSettings, hexRulings, DEFAULT_HOUSE_RULES, type HexHouseRules } from './house-rules';
export { exampleFolkslagTable, exampleItemCatalogue } from './examples';
export {
  parseRange,
  formatRange,
  sumRanges,
  rangeDistribution,
  type HexRange,
  type RangeDistribution,
  type ValueOdds,
} from './ranges';
export {
  findItem,
  slotOf,
  isTwoHanded,
  itemProblems,
  usedItems,
  equipItem,
  unequipSlot,
  carriedWeight,
  type RequirementBasis,
  type UsableItem,
  type CarriedWeight,
} from './items';
export {
  attributePoints,
  characterSheet,
  characterProblems,
  type CharacterSheet,
  type SheetValue,
  type SheetRange,
  type ValuePart,
} from './character';

export type { HexCharacter } from './schemas/character';
export type { Folkslag, FolkslagTable } from './schemas/folkslag';
export type { Item, ItemBonuses, ItemCatalogue } from './schemas/items';
export type { HouseRuleSetting, StoredHouseRules, Bilingual } from './schemas/house-rules';
export {
  fighterStats,
  tiredRounds,
  fatigued,
  fatigueShare,
  fighterInRound,
  type FighterStats,
  type RoundStats,
} from './stats';
export {
  drawChance,
  drawIndex,
  drawWins,
  orderChances,
  drawOrder,
  drawRangeValue,
  type DrawChance,
  type OrderEntrant,
  type OrderChance,
} from './lottery';
export { hitChance, damageOf, damageDistribution, type HitChance, type DamageDistribution } from './attack';
export { duelOdds, MAX_ODDS_ROUNDS, type DuelOdds, type DuelStart } from './odds/duel';
export {
  teamOdds,
  wilsonInterval,
  DEFAULT_MAX_WORK,
  DEFAULT_SAMPLES,
  type TeamOdds,
  type TeamOddsOptions,
  type OddsStart,
  type OddsFighter,
} from './odds/teams';

export * from './fight/types';
export { undoFight } from './fight/history';
export { createFight, fighterEntryOf, checkStats } from './fight/create';
export { startRound, attack, playRound, nextAttacker, standingTeams, opponentsOf, roundStatsOf } from './fight/round';
export {
  fightOdds,
  oddsStartOf,
  attackPreview,
  hpAfterFight,
  type FightOdds,
  type AttackPreview,
} from './fight/queries';

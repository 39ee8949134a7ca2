/**
 * The Wasteland Dice Combat pack's rules: its public entry. Pure functions over plain data (no React, no storage, no
 * Math.random: dice take a random source or the faces typed at the table), every number from
 * ../shared/rules/wasteland-dice-combat.txt through data/wasteland-dice/. See ../README.md.
 */
export * from './ids';
/** The app's shared pieces a view of this pack needs: the error every rule throws and the random sources. */
export { RulesError, cryptoRandom, createSeededRandom, type RandomSource } from '../../../core/rules';
export { MODIFIER_MIN, MODIFIER_MAX, SKILL_LEVEL_MIN, SKILL_LEVEL_MAX, HIT_POINTS } from './limits';
export { wdcHouseRules, houseRuleSettings, DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
export { wdcRulings } from './rulings';
export { checkFighter, fighterProblems, skillLevel, hasMeleeSkill } from './fighter';
export { rollModifier, modifiersFor, type ModifierPart, type RollModifier } from './modifiers';
export { rollModeOf, throwD20, diceCount, type D20Dice, type D20Throw, type RollCalls } from './roll';
export {
  resistanceBand,
  biteScratchResistance,
  torsoArmour,
  helmetArmour,
  armourOf,
  armourClassLabel,
  armourTables,
  armourExamples,
  resistancesOf,
  type TorsoArmour,
  type HelmetArmour,
  type ArmourSummary,
} from './armour';
export { defence, type DefenceBreakdown, type DefenceSituation } from './defence';
export {
  attackDefenceKind,
  attackModifier,
  attackRoll,
  hitsWith,
  MAX_DEFENCE,
  type AttackWith,
  type AttackRoll,
  type AttackOdds,
  type AttackDecider,
} from './attack';
export { movement, type MovementBreakdown, type MovementSituation } from './movement';
export {
  skillRollModifier,
  fighterSkillRollModifier,
  abilityNames,
  abilityIcon,
  abilityRollModifier,
  xpBoostOfLevel,
  startingLevelFromXpBoost,
} from './skill-rolls';
export {
  initiativeModifier,
  initiativeStanding,
  rollInitiativeTotals,
  type InitiativeRoll,
  type InitiativeStanding,
  type InitiativeEntrant,
} from './initiative';
export { MAX_HIT_POINTS, isDowned, hpAfterHit, downedNotice } from './hit-points';
export { pvpNotice } from './pvp';
export { hitChance, downChance, downChanceWithin, MAX_ATTACKS, type HitChance, type DownChance } from './odds';

export * from './fight/types';
export { undoFight } from './fight/history';
export { createFight, addFighter, removeFighter, type FightSetup } from './fight/create';
export { startFight, endTurn, joinFight, endFight, isStanding, type InitiativeDice } from './fight/order';
export { turnMovement, moveFighter, runInstead, resolveAttack, breakFree, letGo } from './fight/actions';
export { setHp, setArmed, setCover, noteOutcome } from './fight/storyteller';
export {
  currentFighter,
  turnOrder,
  standingSides,
  attackPreview,
  fightNotice,
  fighterAfterFight,
  type AttackPreview,
} from './fight/queries';
export type { AttackPlan } from './fight/plan';

export type { WdcFighter, Resistances, Modifier, NamedSkill } from './schemas/fighter';
export type { HouseRuleSetting, StoredHouseRules } from './schemas/house-rules';
export type { ArmourExample, TorsoRow, HelmetRow } from './schemas/armour';
export { NAME_MAX, HOUSE_TEXT_MAX } from './limits';

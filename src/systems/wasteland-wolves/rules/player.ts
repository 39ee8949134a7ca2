import { requireWhole, rollDie, type RandomSource } from '../../../core/rules';
import { MAX_HEALTH } from './checks';
import { evenRange, outcomesOf, type Outcome } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import { perkEffects, type PerkBuild } from './perks';
import { GAME } from './tables';

/** A player's maximum health: the table's base health (M-01) and Tough Cookie's +10 per rank. */
export function maxHealth(build: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES): number {
  return rules.baseHealth + perkEffects(build, rules).maxHealthBonus;
}

/** "You gain 500 energy per turn by default"; Energetic: "+50 energy per turn". */
export function energyIncome(build: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES): number {
  return GAME.energy.income + perkEffects(build, rules).incomeBonus;
}

/** The energy a player holds once a turn's income is in, and what the store's cap turned away. */
export interface TurnStartEnergy {
  readonly before: number;
  readonly income: number;
  readonly after: number;
  /** Income above "a maximum of 1000", lost. */
  readonly lost: number;
}

/**
 * The income at the start of a player's turn, stored up to "a maximum of 1000" (R-energy-1: what is left over from
 * the last turn carries; what would pass 1,000 is lost).
 * @example energyAtTurnStart(700, {}).after // 1000, with 200 lost
 */
export function energyAtTurnStart(
  stored: number,
  build: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): TurnStartEnergy {
  requireWhole('Stored energy', stored, 0, GAME.energy.storage);
  const income = energyIncome(build, rules);
  const after = Math.min(GAME.energy.storage, stored + income);
  return { before: stored, income, after, lost: stored + income - after };
}

/** ">Rest (being attacked will cancel; heals 8-16 health)", Heavy Sleeper 9-18 and 10-20. */
export function restHealRange(build: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES) {
  return perkEffects(build, rules).restHeal;
}

/** The exact chance of each amount a rest heals: every whole number of the range equally likely (R-damage-2). */
export function restHealOdds(build: PerkBuild, rules: WwHouseRules = DEFAULT_HOUSE_RULES): readonly Outcome<number>[] {
  const { min, max } = restHealRange(build, rules);
  return outcomesOf(evenRange(min, max));
}

/** A rest's heal drawn from the random source. */
export function rollRestHeal(
  random: RandomSource,
  build: PerkBuild,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): number {
  const { min, max } = restHealRange(build, rules);
  return min - 1 + rollDie(max - min + 1, random);
}

/** Health after healing: never above the player's maximum (R-health-1). */
export function healedHealth(health: number, heal: number, max: number): number {
  requireWhole('Maximum health', max, 1, MAX_HEALTH);
  requireWhole('Health', health, 0, max);
  requireWhole('Healing', heal, 0, MAX_HEALTH);
  return Math.min(max, health + heal);
}

import { RulesError, rollDie, type RandomSource } from '../../../core/rules';
import { Fraction, addTo, chanceWhere, convolve, evenRange, type Distribution } from './exact';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import type { RollDice } from './ids';

/** The dice behind "Roll 7" and "Roll 18+" (M-02): how many, of how many sides. */
const DICE: Readonly<Record<RollDice, { readonly count: number; readonly sides: number }>> = {
  d20: { count: 1, sides: 20 },
  '2d10': { count: 2, sides: 10 },
  '3d6': { count: 3, sides: 6 },
};

export function rollDiceOf(rules: Pick<WwHouseRules, 'rollDice'> = DEFAULT_HOUSE_RULES) {
  return DICE[rules.rollDice];
}

/** The exact chance of each total of the table's roll dice (a d20: 1–20, 1/20 each). */
export function rollTotals(rules: Pick<WwHouseRules, 'rollDice'> = DEFAULT_HOUSE_RULES): Distribution {
  const { count, sides } = rollDiceOf(rules);
  let dist: Distribution = new Map([[0, Fraction.ONE]]);
  for (let i = 0; i < count; i++) dist = convolve(dist, evenRange(1, sides));
  return dist;
}

/** The chance the roll is `needed` or more (a crafting roll, R-craft-1). */
export function rollAtLeast(needed: number, rules: Pick<WwHouseRules, 'rollDice'> = DEFAULT_HOUSE_RULES): Fraction {
  return chanceWhere(rollTotals(rules), (total) => total >= needed);
}

/** A roll typed at the table, refused when the dice cannot show it ("A d20 roll must be from 1 to 20, not 0."). */
export function requireRollTotal(total: number, rules: Pick<WwHouseRules, 'rollDice'> = DEFAULT_HOUSE_RULES): number {
  const { count, sides } = rollDiceOf(rules);
  if (!Number.isInteger(total) || total < count || total > count * sides) {
    throw new RulesError(
      'invalid-number',
      `A ${rules.rollDice} roll must be a whole number from ${count} to ${count * sides}, not ${String(total)}.`,
    );
  }
  return total;
}

/** The table's roll dice thrown with a random source: each die and the total. */
export function throwRollDice(
  random: RandomSource,
  rules: Pick<WwHouseRules, 'rollDice'> = DEFAULT_HOUSE_RULES,
): { readonly dice: readonly number[]; readonly total: number } {
  const { count, sides } = rollDiceOf(rules);
  const dice = Array.from({ length: count }, () => rollDie(sides, random));
  return { dice, total: dice.reduce((a, b) => a + b, 0) };
}

/** The number of successes of `count` fair coins (each-item half chances, A-09). */
export function coinsDistribution(count: number): Distribution {
  let dist = new Map<number, Fraction>([[0, Fraction.ONE]]);
  const half = Fraction.of(1, 2);
  for (let i = 0; i < count; i++) {
    const next = new Map<number, Fraction>();
    for (const [k, p] of dist) {
      addTo(next, k, p.mul(half));
      addTo(next, k + 1, p.mul(half));
    }
    dist = next;
  }
  return dist;
}

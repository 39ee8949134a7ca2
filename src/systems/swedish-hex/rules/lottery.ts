import { RulesError, type RandomSource } from '../../../core/rules';
import type { HexHouseRules } from './house-rules';

/** The chance of one side winning a drawing: `ways` of the `outcomes` tickets are its own. */
export interface DrawChance {
  readonly ways: number;
  readonly outcomes: number;
  readonly p: number;
}

/**
 * "varje poäng av anfallarens träffsäkerhet en lott … i en lottdragning mot försvararens undvika": the attacker wins
 * with their tickets ÷ all tickets; with no tickets at all R-lottery-1 decides.
 * @example drawChance(3, 1, DEFAULT_HOUSE_RULES).p // 0.75
 */
export function drawChance(attacker: number, defender: number, rules: Pick<HexHouseRules, 'emptyDraw'>): DrawChance {
  const outcomes = attacker + defender;
  if (outcomes === 0) {
    const ways = rules.emptyDraw === 'attacker' ? 1 : 0;
    return { ways, outcomes: 1, p: ways };
  }
  return { ways: attacker, outcomes, p: attacker / outcomes };
}

/** A whole number from 0 to n − 1, each equally likely, from a random source (refusing one that leaves [0, 1)). */
export function drawIndex(random: RandomSource, n: number): number {
  const u = random();
  // A broken random source is the app's fault, not the player's: an English message is enough.
  if (!(u >= 0 && u < 1))
    throw new RulesError('invalid-number', `A random source gave ${String(u)}, not a number in [0, 1).`);
  return Math.floor(u * n);
}

/** Draws one ticket: true when the attacker's. */
export function drawWins(random: RandomSource, chance: DrawChance): boolean {
  return drawIndex(random, chance.outcomes) < chance.ways;
}

/** A fighter in the order lottery: one ticket per point of initiativ. */
export interface OrderEntrant {
  readonly id: string;
  readonly tickets: number;
}

/** One possible order of a round and its chance. */
export interface OrderChance {
  readonly order: readonly string[];
  readonly p: number;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * Every order of a round with its exact chance (R-order-1): "I varje runda lottas vilken ordning deltagarna anfaller
 * i. Varje deltagare får en lott för varje poäng i initiativ." The first ticket drawn attacks first, their other tickets
 * leave, and so on; fighters with no ticket follow, in an order drawn with equal chances. n! orders: for small n.
 */
export function orderChances(entrants: readonly OrderEntrant[]): readonly OrderChance[] {
  const holders = entrants.filter((e) => e.tickets > 0);
  const ticketless = entrants.filter((e) => e.tickets <= 0);
  const tail = permutations(ticketless);
  return permutations(holders).flatMap((head) => {
    let left = head.reduce((sum, e) => sum + e.tickets, 0);
    let p = 1;
    for (const e of head) {
      p *= e.tickets / left;
      left -= e.tickets;
    }
    return tail.map((rest) => ({ order: [...head, ...rest].map((e) => e.id), p: p / tail.length }));
  });
}

/** Draws a round's order with a random source, as orderChances describes. */
export function drawOrder(entrants: readonly OrderEntrant[], random: RandomSource): readonly string[] {
  const holders = entrants.filter((e) => e.tickets > 0);
  const ticketless = entrants.filter((e) => e.tickets <= 0);
  const order: string[] = [];
  while (holders.length > 0) {
    let ticket = drawIndex(
      random,
      holders.reduce((sum, e) => sum + e.tickets, 0),
    );
    const index = holders.findIndex((e) => (ticket -= e.tickets) < 0);
    order.push(...holders.splice(index, 1).map((e) => e.id));
  }
  while (ticketless.length > 0)
    order.push(...ticketless.splice(drawIndex(random, ticketless.length), 1).map((e) => e.id));
  return order;
}

/** Draws the value of a range-valued sub-attribute at one attack (R-range-1): one number, or one per item added. */
export function drawRangeValue(
  ranges: readonly { readonly min: number; readonly max: number }[],
  reading: HexHouseRules['rangeDraw'],
  random: RandomSource,
): number {
  const parts =
    reading === 'one-interval'
      ? [ranges.reduce((s, r) => ({ min: s.min + r.min, max: s.max + r.max }), { min: 0, max: 0 })]
      : ranges;
  return parts.reduce((sum, r) => sum + r.min + drawIndex(random, r.max - r.min + 1), 0);
}

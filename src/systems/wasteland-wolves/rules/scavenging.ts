import { requireWhole, rollDie, type RandomSource } from '../../../core/rules';
import { coinsDistribution, requireRollTotal, rollTotals, throwRollDice } from './dice';
import { Fraction, addTo, chanceOf, chanceWhere, outcomesOf, type Chance, type Outcome } from './exact';
import { MAX_STOCK } from './checks';
import { DEFAULT_HOUSE_RULES, type WwHouseRules } from './house-rules';
import type { ScavengeBand, StockId } from './ids';
import type { Inventory } from './crafting';
import type { ScavengeRow } from './schemas/game';
import { GAME } from './tables';

/** The band a scavenging roll falls in ("Roll 6-9" … "Roll 18+"), or null below 6: nothing found. */
export function scavengeBand(
  total: number,
  rules: Pick<WwHouseRules, 'rollDice'> = DEFAULT_HOUSE_RULES,
): ScavengeRow | null {
  requireRollTotal(total, rules);
  return GAME.scavenging.find((row) => total >= row.from && (row.to === null || total <= row.to)) ?? null;
}

function rowOf(band: ScavengeBand): ScavengeRow {
  const row = GAME.scavenging.find((r) => r.band === band);
  if (row === undefined) throw new Error(`no band ${band}`);
  return row;
}

/** One line of a band with the exact odds of each count it gives. */
export interface YieldLine {
  readonly item: StockId;
  readonly count: number;
  readonly halfChance: boolean;
  /** "2x rocks (0.5x chance)": 1 expected of 2 printed. */
  readonly expected: Chance;
  /** The chance of each count received (A-09: the whole line on one coin, or a coin per item). */
  readonly counts: readonly Outcome<number>[];
}

/** A band's lines with their exact odds. */
export function bandYield(
  band: ScavengeBand,
  rules: Pick<WwHouseRules, 'halfChance'> = DEFAULT_HOUSE_RULES,
): readonly YieldLine[] {
  return rowOf(band).yields.map((line) => {
    let counts = new Map<number, Fraction>([[line.count, Fraction.ONE]]);
    if (line.halfChance) {
      counts = new Map();
      if (rules.halfChance === 'whole-line') {
        addTo(counts, 0, Fraction.of(1, 2));
        addTo(counts, line.count, Fraction.of(1, 2));
      } else {
        for (const [k, p] of coinsDistribution(line.count)) addTo(counts, k, p);
      }
    }
    const expected = line.halfChance ? Fraction.of(line.count, 2) : Fraction.of(line.count);
    return { ...line, expected: chanceOf(expected), counts: outcomesOf(counts) };
  });
}

/** One scavenge before the dice: the chance of each band and the expected count of each item. */
export interface ScavengeOdds {
  readonly nothing: Chance;
  readonly bands: readonly { readonly band: ScavengeBand; readonly chance: Chance }[];
  readonly expected: readonly { readonly item: StockId; readonly expected: Chance }[];
}

/**
 * What one scavenge is worth on the table's dice (M-02): with a d20, 1–5 finds nothing (25 %), each of 6-9, 10-13 and
 * 14-17 comes 20 % of the time and 18+ 15 %; the expected yield counts each half-chance line at half.
 */
export function scavengeOdds(rules: WwHouseRules = DEFAULT_HOUSE_RULES): ScavengeOdds {
  const totals = rollTotals(rules);
  const expected = new Map<StockId, Fraction>();
  const bands = GAME.scavenging.map((row) => {
    const chance = chanceWhere(totals, (t) => t >= row.from && (row.to === null || t <= row.to));
    for (const line of bandYield(row.band, rules)) {
      expected.set(line.item, (expected.get(line.item) ?? Fraction.ZERO).add(chance.mul(line.expected.chance)));
    }
    return { band: row.band, chance: chanceOf(chance) };
  });
  const found = bands.reduce((sum, b) => sum.add(b.chance.chance), Fraction.ZERO);
  return {
    nothing: chanceOf(Fraction.ONE.sub(found)),
    bands,
    expected: [...expected.entries()].map(([item, e]) => ({ item, expected: chanceOf(e) })),
  };
}

/** What a scavenge found: the roll, its band and each item received. */
export interface ScavengeResult {
  readonly roll: number;
  readonly band: ScavengeBand | null;
  readonly found: Inventory;
}

/** The items of a band, each half-chance line decided by the random source (one coin per line or per item, A-09). */
export function scavengeItems(
  band: ScavengeBand,
  random: RandomSource,
  rules: Pick<WwHouseRules, 'halfChance'> = DEFAULT_HOUSE_RULES,
): Inventory {
  const found: Partial<Record<StockId, number>> = {};
  for (const line of rowOf(band).yields) {
    let count = line.count;
    if (line.halfChance) {
      if (rules.halfChance === 'whole-line') count = rollDie(2, random) === 2 ? line.count : 0;
      else count = Array.from({ length: line.count }, () => rollDie(2, random)).filter((face) => face === 2).length;
    }
    if (count > 0) found[line.item] = (found[line.item] ?? 0) + count;
  }
  return found;
}

/** A scavenge from a roll typed at the table, the half chances from the random source. */
export function scavengeWithRoll(
  roll: number,
  random: RandomSource,
  rules: WwHouseRules = DEFAULT_HOUSE_RULES,
): ScavengeResult {
  const row = scavengeBand(roll, rules);
  return { roll, band: row?.band ?? null, found: row === null ? {} : scavengeItems(row.band, random, rules) };
}

/** A scavenge on the app's dice: the roll and the half chances from the random source. */
export function scavenge(random: RandomSource, rules: WwHouseRules = DEFAULT_HOUSE_RULES): ScavengeResult {
  return scavengeWithRoll(throwRollDice(random, rules).total, random, rules);
}

/** An inventory with a find added. */
export function addToInventory(inventory: Inventory, found: Inventory): Inventory {
  const next: Partial<Record<StockId, number>> = { ...inventory };
  for (const [id, count] of Object.entries(found) as [StockId, number][]) {
    next[id] = requireWhole(`The count of ${id}`, (next[id] ?? 0) + count, 0, MAX_STOCK);
  }
  return next;
}

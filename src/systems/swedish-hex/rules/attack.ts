import type { HexHouseRules } from './house-rules';
import { drawChance, type DrawChance } from './lottery';
import { MINIMUM_DAMAGE } from './limits';
import { rangeDistribution, sumRanges, type HexRange, type ValueOdds } from './ranges';
import type { RoundStats } from './stats';

/** The exact chances of one attack's two drawings, "först … mot försvararens undvika och sedan mot försvararens parera". */
export interface HitChance {
  readonly undvika: DrawChance;
  readonly parera: DrawChance;
  /** "Vinner anfallaren båda lottdragningarna": the product. */
  readonly p: number;
  readonly pEvaded: number;
  readonly pParried: number;
}

/**
 * The chance one attack hits, from the attacker's and defender's numbers in that round (fatigue applied).
 * @example hitChance({ träffsäkerhet: 3 }, { undvika: 1, parera: 3 }, rules).p // 0.75 × 0.5 = 0.375
 */
export function hitChance(
  attacker: Pick<RoundStats, 'träffsäkerhet'>,
  defender: Pick<RoundStats, 'undvika' | 'parera'>,
  rules: Pick<HexHouseRules, 'emptyDraw'>,
): HitChance {
  const undvika = drawChance(attacker.träffsäkerhet, defender.undvika, rules);
  const parera = drawChance(attacker.träffsäkerhet, defender.parera, rules);
  return { undvika, parera, p: undvika.p * parera.p, pEvaded: 1 - undvika.p, pParried: undvika.p * (1 - parera.p) };
}

/**
 * "så mycket HP som anfallarens skadebonus minus försvararens absorbering, med undantaget att absorberingen aldrig kan
 * få skadan att bli mindre än ett" (R-damage-1: also with skadebonus 0, unless the GM's other reading).
 * @example damageOf(6, 8, DEFAULT_HOUSE_RULES) // 1
 */
export function damageOf(skadebonus: number, absorbering: number, rules: Pick<HexHouseRules, 'minimumDamage'>): number {
  if (skadebonus === 0 && rules.minimumDamage === 'none-without-skadebonus') return 0;
  return Math.max(MINIMUM_DAMAGE, skadebonus - absorbering);
}

/** The exact distribution of the damage of one hit, every draw of skadebonus and absorbering counted. */
export interface DamageDistribution {
  readonly outcomes: number;
  /** Ascending by damage. */
  readonly values: readonly ValueOdds[];
  readonly skadebonus: HexRange;
  readonly absorbering: HexRange;
  readonly expected: number;
}

/**
 * The damage of one hit: skadebonus and absorbering each drawn from their ranges (R-range-1), the floor of one applied.
 * @example skadebonus 5-8 against absorbering 6: damage 1 (from 5, 6 and 7) with 3/4, 2 with 1/4
 */
export function damageDistribution(
  attacker: Pick<RoundStats, 'skadebonus'>,
  defender: Pick<RoundStats, 'absorbering'>,
  rules: Pick<HexHouseRules, 'rangeDraw' | 'minimumDamage'>,
): DamageDistribution {
  const s = rangeDistribution(attacker.skadebonus, rules.rangeDraw);
  const a = rangeDistribution(defender.absorbering, rules.rangeDraw);
  const ways = new Map<number, number>();
  for (const x of s.values) {
    for (const y of a.values) {
      const d = damageOf(x.value, y.value, rules);
      ways.set(d, (ways.get(d) ?? 0) + x.ways * y.ways);
    }
  }
  const outcomes = s.outcomes * a.outcomes;
  const values = [...ways.entries()]
    .sort(([x], [y]) => x - y)
    .map(([value, w]) => ({ value, ways: w, p: w / outcomes }));
  return {
    outcomes,
    values,
    skadebonus: sumRanges(attacker.skadebonus),
    absorbering: sumRanges(defender.absorbering),
    expected: values.reduce((sum, v) => sum + v.value * v.p, 0),
  };
}

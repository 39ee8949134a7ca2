import { D20_SIDES, RulesError, keepBestDistribution, requireWhole } from '../../../core/rules';
import { hitsWith, requireAttackNumbers, type AttackOdds } from './attack';
import { requireHp } from './checks';
import { DEFAULT_HOUSE_RULES, type WdcHouseRules } from './house-rules';
import type { RollMode } from './ids';

/** The most attacks a down-chance is worked out over: 400^100 outcomes still fit a double's range. */
export const MAX_ATTACKS = 100;

/** An exact chance: `ways` of `outcomes` equally likely throws, and the probability `p = ways / outcomes`. */
export interface HitChance {
  readonly ways: number;
  /** 20 for one D20, 400 for two (advantage or disadvantage). */
  readonly outcomes: number;
  readonly p: number;
}

/** How many of the 20^n throws keep each face 1…20. */
function keptFaceWays(mode: RollMode): readonly number[] {
  switch (mode) {
    case 'normal':
      return Array.from({ length: D20_SIDES }, () => 1);
    case 'advantage':
      return keepBestDistribution(2).map((face) => face.ways);
    case 'disadvantage':
      // The lower of two D20 is k in (21 − k)² − (20 − k)² = 41 − 2k of the 400 throws.
      return Array.from({ length: D20_SIDES }, (_, i) => (D20_SIDES + 1 - (i + 1)) ** 2 - (D20_SIDES - (i + 1)) ** 2);
  }
}

/**
 * The exact chance to hit before the dice: "the attack roll must equal or exceed the appropriate defense value", with
 * advantage ("keep the greater") or disadvantage ("keep the lesser") and the Storyteller's natural 20 and 1 (M-03, M-04).
 * @example hitChance({ modifier: 4, defence: 15, mode: 'normal' }) // 10 of 20: a D20 of 11 or more
 */
export function hitChance(
  odds: AttackOdds,
  rules: Pick<WdcHouseRules, 'natural20' | 'natural1'> = DEFAULT_HOUSE_RULES,
): HitChance {
  const { modifier, defence, mode } = requireAttackNumbers(odds);
  const faces = keptFaceWays(mode);
  let ways = 0;
  faces.forEach((count, index) => {
    if (hitsWith(index + 1, modifier, defence, rules).hit) ways += count;
  });
  const outcomes = faces.reduce((sum, count) => sum + count, 0);
  return { ways, outcomes, p: ways / outcomes };
}

/** The exact chance that a fighter is downed within a run of attacks. */
export interface DownChance {
  /** The chance they are downed by the last attack. */
  readonly p: number;
  /** p exactly: `ways` of `outcomes` (the product of every attack's outcomes). */
  readonly ways: bigint;
  readonly outcomes: bigint;
  /** byAttack[i]: the chance they are downed within the first i + 1 attacks. */
  readonly byAttack: readonly number[];
  /** The chance of each number of hit points left after the attacks, from `hp` (every attack missed) down to 0. */
  readonly hpLeft: readonly { readonly hp: number; readonly p: number }[];
}

function requireHitChance(chance: HitChance, index: number): HitChance {
  const outcomes = requireWhole(`Attack ${index + 1}'s number of outcomes`, chance.outcomes, 1, D20_SIDES ** 2);
  requireWhole(`Attack ${index + 1}'s ways to hit`, chance.ways, 0, outcomes);
  return chance;
}

function ratio(ways: bigint, outcomes: bigint): number {
  return Number(ways) / Number(outcomes);
}

/**
 * The exact chance to down a fighter with `hp` hit points left within the given attacks, each with its own chance to
 * hit: "loses one from each successful attack … Once they're reduced to zero, they are considered downed". Counts the
 * ways over every attack's equally likely throws in whole numbers (BigInt), so nothing is rounded until `p`.
 * @example downChance(1, [hitChance({ modifier: 4, defence: 15, mode: 'normal' })]).p // 0.5
 */
export function downChance(hp: number, attacks: readonly HitChance[]): DownChance {
  if (requireHp('The target', hp) === 0) {
    throw new RulesError('not-allowed', 'The target is already downed.');
  }
  requireWhole('The number of attacks', attacks.length, 0, MAX_ATTACKS);
  attacks.forEach(requireHitChance);
  // ways[k]: throws so far that leave k hits (k = hp: downed, which stays downed).
  let ways: bigint[] = Array.from({ length: hp + 1 }, (_, k) => (k === 0 ? 1n : 0n));
  let outcomes = 1n;
  const byAttack: number[] = [];
  for (const attack of attacks) {
    const hit = BigInt(attack.ways);
    const all = BigInt(attack.outcomes);
    const miss = all - hit;
    ways = ways.map((count, k) => {
      if (k === hp) return count * all + (ways[k - 1] ?? 0n) * hit;
      return count * miss + (k > 0 ? (ways[k - 1] ?? 0n) * hit : 0n);
    });
    outcomes *= all;
    byAttack.push(ratio(ways[hp] ?? 0n, outcomes));
  }
  const downed = ways[hp] ?? 0n;
  const hpLeft = ways.map((count, hits) => ({ hp: hp - hits, p: ratio(count, outcomes) }));
  return { p: ratio(downed, outcomes), ways: downed, outcomes, byAttack, hpLeft };
}

/**
 * The chance to down a fighter with `hp` left within `attacks` attacks that each hit with the same chance.
 * @example downChanceWithin(5, { ways: 10, outcomes: 20, p: 0.5 }, 5).p // 1/32
 */
export function downChanceWithin(hp: number, chance: HitChance, attacks: number): DownChance {
  requireWhole('The number of attacks', attacks, 0, MAX_ATTACKS);
  return downChance(
    hp,
    Array.from({ length: attacks }, () => chance),
  );
}

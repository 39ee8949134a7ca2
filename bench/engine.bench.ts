/**
 * Rules-engine benchmark (`npm run bench`): runs each case in warm-up, then several timed batches, and prints the
 * median time per call against its budget. Timing is reported, never asserted in tests (machines differ).
 * To add a case, push `{ name, budgetMicros, run }` onto CASES; `run` must return a number so the work is not optimised away.
 */
import { performance } from 'node:perf_hooks';
import type { Contest } from '../src/rules/dice';
import { contestedOdds } from '../src/rules/odds/contest';
import type { MeleeAttack } from '../src/rules/combat/attack';
import { attackOdds } from '../src/rules/odds/attack';
import { damageDistribution } from '../src/rules/odds/damage';
import { attackDamage } from '../src/rules/combat/attack-damage';

interface BenchCase {
  readonly name: string;
  /** The budget for one call, in microseconds. */
  readonly budgetMicros: number;
  readonly run: () => number;
}

/** `--smoke` (CI): one short pass that proves every case runs, with no budget verdict (CI machines are noisy). */
const SMOKE = process.argv.includes('--smoke');
const WARM_UP_MS = SMOKE ? 0 : 200;
const BATCHES = SMOKE ? 1 : 15;
const BATCH_MS = SMOKE ? 5 : 40;

/** Neo-Ape with three appendages (3d20 keep best) against a dual wielder (2d20 keep best). */
const neoApeVsDualWielder: Contest = {
  attacker: { dice: 3, modifier: 7 },
  defender: { dice: 2, modifier: 9 },
};

/** Neo-Ape (Body 6, two T4 blades and an unarmed tail) against T5 armor; the defender counters with a T3 sword. */
const neoApeAttack: MeleeAttack = {
  kind: 'melee',
  attacker: { body: 6, size: { sizeCategory: 'medium', tiles: 1 }, specials: ['prehensile-tail'] },
  weapons: [{ kind: 'main-hand-melee', tier: 4 }, { kind: 'off-hand-melee', tier: 4 }, { kind: 'unarmed-melee' }],
  targetArmor: 5,
};
const swordCounter: MeleeAttack = {
  kind: 'melee',
  attacker: { body: 5, size: { sizeCategory: 'medium', tiles: 1 } },
  weapons: [{ kind: 'main-hand-melee', tier: 3 }],
  targetArmor: 2,
};

const CASES: BenchCase[] = [
  {
    name: 'contestedOdds 3d20+7 vs 2d20+9',
    budgetMicros: 100,
    run: () => contestedOdds(neoApeVsDualWielder).pAttackerWins,
  },
  {
    name: 'damageDistribution melee + counter',
    budgetMicros: 1000,
    run: () =>
      damageDistribution(
        neoApeVsDualWielder,
        ({ difference }) => attackDamage(neoApeAttack, difference).total,
        ({ difference }) => attackDamage(swordCounter, difference).total,
      ).expectedDamage,
  },
  {
    name: 'attackOdds Neo-Ape melee + counter',
    budgetMicros: 1000,
    run: () => attackOdds(neoApeAttack, neoApeVsDualWielder, swordCounter).expectedDamage,
  },
];

let sink = 0;

/** Calls `run` for about `ms` milliseconds and returns the mean microseconds per call. */
function timeBatch(run: () => number, ms: number): number {
  let calls = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 50; i++) sink += run();
    calls += 50;
    elapsed = performance.now() - start;
  }
  return (elapsed * 1000) / calls;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const rows = CASES.map(({ name, budgetMicros, run }) => {
  timeBatch(run, WARM_UP_MS);
  const micros = median(Array.from({ length: BATCHES }, () => timeBatch(run, BATCH_MS)));
  return {
    case: name,
    'mean µs (median of batches)': Number(micros.toFixed(2)),
    'ops/s': Math.round(1_000_000 / micros),
    'budget µs': budgetMicros,
    result: SMOKE ? 'not judged' : micros <= budgetMicros ? 'PASS' : 'FAIL',
  };
});

console.table(rows);
if (!Number.isFinite(sink)) console.log('(unreachable: keeps the results alive)');
const failures = rows.filter((row) => row.result === 'FAIL').length;
if (SMOKE) {
  console.log(`Smoke run: all ${rows.length} cases ran (budgets are judged only in a full run).`);
} else {
  console.log(failures === 0 ? 'All cases within budget.' : `${failures} case(s) over budget.`);
  process.exitCode = failures === 0 ? 0 : 1;
}

/**
 * Rules-engine figures, in Node: each case runs in warm-up, then several timed batches; the figure is the median time
 * per call. To add a case, push `{ name, budgetMicros, run }` onto engineCases(); `run` must return a number so the
 * work is not optimised away. A case without a budget is reported, not judged.
 */
import { performance } from 'node:perf_hooks';
import { createSeededRandom, runDay } from '../src/systems/eos/rules';
import { firstDayConditions, startingCalendarState } from '../src/systems/eos/rules/calendar/calendar-setup';
import type { CalendarCharacter, CampaignDayState } from '../src/systems/eos/rules/calendar/types';
import type { MeleeAttack } from '../src/systems/eos/rules/combat/attack';
import { attackDamage } from '../src/systems/eos/rules/combat/attack-damage';
import type { Contest } from '../src/core/rules/dice';
import { attackOdds } from '../src/systems/eos/rules/odds/attack';
import { contestedOdds } from '../src/systems/eos/rules/odds/contest';
import { damageDistribution } from '../src/systems/eos/rules/odds/damage';
import { EMPTY_GEAR } from '../src/systems/eos/rules/character/gear';
import { fullDayPlan, largeParty } from './large-campaign/party';

export interface EngineCase {
  readonly name: string;
  /** The budget for one call, in microseconds; null: reported only. */
  readonly budgetMicros: number | null;
  readonly run: () => number;
}

export interface EngineFigure {
  name: string;
  micros: number;
  opsPerSecond: number;
  budgetMicros: number | null;
}

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

/** The large campaign's party on a day of its routine: every Daily Task of all twelve filled, food bought for all. */
function fullDay() {
  const characters: CalendarCharacter[] = largeParty().map((c, i) => ({
    id: `character-${i + 1}`,
    name: c.name,
    build: c.build,
    gear: c.gear ?? EMPTY_GEAR,
  }));
  const zone = { id: 'town', name: 'Town', kind: 'town' as const, milesFromTown: 0, zonesFromRoadOrCity: 0 };
  const start = startingCalendarState({
    day: 40,
    characters: characters.map((character) => ({ character, currentHp: null })),
    zone,
  });
  const state: CampaignDayState = {
    ...start,
    stock: {
      ...start.stock,
      counts: Object.fromEntries(
        Object.keys(start.stock.counts).map((k) => [k, 200]),
      ) as CampaignDayState['stock']['counts'],
    },
  };
  const conditions = { ...firstDayConditions('town'), shelter: true, fire: true, hoursOfLight: 5 };
  const plan = fullDayPlan(state, characters, conditions, { foodBought: 30 });
  return { state, characters, plan, conditions };
}

export function engineCases(): EngineCase[] {
  const day = fullDay();
  let seed = 0;
  return [
    {
      name: 'Exact odds: contestedOdds 3d20+7 vs 2d20+9',
      budgetMicros: 100,
      run: () => contestedOdds(neoApeVsDualWielder).pAttackerWins,
    },
    {
      name: 'Damage distribution: melee + counter',
      budgetMicros: 1000,
      run: () =>
        damageDistribution(
          neoApeVsDualWielder,
          ({ difference }) => attackDamage(neoApeAttack, difference).total,
          ({ difference }) => attackDamage(swordCounter, difference).total,
        ).expectedDamage,
    },
    {
      name: 'attackOdds: Neo-Ape melee + counter',
      budgetMicros: 1000,
      run: () => attackOdds(neoApeAttack, neoApeVsDualWielder, swordCounter).expectedDamage,
    },
    {
      name: 'runDay: 12 characters, every task filled',
      budgetMicros: null,
      run: () =>
        runDay(day.state, day.characters, day.plan, day.conditions, { random: createSeededRandom(seed++) }).log.length,
    },
  ];
}

let sink = 0;

/** Calls `run` for about `ms` milliseconds and returns the mean microseconds per call. */
function timeBatch(run: () => number, ms: number): number {
  let calls = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    for (let i = 0; i < 5; i++) sink += run();
    calls += 5;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (elapsed * 1000) / calls;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function measureEngine({ smoke }: { smoke: boolean }): EngineFigure[] {
  const warmUpMs = smoke ? 0 : 200;
  const batches = smoke ? 1 : 15;
  const batchMs = smoke ? 5 : 40;
  const figures = engineCases().map(({ name, budgetMicros, run }) => {
    timeBatch(run, warmUpMs);
    const micros = median(Array.from({ length: batches }, () => timeBatch(run, batchMs)));
    return { name, micros, opsPerSecond: 1_000_000 / micros, budgetMicros };
  });
  if (!Number.isFinite(sink)) console.log('(unreachable: keeps the results alive)');
  return figures;
}

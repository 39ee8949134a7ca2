import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../src/core/rules/random';
import { previewDay } from '../../src/systems/eos/rules/calendar/preview';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { totalFood } from '../../src/systems/eos/rules/calendar/stock';
import { calendarHealth, starvedMaxHp } from '../../src/systems/eos/rules/calendar/health';
import { calendarProfile } from '../../src/systems/eos/rules/calendar/party';
import type { CampaignDayState, DayConditions, DayPlan } from '../../src/systems/eos/rules/calendar/types';
import type { Ration } from '../../src/systems/eos/rules/schemas/environment';
import { deepFreeze, mildDay, party, startState } from './calendar-fixtures';

const PARTY = party();

/** A busy day: fishing, hunting and trapping without typed rolls, Tova logging and making cordage, Kel foraging. */
const BUSY: DayPlan = {
  characters: {
    mara: {
      slots: [
        { kind: 'gathering', skill: 'fishing', tools: 'basic' },
        { kind: 'cooking', tools: 'crude', choreDelegationFor: ['tova'], preservations: 2, candleBatches: 0 },
      ],
    },
    bron: { slots: [{ kind: 'gathering', skill: 'hunting', tools: 'none' }], fatToStore: 2 },
    pip: { slots: [{ kind: 'gathering', skill: 'trapping', tools: 'crude' }], ration: 'half' },
    tova: {
      slots: [
        { kind: 'gathering', skill: 'logging', tools: 'crude' },
        { kind: 'gathering', skill: 'logging', tools: 'crude' },
        { kind: 'processing', task: { process: 'cordage', clothFragments: 2 }, tools: 'crude' },
      ],
    },
    kel: { slots: [{ kind: 'bushcraft', choices: [{ id: 'food' }, { id: 'torch' }] }] },
  },
};
const COLD: DayConditions = mildDay({ coldDay: 3, coldNight: 7, hoursExposedDay: 5, hoursExposedNight: 8, fire: true });

function busyState(): CampaignDayState {
  const s = startState(12, 30);
  return { ...s, stock: { ...s.stock, counts: { ...s.stock.counts, clothFragments: 6 } } };
}

describe('runDay is pure and deterministic', () => {
  it('leaves deep-frozen inputs untouched', () => {
    const state = deepFreeze(busyState());
    const characters = deepFreeze(party());
    const plan = deepFreeze(structuredClone(BUSY));
    const conditions = deepFreeze(COLD);
    const before = JSON.stringify([state, characters, plan, conditions]);
    const result = runDay(state, characters, plan, conditions, { random: createSeededRandom('purity') });
    expect(JSON.stringify([state, characters, plan, conditions])).toBe(before);
    expect(result.state).not.toBe(state);
    expect(result.state.day).toBe(13);
  });

  it('gives the same day for the same seed, and the resolved plan replays it without dice', () => {
    const a = runDay(busyState(), PARTY, BUSY, COLD, { random: createSeededRandom(7) });
    const b = runDay(busyState(), PARTY, BUSY, COLD, { random: createSeededRandom(7) });
    expect(b).toEqual(a);
    expect(a.rolls.map((r) => r.label)).toEqual(['Fishing', 'Hunting', 'Trapping']);
    expect(a.rolls.every((r) => r.source === 'random')).toBe(true);
    const replay = runDay(busyState(), PARTY, a.resolvedPlan, COLD);
    expect(replay.state).toEqual(a.state);
    expect(replay.rolls.every((r) => r.source === 'typed')).toBe(true);
  });

  it('previewDay shows today beside tomorrow and equals the day it previews', () => {
    const preview = previewDay(busyState(), PARTY, BUSY, COLD, { random: createSeededRandom(7) });
    const day = runDay(busyState(), PARTY, BUSY, COLD, { random: createSeededRandom(7) });
    expect(preview.result).toEqual(day);
    const pip = preview.characters.find((c) => c.characterId === 'pip')!;
    // Half rations and one task: "-5% If the character eats half rations & works/travels half production".
    expect(pip.starvationReductionPercent).toEqual({ before: 0, after: 5, change: 5 });
    // Max HP 25 × 0.95 = 23.75, shown 23.
    expect(pip.maxHp).toEqual({ before: 25, after: 23, change: -2 });
    const beams = preview.stock.find((s) => s.label === 'beams');
    // Logging twice: 2 × (1 + 2) = 6 beams.
    expect(beams?.change).toEqual({ before: 0, after: 6, change: 6 });
    expect(preview.stock.find((s) => s.label === 'torches')?.change.after).toBe(1);
    expect(preview.stock.some((s) => s.label === 'stone')).toBe(false);
  });
});

const RATIONS: readonly Ration[] = ['full', 'half', 'none'];

const dayArb = fc.record({
  rations: fc.tuple(...PARTY.map(() => fc.constantFrom(...RATIONS))),
  fishRoll: fc.integer({ min: 1, max: 20 }),
  huntRoll: fc.integer({ min: 1, max: 20 }),
  trapRoll: fc.integer({ min: 1, max: 20 }),
  forage: fc.integer({ min: 0, max: 2 }),
  cold: fc.integer({ min: 0, max: 4 }),
  hours: fc.integer({ min: 0, max: 12 }),
});

/** The day's plan; the unconscious and the dead rest instead (validatePlan refuses their tasks). */
type DayDraw = typeof dayArb extends fc.Arbitrary<infer T> ? T : never;

function planOf(d: DayDraw, state: CampaignDayState): DayPlan {
  const [mara, bron, pip, tova, kel] = d.rations;
  const plan: DayPlan = {
    characters: {
      mara: { slots: [{ kind: 'gathering', skill: 'fishing', tools: 'basic', roll: d.fishRoll }], ration: mara },
      bron: { slots: [{ kind: 'gathering', skill: 'hunting', tools: 'none', roll: d.huntRoll }], ration: bron },
      pip: { slots: [{ kind: 'gathering', skill: 'trapping', tools: 'crude', roll: d.trapRoll }], ration: pip },
      tova: { slots: [], ration: tova },
      kel: {
        slots: [{ kind: 'bushcraft', choices: Array.from({ length: d.forage }, () => ({ id: 'food' as const })) }],
        ration: kel,
      },
    },
  };
  const able = (id: string) =>
    calendarHealth(calendarProfile(PARTY.find((c) => c.id === id)!), state.characters[id]!) === 'conscious';
  return {
    characters: Object.fromEntries(
      Object.entries(plan.characters).map(([id, p]) => [id, able(id) ? p : { ...p, slots: [] }]),
    ),
  };
}

describe('properties over random weeks', () => {
  it('food is never negative, and the stock changes by exactly what enters minus what is eaten and spoiled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.float({ min: 0, max: 40, noNaN: true }), fc.integer({ min: 1, max: 10 })), {
          maxLength: 4,
        }),
        fc.array(dayArb, { minLength: 1, maxLength: 4 }),
        (batches, week) => {
          const s0 = startState(10);
          let state: CampaignDayState = {
            ...s0,
            stock: {
              ...s0.stock,
              food: batches.map(([units, harvested], i) => ({
                id: `b${i}`,
                units: Math.round(units * 4) / 4,
                harvestedDay: harvested,
                preserved: i === 0,
              })),
            },
          };
          for (const d of week) {
            const r = runDay(
              state,
              PARTY,
              planOf(d, state),
              mildDay({ coldNight: d.cold, hoursExposedNight: d.hours }),
            );
            for (const b of r.state.stock.food) expect(b.units).toBeGreaterThan(0);
            for (const n of Object.values(r.state.stock.counts)) expect(n).toBeGreaterThanOrEqual(0);
            const change = totalFood(r.state.stock.food) - totalFood(state.stock.food);
            expect(change).toBeCloseTo(r.summary.foodGained - r.summary.foodEaten - r.summary.foodSpoiled, 9);
            for (const c of PARTY) {
              const st = r.state.characters[c.id]!;
              const max = starvedMaxHp(calendarProfile(c), st);
              if (!max.dead) expect(st.currentHp).toBeLessThanOrEqual(max.display);
            }
            state = r.state;
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

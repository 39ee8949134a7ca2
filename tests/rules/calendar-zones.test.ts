import { describe, expect, it } from 'vitest';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { zoneHuntingTargetNumber, zoneTrappingTargetNumber } from '../../src/systems/eos/rules/calendar/tasks';
import type { CampaignDayState, CampaignZone, DayPlan } from '../../src/systems/eos/rules/calendar/types';
import { mildDay, party, startState, zone } from './calendar-fixtures';

const HUNTERS = party().filter((c) => c.id === 'bron' || c.id === 'pip');
const both = (hunt: number, trap: number): DayPlan => ({
  characters: {
    bron: { slots: [{ kind: 'gathering', skill: 'hunting', tools: 'none', roll: hunt }] },
    pip: { slots: [{ kind: 'gathering', skill: 'trapping', tools: 'crude', roll: trap }] },
  },
});

function at(day: number, z: Partial<CampaignZone> = {}): CampaignDayState {
  const s = startState(day, 200);
  return {
    ...s,
    zones: [zone(z), zone({ id: 'road', name: 'King’s Road', kind: 'road', milesFromTown: 3, zonesFromRoadOrCity: 0 })],
  };
}

describe('zone difficulty', () => {
  it('baselines: hunting "30 in and around any town … lower by 5" per 5 miles; trapping 20, −1 per zone away', () => {
    expect(zoneHuntingTargetNumber(zone({ milesFromTown: 12 }))).toBe(20);
    expect(zoneHuntingTargetNumber(zone({ milesFromTown: 0, kind: 'town' }))).toBe(30);
    expect(zoneTrappingTargetNumber(zone({ zonesFromRoadOrCity: 6 }))).toBe(14);
    expect(zoneTrappingTargetNumber(zone({ kind: 'road', zonesFromRoadOrCity: 0, trappingSuccessDays: 4 }))).toBe(20);
  });

  it('each successful day raises the TN by 1 for the next day; a failed day does not', () => {
    // Day 1: hunting 20 + 8 = 28 vs 20 (success), trapping 20 + 8 vs 14 (success). Day 2: TN 21 / 15.
    // Day 3: hunting 5 + 8 = 13 vs 22 (fails), trapping 1 + 8 = 9 vs 16 (fails): no change.
    let state = at(2);
    const tns: [number, number][] = [];
    for (const [h, t] of [
      [20, 20],
      [20, 20],
      [5, 1],
    ] as const) {
      state = runDay(state, HUNTERS, both(h, t), mildDay()).state;
      tns.push([zoneHuntingTargetNumber(state.zones[0]!), zoneTrappingTargetNumber(state.zones[0]!)]);
    }
    expect(tns).toEqual([
      [21, 15],
      [22, 16],
      [22, 16],
    ]);
  });

  it('two hunters succeeding the same day raise it once ("for each successful day")', () => {
    const twoHunts: DayPlan = {
      characters: {
        bron: {
          slots: [
            { kind: 'gathering', skill: 'hunting', tools: 'none', roll: 20 },
            { kind: 'gathering', skill: 'hunting', tools: 'none', roll: 20 },
          ],
        },
      },
    };
    const r = runDay(at(2), HUNTERS, twoHunts, mildDay());
    expect(r.state.zones[0]?.huntingSuccessDays).toBe(1);
    // Both hunts used the morning's TN 20: 28 − 20 = 8 points × 5 food, twice.
    expect(r.summary.foodGained).toBe(80);
  });

  it('trapping on a road "will not change unless GM specified"', () => {
    const r = runDay(at(2), HUNTERS, both(1, 20), mildDay({ zoneId: 'road' }));
    expect(r.state.zones[1]?.trappingSuccessDays).toBe(0);
  });

  it('"all Zones will reduce their difficulty by 1 each month": on the first day of each month, every zone', () => {
    const state = { ...at(30, { trappingSuccessDays: 3 }) };
    const r = runDay(state, HUNTERS, { characters: {} }, mildDay());
    expect(r.state.zones.map((z) => z.trappingSuccessDays)).toEqual([2, 0]);
    expect(r.state.zones[0]?.lastTrappingReset).toBe(31);
    expect(r.log.some((l) => l.phase === 'calendar' && l.text.includes('trapping difficulty −1'))).toBe(true);
    const midMonth = runDay(at(12, { trappingSuccessDays: 3 }), HUNTERS, { characters: {} }, mildDay());
    expect(midMonth.state.zones[0]?.trappingSuccessDays).toBe(3);
  });

  it('"Each year (at spring) the difficulty of every zone reduces by 1": day 360 → 361, hunting only', () => {
    const r = runDay(at(360, { huntingSuccessDays: 4 }), HUNTERS, { characters: {} }, mildDay());
    expect(r.state.zones[0]).toMatchObject({ huntingSuccessDays: 3, lastHuntingReset: 361 });
    expect(zoneHuntingTargetNumber(r.state.zones[0]!)).toBe(23);
    const autumn = runDay(at(200, { huntingSuccessDays: 4 }), HUNTERS, { characters: {} }, mildDay());
    expect(autumn.state.zones[0]?.huntingSuccessDays).toBe(4);
  });

  it('mining and quarrying deplete the zone and are refused where there is no mine', () => {
    const miner = {
      ...party()[3]!,
      build: { ...party()[3]!.build, skills: { mining: { time: 2, combat: 0 } } },
      gear: { ...party()[3]!.gear, toolkits: [{ ...party()[3]!.gear.toolkits[0]!, skill: 'mining' as const }] },
    };
    const plan: DayPlan = { characters: { tova: { slots: [{ kind: 'gathering', skill: 'mining', tools: 'crude' }] } } };
    const r = runDay(at(2, { mineOreLeft: 2 }), [miner], plan, mildDay());
    // "1 ore, plus an additional ore for each level" = 3, capped by the 2 the mine still holds.
    expect(r.state.stock.counts.ore).toBe(2);
    expect(r.state.zones[0]?.mineOreLeft).toBe(0);
    expect(() => runDay(at(2), [miner], plan, mildDay())).toThrow(/There is no mine in Pine Woods/);
  });

  describe('trees for logging ("The number of beams available (as trees) within a zone is to be determined by GM")', () => {
    const logger = {
      ...party()[3]!,
      build: { ...party()[3]!.build, skills: { logging: { time: 2, combat: 0 } } },
      gear: { ...party()[3]!.gear, toolkits: [{ ...party()[3]!.gear.toolkits[0]!, skill: 'logging' as const }] },
    };
    const plan: DayPlan = {
      characters: { tova: { slots: [{ kind: 'gathering', skill: 'logging', tools: 'crude' }] } },
    };

    it('fells "1 beam, plus an additional beam for each level" from the trees the GM counted', () => {
      const r = runDay(at(2, { treeBeamsLeft: 10 }), [logger], plan, mildDay());
      expect(r.state.stock.counts.beams).toBe(3);
      expect(r.state.zones[0]?.treeBeamsLeft).toBe(7);
      expect(r.log.some((l) => l.text.includes('the trees hold 7 more'))).toBe(true);
    });

    it('fells no more than the trees still give, and nothing once they are all felled', () => {
      const r = runDay(at(2, { treeBeamsLeft: 2 }), [logger], plan, mildDay());
      expect(r.state.stock.counts.beams).toBe(2);
      expect(r.state.zones[0]?.treeBeamsLeft).toBe(0);
      expect(() => runDay(r.state, [logger], plan, mildDay())).toThrow(/trees of Pine Woods are all felled/);
    });

    it('does not limit logging in a zone whose trees the GM has not counted', () => {
      const r = runDay(at(2), [logger], plan, mildDay());
      expect(r.state.stock.counts.beams).toBe(3);
      expect(r.state.zones[0]).not.toHaveProperty('treeBeamsLeft');
    });
  });
});

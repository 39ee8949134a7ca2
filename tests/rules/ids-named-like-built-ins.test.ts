import { describe, expect, it } from 'vitest';
import { entryOf, initiativeTieBreaks } from '../../src/systems/eos/rules';
import { startingCalendarState, syncParty } from '../../src/systems/eos/rules/calendar/calendar-setup';
import { runDay } from '../../src/systems/eos/rules/calendar/run-day';
import { validatePlan } from '../../src/systems/eos/rules/calendar/validate';
import { MAX_HP, mildDay, party, zone } from './calendar-fixtures';

/**
 * Issue 16 item 18: a character or fighter whose id is named like a property every object has ("toString",
 * "constructor", "hasOwnProperty") is looked up as itself, never as the built-in: the engine's records keyed by id
 * (a day's states and plan, initiative totals) find nothing for such an id until it is there.
 */
const BUILT_INS = ['toString', 'constructor', 'hasOwnProperty', 'valueOf'] as const;

describe('records keyed by id, looked up by an id named like a built-in', () => {
  it('entryOf finds the entry of that name, or nothing: never Object.prototype’s', () => {
    for (const key of BUILT_INS) {
      expect(entryOf({}, key)).toBeUndefined();
      expect(entryOf({ [key]: 3 }, key)).toBe(3);
    }
    expect(entryOf(undefined, 'toString')).toBeUndefined();
  });

  it.each(BUILT_INS)('a party member with the id “%s” joins the calendar and lives through a day', (id) => {
    const [mara, bron] = party();
    const member = { ...mara!, id };
    const state = startingCalendarState({
      day: 5,
      characters: [{ character: bron!, currentHp: null }],
      zone: zone({ id: 'town', kind: 'town', milesFromTown: 0, zonesFromRoadOrCity: 0 }),
    });
    const synced = syncParty(state, [
      { character: bron!, currentHp: null },
      { character: member, currentHp: 10 },
    ]);
    expect(Object.hasOwn(synced.characters, id)).toBe(true);
    expect(synced.characters[id]).toMatchObject({ currentHp: 10 });

    const plan = { characters: {} };
    const conditions = { ...mildDay(), zoneId: 'town' };
    expect(validatePlan(synced, [bron!, member], plan, conditions)).toMatchObject({ ok: true });
    const day = runDay(synced, [bron!, member], plan, conditions);
    expect(Object.hasOwn(day.state.characters, id)).toBe(true);
    expect(day.state.characters[id]!.currentHp).toBeGreaterThanOrEqual(10);
    expect(day.state.characters[id]!.currentHp).toBeLessThanOrEqual(MAX_HP.mara);
  });

  it('initiative ties are found and kept for fighters named “__proto__” and “toString”', () => {
    // A computed key: written plainly, `__proto__:` in an object literal would set the prototype instead.
    const totals = { ['__proto__']: [12], toString: [12], wolf: [9] };
    const ties = initiativeTieBreaks(totals);
    expect(ties.waiting).toEqual([{ ids: ['__proto__', 'toString'], total: 12, reroll: 1 }]);
    expect(Object.entries(ties.rerolls)).toEqual([
      ['__proto__', 1],
      ['toString', 1],
      ['wolf', 0],
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../../src/systems/eos/rules';
import {
  applyEvent,
  createTracker,
  undoEvent,
  wwHouseRules,
  type Tracker,
  type TrackerEvent,
} from '../../../src/systems/wasteland-wolves/rules';

function play(tracker: Tracker, ...events: TrackerEvent[]): Tracker {
  return events.reduce((t, e) => applyEvent(t, e), tracker);
}

const threeTeams = () =>
  play(
    createTracker(3, 2),
    { type: 'add-player', id: 'ash', name: 'Ash', team: 1 },
    { type: 'add-player', id: 'bo', name: 'Bo', team: 2, experience: 80, perks: { 'tough-cookie': 1, energetic: 1 } },
  );

describe('a game of three teams', () => {
  it('"2v2v2: 5x5 map"; players start at turn 1 with full health and the starting energy (M-01, M-08)', () => {
    const { state } = threeTeams();
    expect([state.turn, state.map.side]).toEqual([1, 5]);
    expect(state.players.map((p) => [p.name, p.health, p.energy])).toEqual([
      ['Ash', 100, 0],
      ['Bo', 110, 0],
    ]);
    expect(createTracker(3, 2, wwHouseRules({ baseHealth: 60 })).state.map.side).toBe(5);
  });

  it('refuses a third player in a team of two, a team 4, a taken id and perks the level cannot have', () => {
    const t = play(threeTeams(), { type: 'add-player', id: 'cy', name: 'Cy', team: 1 });
    expect(() => applyEvent(t, { type: 'add-player', id: 'di', name: 'Di', team: 1 })).toThrow(
      'Team 1 already has its 2 players.',
    );
    expect(() => applyEvent(t, { type: 'add-player', id: 'di', name: 'Di', team: 4 })).toThrow(
      'The team must be a whole number from 1 to 3, not 4.',
    );
    expect(() => applyEvent(t, { type: 'add-player', id: 'ash', name: 'Ash 2', team: 3 })).toThrow(
      'A player "ash" is already in this game.',
    );
    expect(() =>
      applyEvent(t, { type: 'add-player', id: 'di', name: 'Di', team: 3, perks: { energetic: 1, traveller: 1 } }),
    ).toThrow('The perks cost 4 points; a level-1 player has 2.');
  });

  it('a new turn brings each living player their income, stored up to 1,000', () => {
    const t = play(threeTeams(), { type: 'next-turn' }, { type: 'next-turn' });
    expect(t.state.turn).toBe(3);
    expect(t.state.players.map((p) => p.energy)).toEqual([1000, 1000]);
    const one = play(threeTeams(), { type: 'next-turn' });
    expect(one.state.players.map((p) => p.energy)).toEqual([500, 550]);
  });

  it('spending more energy than held is refused with the numbers, the game untouched', () => {
    const t = play(threeTeams(), { type: 'next-turn' }, { type: 'spend-energy', playerId: 'ash', amount: 450 });
    expect(t.state.players[0]?.energy).toBe(50);
    expect(() => applyEvent(t, { type: 'spend-energy', playerId: 'ash', amount: 150 })).toThrow(
      'Ash has 50 energy, not 150.',
    );
  });

  it("damage, healing up to the maximum, death at 0, and a Strange Token's revival at half health with nothing held", () => {
    let t = play(threeTeams(), { type: 'change-items', playerId: 'bo', add: { scraps: 3, 'strange-token': 1 } });
    t = play(t, { type: 'damage', playerId: 'bo', amount: 30 }, { type: 'heal', playerId: 'bo', amount: 50 });
    expect(t.state.players[1]?.health).toBe(110);
    t = play(t, { type: 'damage', playerId: 'bo', amount: 200 });
    expect([t.state.players[1]?.health, t.state.players[1]?.alive]).toEqual([0, false]);
    expect(() => applyEvent(t, { type: 'heal', playerId: 'bo', amount: 5 })).toThrow(
      'Bo is dead and cannot be healed.',
    );
    t = play(t, { type: 'revive', playerId: 'bo' });
    expect(t.state.players[1]).toMatchObject({ alive: true, health: 55, inventory: {}, experience: 80 });
  });

  it('illness and bleeding: set, and "causes or worsens … twice" with the two-turn immunity', () => {
    let t = play(
      threeTeams(),
      { type: 'set-condition', playerId: 'ash', condition: 'illness', state: 'light' },
      { type: 'inflict', playerId: 'ash', condition: 'bleeding', times: 2 },
      { type: 'add-status', playerId: 'ash', status: 'bleeding-immunity', turns: 2 },
    );
    expect([t.state.players[0]?.illness, t.state.players[0]?.bleeding]).toEqual(['light', 'moderate']);
    expect(() => applyEvent(t, { type: 'inflict', playerId: 'ash', condition: 'bleeding', times: 2 })).toThrow(
      'Ash is immune to further artificially-induced bleeding for now.',
    );
    // R-status-1: "immunity … for two turns" holds through the two turns that follow, and is gone at the third.
    t = play(t, { type: 'next-turn' }, { type: 'next-turn' });
    expect(t.state.players[0]?.statuses).toEqual([{ id: 'bleeding-immunity', turnsLeft: 0 }]);
    t = play(t, { type: 'next-turn' });
    expect(t.state.players[0]?.statuses).toEqual([]);
    expect(
      applyEvent(t, { type: 'inflict', playerId: 'ash', condition: 'bleeding', times: 2 }).state.players[0]?.bleeding,
    ).toBe('severe');
  });

  it('refuses an unknown condition, severity or wolf in the table’s words', () => {
    const t = threeTeams();
    expect(() =>
      applyEvent(t, { type: 'set-condition', playerId: 'ash', condition: 'flu' as 'illness', state: 'light' }),
    ).toThrow('A condition must be one of illness, bleeding, not "flu".');
    expect(() =>
      applyEvent(t, { type: 'set-condition', playerId: 'ash', condition: 'illness', state: 'mild' as 'light' }),
    ).toThrow('A severity must be one of light, moderate, severe, not "mild".');
    expect(() => applyEvent(t, { type: 'spawn-wolf', kind: 'fox' as 'wolf' })).toThrow(
      'A wolf must be one of wolf, dire, iron, not "fox".',
    );
  });

  it('"Prevents the target from moving on the following turn": a snare of 1 holds the next turn and ends at the one after', () => {
    let t = play(
      threeTeams(),
      { type: 'add-status', playerId: 'bo', status: 'snared', turns: 1 },
      { type: 'next-turn' },
    );
    expect(t.state.players[1]?.statuses).toEqual([{ id: 'snared', turnsLeft: 0 }]);
    t = play(t, { type: 'next-turn' });
    expect(t.state.players[1]?.statuses).toEqual([]);
  });

  it('snares do not hold a player in The Pathfinder; camouflage ends when they take damage', () => {
    const t = play(threeTeams(), { type: 'equip', playerId: 'ash', weapon: null, armour: 'the-pathfinder' });
    expect(() => applyEvent(t, { type: 'add-status', playerId: 'ash', status: 'snared', turns: 1 })).toThrow(
      'Ash wears The Pathfinder: "Immunity to snares".',
    );
    const hidden = play(t, { type: 'add-status', playerId: 'ash', status: 'camouflaged', turns: 2 });
    expect(play(hidden, { type: 'damage', playerId: 'ash', amount: 3 }).state.players[0]?.statuses).toEqual([]);
  });

  it('experience from wolf damage is pooled and counts only the health taken (A-10, R-xp-1)', () => {
    const t = play(
      threeTeams(),
      { type: 'gain-experience', playerId: 'ash', target: 'wolf', damage: 7, targetHealth: 25 },
      { type: 'gain-experience', playerId: 'ash', target: 'wolf', damage: 30, targetHealth: 5 },
      { type: 'gain-experience', playerId: 'ash', target: 'player', damage: 9, targetHealth: 50 },
    );
    expect([t.state.players[0]?.experience, t.state.players[0]?.wolfDamageCarried]).toEqual([15, 0]);
  });

  it('items: a craft removes and adds; taking more than held is refused', () => {
    const t = play(threeTeams(), { type: 'change-items', playerId: 'ash', add: { scraps: 4 } });
    expect(
      play(t, { type: 'change-items', playerId: 'ash', remove: { scraps: 4 }, add: { arrows: 4 } }).state.players[0]
        ?.inventory,
    ).toEqual({
      arrows: 4,
    });
    expect(() => applyEvent(t, { type: 'change-items', playerId: 'ash', remove: { metal: 1 } })).toThrow(
      'Ash has 0 metal, not 1.',
    );
  });
});

describe('wolves on the map', () => {
  it('"up to a maximum of three active wolves"; "Only one wolf can track a player at once"', () => {
    let t = play(
      threeTeams(),
      { type: 'spawn-wolf', kind: 'wolf' },
      { type: 'spawn-wolf', kind: 'dire' },
      { type: 'spawn-wolf', kind: 'iron' },
    );
    expect(t.state.wolves.map((w) => [w.id, w.kind, w.health])).toEqual([
      ['wolf-1', 'wolf', 25],
      ['wolf-2', 'dire', 40],
      ['wolf-3', 'iron', 60],
    ]);
    expect(() => applyEvent(t, { type: 'spawn-wolf', kind: 'wolf' })).toThrow(/maximum of three active wolves/);
    t = play(t, { type: 'wolf-track', wolfId: 'wolf-1', playerId: 'ash' });
    expect(() => applyEvent(t, { type: 'wolf-track', wolfId: 'wolf-2', playerId: 'ash' })).toThrow(
      'Ash is already tracked: "Only one wolf can track a player at once."',
    );
  });

  it('a Dire Wolf killed leaves the map; an Iron Wolf below 30 stops tracking and regenerates when alone', () => {
    let t = play(threeTeams(), { type: 'spawn-wolf', kind: 'dire' }, { type: 'spawn-wolf', kind: 'iron' });
    t = play(t, { type: 'wolf-damage', wolfId: 'wolf-1', amount: 40 });
    expect(t.state.wolves.map((w) => w.id)).toEqual(['wolf-2']);
    t = play(
      t,
      { type: 'wolf-track', wolfId: 'wolf-2', playerId: 'bo' },
      { type: 'wolf-damage', wolfId: 'wolf-2', amount: 31 },
    );
    expect(t.state.wolves[0]).toMatchObject({ health: 29, tracking: null });
    t = play(t, { type: 'next-turn' });
    expect(t.state.wolves[0]?.health).toBe(39);
    expect(play(t, { type: 'next-turn', wolvesOnPlayerTiles: ['wolf-2'] }).state.wolves[0]?.health).toBe(39);
    const spawned = play(t, { type: 'spawn-wolf', kind: 'wolf' });
    expect(spawned.state.wolves.at(-1)?.id).toBe('wolf-3');
  });
});

describe('undo', () => {
  it('puts back exactly what the last event changed, and refuses with nothing to undo', () => {
    const before = threeTeams();
    const after = play(before, { type: 'spawn-wolf', kind: 'wolf' }, { type: 'next-turn' });
    expect(undoEvent(undoEvent(after)).state).toEqual(before.state);
    expect(() => undoEvent(createTracker(3, 2))).toThrow(RulesError);
    expect(() => undoEvent(createTracker(3, 2))).toThrow('There is nothing to undo.');
  });

  it('a refused event leaves the tracker as it was', () => {
    const t = threeTeams();
    const copy = structuredClone(t);
    expect(() => applyEvent(t, { type: 'damage', playerId: 'nobody', amount: 1 })).toThrow(
      'There is no player "nobody" in this game.',
    );
    expect(t).toEqual(copy);
  });

  const events: fc.Arbitrary<TrackerEvent> = fc.oneof(
    fc.constant<TrackerEvent>({ type: 'next-turn' }),
    fc.record({
      type: fc.constant('damage' as const),
      playerId: fc.constantFrom('ash', 'bo'),
      amount: fc.integer({ min: 0, max: 60 }),
    }),
    fc.record({
      type: fc.constant('heal' as const),
      playerId: fc.constantFrom('ash', 'bo'),
      amount: fc.integer({ min: 0, max: 30 }),
    }),
    fc.record({
      type: fc.constant('spend-energy' as const),
      playerId: fc.constantFrom('ash', 'bo'),
      amount: fc.integer({ min: 0, max: 600 }),
    }),
    fc.record({
      type: fc.constant('spawn-wolf' as const),
      kind: fc.constantFrom('wolf' as const, 'dire' as const, 'iron' as const),
    }),
    fc.record({
      type: fc.constant('wolf-damage' as const),
      wolfId: fc.constantFrom('wolf-1', 'wolf-2', 'wolf-3'),
      amount: fc.integer({ min: 0, max: 40 }),
    }),
    fc.record({
      type: fc.constant('inflict' as const),
      playerId: fc.constantFrom('ash', 'bo'),
      condition: fc.constantFrom('illness' as const, 'bleeding' as const),
      times: fc.integer({ min: 1, max: 2 }),
    }),
    fc.record({ type: fc.constant('revive' as const), playerId: fc.constantFrom('ash', 'bo') }),
    fc.record({
      type: fc.constant('gain-experience' as const),
      playerId: fc.constantFrom('ash', 'bo'),
      target: fc.constantFrom('wolf' as const, 'player' as const),
      damage: fc.integer({ min: 0, max: 30 }),
      targetHealth: fc.integer({ min: 0, max: 60 }),
    }),
  );

  it('any run of events, undone one by one, passes back through every state to the start (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 25 }), (run) => {
        const states: Tracker[] = [threeTeams()];
        for (const event of run) {
          try {
            states.push(applyEvent(states.at(-1) as Tracker, event));
          } catch (error) {
            if (!(error instanceof RulesError)) throw error;
          }
        }
        let t = states.at(-1) as Tracker;
        expect(JSON.parse(JSON.stringify(t))).toEqual(t);
        for (let i = states.length - 2; i >= 0; i--) {
          t = undoEvent(t);
          expect(t.state).toEqual(states[i]?.state);
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_KINDS,
  planTurn,
  requirePlan,
  wwHouseRules,
  type TurnPlan,
  type TurnSituation,
} from '../../../src/systems/wasteland-wolves/rules';

const fresh: TurnSituation = { energy: 1000, perks: {}, weapon: null, armour: null, snared: false };
const costs = (situation: TurnSituation, plan: TurnPlan, rules = wwHouseRules()) =>
  planTurn(situation, plan, rules).steps.map((s) => s.cost);

describe('"three times … for 100 energy per tile … sprint a fourth tile for 200 energy"', () => {
  it('moves cost 100, 100, 100, then 200 for the sprint', () => {
    const result = planTurn(fresh, { moves: [{}, {}, {}, {}], actions: [] });
    expect(result.steps.map((s) => [s.label, s.cost])).toEqual([
      ['Move 1', 100],
      ['Move 2', 100],
      ['Move 3', 100],
      ['Sprint', 200],
    ]);
    expect([result.total, result.left]).toEqual([500, 500]);
    expect(result.nextMove).toEqual({ refusal: 'A turn has three moves and a sprinted fourth tile, no more.' });
  });

  it('a fifth move is refused', () => {
    const result = planTurn(fresh, { moves: [{}, {}, {}, {}, {}], actions: [] });
    expect(result.refusals).toEqual(['Move 5: A turn has three moves and a sprinted fourth tile, no more.']);
  });
});

describe('"act twice … for 150 energy per action … overwork for a third action, costing 300 energy"', () => {
  it('actions cost 150, 150, 300; a fourth is refused', () => {
    const result = planTurn(fresh, { moves: [], actions: ['scavenge', 'craft', 'rest', 'scavenge'] });
    expect(result.steps.map((s) => [s.label, s.cost])).toEqual([
      ['Action 1', 150],
      ['Action 2', 150],
      ['Overwork', 300],
      ['Action 4', 300],
    ]);
    expect(result.refusals[0]).toBe('Action 4: A turn has two actions and an overworked third, no more.');
  });

  it('a full turn costs 1,100, more than the 1,000 a player can store: refused with the sum', () => {
    const result = planTurn(fresh, { moves: [{}, {}, {}, {}], actions: ['scavenge', 'craft', 'rest'] });
    expect(result.total).toBe(1100);
    expect(result.refusals).toEqual(['This plan costs 1,100 energy; this player has 1,000.']);
    expect(result.steps.at(-1)?.affordable).toBe(false);
    expect(result.steps.at(-2)?.affordable).toBe(true);
    expect(() => requirePlan(result)).toThrow('This plan costs 1,100 energy; this player has 1,000.');
  });

  it('plans to the last energy point: 500 in hand, three moves and an action leave 50, and the next action is out of reach', () => {
    const result = planTurn({ ...fresh, energy: 500 }, { moves: [{}, {}], actions: ['scavenge', 'craft'] });
    expect(result.left).toBe(0);
    expect(result.refusals).toEqual([]);
    expect(result.nextAction).toEqual({ cost: 300, affordable: false });
    expect(result.nextMove).toEqual({ cost: 100, affordable: false });
  });
});

describe('the modifiers', () => {
  it('Traveller: "All movement, including sprinting, now costs 20% less energy": 80 a tile, 160 the sprint', () => {
    expect(costs({ ...fresh, perks: { traveller: 1 } }, { moves: [{}, {}, {}, {}], actions: [] })).toEqual([
      80, 80, 80, 160,
    ]);
  });

  it('a Machine Gun (and Machine Gun+): "+10% movement energy cost"', () => {
    expect(costs({ ...fresh, weapon: 'machine-gun' }, { moves: [{}, {}, {}, {}], actions: [] })).toEqual([
      110, 110, 110, 220,
    ]);
    expect(costs({ ...fresh, weapon: 'machine-gun-plus' }, { moves: [{}], actions: [] })).toEqual([110]);
  });

  it('The Dreadnought +10 %, The Pathfinder "-10% movement energy cost"', () => {
    expect(costs({ ...fresh, armour: 'the-dreadnought' }, { moves: [{}], actions: [] })).toEqual([110]);
    expect(costs({ ...fresh, armour: 'the-pathfinder' }, { moves: [{}, {}, {}, {}], actions: [] })).toEqual([
      90, 90, 90, 180,
    ]);
  });

  it('A-07: changes add (Traveller, Machine Gun, Dreadnought: 100 %) or apply in turn (96.8, rounded to 97)', () => {
    const heavy: TurnSituation = {
      ...fresh,
      perks: { traveller: 1 },
      weapon: 'machine-gun',
      armour: 'the-dreadnought',
    };
    expect(costs(heavy, { moves: [{}, {}, {}, {}], actions: [] })).toEqual([100, 100, 100, 200]);
    const multiply = wwHouseRules({ energyCostStacking: 'multiply' });
    expect(costs(heavy, { moves: [{}, {}, {}, {}], actions: [] }, multiply)).toEqual([97, 97, 97, 194]);
    expect(
      costs({ ...fresh, perks: { traveller: 1 }, weapon: 'machine-gun' }, { moves: [{}], actions: [] }, multiply),
    ).toEqual([88]);
  });

  it('rubble: "must pay 200% of the normal movement energy cost and cannot move any further on that turn" (R-move-1)', () => {
    const result = planTurn(fresh, { moves: [{}, { rubble: true }], actions: [] });
    expect(result.steps.map((s) => s.cost)).toEqual([100, 200]);
    expect(result.nextMove).toEqual({
      refusal: 'Rubble: a player who moves onto it cannot move any further this turn.',
    });
    expect(planTurn(fresh, { moves: [{ rubble: true }, {}], actions: [] }).refusals).toEqual([
      'Move 2: Rubble: a player who moves onto it cannot move any further this turn.',
    ]);
    expect(
      costs({ ...fresh, perks: { traveller: 1 } }, { moves: [{}, {}, {}, { rubble: true }], actions: [] }),
    ).toEqual([80, 80, 80, 320]);
  });

  it('snares: "Prevents the target from moving on the following turn and increases their action cost by 50%"', () => {
    const snared: TurnSituation = { ...fresh, snared: true };
    const result = planTurn(snared, { moves: [], actions: ['scavenge', 'craft', 'rest'] });
    expect(result.steps.map((s) => s.cost)).toEqual([225, 225, 450]);
    expect(result.nextMove).toEqual({ refusal: 'Snared: this player cannot move this turn.' });
    expect(planTurn(snared, { moves: [{}], actions: [] }).refusals).toEqual([
      'Move 1: Snared: this player cannot move this turn.',
    ]);
  });

  it('"Immunity to snares": a snared player in The Pathfinder moves and acts as usual', () => {
    const result = planTurn(
      { ...fresh, snared: true, armour: 'the-pathfinder' },
      { moves: [{}], actions: ['scavenge'] },
    );
    expect(result.refusals).toEqual([]);
    expect(result.steps.map((s) => s.cost)).toEqual([90, 150]);
  });
});

describe('attacks (R-attack-1 and All In)', () => {
  it('one attack a turn without All In', () => {
    const result = planTurn(fresh, { moves: [], actions: ['attack', 'attack'] });
    expect(result.refusals).toEqual(['Action 2: One attack a turn: All In allows a second.']);
    expect(planTurn(fresh, { moves: [], actions: ['attack'] }).nextAttack).toEqual({
      refusal: 'One attack a turn: All In allows a second.',
    });
  });

  it('All In Rank 1: "the second attack costing 30% extra energy" (195; overworked 390); Rank 2 removes it', () => {
    const allIn: TurnSituation = { ...fresh, perks: { 'all-in': 1 } };
    expect(costs(allIn, { moves: [], actions: ['attack', 'attack'] })).toEqual([150, 195]);
    expect(costs(allIn, { moves: [], actions: ['scavenge', 'attack', 'attack'] })).toEqual([150, 150, 390]);
    expect(planTurn(allIn, { moves: [], actions: ['attack'] }).nextAttack).toEqual({ cost: 195, affordable: true });
    expect(costs({ ...fresh, perks: { 'all-in': 2 } }, { moves: [], actions: ['attack', 'attack'] })).toEqual([
      150, 150,
    ]);
    expect(planTurn(allIn, { moves: [], actions: ['attack', 'attack', 'attack'] }).refusals).toEqual([
      'Action 3: All In allows 2 attacks a turn, no more.',
    ]);
  });

  it('A-07: snared with All In, the second attack is 150 × 180 % = 270 (or 150 × 1.5 × 1.3 = 292.5 → 293)', () => {
    const both: TurnSituation = { ...fresh, snared: true, perks: { 'all-in': 1 } };
    expect(costs(both, { moves: [], actions: ['attack', 'attack'] })).toEqual([225, 270]);
    expect(
      costs(both, { moves: [], actions: ['attack', 'attack'] }, wwHouseRules({ energyCostStacking: 'multiply' })),
    ).toEqual([225, 293]);
  });
});

describe('Quick Draw: "Allows you to use a weapon on the same turn that you equip it" (R-attack-2)', () => {
  it('warns of an attack after a change of equipment without Quick Draw, not with it', () => {
    const plan: TurnPlan = { moves: [], actions: ['change-equipment', 'attack'] };
    expect(planTurn(fresh, plan).warnings[0]).toMatch(/^Without Quick Draw a weapon equipped this turn/);
    expect(planTurn(fresh, plan).refusals).toEqual([]);
    expect(planTurn({ ...fresh, perks: { 'quick-draw': 1 } }, plan).warnings).toEqual([]);
    expect(planTurn(fresh, { moves: [], actions: ['attack', 'change-equipment'] }).warnings).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses energy past the store, a weapon that is not one and an unknown action', () => {
    expect(() => planTurn({ ...fresh, energy: 1200 }, { moves: [], actions: [] })).toThrow(
      'Energy must be a whole number from 0 to 1000, not 1200.',
    );
    expect(() => planTurn({ ...fresh, weapon: 'morphine' }, { moves: [], actions: [] })).toThrow(
      'Morphine is not a weapon.',
    );
    expect(() => planTurn({ ...fresh, armour: 'bow' }, { moves: [], actions: [] })).toThrow('Bow is not armour.');
    expect(() => planTurn(fresh, { moves: [], actions: ['dance' as 'rest'] })).toThrow(
      /^An action must be one of scavenge/,
    );
  });
});

describe('the planner’s arithmetic (fast-check)', () => {
  it('the total is the sum of the steps, each running total the sum so far, and left is energy − total', () => {
    fc.assert(
      fc.property(
        fc.record({
          energy: fc.integer({ min: 0, max: 1000 }),
          snared: fc.boolean(),
          traveller: fc.boolean(),
          allIn: fc.integer({ min: 0, max: 2 }),
          weapon: fc.constantFrom(null, 'machine-gun' as const, 'bow' as const),
          armour: fc.constantFrom(null, 'the-dreadnought' as const, 'the-pathfinder' as const),
          moves: fc.array(fc.record({ rubble: fc.boolean() }), { maxLength: 5 }),
          actions: fc.array(fc.constantFrom(...ACTION_KINDS), { maxLength: 4 }),
          stacking: fc.constantFrom('add' as const, 'multiply' as const),
        }),
        (c) => {
          const perks = { ...(c.traveller ? { traveller: 1 } : {}), ...(c.allIn > 0 ? { 'all-in': c.allIn } : {}) };
          const result = planTurn(
            { energy: c.energy, perks, weapon: c.weapon, armour: c.armour, snared: c.snared },
            { moves: c.moves, actions: c.actions },
            wwHouseRules({ energyCostStacking: c.stacking }),
          );
          let sum = 0;
          for (const step of result.steps) {
            sum += step.cost;
            expect(step.runningTotal).toBe(sum);
            expect(step.affordable).toBe(sum <= c.energy);
            expect(Number.isInteger(step.cost) && step.cost > 0).toBe(true);
          }
          expect(result.total).toBe(sum);
          expect(result.left).toBe(c.energy - sum);
          expect(result.refusals.some((r) => r.startsWith('This plan costs'))).toBe(sum > c.energy);
        },
      ),
    );
  });
});

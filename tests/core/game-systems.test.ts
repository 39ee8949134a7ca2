import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GAMES } from '../../src/app/systems';
import { systemProblems, type GameDescriptor, type GameSystem } from '../../src/core/systems/game-system';

const accepting = z.unknown();

/** A manifest that passes, to break one part at a time. */
function sound(): GameSystem {
  return {
    id: 'test-game',
    rulings: [{ id: 'M-01', topic: 'Dice', quote: 'roll', reading: 'a d20', alternative: 'a d6', appliesTo: [] }],
    schemas: { character: accepting, encounter: accepting, houseRules: accepting },
    payloadVersion: 1,
    migrations: [],
  };
}

const descriptor = { id: 'test-game' } as GameDescriptor;

describe('the registered games (issue 18: a pack registered without schemas, migrations or rulings fails)', () => {
  it.each(GAMES.map((game) => [game.id, game] as const))(
    '%s loads a manifest with nothing missing',
    async (_, game) => {
      const system = await game.load();
      expect(systemProblems(game, system)).toEqual([]);
    },
  );

  it('gives every game its own id, and every id a folder name', () => {
    const ids = GAMES.map((game) => game.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/u);
  });
});

describe('systemProblems', () => {
  it('accepts a sound manifest', () => {
    expect(systemProblems(descriptor, sound())).toEqual([]);
  });

  it('names a pack without rulings, or with a ruling twice or half written', () => {
    expect(systemProblems(descriptor, { ...sound(), rulings: [] })).toEqual(['Pack “test-game” has no rulings.']);
    const ruling = sound().rulings[0]!;
    expect(systemProblems(descriptor, { ...sound(), rulings: [ruling, { ...ruling, reading: ' ' }] })).toEqual([
      'Pack “test-game” lists ruling M-01 twice.',
      'Pack “test-game”\u2019s ruling M-01 has no reading.'.replace('\u2019', "'"),
    ]);
  });

  it('names each missing schema', () => {
    const system = sound();
    const schemas = { character: accepting } as unknown as GameSystem['schemas'];
    expect(systemProblems(descriptor, { ...system, schemas })).toEqual([
      'Pack “test-game” has no encounter schema.',
      'Pack “test-game” has no houseRules schema.',
    ]);
  });

  it('wants one migration from each older payload version', () => {
    const step = (from: number) => ({ from, name: `step ${from}`, migrate: (p: unknown) => p });
    expect(systemProblems(descriptor, { ...sound(), payloadVersion: 3, migrations: [step(1), step(2)] })).toEqual([]);
    expect(systemProblems(descriptor, { ...sound(), payloadVersion: 3, migrations: [step(2)] })).toEqual([
      'Pack “test-game” writes payload version 3, so it needs one migration from each of 1, 2; it has 2.',
    ]);
    expect(systemProblems(descriptor, { ...sound(), migrations: [step(1)] })).toEqual([
      'Pack “test-game” writes payload version 1, so it needs one migration from each of no older version; it has 1.',
    ]);
    expect(systemProblems(descriptor, { ...sound(), payloadVersion: 0 })).toEqual([
      'Pack “test-game”\u2019s payload version must be a whole number from 1.'.replace('\u2019', "'"),
    ]);
  });

  it('notices a descriptor loading another pack’s manifest', () => {
    expect(systemProblems({ id: 'other' } as GameDescriptor, sound())).toEqual([
      'Pack “other” loads the manifest of “test-game”.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { createEncounter, spendAction } from '../../src/systems/eos/rules/encounter';
import { startTurn } from '../../src/systems/eos/rules/encounter/order';
import { RulesError } from '../../src/core/rules/errors';
import { throwLimits, throwObjectProblem } from '../../src/systems/eos/rules';
import { ayla, wolf } from './encounter-fixtures';

// eos-rules.txt 717: "Objects may be thrown any distance up to the character's Body stat value. If the creature's race
// has a +1 or +2 to all weapon range, they also can throw an object that much further than their Body stat. The object
// must be in an item size category that matches their creature size category, or lower."
describe('throwing an object (not as an attack)', () => {
  it('"any distance up to the character\'s Body stat value", +1 / +2 for races with that weapon range', () => {
    expect(throwLimits({ body: 6, creature: 'human' }).maxTiles).toBe(6);
    expect(throwLimits({ body: 6, creature: 'cave-troll' }).maxTiles).toBe(7);
    expect(throwLimits({ body: 6, creature: 'orc' }).maxTiles).toBe(8);
  });

  it('"a Gratchen is a (Sm) race & can throw (XS) & (S) sized items. A Orc is a (XL) race & can throw … (XL)"', () => {
    expect(throwLimits({ body: 3, creature: 'gratchen' }).itemSizes).toEqual(['xs', 's']);
    expect(throwLimits({ body: 3, creature: 'human' }).itemSizes).toEqual(['xs', 's', 'm']);
    expect(throwLimits({ body: 3, creature: { sizeCategory: 'large', tiles: 4 } }).itemSizes).toEqual([
      'xs',
      's',
      'm',
      'l',
    ]);
    expect(throwLimits({ body: 3, creature: 'orc' }).itemSizes).toEqual(['xs', 's', 'm', 'l', 'xl']);
  });

  it('says why a throw is refused, and nothing when it is allowed', () => {
    expect(throwObjectProblem({ body: 3, creature: 'gratchen', itemSize: 's', distance: 3 })).toBeNull();
    expect(throwObjectProblem({ body: 3, creature: 'gratchen', itemSize: 'm', distance: 1 })).toBe(
      'An M object is too big to throw: this creature throws objects up to S.',
    );
    expect(throwObjectProblem({ body: 6, creature: 'orc', itemSize: 'xl', distance: 9 })).toBe(
      'An object can be thrown at most 8 tiles (Body 6 + 2 range), not 9.',
    );
    expect(() => throwObjectProblem({ body: 3, creature: 'human', itemSize: 'huge', distance: 1 })).toThrow(RulesError);
    expect(() => throwLimits({ body: -1, creature: 'human' })).toThrow(
      'Body must be a whole number from 0 to 15, not -1.',
    );
  });

  it('in a fight: a non-contested action, refused beyond Body tiles', () => {
    const e = startTurn(createEncounter({ combatants: [ayla, wolf(1)], orderMode: 'clockwise' }).encounter).encounter;
    const thrown = spendAction(e, { task: 'throw-object', itemSize: 'xs', distance: 4, what: 'a torch' });
    expect(thrown.entries.map((x) => x.text)).toEqual(['Ayla throws a torch 4 tiles.']);
    expect(thrown.encounter.actionsUsed).toEqual(['non-contested']);
    // Ayla's Body is 4.
    expect(() => spendAction(e, { task: 'throw-object', itemSize: 'xs', distance: 5 })).toThrow(
      'An object can be thrown at most 4 tiles (Body 4), not 5.',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RulesError } from '../../src/core/rules/errors';
import {
  LIGHT_SOURCES,
  blindCollisionDamage,
  blindNpcMovement,
  hoursOfLight,
  lightAtDistance,
  lowLightIdentifyRange,
  lowLightRangedDefenseBonus,
  lowLightStealthBonus,
  lowLightUnpenalizedRange,
} from '../../src/systems/eos/rules/light';

describe('lightAtDistance', () => {
  it.each(['campfire', 'torch', 'candle'] as const)(
    '"A lit campfire, torch, or candle will project a 5-tile radius of bright light": %s',
    (sourceId) => {
      expect(lightAtDistance({ sourceId, distance: 0 })).toEqual({ kind: 'bright' });
      expect(lightAtDistance({ sourceId, distance: 5 })).toEqual({ kind: 'bright' });
      expect(lightAtDistance({ sourceId, distance: 6 })).toEqual({ kind: 'low-light', level: 1 });
    },
  );

  it('A-21: the 10-tile Low Light 1 radius is measured from the source', () => {
    expect(lightAtDistance({ sourceId: 'torch', distance: 10 })).toEqual({ kind: 'low-light', level: 1 });
    expect(lightAtDistance({ sourceId: 'torch', distance: 11 })).toEqual({ kind: 'darkness' });
  });

  it('A-21 house rule: the Low Light ring extends 10 tiles beyond the bright radius', () => {
    const options = { lightRadius: 'beyond-bright' } as const;
    expect(lightAtDistance({ sourceId: 'torch', distance: 15 }, options)).toEqual({ kind: 'low-light', level: 1 });
    expect(lightAtDistance({ sourceId: 'torch', distance: 16 }, options)).toEqual({ kind: 'darkness' });
  });

  it('refuses unknown sources and fractional or negative distances', () => {
    expect(() => lightAtDistance({ sourceId: 'lantern' as never, distance: 1 })).toThrow(/Light source must be one of/);
    expect(() => lightAtDistance({ sourceId: 'torch', distance: -1 })).toThrow(RulesError);
    expect(() => lightAtDistance({ sourceId: 'torch', distance: 1.5 })).toThrow(RulesError);
  });

  it('property: light never gets brighter farther from the source', () => {
    const rank = { bright: 2, 'low-light': 1, darkness: 0 } as const;
    fc.assert(
      fc.property(fc.constantFrom('campfire', 'torch', 'candle' as const), fc.nat(40), fc.nat(40), (sourceId, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(rank[lightAtDistance({ sourceId, distance: far }).kind]).toBeLessThanOrEqual(
          rank[lightAtDistance({ sourceId, distance: near }).kind],
        );
      }),
    );
  });
});

describe('hoursOfLight', () => {
  it('"Create a Torch – enough for a total of 5 hours of light"; "1-hour Candles"', () => {
    expect(hoursOfLight([{ sourceId: 'torch', count: 1 }])).toBe(5);
    expect(hoursOfLight([{ sourceId: 'candle', count: 5 }])).toBe(5);
    expect(
      hoursOfLight([
        { sourceId: 'torch', count: 2 },
        { sourceId: 'candle', count: 3 },
      ]),
    ).toBe(13);
    expect(hoursOfLight([])).toBe(0);
    expect(() => hoursOfLight([{ sourceId: 'torch', count: -1 }])).toThrow(RulesError);
  });

  it('the torch and candle durations match the text', () => {
    expect(LIGHT_SOURCES.find((s) => s.id === 'torch')?.hours).toBe(5);
    expect(LIGHT_SOURCES.find((s) => s.id === 'candle')?.hours).toBe(1);
  });
});

describe('low light', () => {
  it('the worked example: Low Light 2, identify at 2 tiles, unpenalized to 4, a bow shot at 15 gives the defender +11', () => {
    expect(lowLightIdentifyRange(2)).toBe(2);
    expect(lowLightUnpenalizedRange(2)).toBe(4);
    expect(lowLightRangedDefenseBonus({ lowLight: 2, distance: 15 })).toBe(11);
  });

  it('no penalty within twice the Low Light level', () => {
    expect(lowLightRangedDefenseBonus({ lowLight: 20, distance: 15 })).toBe(0);
    expect(lowLightRangedDefenseBonus({ lowLight: 2, distance: 4 })).toBe(0);
  });

  it('"+1 added to their roll for each tile beyond the Low Light value" for stealth', () => {
    expect(lowLightStealthBonus({ lowLight: 3, distance: 8 })).toBe(5);
    expect(lowLightStealthBonus({ lowLight: 3, distance: 2 })).toBe(0);
  });

  it('"Races that have Dark Vision are immune to Low Light effects"', () => {
    expect(lowLightRangedDefenseBonus({ lowLight: 2, distance: 15, attackerHasDarkVision: true })).toBe(0);
    expect(lowLightStealthBonus({ lowLight: 1, distance: 10, targetHasDarkVision: true })).toBe(0);
  });

  it('"“Low Light 0” on this scale is treated as total Darkness": the Blind rules apply instead', () => {
    expect(() => lowLightRangedDefenseBonus({ lowLight: 0, distance: 3 })).toThrow(/Blind/);
    expect(() => lowLightStealthBonus({ lowLight: 0, distance: 3 })).toThrow(RulesError);
    expect(() => lowLightIdentifyRange(101)).toThrow(RulesError);
    expect(() => lowLightIdentifyRange(-1)).toThrow(RulesError);
  });
});

describe('blindNpcMovement', () => {
  // Let the Chaos Begin, the GM's 1d20 table, every roll.
  it.each([
    [1, 'diagonally-forward-left'],
    [2, 'diagonally-forward-left'],
    [3, 'forward'],
    [4, 'forward'],
    [5, 'diagonally-forward-right'],
    [6, 'diagonally-forward-right'],
    [7, 'right'],
    [8, 'right'],
    [9, 'diagonally-backward-right'],
    [10, 'diagonally-backward-right'],
    [11, 'backward'],
    [12, 'backward'],
    [13, 'diagonally-backward-left'],
    [14, 'diagonally-backward-left'],
    [15, 'left'],
    [16, 'left'],
    [17, 'remain'],
    [18, 'remain'],
    [19, 'other'],
    [20, 'other'],
  ] as const)('roll %d: %s', (roll, action) => {
    expect(blindNpcMovement(roll).action).toBe(action);
  });

  it('refuses rolls outside 1–20', () => {
    expect(() => blindNpcMovement(0)).toThrow(RulesError);
    expect(() => blindNpcMovement(21)).toThrow('d20 roll must be a whole number from 1 to 20, not 21.');
  });

  it('"they take damage equal to the total number of tiles they intended to move … This damage does not ignore armor."', () => {
    expect(blindCollisionDamage({ intendedTiles: 4, armor: 0 })).toBe(4);
    expect(blindCollisionDamage({ intendedTiles: 5, armor: 3 })).toBe(2);
    // armour soaks it all: no damage, never negative
    expect(blindCollisionDamage({ intendedTiles: 4, armor: 10 })).toBe(0);
    expect(() => blindCollisionDamage({ intendedTiles: -2, armor: 0 })).toThrow(RulesError);
    expect(() => blindCollisionDamage({ intendedTiles: 2, armor: -1 })).toThrow(
      'Armor must be a whole number 0 or more, not -1.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { woodworksLumber } from '../../src/systems/eos/rules/gathering/woodworks';
import { expectRulesError } from './gathering-expect';

describe('woodworksLumber', () => {
  it.each([
    ['crude', 1, 10],
    ['basic', 2, 20],
    ['workshop', 4, 40],
  ] as const)(
    '"For each beam processed this way, create 10 Lumber" with "Basic tool & Workshop bonuses": %s splits %i beams into %i lumber',
    (tools, beamsSplit, lumber) => {
      expect(woodworksLumber({ level: 1, tools })).toEqual({ beamsSplit, lumber });
    },
  );

  it('"Further levels in this skill do not effect rates"', () => {
    expect(woodworksLumber({ level: 12, tools: 'basic' })).toEqual(woodworksLumber({ level: 1, tools: 'basic' }));
  });

  it('"Only Crude tools and 1 rank in the woodworks skill is required"', () => {
    expectRulesError(() => woodworksLumber({ level: 0, tools: 'crude' }), 'not-allowed', /Woodworks 1/);
    expectRulesError(() => woodworksLumber({ level: 3, tools: 'none' }), 'not-allowed', /Woodworks needs at least/);
  });

  it('refuses bad levels', () => {
    expectRulesError(() => woodworksLumber({ level: -1, tools: 'crude' }), 'invalid-number', /Woodworks level/);
  });
});

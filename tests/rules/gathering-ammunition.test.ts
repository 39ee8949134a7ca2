import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ammunitionPerTask,
  arrowShafts,
  arrowheads,
  boltsFromIngots,
  type AmmunitionSkill,
} from '../../src/systems/eos/rules/gathering/ammunition';
import { expectRulesError } from './gathering-expect';

describe('ammunitionPerTask (A-18)', () => {
  it.each([
    ['bowyer', 'crude', 6],
    ['bowyer', 'basic', 12],
    ['bowyer', 'workshop', 24],
    ['crossbow-smith', 'crude', 6],
    ['crossbow-smith', 'basic', 12],
    ['crossbow-smith', 'workshop', 24],
  ] as const)(
    '"at the rate of 1 per skill point" × "Basic tools will double output & a Workshop will quadruple output": %s 6, %s → %i',
    (skill, tools, count) => {
      expect(ammunitionPerTask({ skill, level: 6, tools })).toBe(count);
    },
  );

  it('"This skill requires a minimum of Crude tools"', () => {
    expectRulesError(
      () => ammunitionPerTask({ skill: 'bowyer', level: 6, tools: 'none' }),
      'not-allowed',
      /Bowyer needs at least Crude/,
    );
  });

  it('an advanced skill needs at least 1 point', () => {
    expectRulesError(
      () => ammunitionPerTask({ skill: 'crossbow-smith', level: 0, tools: 'crude' }),
      'not-allowed',
      /Crossbow Smith is an advanced skill/,
    );
  });

  it('refuses an unknown skill', () => {
    expectRulesError(
      () => ammunitionPerTask({ skill: 'fletcher' as AmmunitionSkill, level: 3, tools: 'crude' }),
      'unknown-option',
      /Ammunition skill/,
    );
  });

  it('is monotone in level and tools', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.constantFrom('bowyer', 'crossbow-smith'), (level, skill) => {
        const crude = ammunitionPerTask({ skill, level, tools: 'crude' });
        expect(ammunitionPerTask({ skill, level: level + 1, tools: 'crude' })).toBeGreaterThan(crude);
        expect(ammunitionPerTask({ skill, level, tools: 'basic' })).toBeGreaterThan(crude);
      }),
    );
  });
});

describe('arrow and bolt materials', () => {
  it('"1 beam or 1 lumber (each granting 100 arrow shafts)"', () => {
    expect(arrowShafts(1)).toBe(100);
    expect(arrowShafts(3)).toBe(300);
  });

  it('"granting 30 per ingot used" and "breaking down 1 Bone Shard. This creates 5 Bone arrowheads"', () => {
    expect(arrowheads({ ingots: 1 })).toBe(30);
    expect(arrowheads({ boneShards: 1 })).toBe(5);
    expect(arrowheads({ ingots: 2, boneShards: 3 })).toBe(75);
  });

  it('"Each ingot can be used to create 10x 1h-c’bow bolts or 5x 2h-c’bow bolts"', () => {
    expect(boltsFromIngots({ ingots: 1, crossbow: 'one-handed' })).toBe(10);
    expect(boltsFromIngots({ ingots: 1, crossbow: 'two-handed' })).toBe(5);
    expect(boltsFromIngots({ ingots: 4, crossbow: 'two-handed' })).toBe(20);
  });

  it('refuses bad counts', () => {
    expectRulesError(() => arrowShafts(-1), 'invalid-number', /Beams or lumber/);
    expectRulesError(() => arrowheads({ boneShards: 0.5 }), 'invalid-number', /Bone shards/);
    expectRulesError(
      () => boltsFromIngots({ ingots: 1, crossbow: 'hand' as 'one-handed' }),
      'unknown-option',
      /Crossbow must be one of/,
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagesReadPerTask, pagesWrittenPerDay } from '../../src/systems/eos/rules/gathering/scholar';
import { expectRulesError } from './gathering-expect';

describe('pagesReadPerTask', () => {
  it('"at Scholar: 1, you could read 25 pages per day -or- at Scholar: 12, you could read 300 pages per day"', () => {
    expect(pagesReadPerTask(1)).toBe(25);
    expect(pagesReadPerTask(12)).toBe(300);
  });

  it('"With no Scholar skill, a character cannot read."', () => {
    expectRulesError(() => pagesReadPerTask(0), 'not-allowed', /cannot read/);
  });

  it('is 25 pages per level and rises with level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), (level) => {
        expect(pagesReadPerTask(level + 1) - pagesReadPerTask(level)).toBe(25);
      }),
    );
  });
});

describe('pagesWrittenPerDay', () => {
  it('"The rate to write a book would be 1 page per Scholar level, per day"', () => {
    expect(pagesWrittenPerDay({ level: 7, tools: 'crude' })).toBe(7);
    expect(pagesWrittenPerDay({ level: 0, tools: 'crude' })).toBe(0);
  });

  it('better tools only change the kit size, not the rate', () => {
    expect(pagesWrittenPerDay({ level: 7, tools: 'basic' })).toBe(7);
  });

  it('"This would require a minimum of Crude tools for writing utensils"', () => {
    expectRulesError(() => pagesWrittenPerDay({ level: 7, tools: 'none' }), 'not-allowed', /Writing needs/);
  });

  it('refuses bad levels', () => {
    expectRulesError(() => pagesWrittenPerDay({ level: -7, tools: 'crude' }), 'invalid-number', /Scholar level/);
  });
});

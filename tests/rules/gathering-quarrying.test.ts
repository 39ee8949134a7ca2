import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import { quarryStonesLeft, quarryingYield } from '../../src/systems/eos/rules/gathering/quarrying';
import { expectRulesError } from './gathering-expect';
import { QUARRYING_TABLE } from './gathering-printed-tables';

describe('quarryingYield', () => {
  it.each(QUARRYING_TABLE)('printed Quarrying row "Level %i": Crude %i, Basic %i stones', (level, crude, basic) => {
    expect(quarryingYield({ miningLevel: level, tools: 'crude' })).toBe(crude);
    expect(quarryingYield({ miningLevel: level, tools: 'basic' })).toBe(basic);
  });

  it.each(gathering.quarrying.printedTable)('agrees with data/eos/gathering.json row %o', (row) => {
    expect(quarryingYield({ miningLevel: row.level, tools: 'crude' })).toBe(row.crude);
    expect(quarryingYield({ miningLevel: row.level, tools: 'basic' })).toBe(row.basic);
  });

  it('C-15 "Workshop(4x) function normally with Quarrying" although the table has no Workshop column', () => {
    expect(quarryingYield({ miningLevel: 5, tools: 'workshop' })).toBe(40);
    expect(quarryingYield({ miningLevel: 12, tools: 'workshop' })).toBe(96);
  });

  it('C-15: Mining level 0 quarries 0 stones (the table starts at 1)', () => {
    expect(quarryingYield({ miningLevel: 0, tools: 'workshop' })).toBe(0);
  });

  it("C-15: Mining's tool requirement — no quarrying without tools", () => {
    expectRulesError(() => quarryingYield({ miningLevel: 3, tools: 'none' }), 'not-allowed', /Quarrying needs/);
  });

  it('"Stone Quarries … become depleted after 10,000 stones are removed"', () => {
    expect(quarryStonesLeft(0)).toBe(10000);
    expect(quarryStonesLeft(9990)).toBe(10);
    expect(quarryingYield({ miningLevel: 12, tools: 'basic', stonesLeftInQuarry: 10 })).toBe(10);
    expectRulesError(
      () => quarryingYield({ miningLevel: 12, tools: 'basic', stonesLeftInQuarry: 0 }),
      'not-allowed',
      /quarry is depleted/,
    );
    expectRulesError(() => quarryStonesLeft(10001), 'invalid-number', /Stones removed/);
  });

  it('refuses bad input', () => {
    expectRulesError(() => quarryingYield({ miningLevel: -1, tools: 'crude' }), 'invalid-number', /Mining level/);
  });

  it('is monotone in Mining level and tools, and twice the printed Crude column per level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), (level) => {
        expect(quarryingYield({ miningLevel: level + 1, tools: 'crude' })).toBeGreaterThan(
          quarryingYield({ miningLevel: level, tools: 'crude' }),
        );
        expect(quarryingYield({ miningLevel: level, tools: 'basic' })).toBe(
          2 * quarryingYield({ miningLevel: level, tools: 'crude' }),
        );
      }),
    );
  });
});

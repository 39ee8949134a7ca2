import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import gathering from '../../data/eos/gathering.json';
import { firewoodDays, loggingYield } from '../../src/systems/eos/rules/gathering/logging';
import type { ToolLevel } from '../../src/systems/eos/rules/tools';
import { expectRulesError } from './gathering-expect';
import { LOGGING_TABLE } from './gathering-printed-tables';

const KITS = ['crude', 'basic', 'workshop'] as const;

describe('loggingYield', () => {
  it.each(LOGGING_TABLE)(
    'printed Logging row "Level %i": Crude %i, Basic %i, Workshop %i beams',
    (level, crude, basic, workshop) => {
      expect(loggingYield({ level, tools: 'crude' })).toBe(crude);
      expect(loggingYield({ level, tools: 'basic' })).toBe(basic);
      expect(loggingYield({ level, tools: 'workshop' })).toBe(workshop);
    },
  );

  it.each(gathering.logging.printedTable)('agrees with data/eos/gathering.json row %o', (row) => {
    for (const tools of KITS) expect(loggingYield({ level: row.level, tools })).toBe(row[tools]);
  });

  it('"1 beam, plus an additional beam for each level": Logging 12 with Crude tools gives 13 beams', () => {
    expect(loggingYield({ level: 12, tools: 'crude' })).toBe(13);
  });

  it('keeps the formula past the printed table for races above 12 (Neo-Daemon 15): 16 beams × 4', () => {
    expect(loggingYield({ level: 15, tools: 'workshop' })).toBe(64);
  });

  it('"requiring, at minimum, Crude tools" — refuses logging without tools', () => {
    expectRulesError(() => loggingYield({ level: 3, tools: 'none' }), 'not-allowed', /Logging needs at least Crude/);
  });

  it('refuses bad input', () => {
    expectRulesError(() => loggingYield({ level: -1, tools: 'crude' }), 'invalid-number', /Logging level/);
    expectRulesError(() => loggingYield({ level: 2.5, tools: 'crude' }), 'invalid-number', /whole number/);
    expectRulesError(() => loggingYield({ level: 16, tools: 'crude' }), 'invalid-number', /0 to 15/);
    expectRulesError(
      () => loggingYield({ level: 1, tools: 'chainsaw' as ToolLevel }),
      'unknown-option',
      /Tools must be one of/,
    );
  });

  it('is monotone in level and in tools', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.constantFrom(0, 1), (level, kit) => {
        const tools = KITS[kit] ?? 'crude';
        const better = KITS[kit + 1] ?? 'workshop';
        expect(loggingYield({ level: level + 1, tools })).toBeGreaterThan(loggingYield({ level, tools }));
        expect(loggingYield({ level, tools: better })).toBeGreaterThan(loggingYield({ level, tools }));
      }),
    );
  });
});

describe('firewoodDays', () => {
  it('"each beam will last 7 days"', () => {
    expect(firewoodDays(1)).toBe(7);
    expect(firewoodDays(3)).toBe(21);
  });

  it('refuses a negative or partial beam count', () => {
    expectRulesError(() => firewoodDays(-1), 'invalid-number', /Beams/);
    expectRulesError(() => firewoodDays(0.5), 'invalid-number', /Beams/);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/rules';
import { CALCULATORS } from '../../src/rules';
import { FLOW_EXPORTS, KNOWN_GAPS } from './flow-exports';

const EXPORTS = Object.keys(rules).sort();
const RUN_BY_CALCULATORS = new Set(CALCULATORS.flatMap((calculator) => calculator.runs));

/** A source file without its comments and re-export lines: what is left is code that uses names. */
function codeOf(path: string): string {
  return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export (\*|\{[^}]*\}) from .*$/gm, '');
}

/** Times `name` is used in the file, not counting the statement that defines it. */
function uses(path: string, name: string): number {
  const code = codeOf(path);
  const all = code.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
  const definitions = code.match(new RegExp(`export (async )?(function|const|class|let) ${name}\\b`, 'g'))?.length ?? 0;
  return all - definitions;
}

describe('every rule of src/rules/index.ts can be reached by the user', () => {
  it.each(EXPORTS)('%s is used in a flow or has a calculator', (name) => {
    const reached = name in FLOW_EXPORTS || RUN_BY_CALCULATORS.has(name) || name in KNOWN_GAPS;
    expect(reached, `${name}: add a calculator for it (src/rules/calculators) or the flow that shows it`).toBe(true);
  });

  it.each(Object.entries(FLOW_EXPORTS))('%s is really used by %s', (name, path) => {
    expect(EXPORTS, `${name} is no longer exported: remove it from FLOW_EXPORTS`).toContain(name);
    expect(existsSync(new URL(`../../${path}`, import.meta.url)), path).toBe(true);
    expect(uses(path, name), `${path} does not use ${name}`).toBeGreaterThan(0);
  });

  it.each(Object.keys(KNOWN_GAPS))(
    '%s is still a known gap (remove it from KNOWN_GAPS once it is reachable)',
    (name) => {
      expect(EXPORTS).toContain(name);
      expect(name in FLOW_EXPORTS || RUN_BY_CALCULATORS.has(name)).toBe(false);
    },
  );

  it('lists no export twice across the flows and the known gaps', () => {
    expect(Object.keys(FLOW_EXPORTS).filter((name) => name in KNOWN_GAPS)).toEqual([]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/systems/eos/rules';
import { CALCULATORS } from '../../src/systems/eos/rules';
import { FLOW_EXPORTS } from './flow-exports';

const EXPORTS = Object.keys(rules).sort();
const RUN_BY_CALCULATORS = new Set(CALCULATORS.flatMap((calculator) => calculator.runs));

/** A source file without its comments and re-export lines: what is left is code that uses names. */
function codeOf(path: string): string {
  return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^export (\*|\{[^}]*\}) from .*$/gm, '');
}

/**
 * Times `name` is used in the file, not counting the statement that defines it nor a property of the same name
 * (`traits.tradeBlows` is no use of the rule tradeBlows).
 */
function uses(path: string, name: string): number {
  const code = codeOf(path);
  const all = code.match(new RegExp(`(?<![.\\w$])${name}\\b`, 'g'))?.length ?? 0;
  const definitions = code.match(new RegExp(`export (async )?(function|const|class|let) ${name}\\b`, 'g'))?.length ?? 0;
  return all - definitions;
}

/** The names of `names` that neither a flow (FLOW_EXPORTS) nor a calculator puts in front of the user. */
function unreached(names: readonly string[]): string[] {
  return names.filter((name) => !(name in FLOW_EXPORTS) && !RUN_BY_CALCULATORS.has(name));
}

describe('every rule of src/systems/eos/rules/index.ts can be reached by the user', () => {
  it.each(EXPORTS)('%s is used in a flow or has a calculator', (name) => {
    expect(
      unreached([name]),
      `${name}: add a calculator for it (src/systems/eos/rules/calculators) or the flow that shows it, or keep it internal`,
    ).toEqual([]);
  });

  it('fails for a new export that has neither', () => {
    expect(unreached(['aRuleAddedTomorrow', 'nextTurn', 'contestedRoll'])).toEqual(['aRuleAddedTomorrow']);
  });

  it.each(Object.entries(FLOW_EXPORTS))('%s is really used by %s', (name, path) => {
    expect(EXPORTS, `${name} is no longer exported: remove it from FLOW_EXPORTS`).toContain(name);
    expect(existsSync(new URL(`../../${path}`, import.meta.url)), path).toBe(true);
    expect(uses(path, name), `${path} does not use ${name}`).toBeGreaterThan(0);
  });
});

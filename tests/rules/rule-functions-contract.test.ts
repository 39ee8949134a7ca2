import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as rules from '../../src/systems/eos/rules';
import { RulesError } from '../../src/systems/eos/rules';
import { INPUT_MODELS } from './rule-input-models';

/**
 * The rules engine's promise (src/core/rules/errors.ts): no exported rule function returns NaN, returns undefined where a
 * value is due, or throws anything but a RulesError with a message. Every exported function is driven with random and
 * malformed arguments: missing, null, NaN, ±Infinity, numbers out of range, text, lists, and records whose fields are
 * the rules' own names (level, tier, body, tools …) filled with any of these, so a call gets past the first check and
 * into the rule with half a record. The seed is fixed so a failure on one machine is the same failure on every
 * machine; FC_SEED picks another and FC_RUNS how many calls each function gets.
 */

const SEED = Number(process.env.FC_SEED ?? 17);
const RUNS = Number(process.env.FC_RUNS ?? 200);

/** Field names the rules read, so that random records reach beyond the first field check. */
const FIELDS = [
  'level',
  'tier',
  'tools',
  'body',
  'mind',
  'reflex',
  'presence',
  'aura',
  'hp',
  'maxHp',
  'exp',
  'raceId',
  'race',
  'size',
  'sizeCategory',
  'tiles',
  'kind',
  'skill',
  'skills',
  'item',
  'stored',
  'capacity',
  'foodPerDay',
  'targetArmor',
  'attacker',
  'weapons',
  'specials',
  'distance',
  'combatants',
  'order',
  'pending',
  'log',
  'undo',
  'characters',
  'day',
  'stock',
  'food',
  'zones',
  'build',
  'gear',
  'spec',
  'creationStats',
  'levelStats',
] as const;

const WORDS = ['medium', 'human', 'daywalker', 'crude', 'basic', 'main-hand-melee', 'tailor', 'body', 'melee', 'xs'];

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(Number.NaN),
  fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.integer({ min: -3, max: 25 }),
  fc.double({ min: -50, max: 50 }),
  fc.constantFrom(...WORDS),
  fc.string({ maxLength: 5 }),
  fc.boolean(),
);

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Every object inside the arguments: a result may hand them back as they were (a check returns what it checked). */
function inputsOf(args: unknown, found = new Set<unknown>()): Set<unknown> {
  if (args !== null && typeof args === 'object' && !found.has(args)) {
    found.add(args);
    for (const inner of Object.values(args)) inputsOf(inner, found);
  }
  return found;
}

/**
 * The first NaN inside a result that the function made (not one handed back from its arguments), as a path
 * ("the result.terms.2.value"), or null when it is well formed.
 */
function malformedAt(result: unknown, seen: Set<unknown>, path = 'the result', depth = 0): string | null {
  if (typeof result === 'number' && Number.isNaN(result)) return `${path} is NaN`;
  if (result === null || typeof result !== 'object' || seen.has(result) || depth > 6) return null;
  seen.add(result);
  for (const [key, inner] of Object.entries(result)) {
    const found = malformedAt(inner, seen, `${path}.${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

type AnyFunction = (...args: unknown[]) => unknown;
const exported = Object.entries(rules).filter(
  (entry): entry is [string, AnyFunction] => typeof entry[1] === 'function',
);

describe('every exported rule function refuses bad input in words', () => {
  it('has an input model for each exported function, and none for a name no longer exported', () => {
    const names = exported.map(([name]) => name).sort();
    expect(
      names.filter((n) => !(n in INPUT_MODELS)),
      'exports without an input model',
    ).toEqual([]);
    expect(
      Object.keys(INPUT_MODELS).filter((n) => !names.includes(n)),
      'models of no export',
    ).toEqual([]);
  });

  const driven = exported.filter(([name]) => INPUT_MODELS[name] !== undefined && !INPUT_MODELS[name]!.notARule);

  /** A counterexample to the contract among random and malformed calls of `fn`, or null when none is found. */
  function breach(name: string, fn: AnyFunction, args: fc.Arbitrary<unknown[]>): string | null {
    const model = INPUT_MODELS[name]!;
    const details = fc.check(
      fc.property(args, (call) => {
        let result: unknown;
        try {
          result = fn(...call);
        } catch (error) {
          if (!(error instanceof RulesError)) {
            throw new Error(`${name} threw ${String(error)} instead of a RulesError`, { cause: error });
          }
          if (error.message.trim() === '') {
            throw new Error(`${name} threw a RulesError without a message`, { cause: error });
          }
          return;
        }
        if (result === undefined && !model.mayReturnUndefined) throw new Error(`${name} returned undefined`);
        const handedBack = call.some((a) => typeof a === 'number' && Number.isNaN(a) && Object.is(a, result));
        const bad = handedBack ? null : malformedAt(result, inputsOf(call));
        if (bad !== null) throw new Error(`${name}: ${bad}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    return details.failed ? `${String(details.errorInstance)} with ${fc.stringify(details.counterexample)}` : null;
  }

  const anyArgs = (arity: number) => fc.array(value, { minLength: 0, maxLength: arity + 1 });
  /** Each argument missing, null, a number, text or a list: the first thing every function must refuse. */
  const missingArgs = (arity: number) =>
    fc.array(fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.constant([])), {
      minLength: 0,
      maxLength: arity,
    });

  it.each(driven)('%s returns a well-formed value or throws a RulesError with a message', (name, fn) => {
    const { arity } = INPUT_MODELS[name]!;
    expect(breach(name, fn, missingArgs(arity))).toBeNull();
    expect(breach(name, fn, anyArgs(arity))).toBeNull();
  });
});

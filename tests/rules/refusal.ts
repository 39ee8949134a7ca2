import { expect } from 'vitest';
import { RulesError } from '../../src/systems/eos/rules';

/** Runs `call` and returns its RulesError's message; the test fails on anything else, or when nothing is refused. */
export function refusal(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(RulesError);
    return (error as RulesError).message;
  }
  throw new Error('expected a RulesError');
}

import { expect } from 'vitest';
import { RulesError, type RulesErrorCode } from '../../src/core/rules/errors';

/** Asserts that `run` throws a RulesError with `code` and a message matching `message`. */
export function expectRulesError(run: () => unknown, code: RulesErrorCode, message: RegExp | string): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(RulesError);
  const error = thrown as RulesError;
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
}

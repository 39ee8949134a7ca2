import { RulesError, fighterProblems, type WdcFighter } from '../rules';

/** An error's message for the player: the rules and the data layer speak in the player's words already. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim().length > 0) return error.message;
  return 'Something went wrong; nothing was changed.';
}

/** Runs a rule and gives its value, or the refusal in words (any other error is a bug and is thrown). */
export function attempt<T>(rule: () => T): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: rule() };
  } catch (error) {
    if (error instanceof RulesError) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * What is wrong with a stored or typed fighter, in words; a payload whose very shape is broken (a file from elsewhere)
 * says so instead of breaking the page.
 */
export function problemsOf(fighter: WdcFighter): readonly string[] {
  try {
    return fighterProblems(fighter);
  } catch {
    return ['This fighter’s record is damaged: some of its parts are missing or of the wrong kind.'];
  }
}

/** A modifier as the table says it: +4, −1, +0. */
export function signed(value: number): string {
  return value < 0 ? `−${-value}` : `+${value}`;
}

/** A probability as a percentage a player reads: 50%, 3.1%, <0.1%, >99.9%. */
export function percent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  if (p < 0.001) return '<0.1%';
  if (p > 0.999) return '>99.9%';
  const value = p * 100;
  return `${Number.isInteger(Math.round(value * 10) / 10) ? value.toFixed(0) : value.toFixed(1)}%`;
}

/** "10 of 20 throws" / "279 of 400 throws". */
export function ways(hits: number, outcomes: number): string {
  return `${hits} of ${outcomes} throws`;
}

/** "Round 2", "turn 1 of 3" … the plural of a count: "1 tile", "3 tiles". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

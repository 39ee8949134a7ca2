import type { z } from 'zod';
import { RulesError, describeValue } from './errors';

/**
 * A whole record a rule reads (a character, a fight, a day's state), checked against its zod shape before any field is
 * read, so a half-filled record is refused in words ("The character: build.levelStats.mind must be a whole number from
 * 0 to 15, not nothing") instead of surfacing as a TypeError or NaN. The shapes are loose: fields the rule does not read
 * (ids, timestamps) pass. Returns the value as given, not zod's copy, so a rule that hands its input back still does.
 */
export function requireShape<S extends z.ZodType>(label: string, value: unknown, shape: S): z.output<S> {
  const checked = shape.safeParse(value);
  if (checked.success) return value as z.output<S>;
  const [issue] = checked.error.issues;
  const path = issue?.path.length ? `${issue.path.join('.')} ` : '';
  const found = path === '' ? describeValue(value) : describeValue(valueAt(value, issue!.path));
  throw new RulesError(
    'missing-input',
    `${label}: ${path}${issue?.message ?? 'is not what the rule expects'}, not ${found}.`,
  );
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

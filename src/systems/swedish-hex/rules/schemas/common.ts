import { z } from 'zod';
import { ID_MAX, NAME_MAX, RANGE_PATTERN, TEXT_MAX } from '../limits';

/** Names every object has (`__proto__`, `toString` …) are refused as ids, as everywhere in the app. */
const BUILT_IN_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** A GM's id for a folkslag, an item or a fighter: lower-case letters, digits and dashes. */
export const HexIdSchema = z
  .string({ error: 'expected an id (text)' })
  .regex(new RegExp(`^[a-z0-9åäö][a-z0-9åäö-]{0,${ID_MAX - 1}}$`), {
    error: `expected an id of lower-case letters, digits and dashes, at most ${ID_MAX} characters`,
  })
  .refine((id) => !BUILT_IN_NAMES.has(id), { error: 'this id is a name every object has; pick another' });

/** A name typed at the table: not blank, no control characters. */
export const HexNameSchema = z
  .string({ error: 'expected a name (text)' })
  .max(NAME_MAX, { error: `a name can be at most ${NAME_MAX} characters long` })
  .refine((name) => name.trim().length > 0, { error: 'a name cannot be blank' })
  .refine((name) => !/\p{Cc}/u.test(name), { error: 'a name cannot hold control characters' });

export const HexTextSchema = z
  .string({ error: 'expected text' })
  .max(TEXT_MAX, { error: `text can be at most ${TEXT_MAX} characters long` });

/** A whole number in [min, max], with the range in the message. */
export function wholeSchema(min: number, max: number): z.ZodNumber {
  const error = `expected a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A range as the text writes it, "5-8" (or "5" for 5-5): the schema checks it, `parseRange` reads it. */
export const HexRangeSchema = z
  .string({ error: 'expected a range such as “5-8”' })
  .regex(RANGE_PATTERN, { error: 'expected a range such as “5-8” (two whole numbers from 0)' })
  .refine(
    (text) => {
      const [, low = '', high] = RANGE_PATTERN.exec(text) ?? [];
      return high === undefined || Number(low) <= Number(high);
    },
    { error: 'the first number of a range cannot be larger than the second' },
  );

/** Ids listed once each in a table. */
export function uniqueIds<T extends { readonly id: string }>(rows: readonly T[]): boolean {
  return new Set(rows.map((row) => row.id)).size === rows.length;
}

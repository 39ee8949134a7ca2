import { z } from 'zod';
import { MAX_TIER, SKILL_IDS, type ToolLevel } from '../../systems/eos/rules';
import { MAX_NAME_LENGTH, nameProblem, textProblem } from '../text-rules';

/**
 * The field helpers every table's record schema (src/db/schemas/*.ts) is built from: numbers in range, ids, names, text,
 * labels, and the few fields several tables share (a stat, a skill, a tool level). What the schemas are for is said in
 * src/db/record-schemas.ts, which gathers them per table.
 *
 * Messages read "expected a whole number from 0 to 15"; backup-validate.ts adds where
 * ("characters[2].build.creationStats.body") and what was found.
 */

/** A whole number from min to max, with one message for every way of missing it (text, 2.5, -3, 99). */
export function wholeNumber(min: number, max: number) {
  const error = `expected a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A tier: "Tiers range from 0 to 15". */
export const tier = wholeNumber(0, MAX_TIER);

/** Milliseconds since the epoch, up to the year 275760 (the largest JavaScript date). */
export const timestamp = wholeNumber(0, 8.64e15);

/**
 * Names an object has before it holds anything ("__proto__", "constructor", "toString" …). Ids key objects (a day's
 * state and plan are keyed by character id), so an id named like one would read the built-in instead of nothing, or
 * set a prototype: refused wherever an id comes in.
 */
const BUILT_IN_NAMES: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Why `key` cannot be an id of ours, or null. */
export function reservedIdProblem(key: string): string | null {
  return BUILT_IN_NAMES.has(key) ? `“${key}” is a name JavaScript keeps for itself; an id cannot be it` : null;
}

function notBuiltIn<T extends z.ZodString>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const problem = reservedIdProblem(value);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A record or item id: crypto.randomUUID() for records, readable ids ("maren-bow") for gear. */
export const id = notBuiltIn(
  z.string({ error: 'expected an id' }).regex(/^[A-Za-z0-9_-]{1,64}$/u, {
    error: 'expected an id of 1 to 64 letters, digits, “-” or “_”',
  }),
);

/**
 * A campaign's or a character's name: what validateName stores. The app stores names trimmed, so a name with spaces
 * around it was typed into the file by hand (and a limit checked on the trimmed name would let any length through).
 */
export const name = z.string({ error: 'expected a name (text)' }).superRefine((value, ctx) => {
  const trimmed = value.trim();
  const problem =
    trimmed.length === 0
      ? 'a name cannot be empty'
      : trimmed.length !== value.length
        ? `a name cannot begin or end with spaces or line breaks (this one has ${(value.length - trimmed.length).toLocaleString('en')})`
        : trimmed.length > MAX_NAME_LENGTH
          ? `a name can be at most ${MAX_NAME_LENGTH} characters long; this one has ${trimmed.length.toLocaleString('en')}`
          : nameProblem(trimmed);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem.replace(/^(cannot|is)/u, 'a name $1') });
});

/** Free text up to `max` characters (notes may hold line breaks; markup is shown as typed, never as HTML). */
export function text(max: number) {
  return z
    .string({ error: 'expected text' })
    .max(max, { error: `expected text of at most ${max.toLocaleString('en')} characters` })
    .superRefine((value, ctx) => {
      if (value.length > max) return; // said by max()
      const problem = textProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: `text ${problem}` });
    });
}

/** A short label (a gear item's name, what a pouch holds): no control characters or markup, may be empty. */
export function label(max: number) {
  return z
    .string({ error: 'expected text' })
    .max(max, { error: `expected text of at most ${max} characters` })
    .superRefine((value, ctx) => {
      if (value.length > max) return; // said by max()
      const problem = nameProblem(value);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: `a label ${problem}` });
    });
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, { error: `expected ${what}` });
}

/** Any plain object: what a pack's schema (payload-schemas.ts) then checks field by field. */
export function packObject<T>(what: string) {
  return z.custom<T>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), { error: `expected ${what}` });
}

/**
 * The stats as stored. "Starting stat points (25 total with a max of 10 in any one stat)" and the race caps ("Levels
 * higher than 12 are restricted to only a few races", Warhog Body 15) are rules validateCharacter checks; the shape
 * allows 0–15, the most any race can reach.
 */
export const stat = wholeNumber(0, 15);

export const skillId = z.string().refine((key) => (SKILL_IDS as readonly string[]).includes(key), {
  error: 'expected a skill of the rules (“bushcraft”, “bow” …)',
});

export const toolLevel = oneOf(
  ['none', 'crude', 'basic', 'workshop'] as const satisfies readonly ToolLevel[],
  'a tool level',
);

// Compile-time guards, as tldraw's tlschema keeps each record type beside its validator: every module checks its schema
// against the record type both ways (SchemaMatches), so neither can gain, lose or retype a field unnoticed.
export type Assert<T extends true> = T;
/** True when A and B are assignable to each other. */
export type BothWays<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * T with every literal widened to its primitive, every readonly and every “?” dropped, at every depth: what is left is
 * which fields there are and of what kind. An object of optional fields only (a skill → level map typed
 * Partial<Record<SkillId, number>>, which the schema reads as a record keyed by skill ids) becomes a map of its values.
 */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends Uint8Array
        ? T
        : T extends readonly (infer U)[]
          ? Widen<U>[]
          : T extends object
            ? Record<never, never> extends T
              ? { [key: string]: Widen<Exclude<T[keyof T], undefined>> }
              : { -readonly [K in keyof T]-?: Widen<T[K]> }
            : T;
/**
 * The schema's output is storable as the record type (exactly), and back the other way the two name the same fields of
 * the same kinds at every depth: the schema may narrow a field (a race id, not any text) and the rules type may be
 * readonly, nothing more.
 */
export type SchemaMatches<Output, Record> = [Output] extends [Record] ? BothWays<Widen<Output>, Widen<Record>> : false;

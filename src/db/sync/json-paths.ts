/** Small helpers over plain JSON values: equality, and reading, setting and leaving out a dotted path ("build.exp"). */

export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => jsonEqual(v, b[i]));
  const aKeys = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bKeys = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** The prefix of a payload field's key in a record's Y.Map: the envelope's `system.notes` is the key "system.notes". */
export const PAYLOAD_PREFIX = 'system.';

/**
 * A record's fields as its Y.Map holds them: the envelope's `system` payload spread one level ("system.notes",
 * "system.build" …), so two devices that change different fields of a character's payload both keep their change, as
 * with any other field. A record without a `system` object is its own fields.
 */
export function spreadPayload(record: unknown): Record<string, unknown> {
  const fields = record as Record<string, unknown>;
  if (!isPlainObject(fields.system)) return fields;
  const { system, ...rest } = fields;
  const spread: Record<string, unknown> = { ...rest };
  for (const [field, value] of Object.entries(system)) spread[`${PAYLOAD_PREFIX}${field}`] = value;
  return spread;
}

/** spreadPayload taken back: the "system.<field>" keys gathered into `system` (none: the record has no payload). */
export function gatherPayload(fields: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(fields).filter((key) => key.startsWith(PAYLOAD_PREFIX));
  if (keys.length === 0) return fields;
  const record: Record<string, unknown> = {};
  const system: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key.startsWith(PAYLOAD_PREFIX)) system[key.slice(PAYLOAD_PREFIX.length)] = value;
    else record[key] = value;
  }
  record.system = system;
  return record;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function getPath(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const key of path) {
    if (!isPlainObject(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** `value` with the path's last key set, copying only the objects on the way; unchanged when the path is not there. */
export function withPath(value: unknown, path: readonly string[], next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return next;
  if (!isPlainObject(value) || (rest.length > 0 && !Object.hasOwn(value, key))) return value;
  return { ...value, [key]: withPath(value[key], rest, next) };
}

/** `value` without the path's last key (as withPath, copying only the objects on the way). */
export function withoutPath(value: unknown, path: readonly string[]): unknown {
  const [key, ...rest] = path;
  if (key === undefined || !isPlainObject(value) || !Object.hasOwn(value, key)) return value;
  if (rest.length > 0) return { ...value, [key]: withoutPath(value[key], rest) };
  const copy = { ...value };
  delete copy[key];
  return copy;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/db/backup-codec';

/** The definition, written the slow and obvious way: every object's keys sorted, in a replacer. */
function reference(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const source = v as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(source)
        .sort()
        .map((key) => [key, source[key]]),
    );
  });
}

describe('canonicalJson', () => {
  it('sorts every object’s keys, keeps arrays in order, no spaces', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }, 'x'], e: { g: null, f: true } })).toBe(
      '{"a":[{"c":3,"d":2},"x"],"b":1,"e":{"f":true,"g":null}}',
    );
  });

  it('writes a "__proto__" key as data, in its sorted place', () => {
    const parsed = JSON.parse('{"z":1,"__proto__":{"polluted":true},"a":2}') as unknown;
    expect(canonicalJson(parsed)).toBe('{"__proto__":{"polluted":true},"a":2,"z":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the same text as the definition for any JSON value (property test)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }),
      { numRuns: 500 },
    );
  });

  it('leaves the value it was given as it was', () => {
    const value = { b: { d: 1, c: 2 }, a: [3] };
    const before = JSON.stringify(value);
    canonicalJson(value);
    expect(JSON.stringify(value)).toBe(before);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalJsonParts, utf8EncodeParts } from '../../src/db/backup-codec';

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

/**
 * Issue 7: a backup's payload is written a record at a time and encoded into one buffer. The file must not change by a
 * byte: the pieces, joined, are canonicalJson's text, and their bytes are the text's UTF-8.
 */
describe('canonicalJsonParts', () => {
  const joined = (value: unknown, depth?: number) => canonicalJsonParts(value, depth).join('');

  it('writes a payload a record at a time: one piece per record, the same text when joined', () => {
    const payload = {
      tables: { dayLogs: [{ z: 1, a: 'Maren — 1d20 − 40' }, { b: [{ y: 2, x: 1 }] }], characters: [] },
      rulingsVersion: 'r1',
      campaign: { name: 'Küste 🐺', id: 'c1' },
    };
    const parts = canonicalJsonParts(payload);
    expect(parts.join('')).toBe(canonicalJson(payload));
    expect(parts).toContain('{"a":"Maren — 1d20 − 40","z":1}');
    expect(parts).toContain('{"b":[{"x":1,"y":2}]}');
  });

  it('takes the text of a record already written instead of writing it again, and only for that very object', () => {
    const first = { z: 1, a: 2 };
    const second = { z: 1, a: 2 };
    const payload = { tables: { dayLogs: [first, second] } };
    const written = new WeakMap<object, string>([[first, canonicalJson(first)]]);
    expect(canonicalJsonParts(payload, 3, written).join('')).toBe(canonicalJson(payload));
    // Looked up, not recomputed: a text given for the first record is the one used; the equal second is written.
    written.set(first, '{"a":2,"z":1,"seen":true}');
    expect(canonicalJsonParts(payload, 3, written)).toEqual([
      '{',
      '"tables":',
      '{',
      '"dayLogs":',
      '[',
      '{"a":2,"z":1,"seen":true}',
      ',',
      '{"a":2,"z":1}',
      ']',
      '}',
      '}',
    ]);
  });

  it('leaves out what JSON leaves out of an object, and writes null for it in an array', () => {
    const value = { b: undefined, a: [undefined, () => 1, Symbol('s'), 1], c: () => 2, d: { e: undefined } };
    for (const depth of [0, 1, 2, 3]) expect(joined(value, depth)).toBe(canonicalJson(value));
    expect(joined(value)).toBe('{"a":[null,null,null,1],"d":{}}');
  });

  it('keeps JavaScript’s order for array-index keys, toJSON, and objects that are not plain', () => {
    const value = {
      levels: { '10': 'ten', '2': 'two', b: 'bee', a: 'ay' },
      when: new Date(Date.UTC(2026, 0, 5)),
      kinds: new Map([['a', 1]]),
      bare: Object.assign(Object.create(null) as object, { y: 1, x: 2 }),
      own: { toJSON: () => ({ b: 1, a: 2 }) },
    };
    for (const depth of [0, 1, 2, 3, 4]) expect(joined(value, depth)).toBe(canonicalJson(value));
    expect(joined(value)).toContain('"levels":{"2":"two","10":"ten","a":"ay","b":"bee"}');
  });

  it('gives canonicalJson’s text for any JSON value, at any depth (property test)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 0, max: 5 }), (value, depth) => {
        expect(joined(value, depth)).toBe(canonicalJson(value));
      }),
      { numRuns: 500 },
    );
  });
});

describe('utf8EncodeParts', () => {
  const utf8 = (text: string) => Array.from(new TextEncoder().encode(text));

  it('gives the UTF-8 of the joined text, growing its buffer for text of many bytes a character', () => {
    const parts = ['{"a":', '"雪の海岸 🐺🐺🐺"', ',"b":"', '€'.repeat(5000), '"}'];
    expect(Array.from(utf8EncodeParts(parts))).toEqual(utf8(parts.join('')));
    expect(utf8EncodeParts([]).byteLength).toBe(0);
  });

  it('gives the UTF-8 of the joined text for any whole pieces (property test)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' })), (parts) => {
        expect(Array.from(utf8EncodeParts(parts))).toEqual(utf8(parts.join('')));
      }),
      { numRuns: 300 },
    );
  });
});

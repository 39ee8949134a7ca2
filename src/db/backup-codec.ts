/**
 * The byte-level helpers of backups and restore points: canonical JSON (the text a checksum is taken of), SHA-256 and
 * gzip. Plain browser APIs, no Dexie: crypto.subtle, CompressionStream, TextEncoder.
 */

/**
 * JSON with every object's keys in sorted order and no spaces, so the same data always gives the same text, whatever
 * order its fields were written in. Arrays keep their order (it means something: the party's order, the log's).
 */
export function canonicalJson(value: unknown): string {
  // The sorting is done on a copy first, then the browser's own JSON.stringify writes it: twice as fast as sorting in
  // a replacer for a campaign of years (hundreds of thousands of objects).
  return JSON.stringify(withSortedKeys(value));
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Neither an object nor an array: written as it is (or left out, for undefined, functions and symbols). */
function isLeaf(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

/**
 * The value with every plain object's keys in sorted order; parts already in order are shared, not copied. A campaign
 * of years holds hundreds of thousands of objects and most are in order already, so that case allocates nothing: it
 * only looks, and goes into objects and arrays alone.
 */
function withSortedKeys(value: unknown): unknown {
  if (isLeaf(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (isLeaf(item)) continue;
      const sorted = withSortedKeys(item);
      if (sorted !== item) (copy ??= value.slice())[i] = sorted;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value as object)) return value;
  const object = value as Record<string, unknown>;
  const keys = Object.keys(object);
  for (let i = 1; i < keys.length; i++) {
    if (!(keys[i - 1]! < keys[i]!)) return sortedCopy(object, keys.sort(), -1, undefined);
  }
  for (let i = 0; i < keys.length; i++) {
    const inner = object[keys[i]!];
    if (isLeaf(inner)) continue;
    const sorted = withSortedKeys(inner);
    if (sorted !== inner) return sortedCopy(object, keys, i, sorted);
  }
  return object;
}

/**
 * A copy of `object` with `keys` (sorted) in order. The values before index `done` are known to be in order already,
 * the one at `done` is `doneValue` (-1: none is known). An ordinary object, so that copies of records of one kind
 * share one shape, which JSON.stringify writes quickly; prototype-free only when a key is "__proto__", which is then
 * plain data, never a prototype.
 */
function sortedCopy(
  object: Record<string, unknown>,
  keys: readonly string[],
  done: number,
  doneValue: unknown,
): object {
  const copy = (keys.includes('__proto__') ? Object.create(null) : {}) as Record<string, unknown>;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    copy[key] = i < done ? object[key] : i === done ? doneValue : withSortedKeys(object[key]);
  }
  return copy;
}

/** An object key that JavaScript lists before all others, in numeric order ("2" before "10"): an array index. */
function isIndexKey(key: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/u.test(key) && Number(key) < 4294967295;
}

/**
 * canonicalJson(value) as pieces, their concatenation the very same text: arrays and plain objects down to `depth`
 * levels are written here piece by piece, what lies deeper by canonicalJson, one piece each (a campaign's payload at
 * depth 3: one piece per record). Tens of small texts are quicker to write and to encode than one of tens of MB, which
 * becomes a text of two bytes a character as soon as one "—" is in it. An object whose keys JavaScript does not list
 * in the order written (array indexes), or that has its own toJSON, is one piece, as canonicalJson writes it.
 * `written` holds the canonical JSON of objects already written (an export's records, serialized as they were read):
 * an object found there at the last level is not written again.
 */
export function canonicalJsonParts(
  value: unknown,
  depth = 3,
  written?: { get(object: object): string | undefined },
): string[] {
  const parts: string[] = [];
  const write = (v: unknown, levels: number): void => {
    if (levels <= 0 || isLeaf(v) || typeof (v as { toJSON?: unknown }).toJSON === 'function') {
      parts.push((isLeaf(v) ? undefined : written?.get(v as object)) ?? canonicalJson(v));
      return;
    }
    if (Array.isArray(v)) {
      parts.push('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) parts.push(',');
        const item: unknown = v[i];
        // As JSON.stringify writes them in an array.
        if (item === undefined || typeof item === 'function' || typeof item === 'symbol') parts.push('null');
        else write(item, levels - 1);
      }
      parts.push(']');
      return;
    }
    const object = v as Record<string, unknown>;
    const keys = Object.keys(object);
    if (!isPlainObject(object) || keys.some(isIndexKey)) {
      parts.push(canonicalJson(object));
      return;
    }
    keys.sort();
    let first = true;
    parts.push('{');
    for (const key of keys) {
      const inner = object[key];
      // As JSON.stringify leaves them out of an object.
      if (inner === undefined || typeof inner === 'function' || typeof inner === 'symbol') continue;
      parts.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
      first = false;
      write(inner, levels - 1);
    }
    parts.push('}');
  };
  write(value, depth);
  return parts;
}

/** The text as UTF-8 bytes. A campaign of years is tens of MB: encode it once and hand the bytes around. */
export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

/**
 * The UTF-8 bytes of the texts one after another (of their concatenation), in one buffer. Each text is encoded into
 * the buffer in place (encodeInto): no copy of each, and several times quicker than encoding one text of tens of MB.
 */
export function utf8EncodeParts(parts: readonly string[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  let length = 0;
  for (const part of parts) length += part.length;
  // Mostly ASCII: one byte a character, and a little more; the buffer grows when the text holds more than that.
  let buffer = new Uint8Array(length + (length >> 4) + 16);
  let used = 0;
  for (const part of parts) {
    let rest = part;
    for (;;) {
      // encodeInto writes what fits, never half a character, and says how much of the text it read.
      const { read, written } = encoder.encodeInto(rest, buffer.subarray(used));
      used += written;
      if (read === rest.length) break;
      rest = rest.slice(read);
      const grown = new Uint8Array(Math.max(buffer.length * 2, used + rest.length + 16));
      grown.set(buffer.subarray(0, used));
      buffer = grown;
    }
  }
  return buffer.subarray(0, used);
}

/** SHA-256 of some bytes, as 64 lowercase hex digits. */
export async function sha256HexOfBytes(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex digits. */
export function sha256Hex(text: string): Promise<string> {
  return sha256HexOfBytes(utf8Encode(text));
}

/** The checksum of a backup's payload: SHA-256 of its canonical JSON. */
export function payloadChecksum(payload: unknown): Promise<string> {
  return sha256Hex(canonicalJson(payload));
}

async function pipe(bytes: Uint8Array, transform: GenericTransformStream): Promise<Uint8Array> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const reader = (input.pipeThrough(transform) as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** True where the browser can gzip (Chrome 80, Firefox 113, Safari 16.4 and later). */
function canCompress(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** UTF-8 bytes gzipped, or null where the browser cannot compress (the caller then stores the text as it is). */
export async function gzipBytes(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (!canCompress()) return null;
  return pipe(bytes, new CompressionStream('gzip'));
}

/** Undoes gzipBytes. Throws where the browser cannot decompress or the bytes are not gzip. */
export async function gunzipText(bytes: Uint8Array): Promise<string> {
  if (!canCompress()) throw new Error('This browser cannot decompress restore points.');
  return new TextDecoder().decode(await pipe(bytes, new DecompressionStream('gzip')));
}

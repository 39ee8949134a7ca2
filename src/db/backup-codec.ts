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

/** The value with every plain object's keys in sorted order; parts already in order are shared, not copied. */
function withSortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const sorted = withSortedKeys(item);
      if (sorted !== item) (copy ??= value.slice())[i] = sorted;
    }
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  let inOrder = true;
  for (let i = 1; i < keys.length && inOrder; i++) inOrder = keys[i - 1]! < keys[i]!;
  if (!inOrder) keys.sort();
  let changed = !inOrder;
  const values = keys.map((key) => {
    const sorted = withSortedKeys(value[key]);
    if (sorted !== value[key]) changed = true;
    return sorted;
  });
  if (!changed) return value;
  // A prototype-free object: a "__proto__" key is then plain data, never a prototype.
  const copy = Object.create(null) as Record<string, unknown>;
  keys.forEach((key, i) => (copy[key] = values[i]));
  return copy;
}

/** The text as UTF-8 bytes. A campaign of years is tens of MB: encode it once and hand the bytes around. */
export function utf8Encode(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
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

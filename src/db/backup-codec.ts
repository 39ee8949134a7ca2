/**
 * The byte-level helpers of backups and restore points: canonical JSON (the text a checksum is taken of), SHA-256 and
 * gzip. Plain browser APIs, no Dexie: crypto.subtle, CompressionStream, TextEncoder.
 */

/**
 * JSON with every object's keys in sorted order and no spaces, so the same data always gives the same text, whatever
 * order its fields were written in. Arrays keep their order (it means something: the party's order, the log's).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const source = v as Record<string, unknown>;
    // Object.fromEntries defines each key as an own property, so a "__proto__" key stays data, never a prototype.
    return Object.fromEntries(
      Object.keys(source)
        .sort()
        .map((key) => [key, source[key]]),
    );
  });
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

/** Size of the text in UTF-8 bytes. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).byteLength;
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
export function canCompress(): boolean {
  return typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';
}

/** The text gzipped, or null where the browser cannot compress (the caller then stores it as it is). */
export async function gzipText(text: string): Promise<Uint8Array | null> {
  return gzipBytes(utf8Encode(text));
}

/** UTF-8 bytes gzipped, or null where the browser cannot compress. */
export async function gzipBytes(bytes: Uint8Array): Promise<Uint8Array | null> {
  if (!canCompress()) return null;
  return pipe(bytes, new CompressionStream('gzip'));
}

/** Undoes gzipText. Throws where the browser cannot decompress or the bytes are not gzip. */
export async function gunzipText(bytes: Uint8Array): Promise<string> {
  if (!canCompress()) throw new Error('This browser cannot decompress restore points.');
  return new TextDecoder().decode(await pipe(bytes, new DecompressionStream('gzip')));
}

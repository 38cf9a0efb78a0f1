/**
 * Buffers that hold exactly their own bytes, for what a cache keeps. A Buffer may be a view of a
 * larger ArrayBuffer and keeps all of it alive: `Buffer.from` of a short text is a slice of a
 * shared 8 KiB pool, and zlib's output (gzip, brotli) smaller than its 64 KiB chunk is a slice of
 * that chunk. A page cache of 25 KiB brotli pages kept as such slices held 2.5 times its budget
 * (docs/deploy.md "Memory per process").
 */

/** The UTF-8 bytes of a text in a buffer of their own. */
export function ownBytes(text: string): Buffer {
  const buffer = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  buffer.write(text);
  return buffer;
}

/** The bytes themselves: the buffer if it owns its memory alone, else a copy that does. */
export function ownCopy(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

import { crc32, inflateRawSync } from "node:zlib";

/**
 * Reads a ZIP archive back through its central directory (as unpacking tools do), checking
 * every entry's CRC-32 and sizes; the tests' independent check of platform/zip.ts.
 */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error("no end of central directory");
  const count = archive.readUInt16LE(endAt + 10);
  const size = archive.readUInt32LE(endAt + 12);
  let at = archive.readUInt32LE(endAt + 16);
  if (at + size !== endAt) throw new Error("central directory does not end at the end record");
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const flags = archive.readUInt16LE(at + 8);
    const method = archive.readUInt16LE(at + 10);
    const checksum = archive.readUInt32LE(at + 16);
    const packed = archive.readUInt32LE(at + 20);
    const length = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extra = archive.readUInt16LE(at + 30);
    const comment = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (!(flags & 0x0800)) throw new Error(`${name}: name not marked UTF-8`);
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = archive.readUInt16LE(localAt + 26);
    const localExtra = archive.readUInt16LE(localAt + 28);
    const start = localAt + 30 + localName + localExtra;
    const body = archive.subarray(start, start + packed);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    if (method !== 0 && method !== 8) throw new Error(`${name}: method ${method}`);
    if (data.length !== length || crc32(data) !== checksum) throw new Error(`${name}: corrupt`);
    files.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

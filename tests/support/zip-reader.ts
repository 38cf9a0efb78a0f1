import { crc32, inflateRawSync } from "node:zlib";

/** An entry as the central directory names it, with where its bytes start. */
export interface ZipDirectoryEntry {
  name: string;
  method: number;
  checksum: number;
  packed: number;
  size: number;
  /** Offset of the entry's bytes, past its local header. */
  dataAt: number;
  /** The entry's central record carries a ZIP64 field. */
  zip64: boolean;
}

/** Reads `length` bytes at `at` of an archive (a Buffer, or a file too large for one). */
type ReadAt = (at: number, length: number) => Buffer;

const num = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error("zip64 value out of range");
  return Number(value);
};

/**
 * Reads a ZIP archive's central directory (as unpacking tools do), ZIP64 records included, and
 * checks each local header against it; the tests' independent check of platform/zip.ts.
 */
export function readZipDirectory(read: ReadAt, archiveSize: number): ZipDirectoryEntry[] {
  const tailLength = Math.min(archiveSize, 22 + 0xffff + 20);
  const tail = read(archiveSize - tailLength, tailLength);
  const endAt = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error("no end of central directory");
  let count = tail.readUInt16LE(endAt + 10);
  let size = tail.readUInt32LE(endAt + 12);
  let at = tail.readUInt32LE(endAt + 16);
  let directoryEnd = archiveSize - tailLength + endAt;
  const locatorAt = endAt - 20;
  if (locatorAt >= 0 && tail.readUInt32LE(locatorAt) === 0x07064b50) {
    const recordAt = num(tail.readBigUInt64LE(locatorAt + 8));
    const record = read(recordAt, 56);
    if (record.readUInt32LE(0) !== 0x06064b50) throw new Error("bad zip64 end record");
    if (recordAt + 56 !== directoryEnd - 20) throw new Error("zip64 end record misplaced");
    count = num(record.readBigUInt64LE(32));
    size = num(record.readBigUInt64LE(40));
    at = num(record.readBigUInt64LE(48));
    directoryEnd = recordAt;
  } else if (count === 0xffff || size === 0xffffffff || at === 0xffffffff) {
    throw new Error("zip64 values without a zip64 end record");
  }
  if (at + size !== directoryEnd) throw new Error("central directory does not end where it should");
  const directory = read(at, size);
  const entries: ZipDirectoryEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (directory.readUInt32LE(p) !== 0x02014b50) throw new Error(`bad central header ${i}`);
    const flags = directory.readUInt16LE(p + 8);
    const method = directory.readUInt16LE(p + 10);
    const checksum = directory.readUInt32LE(p + 16);
    let packed = directory.readUInt32LE(p + 20);
    let length = directory.readUInt32LE(p + 24);
    const nameLength = directory.readUInt16LE(p + 28);
    const extraLength = directory.readUInt16LE(p + 30);
    const comment = directory.readUInt16LE(p + 32);
    let localAt = directory.readUInt32LE(p + 42);
    const name = directory.subarray(p + 46, p + 46 + nameLength).toString("utf8");
    const extra = directory.subarray(p + 46 + nameLength, p + 46 + nameLength + extraLength);
    let zip64 = false;
    if (extraLength) {
      if (extra.readUInt16LE(0) !== 1) throw new Error(`${name}: unknown extra field`);
      zip64 = true;
      // Only the values whose 32-bit field overflows are there, in this order.
      let q = 4;
      const next = () => num(extra.readBigUInt64LE((q += 8) - 8));
      if (length === 0xffffffff) length = next();
      if (packed === 0xffffffff) packed = next();
      if (localAt === 0xffffffff) localAt = next();
      if (q !== extra.length) throw new Error(`${name}: zip64 field of the wrong size`);
    }
    if (!(flags & 0x0800)) throw new Error(`${name}: name not marked UTF-8`);
    if (flags & 0x0008) throw new Error(`${name}: data descriptor`);
    if (method !== 0 && method !== 8) throw new Error(`${name}: method ${method}`);
    const local = read(localAt, 30);
    if (local.readUInt32LE(0) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = local.readUInt16LE(26);
    const localExtra = local.readUInt16LE(28);
    const localBig = local.readUInt32LE(18) === 0xffffffff;
    const fields = read(localAt + 30, localName + localExtra);
    if (fields.subarray(0, localName).toString("utf8") !== name) {
      throw new Error(`${name}: local header names another entry`);
    }
    const localSizes = localBig
      ? [num(fields.readBigUInt64LE(localName + 12)), num(fields.readBigUInt64LE(localName + 4))]
      : [local.readUInt32LE(18), local.readUInt32LE(22)];
    if (
      local.readUInt32LE(14) !== checksum ||
      localSizes[0] !== packed ||
      localSizes[1] !== length
    ) {
      throw new Error(`${name}: local header disagrees with the directory`);
    }
    entries.push({
      name,
      method,
      checksum,
      packed,
      size: length,
      dataAt: localAt + 30 + localName + localExtra,
      zip64,
    });
    p += 46 + nameLength + extraLength + comment;
  }
  return entries;
}

/** An entry's unpacked bytes, checked against its CRC-32 and size. */
export function unpackZipEntry(read: ReadAt, entry: ZipDirectoryEntry): Buffer {
  const body = read(entry.dataAt, entry.packed);
  const data = entry.method === 8 ? inflateRawSync(body) : Buffer.from(body);
  if (data.length !== entry.size || crc32(data) !== entry.checksum) {
    throw new Error(`${entry.name}: corrupt`);
  }
  return data;
}

/** Every entry of an archive in memory, by name, each checked. */
export function readZip(archive: Buffer): Map<string, Buffer> {
  const read: ReadAt = (at, length) => {
    if (at < 0 || at + length > archive.length) throw new Error("read beyond the archive");
    return archive.subarray(at, at + length);
  };
  const files = new Map<string, Buffer>();
  for (const entry of readZipDirectory(read, archive.length)) {
    files.set(entry.name, unpackZipEntry(read, entry));
  }
  return files;
}

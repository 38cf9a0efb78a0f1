import { crc32, deflateRawSync } from "node:zlib";

// A minimal ZIP writer (PKWARE APPNOTE 6.3: local headers, central directory, end record) for
// the data export, written as a stream: the archive leaves in chunks as its entries are read,
// so an export of many application files never sits in memory (ADR 047). What is kept until
// the end is the central directory, some 50 bytes and the name per entry.
//
// Small entries (JSON, invoice PDFs) are given as bytes and deflated unless that would not
// make them smaller. A streamed entry (a file from storage) is stored as it is: applicants'
// files are PDF, DOCX, JPEG or PNG, compressed already. Its stream is read twice, once for
// its CRC-32 and size and once to write it, so every local header holds the true values and
// no data descriptor is needed (tools that unpack while reading cannot find the end of a
// stored entry without one).
//
// ZIP64 records are added only when a size, an offset or the number of entries needs them, so
// a small archive stays a plain ZIP. Names are UTF-8 (flag bit 11).

/** Bytes read when the entry is written: called twice, each call a fresh stream of the same bytes. */
export type ZipSource = () => AsyncIterable<Uint8Array>;

export interface ZipEntry {
  /** Path inside the archive, with "/" between folders (e.g. "invoices/WW-2026-0001.pdf"). */
  name: string;
  data: Buffer | string | ZipSource;
  /**
   * A streamed source whose file is gone (ENOENT) by the time its entry comes is left out,
   * instead of breaking the archive: a file deleted while the archive is being written.
   */
  skipIfGone?: boolean;
}

const isGone = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATE = 8;
const VERSION = 20;
const VERSION_ZIP64 = 45;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

/** MS-DOS date and time of the entries (local time as the format expects; 2-second steps). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function assertName(name: string): void {
  // Unpacking tools write entries where the name says: no absolute paths, no "..", no "\".
  const parts = name.split("/");
  if (
    !name ||
    name.startsWith("/") ||
    name.includes("\\") ||
    name.includes("\0") ||
    parts.some((part) => part === "" || part === "." || part === "..")
  ) {
    throw new Error(`invalid zip entry name: ${JSON.stringify(name)}`);
  }
}

/** A ZIP64 extended information field (tag 1) with the given 8-byte values. */
function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
  return extra;
}

interface EntryInfo {
  method: number;
  checksum: number;
  packed: number;
  size: number;
}

/**
 * The archive's bookkeeping: the offset written so far and the central directory. `local()`
 * answers an entry's local header and notes its central record; the caller then writes the
 * entry's `packed` bytes; `end()` answers the directory and the end records.
 */
class ZipWriter {
  private offset = 0;
  private count = 0;
  private readonly central: Buffer[] = [];
  private directorySize = 0;
  private readonly seen = new Set<string>();
  private readonly time: number;
  private readonly date: number;

  constructor(modified: Date) {
    ({ time: this.time, date: this.date } = dosDateTime(modified));
  }

  local(entryName: string, info: EntryInfo): Buffer {
    assertName(entryName);
    if (this.seen.has(entryName)) throw new Error(`duplicate zip entry name: ${entryName}`);
    this.seen.add(entryName);
    const name = Buffer.from(entryName, "utf8");
    if (name.length > MAX_16) throw new Error("zip entry name too long");
    const { method, checksum, packed, size } = info;
    // The local header's ZIP64 field holds both sizes, the central one only what overflows.
    const big = size >= MAX_32 || packed >= MAX_32;
    const localExtra = big ? zip64Extra([size, packed]) : Buffer.alloc(0);
    const centralValues = [
      ...(size >= MAX_32 ? [size] : []),
      ...(packed >= MAX_32 ? [packed] : []),
      ...(this.offset >= MAX_32 ? [this.offset] : []),
    ];
    const centralExtra = centralValues.length ? zip64Extra(centralValues) : Buffer.alloc(0);
    const version = centralValues.length ? VERSION_ZIP64 : VERSION;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(big ? VERSION_ZIP64 : VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(this.time, 10);
    local.writeUInt16LE(this.date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(big ? MAX_32 : packed, 18);
    local.writeUInt32LE(big ? MAX_32 : size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(version, 4);
    header.writeUInt16LE(version, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(this.time, 12);
    header.writeUInt16LE(this.date, 14);
    header.writeUInt32LE(checksum, 16);
    header.writeUInt32LE(Math.min(packed, MAX_32), 20);
    header.writeUInt32LE(Math.min(size, MAX_32), 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt16LE(centralExtra.length, 30);
    // Comment, disk number, internal and external attributes: all zero.
    header.writeUInt32LE(Math.min(this.offset, MAX_32), 42);

    const head = Buffer.concat([local, name, localExtra]);
    this.central.push(header, name, centralExtra);
    this.directorySize += header.length + name.length + centralExtra.length;
    this.offset += head.length + packed;
    this.count++;
    return head;
  }

  end(): Buffer {
    const at = this.offset;
    const size = this.directorySize;
    const zip64 = this.count >= MAX_16 || size >= MAX_32 || at >= MAX_32;
    const records: Buffer[] = [...this.central];
    if (zip64) {
      const record = Buffer.alloc(56);
      record.writeUInt32LE(0x06064b50, 0);
      record.writeBigUInt64LE(44n, 4); // the size of what follows this field
      record.writeUInt16LE(VERSION_ZIP64, 12);
      record.writeUInt16LE(VERSION_ZIP64, 14);
      // Disk numbers (16, 20): zero.
      record.writeBigUInt64LE(BigInt(this.count), 24);
      record.writeBigUInt64LE(BigInt(this.count), 32);
      record.writeBigUInt64LE(BigInt(size), 40);
      record.writeBigUInt64LE(BigInt(at), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(at + size), 8);
      locator.writeUInt32LE(1, 16);
      records.push(record, locator);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(this.count, MAX_16), 8);
    end.writeUInt16LE(Math.min(this.count, MAX_16), 10);
    end.writeUInt32LE(Math.min(size, MAX_32), 12);
    end.writeUInt32LE(Math.min(at, MAX_32), 16);
    records.push(end);
    return Buffer.concat(records);
  }
}

/** An entry given as bytes: its local header and body, deflated if that makes it smaller. */
function bytesEntry(writer: ZipWriter, name: string, data: Buffer | string): Buffer[] {
  const raw = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  const deflated = deflateRawSync(raw);
  const method = deflated.length < raw.length ? DEFLATE : STORED;
  const body = method === DEFLATE ? deflated : raw;
  const head = writer.local(name, {
    method,
    checksum: crc32(raw),
    packed: body.length,
    size: raw.length,
  });
  return [head, body];
}

/**
 * The archive as a stream of chunks, read entry by entry as the consumer asks for more: a
 * streamed entry's chunks pass through one at a time. A source that reads differently the
 * second time throws, since the header already sent would be wrong.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  modified: Date = new Date(),
): AsyncGenerator<Buffer> {
  const writer = new ZipWriter(modified);
  for await (const entry of entries) {
    if (typeof entry.data !== "function") {
      yield* bytesEntry(writer, entry.name, entry.data);
      continue;
    }
    let checksum = 0;
    let size = 0;
    try {
      for await (const chunk of entry.data()) {
        checksum = crc32(chunk, checksum);
        size += chunk.length;
      }
    } catch (error) {
      // Nothing of the entry has been written yet: it can still be left out.
      if (entry.skipIfGone && isGone(error)) continue;
      throw error;
    }
    yield writer.local(entry.name, { method: STORED, checksum, packed: size, size });
    let again = 0;
    let written = 0;
    for await (const chunk of entry.data()) {
      again = crc32(chunk, again);
      written += chunk.length;
      if (written > size) break;
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
    }
    if (written !== size || again !== checksum) {
      throw new Error(`zip entry changed while it was written: ${entry.name}`);
    }
  }
  yield writer.end();
}

/** A whole archive of entries given as bytes, in memory (e.g. a DOCX for the tests). */
export function createZip(
  entries: { name: string; data: Buffer | string }[],
  modified: Date = new Date(),
): Buffer {
  const writer = new ZipWriter(modified);
  const parts = entries.flatMap((entry) => bytesEntry(writer, entry.name, entry.data));
  return Buffer.concat([...parts, writer.end()]);
}

import { crc32, deflateRawSync } from "node:zlib";

// A minimal ZIP writer (PKWARE APPNOTE 6.3: local headers, central directory, end record) for
// the data export. Everything is in memory: an export is a few JSON files and invoice PDFs.
// No ZIP64, so an archive stays below 4 GiB and 65,535 entries; names are UTF-8 (flag bit 11).

export interface ZipEntry {
  /** Path inside the archive, with "/" between folders (e.g. "invoices/WW-2026-0001.pdf"). */
  name: string;
  data: Buffer | string;
}

const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATE = 8;
const VERSION = 20;
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

/** The archive's bytes; each entry is deflated unless that would not make it smaller. */
export function createZip(entries: ZipEntry[], modified: Date = new Date()): Buffer {
  if (entries.length > 0xffff) throw new Error("too many zip entries");
  const { time, date } = dosDateTime(modified);
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  const seen = new Set<string>();
  let offset = 0;

  for (const entry of entries) {
    assertName(entry.name);
    if (seen.has(entry.name)) throw new Error(`duplicate zip entry name: ${entry.name}`);
    seen.add(entry.name);
    const name = Buffer.from(entry.name, "utf8");
    const raw = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : entry.data;
    const deflated = deflateRawSync(raw);
    const method = deflated.length < raw.length ? DEFLATE : STORED;
    const body = method === DEFLATE ? deflated : raw;
    const checksum = crc32(raw);
    if (raw.length > MAX_32 || offset + body.length > MAX_32) throw new Error("zip too large");

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(UTF8_NAMES, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(checksum, 16);
    header.writeUInt32LE(body.length, 20);
    header.writeUInt32LE(raw.length, 24);
    header.writeUInt16LE(name.length, 28);
    // Extra field, comment, disk number, internal and external attributes: all zero.
    header.writeUInt32LE(offset, 42);

    parts.push(local, name, body);
    central.push(header, name);
    offset += local.length + name.length + body.length;
  }

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readZip, readZipDirectory, unpackZipEntry } from "#tests/support/zip-reader.ts";
import { createZip, zipStream, type ZipEntry, type ZipSource } from "./zip.ts";

const entries = [
  { name: "LIESMICH.txt", data: "Grüße aus der Gärtnerei\n".repeat(50) },
  { name: "account.json", data: JSON.stringify({ name: "Kim Müller" }) },
  // Random bytes do not shrink: stored, not deflated.
  { name: "invoices/WW-2026-0001.pdf", data: randomBytes(3000) },
  { name: "leer.json", data: "" },
];

/** A stream of the bytes in chunks of `size`, as a file read from storage comes. */
const chunked = (bytes: Buffer, size = 64 * 1024): ZipSource =>
  async function* () {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  };

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

/**
 * Runs an independent unpacker over the archive: `unzip -t` (Info-ZIP), else Python's
 * zipfile; answers its listing, or null on a machine with neither (the tests' own reader has
 * checked the archive then).
 */
function testWithUnzipper(path: string): string | null {
  try {
    const listing = execFileSync("unzip", ["-t", path], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(listing).toMatch(/No errors detected/);
    return listing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  try {
    return execFileSync("python3", ["-m", "zipfile", "-t", path], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return null;
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ww-zip-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("createZip", () => {
  it("writes an archive whose entries read back byte for byte", () => {
    const files = readZip(createZip(entries));
    expect([...files.keys()]).toEqual(entries.map((e) => e.name));
    for (const entry of entries) {
      expect(files.get(entry.name)!.equals(Buffer.from(entry.data))).toBe(true);
    }
  });

  it("is read by an independent unpacker (unzip -t, else Python's zipfile)", () => {
    const path = join(dir, "export.zip");
    writeFileSync(path, createZip(entries));
    const listing = testWithUnzipper(path);
    for (const entry of entries) if (listing !== null) expect(listing).toContain(entry.name);
  });

  it("refuses names an unpacker could write outside its folder, and duplicates", async () => {
    for (const name of ["../x", "/etc/x", "a/../../x", "a\\b", "", "a//b", "a/./b"]) {
      expect(() => createZip([{ name, data: "x" }]), name).toThrow(/invalid zip entry name/);
      await expect(collect(zipStream([{ name, data: chunked(Buffer.from("x")) }]))).rejects.toThrow(
        /invalid zip entry name/,
      );
    }
    expect(() =>
      createZip([
        { name: "a", data: "1" },
        { name: "a", data: "2" },
      ]),
    ).toThrow(/duplicate/);
  });
});

describe("zipStream", () => {
  const cv = randomBytes(300 * 1024 + 17);
  const streamed: ZipEntry[] = [
    ...entries,
    { name: "applications/7/Lebenslauf.pdf", data: chunked(cv) },
    { name: "applications/7/leer.pdf", data: chunked(Buffer.alloc(0)) },
    { name: "applications/8/Zeugnis.pdf", data: chunked(cv, 1000) },
  ];

  it("streams entries as they are read; an unpacker gets every file back byte for byte", async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of zipStream(streamed)) {
      // The file's chunks pass through as they come, none larger than one read.
      expect(chunk.length).toBeLessThanOrEqual(64 * 1024 + 1024);
      chunks.push(chunk);
    }
    const archive = Buffer.concat(chunks);
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(streamed.map((e) => e.name));
    expect(files.get("applications/7/Lebenslauf.pdf")!.equals(cv)).toBe(true);
    // A small archive stays a plain ZIP: no ZIP64 record anywhere.
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);

    const path = join(dir, "export.zip");
    writeFileSync(path, archive);
    const listing = testWithUnzipper(path);
    if (listing !== null) expect(listing).toContain("applications/7/Lebenslauf.pdf");
    // Unpacked by a real unzipper into a folder: the same bytes.
    const out = join(dir, "out");
    try {
      execFileSync("unzip", ["-q", path, "-d", out]);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      try {
        execFileSync("python3", ["-m", "zipfile", "-e", path, out]);
      } catch (fallback) {
        if ((fallback as NodeJS.ErrnoException).code !== "ENOENT") throw fallback;
        return;
      }
    }
    for (const entry of entries) {
      expect(readFileSync(join(out, entry.name)).equals(Buffer.from(entry.data))).toBe(true);
    }
    expect(readFileSync(join(out, "applications/7/Lebenslauf.pdf")).equals(cv)).toBe(true);
    expect(readFileSync(join(out, "applications/8/Zeugnis.pdf")).equals(cv)).toBe(true);
    expect(readFileSync(join(out, "applications/7/leer.pdf")).length).toBe(0);
  });

  it("writes the same archive as createZip for entries given as bytes", async () => {
    const modified = new Date(2026, 4, 1, 12, 30);
    expect((await collect(zipStream(entries, modified))).equals(createZip(entries, modified))).toBe(
      true,
    );
  });

  it("fails, rather than finishing the archive, when a file reads differently the second time", async () => {
    let reads = 0;
    const changing: ZipSource = async function* () {
      reads++;
      yield reads === 1 ? cv : Buffer.concat([cv, Buffer.from("mehr")]);
    };
    const shrinking: ZipSource = async function* () {
      yield reads++ === 0 ? cv : cv.subarray(1);
    };
    for (const data of [changing, shrinking]) {
      reads = 0;
      const chunks: Buffer[] = [];
      await expect(
        (async () => {
          for await (const chunk of zipStream([{ name: "cv.pdf", data }])) chunks.push(chunk);
        })(),
      ).rejects.toThrow(/changed while it was written/);
      // No end record was written: the bytes sent are no ZIP.
      expect(() => readZip(Buffer.concat(chunks))).toThrow(/no end of central directory/);
    }
    const failing: ZipSource = async function* () {
      yield cv.subarray(0, 10);
      throw Object.assign(new Error("gone"), { code: "ENOENT" });
    };
    await expect(collect(zipStream([{ name: "cv.pdf", data: failing }]))).rejects.toThrow("gone");
  });

  it("leaves out a file gone before its entry when the entry allows it, and only then", async () => {
    const gone: ZipSource = async function* () {
      yield* [];
      throw Object.assign(new Error("gone"), { code: "ENOENT" });
    };
    const archive = await collect(
      zipStream([
        { name: "vorher.txt", data: "vorher" },
        { name: "zurueckgezogen.pdf", data: gone, skipIfGone: true },
        { name: "nachher.pdf", data: chunked(cv) },
      ]),
    );
    const files = readZip(archive);
    expect([...files.keys()]).toEqual(["vorher.txt", "nachher.pdf"]);
    expect(files.get("nachher.pdf")!.equals(cv)).toBe(true);
    // Any other failure still breaks the archive.
    const broken: ZipSource = async function* () {
      yield* [];
      throw Object.assign(new Error("kaputt"), { code: "EIO" });
    };
    await expect(
      collect(zipStream([{ name: "a.pdf", data: broken, skipIfGone: true }])),
    ).rejects.toThrow("kaputt");
  });

  it("adds ZIP64 records for more than 65,535 entries", async () => {
    const count = 70_000;
    const digits = [..."0123456789"].map((digit) => chunked(Buffer.from(digit)));
    const many = function* (): Generator<ZipEntry> {
      for (let i = 0; i < count; i++) yield { name: `e/${i}`, data: digits[i % 10]! };
    };
    const archive = await collect(zipStream(many()));
    const path = join(dir, "many.zip");
    writeFileSync(path, archive);
    const files = readZip(archive);
    expect(files.size).toBe(count);
    expect(files.get("e/69999")!.toString()).toBe("9");
    // The plain end record says "see ZIP64" in its count fields.
    const end = archive.subarray(archive.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(0xffff);
    const listing = testWithUnzipper(path);
    if (listing !== null) expect(listing).toContain("e/69999");
  });

  it("adds ZIP64 fields for an entry over 4 GiB and the offsets behind it", async () => {
    // 4 GiB and a little of zeros, written to a sparse file: the zero chunks are skipped over,
    // the rest (headers, the small entries, the directory) is written where it belongs.
    const zeros = Buffer.alloc(16 * 1024 * 1024);
    const bigSize = 2 ** 32 + 5 * 1024 * 1024;
    const big: ZipSource = async function* () {
      for (let left = bigSize; left > 0; left -= zeros.length) {
        yield left >= zeros.length ? zeros : zeros.subarray(0, left);
      }
    };
    const path = join(dir, "big.zip");
    const fd = openSync(path, "w");
    let at = 0;
    try {
      for await (const chunk of zipStream([
        { name: "vorher.txt", data: "vorher" },
        { name: "gross.bin", data: big },
        { name: "nachher.txt", data: "nachher" },
        { name: "nachher.bin", data: chunked(randomBytes(1000)) },
      ])) {
        if (chunk.buffer !== zeros.buffer) writeSync(fd, chunk, 0, chunk.length, at);
        at += chunk.length;
      }
    } finally {
      closeSync(fd);
    }
    expect(statSync(path).size).toBe(at);

    const handle = openSync(path, "r");
    try {
      const read = (offset: number, length: number) => {
        const buffer = Buffer.alloc(length);
        expect(readSync(handle, buffer, 0, length, offset)).toBe(length);
        return buffer;
      };
      const directory = readZipDirectory(read, at);
      expect(directory.map((e) => [e.name, e.size, e.zip64])).toEqual([
        ["vorher.txt", 6, false],
        ["gross.bin", bigSize, true],
        ["nachher.txt", 7, true],
        ["nachher.bin", 1000, true],
      ]);
      expect(directory[2]!.dataAt).toBeGreaterThan(2 ** 32);
      expect(unpackZipEntry(read, directory[2]!).toString()).toBe("nachher");
      unpackZipEntry(read, directory[3]!);
    } finally {
      closeSync(handle);
    }
    // Python's zipfile follows the ZIP64 records to the entries behind 4 GiB. The large entry's
    // CRC is not checked here (4 GiB more to read); the other tests check streamed CRCs.
    try {
      const out = execFileSync(
        "python3",
        [
          "-c",
          "import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(z.getinfo('gross.bin').file_size, z.read('nachher.txt').decode(), len(z.read('nachher.bin')))",
          path,
        ],
        { encoding: "utf8" },
      );
      expect(out.trim()).toBe(`${bigSize} nachher 1000`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }, 120_000);
});

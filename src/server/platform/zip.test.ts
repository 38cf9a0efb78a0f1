import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readZip } from "#tests/support/zip-reader.ts";
import { createZip } from "./zip.ts";

const entries = [
  { name: "LIESMICH.txt", data: "Grüße aus der Gärtnerei\n".repeat(50) },
  { name: "account.json", data: JSON.stringify({ name: "Kim Müller" }) },
  // Random bytes do not shrink: stored, not deflated.
  { name: "invoices/WW-2026-0001.pdf", data: randomBytes(3000) },
  { name: "leer.json", data: "" },
];

describe("createZip", () => {
  it("writes an archive whose entries read back byte for byte", () => {
    const files = readZip(createZip(entries));
    expect([...files.keys()]).toEqual(entries.map((e) => e.name));
    for (const entry of entries) {
      expect(files.get(entry.name)!.equals(Buffer.from(entry.data))).toBe(true);
    }
  });

  it("is read by an independent unpacker (unzip -t, else Python's zipfile)", () => {
    const dir = mkdtempSync(join(tmpdir(), "ww-zip-"));
    try {
      const path = join(dir, "export.zip");
      writeFileSync(path, createZip(entries));
      let listing: string;
      try {
        listing = execFileSync("unzip", ["-t", path], { encoding: "utf8" });
        expect(listing).toMatch(/No errors detected/);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        listing = execFileSync("python3", ["-m", "zipfile", "-t", path], { encoding: "utf8" });
      }
      for (const entry of entries) expect(listing).toContain(entry.name);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses names an unpacker could write outside its folder, and duplicates", () => {
    for (const name of ["../x", "/etc/x", "a/../../x", "a\\b", "", "a//b", "a/./b"]) {
      expect(() => createZip([{ name, data: "x" }]), name).toThrow(/invalid zip entry name/);
    }
    expect(() =>
      createZip([
        { name: "a", data: "1" },
        { name: "a", data: "2" },
      ]),
    ).toThrow(/duplicate/);
  });
});

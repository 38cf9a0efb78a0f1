import { gzipSync, brotliCompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ownBytes, ownCopy } from "./own-buffer.ts";

describe("own buffers", () => {
  it("copies zlib's output out of its chunk, bytes unchanged", () => {
    for (const compressed of [gzipSync("Gärtner/in (m/w/d)"), brotliCompressSync("Baumschule")]) {
      const own = ownCopy(compressed);
      expect(own.equals(compressed)).toBe(true);
      expect(own.buffer.byteLength).toBe(compressed.length);
    }
  });

  it("keeps a buffer that already owns its memory", () => {
    const whole = Buffer.allocUnsafeSlow(100).fill(1);
    expect(ownCopy(whole)).toBe(whole);
  });

  it("writes a text's UTF-8 bytes into memory of their own", () => {
    const bytes = ownBytes("Obstbau in Müncheberg");
    expect(bytes.toString()).toBe("Obstbau in Müncheberg");
    expect(bytes.buffer.byteLength).toBe(Buffer.byteLength("Obstbau in Müncheberg"));
  });
});

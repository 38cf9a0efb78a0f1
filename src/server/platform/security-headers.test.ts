import { describe, expect, it } from "vitest";
import { nextNonce } from "./security-headers.ts";

describe("CSP nonces", () => {
  it("are 16 random bytes each and never repeat, also across refills of the random pool", () => {
    // 4 KiB per draw from the CSPRNG: 256 nonces a pool, so 1,000 span four refills.
    const nonces = Array.from({ length: 1_000 }, () => nextNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
  });
});

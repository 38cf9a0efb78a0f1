import { describe, expect, it } from "vitest";
import { derivedToken, derivedTokenId, verifyDerivedToken } from "./derived-tokens.ts";

const key = "k".repeat(43);
const row = { id: 42, created_at: new Date("2026-11-27T10:00:00.123Z") };

describe("derived tokens", () => {
  it("verifies its own purpose, row and key only", () => {
    const token = derivedToken(key, "job-alert:confirm", row);
    expect(derivedTokenId(token)).toBe(42);
    expect(verifyDerivedToken(key, "job-alert:confirm", token, row)).toBe(true);
    expect(verifyDerivedToken(key, "job-alert:manage", token, row)).toBe(false);
    // One feature's token never opens another's row of the same id.
    expect(verifyDerivedToken(key, "application:view", token, row)).toBe(false);
    expect(verifyDerivedToken("x".repeat(43), "job-alert:confirm", token, row)).toBe(false);
    // A later row with the same id (created at another instant) does not accept it.
    expect(
      verifyDerivedToken(key, "job-alert:confirm", token, {
        id: 42,
        created_at: new Date(row.created_at.getTime() + 1),
      }),
    ).toBe(false);
    expect(verifyDerivedToken(key, "job-alert:confirm", token, { ...row, id: 43 })).toBe(false);
  });

  it("reads no id from malformed tokens", () => {
    const token = derivedToken(key, "application:view", row);
    for (const bad of [
      "",
      "42",
      "42.",
      "abc.def",
      `0.${token.split(".")[1]}`,
      `99999999999.${token.split(".")[1]}`,
      `${token}x`,
      ` ${token}`,
    ]) {
      expect(derivedTokenId(bad)).toBeNull();
    }
    for (const at of [token.indexOf(".") + 1, token.length - 5, token.length - 1]) {
      const changed = token.slice(0, at) + (token[at] === "A" ? "B" : "A") + token.slice(at + 1);
      expect(verifyDerivedToken(key, "application:view", changed, row)).toBe(false);
    }
  });
});

import { describe, expect, it } from "vitest";
import { sameValues } from "./same-values.ts";

describe("sameValues", () => {
  it("ignores key order, also nested", () => {
    expect(sameValues({ a: 1, b: { x: "1", y: [1, 2] } }, { b: { y: [1, 2], x: "1" }, a: 1 })).toBe(
      true,
    );
  });

  it("treats a missing key, undefined and null as nothing entered", () => {
    expect(sameValues({ a: undefined, b: null }, {})).toBe(true);
    expect(sameValues({ location: undefined }, { location: null })).toBe(true);
  });

  it("sees changed text, changed order in lists and an empty string as a change", () => {
    expect(sameValues({ title: "Gärtner" }, { title: "Gärtner/in" })).toBe(false);
    expect(sameValues({ sectors: [1, 2] }, { sectors: [2, 1] })).toBe(false);
    expect(sameValues({ starts_at: "" }, { starts_at: null })).toBe(false);
  });
});

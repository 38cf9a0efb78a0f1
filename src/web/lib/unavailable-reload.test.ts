import { describe, expect, it } from "vitest";
import { MAX_RELOAD_DELAY_S, reloadDelaySeconds } from "./unavailable-reload.ts";

describe("reloadDelaySeconds", () => {
  it("doubles from 2 s and stops at 60 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(reloadDelaySeconds)).toEqual([
      2, 4, 8, 16, 32, 60, 60, 60,
    ]);
    expect(reloadDelaySeconds(1000)).toBe(MAX_RELOAD_DELAY_S);
  });
});

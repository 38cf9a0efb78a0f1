import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTO_RELOAD_WINDOW_MS, claimAutoReload, isLoadFailure } from "./load-failure.ts";

describe("isLoadFailure", () => {
  it("knows the browsers' messages for a chunk or manifest that did not arrive", () => {
    for (const error of [
      new TypeError("Failed to fetch dynamically imported module: https://x.example/assets/a.js"),
      new TypeError("error loading dynamically imported module: https://x.example/assets/a.js"),
      new TypeError("Importing a module script failed."),
      new Error("Unable to preload CSS for /assets/a.css"),
      new Error("Unable to discover routes due to manifest version mismatch."),
      new TypeError("Failed to fetch"),
      new TypeError("Load failed"),
    ]) {
      expect(isLoadFailure(error), error.message).toBe(true);
    }
  });

  it("leaves bugs and answers of the server to the ordinary error page", () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error("Failed to fetch the user"),
      "Failed to fetch dynamically imported module",
      { status: 500 },
      null,
    ]) {
      expect(isLoadFailure(error), String(error)).toBe(false);
    }
  });
});

describe("claimAutoReload", () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubStorage() {
    const stored = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
      },
    });
  }

  it("allows one reload, then none until the window has passed", () => {
    stubStorage();
    const start = 1_800_000_000_000;
    expect(claimAutoReload(start)).toBe(true);
    expect(claimAutoReload(start + 1_000)).toBe(false);
    expect(claimAutoReload(start + AUTO_RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(claimAutoReload(start + AUTO_RELOAD_WINDOW_MS + 1)).toBe(true);
  });

  it("never reloads without session storage (no loop)", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(claimAutoReload()).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as StoreModule from "./store.ts";

// The store keeps the list in module state: each test gets a fresh copy over its own storage.
let store: typeof StoreModule;
let items: Map<string, string>;

const stored = () => JSON.parse(items.get("savedJobs") ?? "null") as unknown;

beforeEach(async () => {
  items = new Map();
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  vi.resetModules();
  store = await import("./store.ts");
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Merkliste's store", () => {
  it("keeps saved ids in local storage, oldest first, each once", () => {
    expect(store.saveJob(7)).toBe(true);
    expect(store.saveJob(3)).toBe(true);
    expect(store.saveJob(7)).toBe(true);
    expect(stored()).toEqual([7, 3]);
    store.unsaveJob(7);
    expect(stored()).toEqual([3]);
    store.unsaveJob(99);
    expect(stored()).toEqual([3]);
  });

  it("refuses the 51st ad and keeps the 50", () => {
    for (let id = 1; id <= 50; id++) expect(store.saveJob(id)).toBe(true);
    expect(store.saveJob(51)).toBe(false);
    expect(stored()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    store.unsaveJob(1);
    expect(store.saveJob(51)).toBe(true);
  });

  it("reads only positive integer ids from what is stored, the newest 50", async () => {
    items.set("savedJobs", JSON.stringify([4, "5", -1, 0, 2.5, null, 4, 8]));
    vi.resetModules();
    store = await import("./store.ts");
    store.saveJob(9);
    expect(stored()).toEqual([4, 8, 9]);

    items.set("savedJobs", JSON.stringify(Array.from({ length: 60 }, (_, i) => i + 1)));
    vi.resetModules();
    store = await import("./store.ts");
    store.unsaveJob(60);
    expect(stored()).toEqual(Array.from({ length: 49 }, (_, i) => i + 11));
  });

  it("starts empty when the stored value is not a list", async () => {
    for (const junk of ["{", '{"a":1}', "42"]) {
      items.set("savedJobs", junk);
      vi.resetModules();
      store = await import("./store.ts");
      store.saveJob(1);
      expect(stored()).toEqual([1]);
    }
  });
});

import { afterEach, beforeEach, vi } from "vitest";

// docs/testing.md: console.error during a test fails it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error wurde während des Tests aufgerufen:\n${errors.map((e) => e.map(String).join(" ")).join("\n")}`,
    );
  }
});

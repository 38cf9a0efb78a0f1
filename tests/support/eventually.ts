import { vi } from "vitest";

/**
 * Waits until work done after an answer (the outbox, the search recorder) shows its result.
 * vitest's default of one second is too short on a busy two-core CI machine; a test that
 * waits here fails only if the work never happens within ten seconds.
 */
export function eventually<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: 10_000, interval: 25 });
}

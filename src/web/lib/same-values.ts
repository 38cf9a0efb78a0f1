/**
 * Whether two plain form values hold the same data: key order does not matter, and a missing
 * key, `undefined` and `null` count as the same "nothing entered".
 */
export function sameValues(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, entry: unknown) => {
    if (entry === undefined) return null;
    if (entry && typeof entry === "object" && !Array.isArray(entry)) {
      const record = entry as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .filter((key) => record[key] !== undefined && record[key] !== null)
          .sort()
          .map((key) => [key, record[key]]),
      );
    }
    return entry;
  });
}

import { cumulativeWeights, type Random } from "./random.ts";

/** A copy in random order (Fisher–Yates); `next` is a uniform draw in [0, 1). */
export function shuffled<T>(items: readonly T[], next: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Draws from `items` as visitors ask for pages: a Zipf-like law where the item of rank k is
 * asked for in proportion to 1/k^s (s = 1: the most asked-for ad gets twice the views of the
 * second, ten times those of the tenth). Which item has which rank is shuffled with `random`,
 * so popularity does not follow the ids.
 */
export function zipfPicker<T>(items: readonly T[], s: number, random: Random): () => T {
  if (items.length === 0) throw new Error("zipfPicker: keine Elemente");
  const ranked = shuffled(items, random.next);
  const cumulative = cumulativeWeights(ranked.map((_, i) => 1 / (i + 1) ** s));
  return () => random.weighted(ranked, cumulative);
}

/**
 * A small seeded PRNG (mulberry32) so that a generated data set and the query mix are the
 * same on every run: figures from two runs differ by the machine, not by the data.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Standard normal (Box–Muller). */
  gaussian(): number;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; `cumulative` comes from {@link cumulativeWeights}. */
  weighted<T>(items: readonly T[], cumulative: Float64Array): T;
  /** `count` distinct items, each drawn by weight. */
  distinctWeighted<T>(items: readonly T[], cumulative: Float64Array, count: number): T[];
  chance(p: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const weighted = <T>(items: readonly T[], cumulative: Float64Array): T => {
    const target = next() * cumulative[cumulative.length - 1]!;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo]!;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    gaussian: () => {
      const u = 1 - next();
      const v = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted,
    distinctWeighted: (items, cumulative, count) => {
      const chosen = new Set<(typeof items)[number]>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(weighted(items, cumulative));
      return [...chosen];
    },
    chance: (p) => next() < p,
  };
}

export function cumulativeWeights(weights: readonly number[]): Float64Array {
  const out = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}

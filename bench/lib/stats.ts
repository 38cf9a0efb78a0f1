/** Nearest-rank percentile of an unsorted sample (sorted copy; fine for ≤ a few million). */
export function percentiles(values: ArrayLike<number>, ps: number[]): number[] {
  const sorted = Float64Array.from(values).sort();
  return ps.map((p) => {
    if (sorted.length === 0) return NaN;
    const rank = Math.ceil((p / 100) * sorted.length);
    return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
  });
}

/** A growable Float64Array: latencies of a run without boxing each one. */
export class Samples {
  private data = new Float64Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  values(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

export const fmtMs = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(ms < 10 ? 2 : 1) : "–");
export const fmtInt = (n: number) => Math.round(n).toLocaleString("en-US");

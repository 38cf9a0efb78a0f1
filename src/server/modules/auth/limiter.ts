/**
 * Counts attempts per key in a fixed window, in this process's memory. Enough for one app
 * process; with several processes behind a load balancer the count is per process (ADR 009:
 * to be moved to Redis together with sessions). Entries expire with their window.
 */
export class AttemptLimiter {
  readonly max: number;
  readonly windowMs: number;
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(max: number, windowMs: number) {
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Seconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this.current(key, now);
    if (!entry || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  hit(key: string, now = Date.now()): void {
    const entry = this.current(key, now);
    if (entry) entry.count++;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.entries.size > 10_000) this.sweep(now);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private current(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}

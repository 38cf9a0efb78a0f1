import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * Counts attempts per key in a fixed window (failed logins, reset mails, current-password
 * guesses). In one process's memory by default; in Redis when REDIS_URL is set, so that any
 * number of app processes share one count (DESIGN.md "Scaling past one machine").
 */
export interface AttemptLimiter {
  /** Seconds until the next attempt is allowed; 0 when it is allowed now. */
  retryAfterSeconds(key: string): Promise<number>;
  hit(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createAttemptLimiter(
  redis: Redis | undefined,
  name: string,
  max: number,
  windowMs: number,
): AttemptLimiter {
  return redis
    ? new RedisAttemptLimiter(redis, name, max, windowMs)
    : new MemoryAttemptLimiter(max, windowMs);
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  readonly max: number;
  readonly windowMs: number;
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private readonly now: () => number;

  constructor(max: number, windowMs: number, now: () => number = Date.now) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
  }

  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.now();
    const entry = this.current(key, now);
    if (!entry || entry.count < this.max) return 0;
    return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
  }

  async hit(key: string): Promise<void> {
    const now = this.now();
    const entry = this.current(key, now);
    if (entry) entry.count++;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.entries.size > 10_000) this.sweep(now);
  }

  async clear(key: string): Promise<void> {
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

/**
 * The count lives in one Redis key per limiter and subject; the key expires with its window.
 * While Redis is unreachable the count is kept in this process's memory instead (like without
 * REDIS_URL), so logins keep working and are still limited, per process; counts made during the
 * outage are not carried over when Redis returns.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly redis: Redis;
  private readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  private readonly fallback: MemoryAttemptLimiter;

  constructor(redis: Redis, name: string, max: number, windowMs: number) {
    this.redis = redis;
    this.name = name;
    this.max = max;
    this.windowMs = windowMs;
    this.fallback = new MemoryAttemptLimiter(max, windowMs);
  }

  /** Keys never contain the subject itself (an email address) in clear text. */
  private key(subject: string): string {
    return `ww:attempts:${this.name}:${createHash("sha256").update(subject).digest("base64url")}`;
  }

  async retryAfterSeconds(subject: string): Promise<number> {
    try {
      return await this.redisRetryAfterSeconds(subject);
    } catch {
      return this.fallback.retryAfterSeconds(subject);
    }
  }

  async hit(subject: string): Promise<void> {
    try {
      await this.redisHit(subject);
    } catch {
      await this.fallback.hit(subject);
    }
  }

  async clear(subject: string): Promise<void> {
    await this.fallback.clear(subject);
    try {
      await this.redis.del(this.key(subject));
    } catch {
      // Redis unreachable: its key expires with its window.
    }
  }

  private async redisRetryAfterSeconds(subject: string): Promise<number> {
    const key = this.key(subject);
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (Number(count ?? 0) < this.max) return 0;
    return Math.max(1, Math.ceil((ttl > 0 ? ttl : this.windowMs) / 1000));
  }

  private async redisHit(subject: string): Promise<void> {
    const key = this.key(subject);
    // The window starts with the first attempt: NX leaves a running window alone.
    const results = await this.redis
      .multi()
      .set(key, "0", "PX", this.windowMs, "NX")
      .incr(key)
      .exec();
    const failed = results?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  }
}

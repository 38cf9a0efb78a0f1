import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Redis } from "ioredis";

/**
 * Counts attempts per key in a fixed window (failed logins, reset mails, current-password
 * guesses). In one process's memory by default; in Redis when REDIS_URL is set, so that any
 * number of app processes share one count (docs/deploy.md).
 *
 * An attempt is reserved before the work it guards (the password check) in one atomic step:
 * checking and counting separately let 100 parallel logins all pass the check before the
 * first one was counted.
 */
/**
 * The client an IP address stands for in a per-IP count: an IPv4 address as it is (also when
 * written IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address as its /64. Every IPv6 connection is
 * given at least a /64 and may send from any address in it; counted per full address, one
 * host had 2^64 fresh counts, one per attempt. The route limits of @fastify/rate-limit count
 * the same way (its default `ipv6Subnet` is 64).
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const bare = ip.split("%")[0]!.toLowerCase();
  // An embedded IPv4 part (a.b.c.d) stands for the last two groups.
  const groups = (part: string) =>
    part === "" ? [] : part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const [head = "", tail] = bare.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right].map(
    (g) => parseInt(g, 16).toString(16),
  );
  const ipv4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare)?.[1];
  if (ipv4 && all.slice(0, 5).every((g) => g === "0") && all[5] === "ffff") return ipv4;
  return `${all.slice(0, 4).join(":")}::/64`;
}

export interface AttemptLimiter {
  /**
   * Counts one attempt if the limit allows it and answers 0; otherwise counts nothing and
   * answers the seconds until the next attempt is allowed.
   */
  reserve(key: string): Promise<number>;
  /** Gives back one reserved attempt (it turned out not to count, e.g. a successful login). */
  release(key: string): Promise<void>;
  /** Forgets every attempt of the key. */
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

  /** Keys held (for tests: what a stream of given-back attempts leaves behind). */
  get size(): number {
    return this.entries.size;
  }

  // No await before the count changes: check and increment happen in one synchronous step.
  async reserve(key: string): Promise<number> {
    const now = this.now();
    const entry = this.current(key, now);
    if (entry && entry.count >= this.max) {
      return Math.max(1, Math.ceil((entry.resetAt - now) / 1000));
    }
    if (entry) entry.count++;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.entries.size > 10_000) this.sweep(now);
    return 0;
  }

  async release(key: string): Promise<void> {
    const entry = this.current(key, this.now());
    if (!entry) return;
    // An entry with nothing counted goes: a login refused by the per-IP limit gives its
    // address back on every request, and each such request may name a new address.
    if (entry.count <= 1) this.entries.delete(key);
    else entry.count--;
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

// One script, so check and count are a single step for Redis too. The window starts with the
// first attempt; a key found without expiry (never expected) gets one, so it cannot block forever.
const RESERVE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if count >= tonumber(ARGV[1]) and ttl > 0 then return ttl end
if count >= tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) end
redis.call('INCR', KEYS[1])
if ttl <= 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

// Never below zero, and never creates a key (DECR on a missing key would, without expiry); a
// key whose last attempt is given back goes, as in memory.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0`;

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

  async reserve(subject: string): Promise<number> {
    let waitMs: number;
    try {
      waitMs = Number(
        await this.redis.eval(RESERVE_SCRIPT, 1, this.key(subject), this.max, this.windowMs),
      );
    } catch {
      return this.fallback.reserve(subject);
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  async release(subject: string): Promise<void> {
    try {
      await this.redis.eval(RELEASE_SCRIPT, 1, this.key(subject));
    } catch {
      await this.fallback.release(subject);
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
}

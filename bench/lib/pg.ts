/** Connection strings of the benchmark databases, all on the server of BENCH_DATABASE_URL. */

const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** One database per size, so 10k, 100k and 1M can sit side by side and be reused. */
export function benchDatabaseName(ads: number): string {
  return `ww_bench_${ads}`;
}

/** A URL without its password, for printing. */
export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = "***";
  return u.toString();
}

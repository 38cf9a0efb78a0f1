import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.ts";

type Schema = typeof schema;
/** The dialect-neutral Drizzle handle; the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`; functions that must run in one take it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Throws when the database cannot answer; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export const pgliteExtensions = { cube, earthdistance, pg_trgm };

/**
 * PGlite runs PostgreSQL inside the app process: its shared buffers are pages of the process's
 * WASM memory, which is never given back once touched. PostgreSQL's default of 128 MB filled
 * with the demo data and stayed resident; with 16 MB a page not in them is read from the file,
 * which the operating system caches outside the process (docs/deploy.md, capacity).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Seconds before a pooled connection tries again after failing to connect. postgres.js grows
 * this to 20 s (3^n / 100 over the failures of all connections), so after a database restart
 * the pool could wait that long before it notices the database is back, and queries queued
 * meanwhile wait with it. Capped at about a second: full service within seconds of the return
 * (`npm run bench:faults`), at the price of one refused connection attempt per connection and
 * second while the database is away.
 */
function reconnectDelaySeconds(failures: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** failures, 1);
}

export function openPostgres(url: string): Database {
  const client = postgres(url, {
    max: 10,
    backoff: reconnectDelaySeconds,
    onnotice: () => {},
    connection: { application_name: "wurzelwerk", TimeZone: "UTC" },
  });
  const db = drizzlePostgres(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder }),
    ping: async () => {
      await client`select 1`;
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Embedded PostgreSQL (WASM) for a machine without a database server. */
export function openPglite(pg: PGlite): Database {
  const db = drizzlePglite(pg, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(pg, { schema }), { migrationsFolder }),
    ping: async () => {
      await pg.query("select 1");
    },
    close: () => pg.close(),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = join(options.dataDir, "pgdata");
  mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(options.dataDir);
  const pg = await PGlite.create(dir, {
    extensions: pgliteExtensions,
    startParams: PGLITE_START_PARAMS,
  });
  const database = openPglite(pg);
  return {
    ...database,
    close: async () => {
      await database.close();
      releaseLock();
    },
  };
}

/** Another living process holds the embedded database (e.g. a running `npm start`). */
export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `Die eingebettete Datenbank in ${dataDir} wird schon von Prozess ${pid} benutzt. Beenden Sie ihn oder wählen Sie ein anderes DATA_DIR.`,
    );
    this.name = "DataDirLockedError";
    this.pid = pid;
  }
}

/**
 * PGlite serves one process. A second app on the same DATA_DIR would corrupt the files,
 * so it is refused with a message instead.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, "pglite.lock");
  try {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Rows of a raw `execute`: PGlite answers `{ rows }`, postgres-js an array of the same rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

import { mkdirSync } from "node:fs";
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

export type Schema = typeof schema;
/** The dialect-neutral Drizzle handle; the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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

export function openPostgres(url: string): Database {
  const client = postgres(url, {
    max: 10,
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

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = join(options.dataDir, "pgdata");
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { extensions: pgliteExtensions });
  return openPglite(pg);
}

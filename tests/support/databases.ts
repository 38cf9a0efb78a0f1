import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import {
  migrationsFolder,
  openPglite,
  openPostgres,
  pgliteExtensions,
  type Database,
} from "#server/db/client.ts";
import { seedReferenceData } from "#server/db/seed/reference.ts";

// One migrated and seeded template per test run; every test file gets a fresh copy of it
// (ADR 003). On PostgreSQL the copy is CREATE DATABASE … TEMPLATE; on PGlite a data-dir dump.

/** Changes whenever a migration or the seed content changes, so stale templates are never reused. */
export function templateKey(): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder).sort()) {
    if (file.endsWith(".sql")) hash.update(readFileSync(join(migrationsFolder, file)));
  }
  const seedDir = new URL("../../src/server/db/seed/", import.meta.url);
  for (const dir of ["", "content/"]) {
    for (const file of readdirSync(new URL(dir, seedDir)).sort()) {
      if (file.endsWith(".ts")) hash.update(readFileSync(new URL(dir + file, seedDir)));
    }
  }
  return hash.digest("hex").slice(0, 12);
}

function templateDatabaseName(key: string): string {
  return `ww_tpl_${key}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function preparePostgresTemplate(adminUrl: string, key: string): Promise<void> {
  const name = templateDatabaseName(key);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const existing = await admin`select 1 from pg_database where datname = ${name}`;
    if (existing.length > 0) return;
    const building = `${name}_building_${randomBytes(3).toString("hex")}`;
    await admin.unsafe(`create database "${building}"`);
    const database = openPostgres(withDatabase(adminUrl, building));
    try {
      await database.migrate();
      await seedReferenceData(database.db);
    } finally {
      await database.close();
    }
    // Renamed only when complete, so a crashed run never leaves a half-built template behind.
    await admin.unsafe(`alter database "${building}" rename to "${name}"`).catch(async () => {
      await admin.unsafe(`drop database if exists "${building}"`);
    });
    // Old templates from earlier migrations are of no further use — but another checkout with
    // other migrations may be testing on the same server, so the three newest (by oid) stay.
    const stale =
      await admin`select datname from pg_database where datname like 'ww\_tpl\_%' and datname <> ${name} and datname not like '%\_building\_%' order by oid desc offset 2`;
    for (const row of stale)
      await admin.unsafe(`drop database if exists "${row.datname as string}"`).catch(() => {});
  } finally {
    await admin.end();
  }
}

export async function preparePgliteTemplate(): Promise<Uint8Array> {
  const pg = await PGlite.create({ extensions: pgliteExtensions });
  const database = openPglite(pg);
  await database.migrate();
  await seedReferenceData(database.db);
  const dump = await pg.dumpDataDir("none");
  const bytes = new Uint8Array(await dump.arrayBuffer());
  await pg.close();
  return bytes;
}

export interface TestDatabase {
  database: Database;
  /** The connection URL on PostgreSQL (a test that starts app processes passes it on). */
  url?: string;
  drop(): Promise<void>;
}

export async function createPostgresTestDatabase(
  adminUrl: string,
  key: string,
  runId: string,
): Promise<TestDatabase> {
  // Named after the run, so that a run's teardown drops only its own databases while another
  // checkout's run on the same server goes on.
  const name = `ww_test_${runId}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${templateDatabaseName(key)}"`);
  const url = withDatabase(adminUrl, name);
  const database = openPostgres(url);
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => {}); // may already be closed by an outage test
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function createPgliteTestDatabase(template: Uint8Array): Promise<TestDatabase> {
  const pg = await PGlite.create({
    loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]),
    extensions: pgliteExtensions,
  });
  const database = openPglite(pg);
  return { database, drop: () => database.close().catch(() => {}) };
}

/** Removes the per-file databases of this run (and of crashed earlier runs). */
export async function dropPostgresTestDatabases(adminUrl: string, runId: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const rows =
      await admin`select datname from pg_database where datname like ${`ww\\_test\\_${runId}\\_%`}`;
    for (const row of rows)
      await admin
        .unsafe(`drop database if exists "${row.datname as string}" with (force)`)
        .catch(() => {});
  } finally {
    await admin.end();
  }
}

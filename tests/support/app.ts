import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Redis } from "ioredis";
import { inject } from "vitest";
import { buildApp } from "#server/app.ts";
import { loadConfig, type Config } from "#server/config.ts";
import type { Database, Db } from "#server/db/client.ts";
import type { Mailer } from "#server/platform/mail/mailer.ts";
import {
  createPgliteTestDatabase,
  createPostgresTestDatabase,
  type TestDatabase,
} from "./databases.ts";

export const TEST_APP_URL = "http://localhost:3000";

/** A fresh copy of the migrated, seeded template database (ADR 003). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    return createPostgresTestDatabase(adminUrl, inject("templateKey"), inject("testRunId"));
  return createPgliteTestDatabase(readFileSync(inject("pgliteTemplatePath")));
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  dataDir: string;
  /** Sends a request the way the browser client does (lib/http.ts default headers). */
  api(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app (API only, no web build) against a real database of its own. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    redis?: Redis;
    /** A second app process on the first one's database (it stays the first one's to drop). */
    shareDatabaseWith?: TestApp;
    /** A database opened by the test itself (e.g. through a proxy); the test closes it. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "ww-test-"));
  const config = loadConfig(
    {
      NODE_ENV: "test",
      APP_URL: TEST_APP_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      // Tests write ads straight into the database and search at once: catch up before every search.
      SEARCH_SYNC_MS: "0",
      // Tests run the scheduled work themselves, with their own clock.
      SCHEDULER_INTERVAL_MS: "0",
      // Processes of one installation share its secrets (docs/deploy.md); otherwise each test
      // app generates its own in its DATA_DIR.
      ...(options.shareDatabaseWith
        ? {
            APP_KEY: options.shareDatabaseWith.config.appKey,
            PUSHER_APP_SECRET: options.shareDatabaseWith.config.pusher.secret,
          }
        : {}),
      ...options.env,
    },
    "test-version",
  );
  const testDb: TestDatabase = options.database
    ? { database: options.database, drop: async () => undefined }
    : options.shareDatabaseWith
      ? { database: options.shareDatabaseWith.database, drop: async () => undefined }
      : await createTestDatabase();
  const app = await buildApp({
    config,
    database: testDb.database,
    mailer: options.mailer,
    redis: options.redis,
    web: false,
    logger: false,
  });
  await app.ready();
  return {
    app,
    db: testDb.database.db,
    database: testDb.database,
    config,
    dataDir,
    api: (request) =>
      app.inject({
        ...request,
        headers: {
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          ...(request.payload !== undefined && typeof request.payload === "object"
            ? { "content-type": "application/json" }
            : {}),
          ...request.headers,
        },
      }),
    async close() {
      await app.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

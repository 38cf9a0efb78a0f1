import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ViteDevServer } from "vite";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { seedDemoData } from "./db/seed/demo-seed.ts";
import { seedReferenceData } from "./db/seed/reference.ts";
import { openRedis } from "./platform/redis.ts";
import { createMailer } from "./platform/mail/mailer.ts";
import { issueSetupLink } from "./modules/setup/service.ts";
import { readAppVersion } from "./version.ts";
import { operatorMessage } from "./platform/errors.ts";

/**
 * Reads the configuration, prepares the database (migrate, seed) and builds the app.
 * Called by `npm start` (production build) and by Vite's dev server (`npm run dev`).
 */
export async function createServer(vite?: ViteDevServer) {
  // A local .env is a convenience for developers; real deployments set the environment.
  try {
    process.loadEnvFile(".env");
  } catch {
    // no .env file
  }
  const config = loadConfig(process.env, vite ? "dev" : readAppVersion());
  const log = pino({
    level: config.logLevel,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  });

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    await seedReferenceData(database.db);
    if (config.seedDemo) {
      const seeded = await seedDemoData(database.db, { dataDir: config.dataDir });
      if (seeded) log.info(seeded, "demo data seeded");
    }
  } catch (error) {
    throw new StartupError(
      config.databaseUrl
        ? `Die Datenbank unter DATABASE_URL ist nicht erreichbar oder konnte nicht migriert werden: ${operatorMessage(error)}`
        : `Die eingebettete Datenbank in ${config.dataDir}/pgdata konnte nicht geöffnet werden: ${operatorMessage(error)}`,
    );
  }

  const redis = config.redisUrl
    ? await openRedis(config.redisUrl).catch((error: Error) => {
        throw new StartupError(
          `Redis unter REDIS_URL ist nicht erreichbar: ${operatorMessage(error)}`,
        );
      })
    : undefined;

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log,
  });
  await mailer.verify().catch((error: Error) => {
    throw new StartupError(
      `Der Mailserver unter SMTP_URL ist nicht erreichbar: ${operatorMessage(error)}`,
    );
  });

  const app = await buildApp({
    config,
    database,
    redis,
    mailer,
    web: vite ? { devServer: vite } : "build",
    logger: log,
    release: async () => {
      mailer.close();
      await redis?.quit().catch(() => {});
      await database.close();
    },
  });
  log.info(
    { database: database.kind, version: config.appVersion, redis: Boolean(redis) },
    "app ready",
  );
  // A fresh installation has no staff account, and `npm run admin:create` cannot open the
  // embedded database beside this process: the first staff member comes in through this link.
  const setup = await issueSetupLink({ db: database.db, config }).catch((error: unknown) => {
    log.error({ err: error }, "setup link could not be issued");
    return null;
  });
  if (setup) {
    log.warn(
      { setup_url: setup.url, expires_at: setup.expiresAt.toISOString() },
      `Noch kein Staff-Konto. Legen Sie das erste über diesen Einrichtungslink an (einmal nutzbar, gültig bis ${setup.expiresAt.toISOString()}): ${setup.url}`,
    );
  }
  return Object.assign(app, { config });
}

export class StartupError extends Error {}

export async function main(): Promise<void> {
  let app: Awaited<ReturnType<typeof createServer>>;
  try {
    app = await createServer();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Give in-flight requests time to finish; never hang forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  await app.listen({ port: app.config.port, host: app.config.host });
  app.log.info(`Wurzelwerk läuft auf ${app.config.appUrl}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}

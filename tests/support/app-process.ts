/**
 * One app process for tests that need real, separate processes (tests/processes): the API
 * (`web: false`) against DATABASE_URL and, when set, REDIS_URL, listening on a free port of
 * 127.0.0.1 that it reports to the parent over IPC. Stops on SIGTERM or when the parent goes.
 */
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import { openPostgres } from "#server/db/client.ts";
import { openRedis } from "#server/platform/redis.ts";
import type { ConnectionLimits } from "#server/platform/connection-limits.ts";

const config = loadConfig(process.env, "test-process");
if (!config.databaseUrl) throw new Error("DATABASE_URL fehlt");
const database = openPostgres(config.databaseUrl);
const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
// Tests of the timeouts shorten them (tests/processes/connection-limits.test.ts).
const connectionLimits = process.env.TEST_CONNECTION_LIMITS
  ? (JSON.parse(process.env.TEST_CONNECTION_LIMITS) as Partial<ConnectionLimits>)
  : undefined;
const app = await buildApp({
  config,
  database,
  redis,
  web: false,
  logger: false,
  connectionLimits,
  release: async () => {
    await redis?.quit().catch(() => {});
    await database.close();
  },
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
process.send?.({ type: "listening", port: Number(new URL(address).port) });

const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);

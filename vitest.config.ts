import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Tests of the Redis-backed parts need a Redis server: TEST_REDIS_URL (set by .ci/run).
    include: [
      "tests/api/**/*.test.ts",
      "src/**/*.test.ts",
      // The parts of docs/ARCHITECTURE.md that drift: checked against the code as text.
      "tests/docs/**/*.test.ts",
      ...(process.env.TEST_REDIS_URL ? ["tests/redis/**/*.test.ts"] : []),
      // Separate app processes share one database, so these need a PostgreSQL server too.
      ...(process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL
        ? ["tests/processes/**/*.test.ts"]
        : []),
      // Tests that need a PostgreSQL server (connections cut under load): TEST_DATABASE_URL.
      ...(process.env.TEST_DATABASE_URL ? ["tests/postgres/**/*.test.ts"] : []),
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    // Two cores: one fork per core, each test file on its own fresh database.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

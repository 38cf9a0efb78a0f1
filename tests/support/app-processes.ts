import { fork, type ChildProcess } from "node:child_process";

/**
 * Starts and stops real app processes (tests/support/app-process.ts) for tests/processes: each
 * listens on a free port of 127.0.0.1 against the given database and TEST_REDIS_URL.
 */
export function appProcesses() {
  const children: ChildProcess[] = [];
  return {
    start(databaseUrl: string, env: Record<string, string> = {}): Promise<number> {
      const child = fork(new URL("./app-process.ts", import.meta.url), [], {
        env: {
          ...process.env,
          NODE_ENV: "test",
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.TEST_REDIS_URL!,
          APP_URL: "http://localhost:3000",
          LOG_LEVEL: "silent",
          SCHEDULER_INTERVAL_MS: "0",
          SEARCH_SYNC_MS: "0",
          ...env,
        },
        stdio: ["ignore", "ignore", "inherit", "ipc"],
      });
      children.push(child);
      return new Promise((resolve, reject) => {
        child.once("message", (message: { port: number }) => resolve(message.port));
        child.once("exit", (code) => reject(new Error(`App-Prozess beendet (${code})`)));
      });
    },
    stopAll(): Promise<void> {
      return Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      ).then(() => undefined);
    },
  };
}

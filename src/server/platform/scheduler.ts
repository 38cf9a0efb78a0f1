import type { FastifyBaseLogger } from "fastify";

/**
 * Periodic work inside each app process (docs/ARCHITECTURE.md). The scheduler only
 * times the runs and never overlaps a task with itself; that several processes may run the
 * same task at once is the task's business: each one claims its work in the database (a row
 * lock or a unique insert), so every item is handled exactly once.
 */
export interface ScheduledTask {
  name: string;
  /** Run at most this often (default: every tick), for work that need not be prompt. */
  everyMs?: number;
  run(now: Date): Promise<void>;
}

export interface Scheduler {
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export function createScheduler(
  tasks: ScheduledTask[],
  options: { intervalMs: number; log: FastifyBaseLogger },
): Scheduler {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const lastRun = new Map<string, number>();

  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const task of tasks) {
        const now = new Date();
        const last = lastRun.get(task.name);
        if (task.everyMs && last !== undefined && now.getTime() - last < task.everyMs) continue;
        lastRun.set(task.name, now.getTime());
        try {
          await task.run(now);
        } catch (error) {
          options.log.error({ err: error, task: task.name }, "scheduled task failed");
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };

  return {
    start() {
      if (options.intervalMs <= 0 || timer) return;
      // First run soon after start, so ads that expired while no process ran leave at once.
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      first = setTimeout(tick, 1_000);
      first.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      if (first) clearTimeout(first);
      timer = undefined;
      await running;
    },
  };
}

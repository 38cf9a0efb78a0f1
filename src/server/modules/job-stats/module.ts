import type { AppModule } from "../module.ts";
import { jobStatsRoutes } from "./routes.ts";
import { deleteExpiredStats } from "./service.ts";

/** What each ad achieved, on the employer's dashboard (docs/decisions/060-per-ad-statistics.md). */
export const jobStatsModule = {
  name: "job-stats",
  routes: [jobStatsRoutes],
  tasks: (deps) => [
    {
      name: "job-stats-retention",
      // Yesterday's visitor hashes go within a quarter of an hour of midnight (Berlin).
      everyMs: 15 * 60 * 1000,
      run: (now) => deleteExpiredStats(deps, now),
    },
  ],
} as const satisfies AppModule;

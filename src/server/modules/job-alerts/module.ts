import type { AppModule } from "../module.ts";
import { optInWork } from "./create.ts";
import { digestTasks, digestWork } from "./digest.ts";
import { purgeTasks } from "./manage.ts";
import { jobAlertRoutes } from "./routes.ts";
import { jobAlertWebServices } from "./web-services.ts";

// Each part of the alerts' life brings its own tasks and queued work, spread in here.
export const jobAlertsModule = {
  name: "job-alerts",
  routes: [jobAlertRoutes],
  tasks: (deps) => [...purgeTasks(deps), ...digestTasks(deps)],
  // The create request and its opt-in mail are done after the answer (platform/outbox.ts);
  // the digest's mails are queued by its task.
  work: (deps) => ({ ...optInWork(deps), ...digestWork(deps) }),
  services: jobAlertWebServices,
} as const satisfies AppModule;

import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Mailer } from "./platform/mail/mailer.ts";
import type { Outbox } from "./platform/outbox.ts";
import type { MediaStorage } from "./platform/media/storage.ts";
import type { Broadcaster } from "./platform/realtime/broadcaster.ts";
import type { SearchEngine } from "./modules/search/engine.ts";
import type { JobStatsCounter } from "./modules/job-stats/counter.ts";

/** What a module's routes and services are given; built once per app in app.ts. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Mails and other work done after the answer (platform/outbox.ts). */
  outbox: Outbox;
  /** In-memory radius search over the live ads (ADR 008). */
  search: SearchEngine;
  /** Uploaded media (logos, header images), served at /media/. */
  storage: MediaStorage;
  /** Shared counters and realtime fan-out when REDIS_URL is set. */
  redis: Redis | undefined;
  /** Live events to the browsers (Pusher protocol); through Redis when REDIS_URL is set. */
  realtime: Broadcaster;
  /** What each ad achieved, counted in batches off the answers (ADR 060). */
  jobStats: JobStatsCounter;
}

import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";
import type { Mailer } from "./platform/mail/mailer.ts";

/** What a module's routes and services are given; built once per app in app.ts. */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
}

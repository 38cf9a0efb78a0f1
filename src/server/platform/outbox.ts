import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { rowsOf, type Db } from "#server/db/client.ts";
import { outbox } from "#server/db/schema.ts";

/**
 * The database-backed queue of work done outside a request or a scheduled run (docs/
 * ARCHITECTURE.md 1.10): a row of a kind and a JSON payload, added in the caller's transaction;
 * each module registers the handlers of its kinds (`work` in modules/<name>/module.ts). A row
 * is done right after the answer was sent (`kick`) and, should that process stop first, by the
 * scheduled run of any process (docs/ARCHITECTURE.md).
 *
 * Forgot-password writes the same row for every address, so the answer takes the same time
 * whether a link goes out or not; the mail server's speed is no longer part of the answer.
 *
 * Exactly once across processes: a row is claimed by moving `available_at` into the future in
 * one statement (FOR UPDATE SKIP LOCKED, so two processes never take the same row) and deleted
 * when its handler is done. A process that dies in between leaves the row to be claimed again
 * after the lease — the mail may then go out twice, never not at all.
 */
/** Does one row's work; throwing leaves the row to be tried again later. */
export type WorkHandler = (payload: Record<string, unknown>) => Promise<void>;

export interface Outbox {
  /** What a kind of row does; registered once at start. A handler that throws is retried. */
  handle(kind: string, handler: WorkHandler): void;
  /** `via`: the caller's transaction, so the row commits (or not) with the caller's work. */
  add(kind: string, payload: Record<string, unknown>, via?: Db): Promise<void>;
  /** Many rows of one kind in one statement (a scheduled run's batch of mails). */
  addMany(kind: string, payloads: Record<string, unknown>[], via?: Db): Promise<void>;
  /** Does the waiting rows soon, without delaying the caller (after an answer was sent). */
  kick(): void;
  /** Claims and does every due row this process has a handler for; answers how many. */
  drain(): Promise<number>;
  /** Waits for a run in progress (on shutdown, before the database closes). */
  close(): Promise<void>;
}

const LEASE_SECONDS = 300;
const BATCH = 20;
const MAX_ATTEMPTS = 8;
const MAX_RUNS = 4;

export function createOutbox(db: Db, log: FastifyBaseLogger): Outbox {
  const handlers = new Map<string, WorkHandler>();
  // Runs at a time in this process: one slow mail does not hold up the next request's.
  const runs = new Set<Promise<void>>();
  let again = false;

  async function claim() {
    const kinds = [...handlers.keys()];
    if (kinds.length === 0) return [];
    return rowsOf<{
      id: number | string;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
    }>(
      await db.execute(sql`
        update outbox set available_at = now() + make_interval(secs => ${LEASE_SECONDS}),
          attempts = attempts + 1
        where id in (
          select id from outbox
          where available_at <= now()
            and kind in (${sql.join(
              kinds.map((kind) => sql`${kind}`),
              sql`, `,
            )})
          order by id
          limit ${BATCH}
          for update skip locked
        )
        returning id, kind, payload, attempts`),
    );
  }

  async function drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return done;
      for (const row of rows) {
        const id = Number(row.id);
        try {
          await handlers.get(row.kind)!(row.payload);
          await db.execute(sql`delete from outbox where id = ${id}`);
          done++;
        } catch (error) {
          if (row.attempts >= MAX_ATTEMPTS) {
            log.error({ err: error, kind: row.kind, attempts: row.attempts }, "outbox: given up");
            await db.execute(sql`delete from outbox where id = ${id}`);
          } else {
            // Again in 1, 4, 9 … minutes (the mail server may be away for a while).
            log.warn({ err: error, kind: row.kind, attempts: row.attempts }, "outbox: retry later");
            await db.execute(sql`
              update outbox set available_at = now() + make_interval(mins => ${row.attempts ** 2})
              where id = ${id}`);
          }
        }
      }
    }
  }

  function kick() {
    if (runs.size >= MAX_RUNS) {
      // A run that ends looks again, so this row is not left to the scheduled run.
      again = true;
      return;
    }
    const run = (async () => {
      // After the caller's answer has gone out.
      await new Promise((resolve) => setImmediate(resolve));
      await drain();
    })()
      .catch((error: unknown) => log.error({ err: error }, "outbox: run failed"))
      .finally(() => {
        runs.delete(run);
        if (again) {
          again = false;
          kick();
        }
      });
    runs.add(run);
  }

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    async add(kind, payload, via = db) {
      await via.insert(outbox).values({ kind, payload });
    },
    async addMany(kind, payloads, via = db) {
      if (payloads.length === 0) return;
      await via.insert(outbox).values(payloads.map((payload) => ({ kind, payload })));
    },
    kick,
    drain,
    async close() {
      while (runs.size > 0) await Promise.all(runs);
    },
  };
}

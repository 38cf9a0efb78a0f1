import type { IncomingHttpHeaders } from "node:http";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/client.ts";
import { createBatchedWriter } from "#server/platform/batched-writer.ts";
import { todayIso } from "#shared/format.ts";
import { writeStats, type ImpressionCount, type UniqueEvent } from "./queries.ts";
import { createVisitorHasher, isCountedVisitor, type UniqueKind } from "./visitors.ts";

/** Who made a request, as far as counting needs it. */
export interface Visit {
  ip: string;
  headers: IncomingHttpHeaders;
}

/**
 * Counts what each ad achieved (ADR 060), off the request path: every call returns at once;
 * the counts are written in batches (platform/batched-writer.ts). Requests of bots are not
 * counted; views and clicks on „Bewerben“ once per visitor and day.
 */
export interface JobStatsCounter {
  /** The ads of one answered page of search results. */
  impressions(jobIds: readonly number[], visit: Visit): void;
  /** The ad's page was shown (answered 200, from the page cache too). */
  view(jobId: number, visit: Visit): void;
  /** „Bewerben“ was clicked on the ad's page. */
  applyClick(jobId: number, visit: Visit): void;
  /** Writes what waits now (tests, and before reading in the same process). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

type Row =
  | { kind: "impression"; jobId: number; day: string }
  | { kind: UniqueKind; jobId: number; day: string; hash: string };

/** Hashes this process counted today; past this many it forgets them (the database still knows). */
const MAX_REMEMBERED = 100_000;

export function createJobStatsCounter(
  db: Db,
  options: { appKey: string; flushMs: number; log: FastifyBaseLogger; now?: () => Date },
): JobStatsCounter {
  const now = options.now ?? (() => new Date());
  const hashOf = createVisitorHasher(options.appKey);
  // The visitors this process has counted today: a repeat costs no row and no statement. The
  // table's primary key is the guard across processes (and after this set is forgotten).
  let rememberedDay = "";
  let remembered = new Set<string>();

  const writer = createBatchedWriter<Row>((batch) => write(db, batch), {
    flushMs: options.flushMs,
    // Impressions come a page of cards at a time (12 rows a search): a batch is what a busy
    // second brings, summed per ad before the write, so the database sees one statement a second.
    maxRows: 20_000,
    maxWaiting: 100_000,
    log: options.log,
    what: "counting the ads' statistics",
  });

  function unique(kind: UniqueKind, jobId: number, visit: Visit) {
    if (!isCountedVisitor(visit.headers)) return;
    const day = todayIso(now());
    if (day !== rememberedDay || remembered.size >= MAX_REMEMBERED) {
      rememberedDay = day;
      remembered = new Set();
    }
    const hash = hashOf(day, kind, jobId, visit.ip, String(visit.headers["user-agent"]));
    if (remembered.has(hash)) return;
    remembered.add(hash);
    writer.record({ kind, jobId, day, hash });
  }

  return {
    impressions(jobIds, visit) {
      if (jobIds.length === 0 || !isCountedVisitor(visit.headers)) return;
      const day = todayIso(now());
      for (const jobId of jobIds) writer.record({ kind: "impression", jobId, day });
    },
    view: (jobId, visit) => unique("view", jobId, visit),
    applyClick: (jobId, visit) => unique("apply_click", jobId, visit),
    flush: () => writer.flush(),
    close: () => writer.close(),
  };
}

/** A batch as one statement: impressions summed per ad and day, each hash once. */
function write(db: Db, batch: Row[]): Promise<void> {
  const impressions = new Map<string, ImpressionCount>();
  const events = new Map<string, UniqueEvent>();
  for (const row of batch) {
    if (row.kind === "impression") {
      const key = `${row.jobId}|${row.day}`;
      const entry = impressions.get(key);
      if (entry) entry.count += 1;
      else impressions.set(key, { jobId: row.jobId, day: row.day, count: 1 });
    } else {
      events.set(`${row.day}|${row.hash}`, row);
    }
  }
  return writeStats(db, [...impressions.values()], [...events.values()]);
}

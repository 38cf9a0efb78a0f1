import type { FastifyBaseLogger } from "fastify";

/**
 * Rows that need not be written before the answer (statistics: recorded searches, ADR 040; what
 * each ad achieved, ADR 060) are written in batches, off the request path: a request answers
 * without waiting for an INSERT. The rows of up to `flushMs` are written together by one call of
 * `write` (one multi-row statement), sooner when `maxRows` are waiting.
 *
 * What this costs (docs/performance.md "Search recording"): a process that crashes loses the
 * rows of its last `flushMs`; a clean stop (SIGTERM, app.close) writes them first. While the
 * database refuses the write, the rows wait for the next flush, up to `maxWaiting`; beyond that
 * the oldest are dropped with a warning — statistics must never hold up the requests.
 */
export interface BatchedWriter<Row> {
  /** Keeps the row for the next batch; never waits, never throws. */
  record(row: Row): void;
  /** Writes what is waiting now (and waits for a write in progress). */
  flush(): Promise<void>;
  /** Writes what is waiting and stops the timer; later rows are written at once. */
  close(): Promise<void>;
}

export interface BatchedWriterOptions {
  flushMs: number;
  maxRows?: number;
  maxWaiting?: number;
  log: FastifyBaseLogger;
  /** Names the rows in the log's warning („recording searches failed“). */
  what: string;
}

export function createBatchedWriter<Row>(
  write: (batch: Row[]) => Promise<unknown>,
  options: BatchedWriterOptions,
): BatchedWriter<Row> {
  const maxRows = options.maxRows ?? 500;
  const maxWaiting = options.maxWaiting ?? 20_000;
  let waiting: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  /** A flush is queued and has not taken its batch yet: the rows above are in it. */
  let queued = false;

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, options.flushMs);
    // A pending batch never keeps a process alive; close() writes it on a clean stop.
    timer.unref();
  }

  async function attempt(batch: Row[]) {
    try {
      await write(batch);
    } catch (error) {
      // Back in front of the newer rows, for the next flush; the oldest go past the bound.
      waiting = [...batch, ...waiting];
      const dropped = waiting.length - maxWaiting;
      if (dropped > 0) waiting = waiting.slice(dropped);
      options.log.warn(
        { err: error, waiting: waiting.length, dropped: Math.max(0, dropped) },
        `${options.what} failed; kept for the next attempt`,
      );
      if (!closed) schedule();
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    // One write at a time, in order: the next batch starts after the one in progress.
    queued = true;
    writing = writing.then(() => {
      queued = false;
      if (waiting.length === 0) return;
      const batch = waiting.slice(0, maxRows);
      waiting = waiting.slice(batch.length);
      // Under load the next full batch follows this one at once; a partial one waits its time.
      if (waiting.length >= maxRows) void flush();
      else if (waiting.length > 0 && !closed) schedule();
      return attempt(batch);
    });
    return writing;
  }

  return {
    record(row) {
      waiting.push(row);
      if (closed || (waiting.length >= maxRows && !queued)) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      // A failed write puts its rows back; one more attempt each, then they are given up.
      while (waiting.length > 0) {
        const before = waiting.length;
        await flush();
        if (waiting.length >= before) break;
      }
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

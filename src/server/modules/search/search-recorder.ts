import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#server/db/client.ts";
import { createBatchedWriter, type BatchedWriter } from "#server/platform/batched-writer.ts";
import { insertSearchRecords, type SearchRecordInput } from "./queries.ts";

/**
 * Recorded searches (`record=1`, the demand statistics) are written in batches, off the
 * request path (ADR 040, platform/batched-writer.ts): one multi-row INSERT every `flushMs`.
 */
export type SearchRecorder = BatchedWriter<SearchRecordInput>;

export function createSearchRecorder(
  db: Db,
  options: { flushMs: number; maxRows?: number; maxWaiting?: number; log: FastifyBaseLogger },
): SearchRecorder {
  return createBatchedWriter((batch) => insertSearchRecords(db, batch), {
    ...options,
    what: "recording searches",
  });
}

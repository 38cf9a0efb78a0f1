import type { Db } from "./client.ts";

/**
 * A query every page runs, prepared once per database handle: Drizzle builds its SQL once,
 * and each run only binds the parameters (docs/performance.md "Where a cold job page's time
 * goes"). Keyed by the handle, so each test schema and each transaction gets its own.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}

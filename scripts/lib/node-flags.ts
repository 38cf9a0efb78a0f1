/**
 * The flags `npm start` gives node (package.json's "start" runs `node <these> scripts/start.ts`;
 * tests/docs/server-flags.test.ts keeps the two the same), and the benchmarks' app servers with
 * it, so that they measure the process that runs in production. Why each one:
 * docs/deploy.md "Memory per process".
 *
 * - `--max-semi-space-size=16`: V8 sizes the young generation from the machine's memory, 2 × 64 MB
 *   on a 24 GiB host, and once a burst of allocations has touched it, it stays resident. 16 MB
 *   semi-spaces keep it at 32 MB.
 * - `--liftoff-only`: the embedded database is PostgreSQL compiled to WebAssembly. With V8's
 *   tiering, its hot functions are compiled again by the optimising compiler in the background,
 *   which took ~500 MB of memory for a few seconds after every start and left ~70 MB more
 *   resident; the baseline compiler's code serves the demo data's queries as fast within the
 *   noise of the measurements.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--liftoff-only"] as const;

// The seeded PRNG lives with the demo seed, which shares it with the benchmarks and the fuzzer.
export * from "#server/db/seed/supply/random.ts";

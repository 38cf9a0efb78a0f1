// The cities and scatter of the generated supply live with the demo seed, which shares them.
export * from "#server/db/seed/supply/geo.ts";

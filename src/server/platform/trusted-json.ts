/**
 * Response serialiser for the hot public read routes (search, list, newest, job detail). Their
 * answers are built field by field from typed rows (`toSummary`, `selectAdvertisement`), so
 * nothing undocumented can slip in; validating a dozen cards with zod on every request cost
 * about a sixth of the search route's throughput (docs/performance.md). The route keeps its
 * response schema for the OpenAPI document, and tests/api/read-shapes.test.ts checks that
 * every answer equals its schema's parse (extra or missing fields fail).
 */
export const trustedJson = () => (data: unknown) => JSON.stringify(data);

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiContract } from "#shared/api-contract.ts";
import { splitEndpointKey, type EndpointKey } from "#shared/contract.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// The API contract (src/shared/contract.ts) is the one declaration of an endpoint: the server
// registers its routes from it. The OpenAPI document is generated from the registered routes,
// so an entry that is not registered, or registered with other schemas, shows here.

type Operation = { summary?: string; tags?: string[] };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: "/api/docs" })).json() as OpenApi;
});
afterAll(() => t?.close());

/** `/api/x/:id/y` → `/api/x/{id}/y` and a wildcard `*` → `{*}`, as the OpenAPI document writes paths. */
const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z_]\w*)/g, "{$1}").replace(/\*$/, "{*}");

describe("the API contract", () => {
  const entries = Object.entries(apiContract) as [
    EndpointKey,
    (typeof apiContract)[keyof typeof apiContract],
  ][];

  it("declares endpoints", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(entries)("%s is registered with the contract's summary and tags", (key, entry) => {
    const { method, path } = splitEndpointKey(key);
    const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
    expect(operation, `${key} is not registered`).toBeDefined();
    expect(operation?.summary).toBe(entry.summary);
    expect(operation?.tags).toEqual([...entry.tags]);
  });
});

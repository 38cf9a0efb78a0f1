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

  it("declares every JSON route the server registers; only file answers and the webhook stay outside", () => {
    const declared = new Set(
      entries.map(([key]) => {
        const { method, path } = splitEndpointKey(key);
        return `${method} ${openApiPath(path)}`;
      }),
    );
    const registered = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const outside = registered.filter((operation) => !declared.has(operation)).sort();
    expect(outside).toEqual([...NOT_JSON].sort());
  });
});

/** Routes that answer files or take Stripe's signed events: no JSON contract (the probes /healthz and /readyz are not in the OpenAPI document). */
const NOT_JSON = [
  "GET /api/account/export",
  "GET /api/admin/employers/{id}/export",
  "GET /api/admin/orders/{id}/invoice",
  "GET /api/applications/{id}/files/{fileId}",
  "GET /api/orders/{id}/invoice",
  "POST /api/stripe/webhook",
];

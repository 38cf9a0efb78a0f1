import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employerUsers } from "#server/db/schema.ts";
import type { Deps } from "#server/deps.ts";
import { createWebServices } from "#server/web-services.ts";
import { OWN_JOBS_PAGE_SIZE } from "#shared/schemas/job-editor.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// The dashboard and the editor read ads, credits, orders and notifications through their route
// loaders (docs/decisions/026): the load context's services answer what the API routes answer,
// from the same service functions, for the request's session only.

let t: TestApp;
let a: TestAccount;

const servicesFor = (cookies: Record<string, string>) =>
  createWebServices(
    { db: t.db, database: t.database, config: t.config } as unknown as Deps,
    { cookies } as unknown as FastifyRequest,
  );

beforeAll(async () => {
  t = await createTestApp();
  a = await createAccount(t.db);
  // One more than a page: the second page holds the oldest draft.
  for (let n = 0; n <= OWN_JOBS_PAGE_SIZE; n++) {
    const created = await t.api({
      method: "POST",
      url: "/api/job-advertisements",
      cookies: a.cookies,
      payload: {},
    });
    expect(created.statusCode).toBe(201);
  }
  await grantCredits(t.db, a.employerId, { count: 2, durationDays: 30 });
  const plan = (await get("/api/plans")).data as { id: number }[];
  const ordered = await t.api({
    method: "POST",
    url: "/api/checkout",
    cookies: a.cookies,
    payload: {
      plan_id: plan[0]!.id,
      payment_method: "invoice",
      billing_address: {
        company: "Baumschule Beispiel",
        street: "Gartenweg 1",
        zipcode: "30159",
        city: "Hannover",
        country: "DE",
      },
      accept_terms: true,
    },
  });
  expect(ordered.statusCode).toBe(201);
});
afterAll(() => t?.close());

const get = async (url: string, cookies = a.cookies) => {
  const res = await t.api({ url, cookies });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: unknown };
};

describe("the dashboard's load-context services", () => {
  it("answer the own ads, credits, orders and notifications as the API does", async () => {
    const services = servicesFor(a.cookies);
    const size = OWN_JOBS_PAGE_SIZE;
    for (const page of [1, 2]) {
      const own = await services.ownJobs({ page });
      expect(own).toEqual(
        await get(`/api/job-advertisements?mine=1&page=${page}&page_size=${size}`),
      );
    }
    expect((await services.ownJobs({ page: 1 }))?.total).toBe(size + 1);
    expect(await services.ownJobs({ status: "published", page: 1 })).toEqual(
      await get(`/api/job-advertisements?mine=1&status=published&page_size=${size}`),
    );
    const credits = await services.credits();
    expect(credits?.available).toBeGreaterThan(2);
    expect(credits).toEqual((await get("/api/credits")).data);
    const orders = await services.ownOrders();
    expect(orders).toHaveLength(1);
    expect(orders).toEqual((await get("/api/orders")).data);
    expect(await services.notifications()).toEqual(await get("/api/notifications?limit=10"));
  });

  it("answer the last page for a page past the end (its last ad went away)", async () => {
    const last = await servicesFor(a.cookies).ownJobs({ page: 9 });
    expect(last?.current_page).toBe(2);
    expect(last?.data).toHaveLength(1);
  });

  it("answer another account its own data only, and nothing without a session", async () => {
    const other = await createAccount(t.db);
    const services = servicesFor(other.cookies);
    expect((await services.ownJobs({ page: 1 }))?.total).toBe(0);
    expect(await services.credits()).toEqual({ available: 0, groups: [] });
    expect(await services.ownOrders()).toEqual([]);

    const anonymous = servicesFor({});
    expect(await anonymous.ownJobs({ page: 1 })).toBeNull();
    expect(await anonymous.credits()).toBeNull();
    expect(await anonymous.ownOrders()).toBeNull();
    expect(await anonymous.notifications()).toBeNull();
  });

  it("answer the checkout's billing address as the API does, and why not without one", async () => {
    // Stored by the order above.
    const stored = await servicesFor(a.cookies).ownBillingAddress();
    expect(stored).toEqual({ status: 200, data: (await get("/api/billing-address")).data });
    expect(stored.status === 200 && stored.data.address?.street).toBe("Gartenweg 1");

    // Before the first order: no address, the profile's proposal.
    const other = await createAccount(t.db, { company: "Gärtnerei Vorschlag" });
    const proposed = await servicesFor(other.cookies).ownBillingAddress();
    expect(proposed).toEqual({
      status: 200,
      data: (await get("/api/billing-address", other.cookies)).data,
    });
    expect(proposed.status === 200 && proposed.data.address).toBeNull();
    expect(proposed.status === 200 && proposed.data.suggestion.company).toBe("Gärtnerei Vorschlag");

    expect(await servicesFor({}).ownBillingAddress()).toEqual({ status: 401 });

    // An account without a company (as staff's own) has no billing address.
    const companyless = await createAccount(t.db);
    await t.db.delete(employerUsers).where(eq(employerUsers.user_id, companyless.userId));
    expect(await servicesFor(companyless.cookies).ownBillingAddress()).toEqual({ status: 403 });
  });
});

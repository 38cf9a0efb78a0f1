import { randomInt } from "node:crypto";
import { Redis } from "ioredis";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, plans } from "#server/db/schema.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

// ADR 021: with REDIS_URL the checkout's order limits hold for every app process together,
// also when the orders arrive at the same moment (one atomic increment per order).

const url = process.env.TEST_REDIS_URL!;
let redisA: Redis;
let redisB: Redis;
let appA: TestApp;
let appB: TestApp;

beforeAll(async () => {
  redisA = new Redis(url);
  redisB = new Redis(url);
  appA = await createTestApp({ redis: redisA });
  appB = await createTestApp({ redis: redisB, shareDatabaseWith: appA });
});
afterAll(async () => {
  await appB?.close();
  await appA?.close();
  await redisA?.quit();
  await redisB?.quit();
});

describe("checkout limits across app processes", () => {
  it("takes 10 of 14 simultaneous orders of one user, through two processes", async () => {
    const buyer = await createAccount(appA.db);
    const [plan] = await appA.db.select({ id: plans.id }).from(plans).limit(1);
    const net = `10.${randomInt(100, 250)}.${randomInt(0, 250)}`;
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, n) =>
        (n % 2 ? appB : appA).api({
          method: "POST",
          url: "/api/checkout",
          cookies: buyer.cookies,
          // Addresses of their own: only the per-user count is tested here.
          remoteAddress: `${net}.${n + 1}`,
          payload: {
            plan_id: plan!.id,
            payment_method: "invoice",
            accept_terms: true,
            billing_address: {
              company: "Gärtnerei Müller",
              street: "Gartenstraße 3",
              zipcode: "85354",
              city: "Freising",
              country: "DE",
            },
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    const placed = await appA.db.select().from(orders).where(eq(orders.user_id, buyer.userId));
    expect(placed).toHaveLength(10);
  });
});

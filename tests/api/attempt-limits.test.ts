import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "#server/platform/session.ts";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "#shared/schemas/auth.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import type * as Passwords from "#server/platform/passwords.ts";

// Attempt limits under parallel requests: the limit counts attempts before
// the password is checked, so many requests at once cannot all be checked. The real password
// functions run; this file only counts how often they are called.

const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("#server/platform/passwords.ts", async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.count++;
      return real.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      checks.count++;
      return real.verifyAgainstDummy(password);
    },
  };
});

let t: TestApp;
let ip = 0;
const newAddress = () => `10.16.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  checks.count = 0;
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.api({ method: "POST", url: "/login", payload: { email, password }, remoteAddress });

describe("login attempts", () => {
  it("checks at most 5 passwords of 100 parallel wrong logins for one address", async () => {
    const account = await createAccount(t.db);
    const from = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(account.email, `falsch-${i}-falsch`, from)),
    );
    expect(checks.count).toBe(5);
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    const blocked = responses.find((res) => res.statusCode === 429)!;
    expect(blocked.json().message).toMatch(
      /^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in (1 Sekunde|([2-9]|[1-5]\d|60) Sekunden) erneut\.$/,
    );
    // Refused attempts were not checked: even the right password waits for the window.
    expect((await login(account.email, account.password, from)).statusCode).toBe(429);
  });

  it("limits failed logins from one IP across addresses (password spraying) to 20 per 10 minutes", async () => {
    const from = newAddress();
    const accounts = await Promise.all(Array.from({ length: 10 }, () => createAccount(t.db)));
    const addresses = [
      ...accounts.map((a) => a.email),
      ...Array.from({ length: 25 }, (_, i) => `unbekannt.${i}.${ip}@betrieb.example`),
    ];
    const responses = await Promise.all(
      addresses.map((email) => login(email, "Sommer2026!!", from)),
    );
    expect(checks.count).toBe(20);
    const statuses = responses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(20);
    const blocked = responses.filter((res) => res.statusCode === 429);
    expect(blocked).toHaveLength(15);
    for (const res of blocked) {
      const wait = Number(res.headers["retry-after"]);
      expect(wait).toBeGreaterThan(1);
      expect(wait).toBeLessThanOrEqual(600);
      expect(res.json().message).toBe(
        `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${wait} Sekunden erneut.`,
      );
    }
    // Another IP is not affected.
    expect((await login(accounts[0]!.email, accounts[0]!.password, newAddress())).statusCode).toBe(
      200,
    );
  });

  it("counts the addresses of one IPv6 /64 as one client, for each address and across addresses", async () => {
    // Every IPv6 connection gets a /64 (2^64 addresses) to choose its source from: counted per
    // full address, one host tried unlimited passwords on one account and sprayed unlimited
    // addresses, one source address per attempt.
    const prefix = `2001:db8:${(++ip).toString(16)}:16`;
    const source = (i: number) => `${prefix}:${i.toString(16)}:0:0:${(i + 1).toString(16)}`;
    const account = await createAccount(t.db);
    const own = [];
    for (let i = 0; i < 7; i++)
      own.push(await login(account.email, `falsch-${i}-falsch`, source(i)));
    expect(own.map((res) => res.statusCode)).toEqual([422, 422, 422, 422, 422, 429, 429]);
    const spray = [];
    for (let i = 0; i < 20; i++) {
      spray.push(await login(`v6.${i}.${ip}@betrieb.example`, "Sommer2026!!", source(100 + i)));
    }
    // 5 above and 15 here fill the 20 of the /64.
    expect(spray.filter((res) => res.statusCode === 422)).toHaveLength(15);
    expect(spray.filter((res) => res.statusCode === 429)).toHaveLength(5);
    expect(checks.count).toBe(20);
    // The next /64 is another client.
    const other = await login(
      account.email,
      account.password,
      `2001:db8:${(++ip).toString(16)}::1`,
    );
    expect(other.statusCode).toBe(200);
  });

  it("a successful login does not use up its IP's share", async () => {
    const from = newAddress();
    const account = await createAccount(t.db);
    for (let i = 0; i < 25; i++) {
      expect((await login(account.email, account.password, from)).statusCode).toBe(200);
    }
    for (let i = 0; i < 4; i++) {
      expect((await login(account.email, "falsch-falsch", from)).statusCode).toBe(422);
    }
    expect((await login(account.email, account.password, from)).statusCode).toBe(200);
  });
});

describe("per-IP route limits", () => {
  // Held before: @fastify/rate-limit counts an IPv6 address by its /64 (as clientKey does).
  it("count the addresses of one IPv6 /64 as one client (forgot-password: 5 per 15 minutes)", async () => {
    const prefix = `2001:db8:${(++ip).toString(16)}:17`;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.api({
        method: "POST",
        url: "/forgot-password",
        payload: { email: `v6.reset.${i}@betrieb.example` },
        remoteAddress: `${prefix}:${i + 1}::1`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe("current-password attempts", () => {
  it("checks at most 5 of 30 parallel wrong current passwords on PUT /user/password", async () => {
    const account = await createAccount(t.db);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.api({
          method: "PUT",
          url: "/user/password",
          cookies: { [SESSION_COOKIE]: account.token },
          payload: {
            current_password: `falsch-${i}-falsch`,
            password: "Hainbuche-Hecke-2026",
            password_confirmation: "Hainbuche-Hecke-2026",
          },
        }),
      ),
    );
    expect(checks.count).toBe(5);
    const wrong = responses.filter((res) => res.statusCode === 422);
    expect(wrong).toHaveLength(5);
    for (const res of wrong) {
      expect(res.json().errors).toEqual({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    }
    const blocked = responses.filter((res) => res.statusCode === 429);
    expect(blocked).toHaveLength(25);
    expect(blocked[0]!.json().message).toBe(
      "Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    );
  });

  it("counts wrong passwords for an email change against the same limit", async () => {
    const account = await createAccount(t.db);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.api({
          method: "PUT",
          url: "/user/profile-information",
          cookies: { [SESSION_COOKIE]: account.token },
          payload: {
            name: account.name,
            email: `neu.${i}.${account.email}`,
            current_password: `falsch-${i}-falsch`,
          },
        }),
      ),
    );
    expect(checks.count).toBe(5);
    expect(responses.filter((res) => res.statusCode === 422)).toHaveLength(5);
    expect(responses.filter((res) => res.statusCode === 429)).toHaveLength(25);
  });
});

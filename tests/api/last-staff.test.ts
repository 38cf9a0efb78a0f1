import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "#server/db/schema.ts";
import { createAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import type * as Passwords from "#server/platform/passwords.ts";

// The last staff account cannot delete itself (ADR 020). Two staff members deleting themselves
// at the same moment must not both pass that check: here both password checks are held until
// both requests have reached them, so both deletions go on side by side from there.

const gate = vi.hoisted(() => ({ waiting: [] as (() => void)[], size: 0 }));
vi.mock("#server/platform/passwords.ts", async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (hash: string, password: string) => {
      const ok = await real.verifyPassword(hash, password);
      if (gate.size > 0) {
        await new Promise<void>((resolve) => {
          gate.waiting.push(resolve);
          if (gate.waiting.length === gate.size) for (const go of gate.waiting.splice(0)) go();
        });
      }
      return ok;
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // A database of its own: these are its only staff accounts.
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("DELETE /api/account by the last two staff accounts at once", () => {
  it("deletes one; the other is the last staff account (409) and stays", async () => {
    const a = await createAccount(t.db, { admin: true });
    const b = await createAccount(t.db, { admin: true });
    gate.size = 2;
    const answers = await Promise.all(
      [a, b].map((staff) =>
        t.api({
          method: "DELETE",
          url: "/api/account",
          cookies: staff.cookies,
          payload: { password: staff.password },
        }),
      ),
    );
    gate.size = 0;
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toMatch(
      /letzte Konto des Wurzelwerk-Teams/,
    );
    expect(await t.db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
  });
});

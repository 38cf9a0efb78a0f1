import { expect } from "vitest";
import type { TestAccount } from "./accounts.ts";
import type { TestApp } from "./app.ts";

/** Saves the employer's profile with a new name, as the dashboard does; the slug it then has. */
export async function renameEmployer(
  app: Pick<TestApp, "api">,
  account: TestAccount,
  name: string,
): Promise<string> {
  const saved = await app.api({
    method: "PUT",
    url: `/api/employers/${account.employerId}`,
    cookies: account.cookies,
    payload: { name, sector_ids: [] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return (saved.json() as { data: { slug: string } }).data.slug;
}

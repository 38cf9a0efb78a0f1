import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/sectors", () => {
  it("lists the seeded sectors sorted by German name in the paginator shape", async () => {
    const res = await t.api({ method: "GET", url: "/api/sectors?order_by=name.asc" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, last_page: 1 });
    expect(body.total).toBe(body.data.length);
    const names = body.data.map((s: { name: { de: string } }) => s.name.de);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, "de")));
    const slugs = body.data.map((s: { slug: string }) => s.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        "landwirtschaft",
        "garten-und-landschaftsbau",
        "baumschule",
        "pflanzenhandel",
      ]),
    );
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: expect.objectContaining({ de: expect.any(String) }),
      slug: expect.any(String),
    });
  });

  it("pages through the list", async () => {
    const res = await t.api({ method: "GET", url: "/api/sectors?page=2&page_size=3" });
    const body = res.json();
    expect(body.current_page).toBe(2);
    expect(body.per_page).toBe(3);
    expect(body.data).toHaveLength(3);
    expect(body.last_page).toBe(Math.ceil(body.total / 3));
  });

  it("answers an unknown order with a German 422 naming the parameter", async () => {
    const res = await t.api({ method: "GET", url: "/api/sectors?order_by=password.asc" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: expect.stringContaining("name.asc"),
      errors: { order_by: [expect.any(String)] },
      code: "validation_failed",
    });
  });

  it("rejects a nonsense page number", async () => {
    const res = await t.api({ method: "GET", url: "/api/sectors?page=-4" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page[0]).toBe("Der Wert muss mindestens 1 sein.");
  });
});

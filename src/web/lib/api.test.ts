import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { NotificationList } from "#shared/schemas/notifications.ts";
import { api, fillPath, queryString } from "./api.ts";
import { HttpError, setSessionExpiredHandler } from "./http.ts";

describe("fillPath and queryString", () => {
  it("fills and encodes path parameters", () => {
    expect(fillPath("/api/x/:id/read", { id: 5 })).toBe("/api/x/5/read");
    expect(fillPath("/api/pages/:slug", { slug: "a b/ä" })).toBe("/api/pages/a%20b%2F%C3%A4");
  });

  it("leaves out empty values and repeats array keys", () => {
    expect(queryString({ a: 1, b: undefined, c: null, d: ["x", "y"] })).toBe("?a=1&d=x&d=y");
    expect(queryString({})).toBe("");
  });
});

describe("api", () => {
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    vi.fn(async () => new Response(body === null ? null : JSON.stringify(body), { status }));

  it("sends the contract's method and path and returns the typed answer", async () => {
    const fetch = answer(200, { data: [], unread: 0 });
    vi.stubGlobal("fetch", fetch);
    const list = await api.get("/api/notifications", { query: { limit: 10 }, toast: false });
    expectTypeOf(list).toEqualTypeOf<NotificationList>();
    expect(list).toEqual({ data: [], unread: 0 });
    expect(fetch).toHaveBeenCalledWith(
      "/api/notifications?limit=10",
      expect.objectContaining({ method: "GET" }),
    );
  });

  it("rejects a refusal with the server's status, code and message", async () => {
    vi.stubGlobal("fetch", answer(404, { message: "Nicht gefunden.", code: "not_found" }));
    const call = api.put("/api/notifications/:id/read", {
      params: { id: 7 },
      body: {},
      toast: false,
    });
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 404, code: "not_found", message: "Nicht gefunden." });
  });

  it("hands a 401 to the session handler once and never settles", async () => {
    vi.stubGlobal("fetch", answer(401, { message: "Nicht angemeldet." }));
    const expired = vi.fn();
    const unset = setSessionExpiredHandler(expired);
    let settled = false;
    void api.get("/api/notifications", { toast: false }).finally(() => (settled = true));
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    unset();
  });

  it("lets a call see the 401 when it asks to", async () => {
    vi.stubGlobal("fetch", answer(401, { message: "Nicht angemeldet." }));
    const expired = vi.fn();
    const unset = setSessionExpiredHandler(expired);
    await expect(
      api.get("/api/notifications", { toast: false, on401: "throw" }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(expired).not.toHaveBeenCalled();
    unset();
  });

  it("refuses wrong paths, parameters and bodies at compile time", () => {
    // Each line is a type error the compiler must report (tsc runs over test files too).
    const never = () => {
      // @ts-expect-error: no such endpoint
      void api.get("/api/nirgends");
      // @ts-expect-error: the path parameter is missing
      void api.put("/api/notifications/:id/read", { body: {} });
      // @ts-expect-error: a wrong query field type
      void api.get("/api/notifications", { query: { limit: "zehn" } });
    };
    expect(typeof never).toBe("function");
  });
});

import { describe, expect, it } from "vitest";
import { readAdsQuery, writeAdsQuery } from "./own-ads-query.ts";

describe("the dashboard's ad list in the address", () => {
  it("reads the German filter word and the page", () => {
    expect(readAdsQuery(new URLSearchParams("anzeigen=entwurf&seite=2"))).toEqual({
      status: "draft",
      page: 2,
    });
    expect(readAdsQuery(new URLSearchParams("anzeigen=aktiv"))).toEqual({
      status: "published",
      page: 1,
    });
    expect(readAdsQuery(new URLSearchParams(""))).toEqual({ status: undefined, page: 1 });
  });

  it("reads unknown words and pages as every status and page 1, large pages bounded", () => {
    expect(readAdsQuery(new URLSearchParams("anzeigen=draft&seite=-3"))).toEqual({
      status: undefined,
      page: 1,
    });
    expect(readAdsQuery(new URLSearchParams("seite=0")).page).toBe(1);
    expect(readAdsQuery(new URLSearchParams("seite=2x")).page).toBe(1);
    expect(readAdsQuery(new URLSearchParams("seite=99999")).page).toBe(10_000);
  });

  it("writes filter and page, leaving defaults out and other parameters as they are", () => {
    const search = new URLSearchParams("x=1&anzeigen=beendet&seite=3");
    expect(writeAdsQuery(search, { status: "expired", page: 2 }).toString()).toBe(
      "x=1&anzeigen=abgelaufen&seite=2",
    );
    expect(writeAdsQuery(search, { page: 1 }).toString()).toBe("x=1");
    expect(search.toString()).toBe("x=1&anzeigen=beendet&seite=3");
  });
});

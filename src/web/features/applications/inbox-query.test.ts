import { describe, expect, it } from "vitest";
import { inboxHref, readInboxQuery, writeInboxQuery } from "./inbox-query.ts";

const read = (search: string) => readInboxQuery(new URLSearchParams(search));

describe("readInboxQuery", () => {
  it("reads ad, status word and page", () => {
    expect(read("anzeige=12&status=in-pruefung&seite=3")).toEqual({
      jobId: 12,
      status: "in_pruefung",
      page: 3,
    });
    expect(read("status=absage")).toEqual({ jobId: undefined, status: "absage", page: 1 });
  });

  it("reads unknown words, ids and pages as every ad, every status and page 1", () => {
    for (const search of [
      "",
      "anzeige=0&status=in_pruefung&seite=0",
      "anzeige=abc&status=offen&seite=-2",
      "anzeige=1e3&status=&seite=1.5",
      "anzeige=12345678901&seite=999999",
    ]) {
      expect(read(search)).toEqual({ jobId: undefined, status: undefined, page: 1 });
    }
  });

  it("keeps pages within the API's bound", () => {
    expect(read("seite=99999").page).toBe(10_000);
  });
});

describe("writeInboxQuery", () => {
  it("sets what is chosen, drops the defaults and keeps other parameters", () => {
    const next = writeInboxQuery(new URLSearchParams("anzeige=4&seite=2&x=1"), {
      status: "gespraech",
      page: 1,
    });
    expect(next.toString()).toBe("x=1&status=gespraech");
  });

  it("round-trips every query", () => {
    const query = { jobId: 7, status: "in_pruefung" as const, page: 4 };
    expect(readInboxQuery(writeInboxQuery(new URLSearchParams(), query))).toEqual(query);
  });
});

describe("inboxHref", () => {
  it("is the bare inbox without a scope and carries the ad otherwise", () => {
    expect(inboxHref()).toBe("/dashboard/bewerbungen");
    expect(inboxHref({ jobId: 9 })).toBe("/dashboard/bewerbungen?anzeige=9");
    expect(inboxHref({ jobId: 9, status: "neu", page: 2 })).toBe(
      "/dashboard/bewerbungen?anzeige=9&status=neu&seite=2",
    );
  });
});

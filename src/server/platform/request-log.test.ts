import { describe, expect, it } from "vitest";
import { urlForLog } from "./request-log.ts";

describe("request log", () => {
  it("keeps no link token, signature, e-mail address or payment session id", () => {
    expect(urlForLog("/reset-password/3f9a0c?email=anna%40example.org")).toBe(
      "/reset-password/…?email=…",
    );
    // The hash is the address's SHA-256: found again from a list of addresses.
    expect(urlForLog("/email/verify/7/ab12?expires=1795628690&signature=deadbeef")).toBe(
      "/email/verify/7/…?expires=1795628690&signature=…",
    );
    // The first staff account's one-time setup link, and the reset's without its query.
    expect(
      [
        "/email/verify/7/ab12",
        `/einrichtung/${"aB3_-".repeat(8)}xyz`,
        "/EINRICHTUNG/abc?_data=routes%2Fsetup",
        "/reset-password/3f9a0c",
      ].map(urlForLog),
    ).toEqual([
      "/email/verify/7/…",
      "/einrichtung/…",
      "/EINRICHTUNG/…?_data=routes%2Fsetup",
      "/reset-password/…",
    ]);
    expect(urlForLog("/checkout/process?session_id=cs_test_abc")).toBe(
      "/checkout/process?session_id=…",
    );
    expect(urlForLog("/bewerbung/12.abcDEF_-")).toBe("/bewerbung/…");
    // A team invitation's link (ADR 058).
    expect(urlForLog(`/einladung/${"aB3_-".repeat(8)}xyz`)).toBe("/einladung/…");
    expect(urlForLog("/Einladung/abc?_data=x")).toBe("/Einladung/…?_data=x");
    // The applicant's link in the seeker's language, also as the router matches it (any case).
    expect(urlForLog("/pl/bewerbung/12.abcDEF_-")).toBe("/pl/bewerbung/…");
    expect(urlForLog("/UK/Bewerbung/12.abc?x=1")).toBe("/UK/Bewerbung/…?x=1");
    expect(urlForLog("/api/applications/by-token/12.abc")).toBe("/api/applications/by-token/…");
    expect(urlForLog("/suchauftraege/7.xyz")).toBe("/suchauftraege/…");
    expect(urlForLog("/api/job-alerts/manage/7.xyz/3")).toBe("/api/job-alerts/manage/…/3");
    expect(urlForLog("/api/job-alerts/unsubscribe/7.xyz")).toBe("/api/job-alerts/unsubscribe/…");
    expect(urlForLog("/login?redirect=%2Fdashboard&Token=x")).toBe(
      "/login?redirect=%2Fdashboard&Token=…",
    );
  });

  it("keeps no derived link token anywhere: odd spellings, another request's query", () => {
    const token = `12.${"aB3_-".repeat(8)}xyz`;
    expect(urlForLog(`/pl/x/../suchauftrag/abmelden/${token}`)).toBe(
      "/pl/x/../suchauftrag/abmelden/…",
    );
    expect(urlForLog(`/pl/%73uchauftrag/abmelden/${token}`)).toBe("/pl/%73uchauftrag/abmelden/…");
    expect(
      urlForLog(`/__manifest?paths=%2Fen%2Fsuchauftraege%2F${token}%2C%2Fjobs&version=abc`),
    ).toBe("/__manifest?paths=%2Fen%2Fsuchauftraege%2F…%2C%2Fjobs&version=abc");
  });

  it("keeps no token of a link in a spelling the router reads as it (escapes, dot segments)", () => {
    const logged = Object.fromEntries(
      [
        "/%65inrichtung/s3cr3t",
        "/x/../einladung/s3cr3t?y=1",
        "/jobs/./../reset-password/s3cr3t",
        "/de/%2e%2e/bewerbung/s3cr3t",
        "/x/..\\einladung\\s3cr3t",
        "/einladung%2Fs3cr3t",
        "/%E0%A4%A/../einladung/s3cr3t",
      ].map((sent) => [sent, urlForLog(sent)]),
    );
    expect(logged).toEqual({
      "/%65inrichtung/s3cr3t": "/einrichtung/…",
      "/x/../einladung/s3cr3t?y=1": "/einladung/…?y=1",
      "/jobs/./../reset-password/s3cr3t": "/reset-password/…",
      "/de/%2e%2e/bewerbung/s3cr3t": "/bewerbung/…",
      "/x/..\\einladung\\s3cr3t": "/einladung/…",
      "/einladung%2Fs3cr3t": "/einladung/…",
      "/%E0%A4%A/../einladung/s3cr3t": "/einladung/…",
    });
  });

  it("leaves other URLs as they are, also malformed ones", () => {
    expect(urlForLog("/jobs/241")).toBe("/jobs/241");
    expect(urlForLog("/api/job-advertisements?page=2&sector=baumschule")).toBe(
      "/api/job-advertisements?page=2&sector=baumschule",
    );
    expect(urlForLog("/x?%E0%A4%A=1&&")).toBe("/x?%E0%A4%A=1&&");
    for (const odd of ["/jobs/../jobs/241", "/unternehmen/gärtnerei-%C3%BC"])
      expect(urlForLog(odd)).toBe(odd);
  });
});

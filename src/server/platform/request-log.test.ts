import { describe, expect, it } from "vitest";
import { urlForLog } from "./request-log.ts";

describe("request log", () => {
  it("keeps no reset token, signature, e-mail address or payment session id", () => {
    expect(urlForLog("/reset-password/3f9a0c?email=anna%40example.org")).toBe(
      "/reset-password/…?email=…",
    );
    expect(urlForLog("/email/verify/7/ab12?expires=1795628690&signature=deadbeef")).toBe(
      "/email/verify/7/ab12?expires=1795628690&signature=…",
    );
    expect(urlForLog("/checkout/process?session_id=cs_test_abc")).toBe(
      "/checkout/process?session_id=…",
    );
    expect(urlForLog("/login?redirect=%2Fdashboard&Token=x")).toBe(
      "/login?redirect=%2Fdashboard&Token=…",
    );
  });

  it("leaves other URLs as they are, also malformed ones", () => {
    expect(urlForLog("/jobs/241")).toBe("/jobs/241");
    expect(urlForLog("/api/job-advertisements?page=2&sector=baumschule")).toBe(
      "/api/job-advertisements?page=2&sector=baumschule",
    );
    expect(urlForLog("/x?%E0%A4%A=1&&")).toBe("/x?%E0%A4%A=1&&");
  });
});

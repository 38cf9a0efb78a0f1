import { describe, expect, it } from "vitest";
import { jobPublishedMessage, jobPublishedToastId } from "#shared/job-published-message.ts";
import { notificationToastId } from "./toast-id.ts";

describe("notificationToastId", () => {
  it("shares the publishing tab's toast id for a published ad, so the news shows once", () => {
    expect(
      notificationToastId({ id: 7, type: "job.published", data: { job_id: 42, title: "Gärtner" } }),
    ).toBe(jobPublishedToastId(42));
  });

  it("gives every other notification an id of its own", () => {
    expect(notificationToastId({ id: 7, type: "job.expired", data: { job_id: 42 } })).toBe(
      "notification-7",
    );
    expect(notificationToastId({ id: 8, type: "job.published", data: {} })).toBe("notification-8");
  });
});

describe("jobPublishedMessage", () => {
  it("is the one sentence of both sides, with the end date in Berlin time", () => {
    expect(jobPublishedMessage("Gärtner (m/w/d)", "2026-12-27T23:30:00.000Z")).toBe(
      "Ihre Anzeige „Gärtner (m/w/d)“ ist jetzt veröffentlicht und läuft bis 28.12.2026.",
    );
    expect(jobPublishedMessage("  ", null)).toBe("Ihre Anzeige ist jetzt veröffentlicht.");
  });
});

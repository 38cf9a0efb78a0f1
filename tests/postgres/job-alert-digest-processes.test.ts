import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlerts, outbox } from "#server/db/schema.ts";
import { DIGEST_MAIL } from "#server/modules/job-alerts/digest.ts";
import { latestSlot } from "#server/modules/job-alerts/digest-slots.ts";
import type { Mail } from "#server/platform/mail/mailer.ts";
import { createJob, northOf, sectorIdBySlug } from "#tests/support/factories.ts";
import { startTwoInstances, until, type TwoInstances } from "#tests/support/two-instances.ts";

// The job alert digest (modules/job-alerts/digest.ts) as the schedulers of two app instances
// run it on one PostgreSQL database, each with its own connection pool and mailer, both
// finding the same slot due at the same moment: every alert still gets exactly one mail with
// each of its new ads once.

const HOUR = 3_600_000;
let instances: TwoInstances;

beforeAll(async () => {
  instances = await startTwoInstances();
}, 60_000);
afterAll(() => instances?.close());

describe("job alert digest across two app instances on PostgreSQL", () => {
  it("mails every due alert exactly once while both schedulers build the same slot", async () => {
    const { apps, sent } = instances;
    const db = instances.database.db;
    const slot = latestSlot("daily", new Date());
    const centre = { lat: 47.5, lng: 12.5 };
    const ads = [];
    for (let km = 1; km <= 3; km++) {
      ads.push(
        await createJob(db, {
          latitude: northOf(centre.lat, km),
          longitude: centre.lng,
          publishedAt: new Date(slot.getTime() - HOUR),
        }),
      );
    }
    const sector = await sectorIdBySlug(db, "garten-und-landschaftsbau");
    // Several batches' worth, so both instances find work to claim.
    const alerts = await db
      .insert(jobAlerts)
      .values(
        Array.from({ length: 1_200 }, (_, n) => ({
          email: `suchende-${n}@example.org`,
          sector_ids: [sector],
          working_time: "Vollzeit",
          job_available_at: "1_to_3_months",
          latitude: centre.lat,
          longitude: centre.lng + n / 10_000,
          geo_radius: 30,
          location_label: "Rosenheim",
          frequency: "daily",
          confirmed_at: new Date(slot.getTime() - 48 * HOUR),
          digest_from: new Date(slot.getTime() - 24 * HOUR),
        })),
      )
      .returning({ id: jobAlerts.id, email: jobAlerts.email });

    await Promise.all(apps.map((t) => t.app.listen({ port: 0, host: "127.0.0.1" })));
    // Done: every alert's window moved to the slot and no digest mail left in the queue.
    await until(async () => {
      const due = await db
        .select({ id: jobAlerts.id, from: jobAlerts.digest_from })
        .from(jobAlerts)
        .where(
          inArray(
            jobAlerts.id,
            alerts.map((a) => a.id),
          ),
        );
      const waiting = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.kind, DIGEST_MAIL));
      return due.every((row) => row.from?.getTime() === slot.getTime()) && waiting.length === 0;
    });
    // Stopping waits for a scheduled run in progress: nothing is sent after this.
    await Promise.all(apps.map((t) => t.app.close()));

    const byAddress = new Map<string, Mail[]>();
    for (const { mail } of sent) byAddress.set(mail.to, [...(byAddress.get(mail.to) ?? []), mail]);
    for (const alert of alerts) {
      const mails = byAddress.get(alert.email) ?? [];
      expect(mails, alert.email).toHaveLength(1);
      expect(mails[0]!.subject).toBe("3 neue Jobs für dich in der Nähe von Rosenheim");
      for (const ad of ads) expect(mails[0]!.text).toContain(`/jobs/${ad.id}\n`);
    }
    expect(sent).toHaveLength(alerts.length);
  }, 120_000);
});

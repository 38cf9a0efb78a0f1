import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationFiles,
  applications,
  auditEvents,
  employerUsers,
  employers,
  jobAdvertisements,
} from "#server/db/schema.ts";
import {
  APPLICATIONS_PAGE_SIZE,
  DEFAULT_REJECTION_TEMPLATE,
} from "#shared/schemas/applications.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createApplication, createJob, TEST_PDF } from "#tests/support/factories.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";
import { readZip } from "#tests/support/zip-reader.ts";

// The employer's inbox of applications (docs/product.md "Applications on the platform", ADR
// 046): list, detail, status with the Absage mail, the Absage text, the file download, who
// may see what, and the applications in the employer's data rights.

let t: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await t?.close();
  await mail?.close();
});

function call(
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  who: TestAccount | null,
  payload?: unknown,
) {
  return t.api({
    method,
    url,
    cookies: who?.cookies ?? {},
    payload: payload as Record<string, unknown> | undefined,
  });
}

/** An employer with a live ad. */
async function employerWithJob(company?: string, title?: string) {
  const account = await createAccount(t.db, company ? { company } : {});
  const job = await createJob(t.db, { employerId: account.employerId, title });
  return { account, job };
}

const apply = (
  job: { id: number; employer_id: number },
  o: Parameters<typeof createApplication>[3] = {},
) => createApplication(t.db, t.config.dataDir, job, o);

const storedPath = (key: string) => join(t.config.dataDir, "private", "applications", key);

async function applicationRow(id: number) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

const impersonate = (staff: TestAccount, userId: number) =>
  call("POST", `/api/admin/users/${userId}/impersonate`, staff, {});
const endImpersonation = (staff: TestAccount) => call("DELETE", "/impersonation", staff);

describe("the inbox list", () => {
  it("lists newest first with counts, filters by status, pages by 20, per employer and per ad", async () => {
    const { account, job } = await employerWithJob();
    const second = await createJob(t.db, { employerId: account.employerId, title: "Baumpfleger" });
    const base = Date.now() - 3_600_000;
    const made = [];
    for (let i = 0; i < APPLICATIONS_PAGE_SIZE + 2; i++) {
      made.push(
        await apply(i % 2 === 0 ? job : second, {
          name: `Bewerber ${i}`,
          createdAt: new Date(base + i * 1000),
          status: i < 3 ? "absage" : i < 5 ? "gespraech" : "neu",
          seenAt: i < 5 ? new Date() : null,
          files:
            i === 0
              ? [
                  { file_name: "cv.pdf", bytes: TEST_PDF },
                  { file_name: "zeugnis.pdf", bytes: TEST_PDF },
                ]
              : [],
        }),
      );
    }
    const all = await call("GET", `/api/employers/${account.employerId}/applications`, account);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers["cache-control"]).toBe("private, no-store");
    const body = all.json();
    expect(body.total).toBe(22);
    expect(body.per_page).toBe(20);
    expect(body.last_page).toBe(2);
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({
      id: made[21]!.id,
      name: "Bewerber 21",
      status: "neu",
      seen: false,
      job: { id: second.id, title: "Baumpfleger" },
      file_count: 0,
    });
    expect(body.counts).toEqual({
      total: 22,
      unseen: 17,
      by_status: { neu: 17, in_pruefung: 0, gespraech: 2, zusage: 0, absage: 3 },
    });
    const page2 = (
      await call("GET", `/api/employers/${account.employerId}/applications?page=2`, account)
    ).json();
    expect(page2.data.map((a: { name: string }) => a.name)).toEqual(["Bewerber 1", "Bewerber 0"]);
    expect(page2.data[1]).toMatchObject({ file_count: 2, seen: true, status: "absage" });

    const rejected = (
      await call("GET", `/api/employers/${account.employerId}/applications?status=absage`, account)
    ).json();
    expect(rejected.total).toBe(3);
    expect(rejected.data.map((a: { status: string }) => a.status)).toEqual([
      "absage",
      "absage",
      "absage",
    ]);
    // The counts stay those of every status: the filter's tabs show them all.
    expect(rejected.counts.total).toBe(22);

    const perJob = (
      await call("GET", `/api/job-advertisements/${job.id}/applications`, account)
    ).json();
    expect(perJob.total).toBe(11);
    expect(perJob.data.every((a: { job: { id: number } }) => a.job.id === job.id)).toBe(true);
    expect(perJob.counts).toMatchObject({ total: 11, by_status: { absage: 2, gespraech: 1 } });

    // The own ad list carries the counts per ad (the dashboard's ad card).
    const own = (
      await call("GET", "/api/job-advertisements?mine=1&page_size=50", account)
    ).json() as {
      data: { id: number; application_count: number; unseen_application_count: number }[];
    };
    const card = (id: number) => own.data.find((a) => a.id === id);
    expect(card(job.id)).toMatchObject({ application_count: 11, unseen_application_count: 8 });
    expect(card(second.id)).toMatchObject({ application_count: 11, unseen_application_count: 9 });
    const single = await call("GET", `/api/job-advertisements/${job.id}`, account);
    expect(single.json().data).toMatchObject({
      application_count: 11,
      unseen_application_count: 8,
    });
  });

  it("refuses a status that does not exist and unknown query keys with a German 422", async () => {
    const { account } = await employerWithJob();
    for (const query of ["status=verworfen", "page=0", "sort=name"]) {
      const res = await call(
        "GET",
        `/api/employers/${account.employerId}/applications?${query}`,
        account,
      );
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toMatch(/[äöüß]|nicht|ungültig|Status|muss|Unbekannt/i);
    }
    const unknownJob = await call(
      "GET",
      "/api/job-advertisements/2000000000/applications",
      account,
    );
    expect(unknownJob.statusCode).toBe(404);
    expect(unknownJob.json().message).toBe("Diese Stellenanzeige gibt es nicht.");
  });
});

describe("the detail", () => {
  it("shows the application with its files and marks it seen the first time only", async () => {
    const { account, job } = await employerWithJob(undefined, "Gärtner (m/w/d)");
    const made = await apply(job, {
      name: "Jana <b>Fett</b>",
      message: "Hallo!\n<script>alert(1)</script>",
      files: [
        { kind: "attachment", file_name: "Zeugnis.pdf", bytes: TEST_PDF },
        { kind: "cv", file_name: "Lebenslauf Jana.pdf", bytes: TEST_PDF },
      ],
    });
    const res = await call("GET", `/api/applications/${made.id}`, account);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const data = res.json().data;
    expect(data).toMatchObject({
      id: made.id,
      job: { id: job.id, title: "Gärtner (m/w/d)" },
      name: "Jana <b>Fett</b>",
      message: "Hallo!\n<script>alert(1)</script>",
      phone: "0511 987654",
      status: "neu",
      seen: true,
      file_count: 2,
      status_changed_at: null,
      rejection_mailed_at: null,
    });
    // The CV first, then the attachments.
    expect(
      data.files.map((f: { kind: string; file_name: string }) => [f.kind, f.file_name]),
    ).toEqual([
      ["cv", "Lebenslauf Jana.pdf"],
      ["attachment", "Zeugnis.pdf"],
    ]);
    expect(data.files[0]).toMatchObject({
      content_type: "application/pdf",
      size_bytes: TEST_PDF.length,
    });
    // The ad runs for 30 days: deleted 180 days after its end unless decided before.
    const expected = job.expires_at!.getTime() + t.config.applicationRetentionDays * 86_400_000;
    expect(new Date(data.delete_after).getTime()).toBe(expected);

    const firstSeen = (await applicationRow(made.id))!.seen_at;
    expect(firstSeen).toBeInstanceOf(Date);
    await call("GET", `/api/applications/${made.id}`, account);
    expect((await applicationRow(made.id))!.seen_at).toEqual(firstSeen);
    const list = (
      await call("GET", `/api/employers/${account.employerId}/applications`, account)
    ).json();
    expect(list.counts.unseen).toBe(0);
  });

  it("answers 404 for an unknown id and a malformed one with a German 422", async () => {
    const { account } = await employerWithJob();
    const unknown = await call("GET", "/api/applications/2000000000", account);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: "Diese Bewerbung gibt es nicht (mehr).",
      code: "application.not_found",
    });
    const malformed = await call("GET", "/api/applications/abc", account);
    expect(malformed.statusCode).toBe(422);
  });
});

describe("PUT /api/applications/{id}/status", () => {
  it("moves between any statuses; final_at is set while zusage or absage and cleared otherwise", async () => {
    const { account, job } = await employerWithJob();
    const made = await apply(job);
    const put = (status: string) =>
      call("PUT", `/api/applications/${made.id}/status`, account, { status });

    const review = await put("in_pruefung");
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().message).toBe("Die Bewerbung ist jetzt „In Prüfung“.");
    expect(review.json().data).toMatchObject({
      status: "in_pruefung",
      delete_after: expect.any(String),
    });
    let row = (await applicationRow(made.id))!;
    expect(row.status).toBe("in_pruefung");
    expect(row.final_at).toBeNull();
    expect(row.status_changed_at).toBeInstanceOf(Date);

    expect((await put("zusage")).statusCode).toBe(200);
    row = (await applicationRow(made.id))!;
    expect(row.final_at).toBeInstanceOf(Date);
    const decided = row.final_at!;
    // The same status again keeps the date the retention period runs from.
    expect((await put("zusage")).statusCode).toBe(200);
    expect((await applicationRow(made.id))!.final_at).toEqual(decided);
    const detail = (await put("absage")).json().data;
    row = (await applicationRow(made.id))!;
    expect(row.status).toBe("absage");
    expect(row.final_at!.getTime()).toBeGreaterThanOrEqual(decided.getTime());
    expect(new Date(detail.delete_after).getTime()).toBe(
      row.final_at!.getTime() + t.config.applicationRetentionDays * 86_400_000,
    );
    // A mistaken click is taken back: open again, the period no longer runs from a decision.
    expect((await put("neu")).json().message).toBe("Die Bewerbung ist wieder als „Neu“ markiert.");
    row = (await applicationRow(made.id))!;
    expect(row.status).toBe("neu");
    expect(row.final_at).toBeNull();
    expect(row.rejection_mailed_at).toBeNull();
    expect(mail.messages.some((m) => m.to && "text" in m.to && m.to.text === made.email)).toBe(
      false,
    );
  });

  it("refuses bad bodies with German 422s and send_mail without absage; nothing stored", async () => {
    const { account, job } = await employerWithJob();
    const made = await apply(job, { status: "gespraech" });
    const before = await applicationRow(made.id);
    const cases: [unknown, RegExp][] = [
      [{}, /Bitte wählen Sie einen Status/],
      [{ status: "abgelehnt" }, /Diesen Status gibt es nicht/],
      [{ status: "absage", send_mail: "ja" }, /ja oder nein/],
      [{ status: "absage", extra: 1 }, /./],
      [{ status: "zusage", send_mail: true }, /nur zusammen mit dem Status „Absage“/],
      [{ status: "neu", send_mail: true }, /nur zusammen mit dem Status „Absage“/],
    ];
    for (const [payload, message] of cases) {
      const res = await call("PUT", `/api/applications/${made.id}/status`, account, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect(await applicationRow(made.id)).toEqual(before);
  });

  it("sends the Absage mail once from the employer's text, escaped, with the company's address to reply to", async () => {
    const { account, job } = await employerWithJob(
      "Gärtnerei <i>Grün</i> & Co",
      "Gärtner <script>alert(1)</script>",
    );
    await t.db
      .update(employers)
      .set({ email: "personal@gruen.example" })
      .where(eq(employers.id, account.employerId));
    const saved = await call(
      "PUT",
      `/api/employers/${account.employerId}/rejection-template`,
      account,
      {
        rejection_template:
          "Liebe/r {name},\n\nleider hat es mit der Stelle {stelle} nicht geklappt.\n\nDein Team von {unternehmen}",
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const made = await apply(job, {
      name: "Max <script>alert('x')</script> {stelle}",
      email: "max.absage@example.org",
    });
    const res = await call("PUT", `/api/applications/${made.id}/status`, account, {
      status: "absage",
      send_mail: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      "Die Bewerbung hat jetzt den Status „Absage“. Die Absage-E-Mail wird gesendet.",
    );
    expect(res.json().data.rejection_mailed_at).toEqual(expect.any(String));

    const received = await mail.waitFor(
      (m: ParsedMail) => m.to !== undefined && "text" in m.to && m.to.text === made.email,
    );
    expect(received.subject).toBe(
      "Deine Bewerbung bei Gärtnerei <i>Grün</i> & Co: Gärtner <script>alert(1)</script>",
    );
    expect(received.replyTo?.text).toBe("personal@gruen.example");
    expect(received.text).toContain("Liebe/r Max <script>alert('x')</script> {stelle},");
    expect(received.text).toContain(
      "leider hat es mit der Stelle Gärtner <script>alert(1)</script> nicht geklappt.",
    );
    const html = String(received.html);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<i>Grün</i>");
    expect(html).toContain("Liebe/r Max &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; {stelle},");
    expect(html).toContain("Gärtnerei &lt;i&gt;Grün&lt;/i&gt; &amp; Co");
    // The site's mail frame.
    expect(html).toContain(t.config.appName);
    expect(html).toContain('<html lang="de">');

    // At most once per application: a second request with the mail is a 409, nothing sent.
    const again = await call("PUT", `/api/applications/${made.id}/status`, account, {
      status: "absage",
      send_mail: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message:
        "Die Absage-E-Mail wurde für diese Bewerbung bereits gesendet; sie geht nur einmal hinaus.",
      code: "application.rejection_mailed",
    });
    // Setting the status without the mail still works.
    expect(
      (await call("PUT", `/api/applications/${made.id}/status`, account, { status: "absage" }))
        .statusCode,
    ).toBe(200);
    expect(
      mail.messages.filter((m) => m.to && "text" in m.to && m.to.text === made.email),
    ).toHaveLength(1);
  });

  it("uses the standard text without a template and no Reply-To without the company's address", async () => {
    const { account, job } = await employerWithJob("Baumschule Standard", "Baumschulgärtner");
    await t.db.update(employers).set({ email: null }).where(eq(employers.id, account.employerId));
    const made = await apply(job, { name: "Ute", email: "ute.standard@example.org" });
    const res = await call("PUT", `/api/applications/${made.id}/status`, account, {
      status: "absage",
      send_mail: true,
    });
    expect(res.statusCode).toBe(200);
    const received = await mail.waitFor(
      (m: ParsedMail) => m.to !== undefined && "text" in m.to && m.to.text === made.email,
    );
    expect(received.replyTo).toBeUndefined();
    expect(received.text).toContain("Hallo Ute,");
    expect(received.text).toContain(
      "vielen Dank für deine Bewerbung als Baumschulgärtner und dein Interesse an Baumschule Standard.",
    );
    expect(received.text).not.toMatch(/\{name\}|\{stelle\}|\{unternehmen\}/);
  });

  it("writes to an applicant who applied in Polish in Polish: the standard text translated, the employer's own text marked as German", async () => {
    const { account, job } = await employerWithJob("Obsthof Polski", "Erntehelfer (m/w/d)");
    await t.db
      .update(jobAdvertisements)
      .set({
        translations: {
          pl: {
            title: "Pomocnik przy zbiorach",
            description: "<p>Zbiór jabłek.</p>",
            tasks: "",
            profile: "",
            benefits: "",
          },
        },
      })
      .where(eq(jobAdvertisements.id, job.id));
    const standard = await apply(job, { name: "Ola", email: "ola.standard@example.org" });
    await t.db.update(applications).set({ locale: "pl" }).where(eq(applications.id, standard.id));
    const detail = await call("GET", `/api/applications/${standard.id}`, account);
    expect(detail.json().data.locale).toBe("pl");
    const list = await call("GET", `/api/employers/${account.employerId}/applications`, account);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: standard.id, locale: "pl" });
    await call("PUT", `/api/applications/${standard.id}/status`, account, {
      status: "absage",
      send_mail: true,
    });
    const polish = await mail.waitFor(
      (m: ParsedMail) => m.to !== undefined && "text" in m.to && m.to.text === standard.email,
    );
    expect(polish.subject).toBe("Twoja aplikacja – Obsthof Polski: Pomocnik przy zbiorach");
    expect(polish.text).toContain("Cześć Ola,");
    expect(polish.text).toContain(
      "dziękujemy za twoją aplikację na stanowisko Pomocnik przy zbiorach i za zainteresowanie firmą Obsthof Polski.",
    );
    expect(polish.text).toContain(`przez ${t.config.appName}, ponieważ aplikujesz tam`);
    expect(polish.text).not.toMatch(/Hallo|Bewerbung|Diese Nachricht/);
    expect(String(polish.html)).toContain('<html lang="pl">');

    // The employer's own text goes out as written, after a line in Polish that it is German.
    await call("PUT", `/api/employers/${account.employerId}/rejection-template`, account, {
      rejection_template: "Hallo {name},\n\nleider nicht diesmal: {stelle}.\n\n{unternehmen}",
    });
    const own = await apply(job, { name: "Piotr", email: "piotr.own@example.org" });
    await t.db.update(applications).set({ locale: "pl" }).where(eq(applications.id, own.id));
    await call("PUT", `/api/applications/${own.id}/status`, account, {
      status: "absage",
      send_mail: true,
    });
    const marked = await mail.waitFor(
      (m: ParsedMail) => m.to !== undefined && "text" in m.to && m.to.text === own.email,
    );
    expect(marked.text).toMatch(
      /^Firma Obsthof Polski napisała tę wiadomość po niemiecku:\n\nHallo Piotr,\n\nleider nicht diesmal: Pomocnik przy zbiorach\./,
    );
    expect(String(marked.html)).toContain('<div lang="de">');
  });
});

describe("the Absage text", () => {
  it("reads the standard text, saves an own one, goes back with null or an empty text", async () => {
    const { account } = await employerWithJob();
    const url = `/api/employers/${account.employerId}/rejection-template`;
    const initial = await call("GET", url, account);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({
      rejection_template: DEFAULT_REJECTION_TEMPLATE,
      is_default: true,
    });

    const own = "Hallo {name},\r\ndanke für dein Interesse an {stelle}.\r\n{unternehmen}";
    const saved = await call("PUT", url, account, { rejection_template: `  ${own}  ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      data: {
        rejection_template: "Hallo {name},\ndanke für dein Interesse an {stelle}.\n{unternehmen}",
        is_default: false,
      },
      message: "Ihr Text für die Absage-E-Mail ist gespeichert.",
    });
    expect((await call("GET", url, account)).json().data.is_default).toBe(false);

    for (const reset of [null, "", "   "]) {
      await call("PUT", url, account, { rejection_template: "Eigener Text" });
      const res = await call("PUT", url, account, { rejection_template: reset });
      expect(res.statusCode, String(reset)).toBe(200);
      expect(res.json().message).toBe("Für die Absage-E-Mail gilt wieder der Standardtext.");
      expect(res.json().data.is_default).toBe(true);
      const [row] = await t.db
        .select({ text: employers.rejection_template })
        .from(employers)
        .where(eq(employers.id, account.employerId));
      expect(row!.text).toBeNull();
    }
  });

  it("refuses bad input with a German 422 and keeps the text", async () => {
    const { account } = await employerWithJob();
    const url = `/api/employers/${account.employerId}/rejection-template`;
    await call("PUT", url, account, { rejection_template: "Mein Text, {name}." });
    const cases: [unknown, RegExp][] = [
      [{}, /Bitte geben Sie einen Text ein/],
      [{ rejection_template: 42 }, /Bitte geben Sie einen Text ein/],
      [{ rejection_template: "x".repeat(5001) }, /höchstens 5\.000 Zeichen/],
      [{ rejection_template: "Hallo {vorname}" }, /Den Platzhalter \{vorname\} gibt es nicht/],
      [
        { rejection_template: "Hallo {vorname} {firma}" },
        /Die Platzhalter \{vorname\}, \{firma\} gibt es nicht\. Möglich sind \{name\}, \{stelle\}, \{unternehmen\}/,
      ],
      [{ rejection_template: "ok", more: true }, /./],
    ];
    for (const [payload, message] of cases) {
      const res = await call("PUT", url, account, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().message).toMatch(message);
    }
    expect((await call("GET", url, account)).json().data.rejection_template).toBe(
      "Mein Text, {name}.",
    );
  });
});

describe("GET /api/applications/{id}/files/{fileId}", () => {
  it("sends the bytes as a download only, never inline, with a safe name", async () => {
    const { account, job } = await employerWithJob();
    // A script named like a PDF: stored as the form recognised it, and only ever downloaded.
    const script = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const made = await apply(job, {
      files: [
        { kind: "cv", file_name: 'Lebenslauf Jürgen "Süß".pdf', bytes: TEST_PDF },
        {
          kind: "attachment",
          file_name: "cv.pdf",
          content_type: "text/html",
          bytes: script,
        },
      ],
    });
    const [cv, fake] = made.files;
    const res = await call("GET", `/api/applications/${made.id}/files/${cv!.id}`, account);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(TEST_PDF)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Lebenslauf Jurgen _Suss_.pdf"; filename*=UTF-8''Lebenslauf%20J%C3%BCrgen%20%22S%C3%BC%C3%9F%22.pdf`,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toMatch(/^sandbox/);
    expect(res.headers["cache-control"]).toBe("private, no-store");

    const html = await call("GET", `/api/applications/${made.id}/files/${fake!.id}`, account);
    expect(html.statusCode).toBe(200);
    expect(html.rawPayload.equals(script)).toBe(true);
    // A type we did not recognise from the bytes is not named: opaque bytes, as a download.
    expect(html.headers["content-type"]).toBe("application/octet-stream");
    expect(html.headers["content-disposition"]).toMatch(/^attachment; /);
  });

  it("answers 404 for a file of another application, an unknown file and a file gone from the disk", async () => {
    const { account, job } = await employerWithJob();
    const a = await apply(job);
    const b = await apply(job);
    const cross = await call("GET", `/api/applications/${a.id}/files/${b.files[0]!.id}`, account);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe("Diese Datei gibt es nicht (mehr).");
    expect(
      (await call("GET", `/api/applications/${a.id}/files/2000000000`, account)).statusCode,
    ).toBe(404);
    rmSync(storedPath(b.files[0]!.storage_key));
    expect(
      (await call("GET", `/api/applications/${b.id}/files/${b.files[0]!.id}`, account)).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/applications/${a.id}/files/abc`, account)).statusCode).toBe(
      422,
    );
  });
});

describe("ownership", () => {
  it("refuses every inbox route with a second employer's ids: 403/404, nothing changed or sent", async () => {
    const attacker = await employerWithJob();
    const victim = await employerWithJob("Fremder Betrieb GmbH");
    const theirs = await apply(victim.job, {
      name: "Geheime Bewerberin",
      email: "geheim@example.org",
    });
    const file = theirs.files[0]!;
    const [templateBefore] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, victim.account.employerId));
    const before = await applicationRow(theirs.id);

    const doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const inboxPaths = Object.entries(doc.paths).filter(
      ([path]) =>
        path.startsWith("/api/applications/{id}") ||
        path === "/api/employers/{id}/applications" ||
        path === "/api/employers/{id}/rejection-template" ||
        path === "/api/job-advertisements/{id}/applications",
    );
    const walked: string[] = [];
    for (const [path, methods] of inboxPaths) {
      for (const method of Object.keys(methods)) {
        // The public form on a job page (anyone applies to any live ad) is no inbox route.
        if (method === "post" && path === "/api/job-advertisements/{id}/applications") continue;
        const id = path.startsWith("/api/employers/")
          ? victim.account.employerId
          : path.startsWith("/api/job-advertisements/")
            ? victim.job.id
            : theirs.id;
        const url = path.replace("{id}", String(id)).replace("{fileId}", String(file.id));
        const upper = method.toUpperCase() as "GET" | "PUT";
        const payload = path.endsWith("/status")
          ? { status: "absage", send_mail: true }
          : upper === "PUT"
            ? { rejection_template: "Gekapert {name}" }
            : undefined;
        const res = await call(upper, url, attacker.account, payload);
        expect([403, 404], `${upper} ${path}`).toContain(res.statusCode);
        expect(res.json().message, `${upper} ${path}`).toMatch(/Zugriff|gibt es nicht/);
        expect(res.body).not.toContain("Geheime");
        walked.push(`${upper} ${path}`);
      }
    }
    expect(walked.sort()).toEqual(
      [
        "GET /api/applications/{id}",
        "GET /api/applications/{id}/files/{fileId}",
        "GET /api/employers/{id}/applications",
        "GET /api/employers/{id}/rejection-template",
        "GET /api/job-advertisements/{id}/applications",
        "PUT /api/applications/{id}/status",
        "PUT /api/employers/{id}/rejection-template",
      ].sort(),
    );
    // Their file with the attacker's own application id: still nothing.
    const mine = await apply(attacker.job);
    expect(
      (await call("GET", `/api/applications/${mine.id}/files/${file.id}`, attacker.account))
        .statusCode,
    ).toBe(404);
    expect(await applicationRow(theirs.id)).toEqual(before);
    const [templateAfter] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, victim.account.employerId));
    expect(templateAfter).toEqual(templateBefore);
    expect(mail.messages.some((m) => m.to && "text" in m.to && m.to.text === theirs.email)).toBe(
      false,
    );
    // Logged out: 401 everywhere.
    for (const url of [
      `/api/applications/${theirs.id}`,
      `/api/applications/${theirs.id}/files/${file.id}`,
      `/api/employers/${victim.account.employerId}/applications`,
    ]) {
      expect((await call("GET", url, null)).statusCode, url).toBe(401);
    }
  });
});

describe("staff see counts only", () => {
  it("get 403 on contents, the counts in the backoffice, and contents while impersonating (audited)", async () => {
    const staff = await createAccount(t.db, { admin: true });
    const { account, job } = await employerWithJob();
    const made = await apply(job, {
      name: "Nur fürs Unternehmen",
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await apply(job, { name: "Zweite Bewerberin" });
    const file = made.files[0]!;
    const template = `/api/employers/${account.employerId}/rejection-template`;

    // The Absage text belongs to the inbox too: the same 403, also for a text that would be
    // refused (nothing is checked for staff before the refusal).
    for (const [method, url, payload] of [
      ["GET", `/api/applications/${made.id}`],
      ["GET", `/api/applications/${made.id}/files/${file.id}`],
      ["PUT", `/api/applications/${made.id}/status`, { status: "zusage" }],
      ["GET", `/api/employers/${account.employerId}/applications`],
      ["GET", `/api/job-advertisements/${job.id}/applications`],
      ["GET", template],
      ["PUT", template, { rejection_template: "Vom Team, {name}." }],
      ["PUT", template, { rejection_template: "Hallo {vorname}" }],
      ["PUT", template, { rejection_template: null }],
    ] as const) {
      const res = await call(method, url, staff, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        message: expect.stringContaining("Übernehmen Sie das Konto"),
        code: "application.staff_forbidden",
      });
    }
    expect((await applicationRow(made.id))!.status).toBe("neu");
    const templateOf = async () =>
      (
        await t.db
          .select({ text: employers.rejection_template })
          .from(employers)
          .where(eq(employers.id, account.employerId))
      )[0]!.text;
    expect(await templateOf()).toBeNull();

    // A staff account that is also one of the employer's users still sees counts only.
    await t.db
      .insert(employerUsers)
      .values({ employer_id: account.employerId, user_id: staff.userId, role: "member" });
    for (const [method, url, payload] of [
      ["GET", `/api/applications/${made.id}`],
      ["PUT", template, { rejection_template: "Vom Team, {name}." }],
    ] as const) {
      const member = await call(method, url, staff, payload);
      expect(member.statusCode, url).toBe(403);
      expect(member.json().code, url).toBe("application.staff_forbidden");
    }
    expect(await templateOf()).toBeNull();
    await t.db.delete(employerUsers).where(eq(employerUsers.user_id, staff.userId));
    await t.db
      .insert(employerUsers)
      .values({ employer_id: staff.employerId, user_id: staff.userId });

    const detail = await call("GET", `/api/admin/employers/${account.employerId}`, staff);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.application_count).toBe(2);
    expect(detail.body).not.toContain("Nur fürs Unternehmen");
    const ads = await call(
      "GET",
      `/api/admin/job-advertisements?employer_id=${account.employerId}`,
      staff,
    );
    expect(ads.statusCode, ads.body).toBe(200);
    expect(ads.json().data).toEqual([
      expect.objectContaining({ id: job.id, application_count: 2 }),
    ]);

    // The team's export of the employer holds the count, not the applications.
    const exported = await call("GET", `/api/admin/employers/${account.employerId}/export`, staff);
    expect(exported.statusCode).toBe(200);
    const files = readZip(exported.rawPayload);
    expect(JSON.parse(files.get("applications.json")!.toString())).toEqual({ count: 2 });
    expect([...files.keys()].some((name) => name.startsWith("applications/"))).toBe(false);
    expect([...files.values()].map((b) => b.toString()).join("\n")).not.toContain(
      "Nur fürs Unternehmen",
    );

    // The employer's own users read and change unnoted.
    const own = [
      await call("GET", `/api/employers/${account.employerId}/applications`, account),
      await call("GET", `/api/job-advertisements/${job.id}/applications`, account),
      await call("PUT", `/api/applications/${second.id}/status`, account, { status: "gespraech" }),
      await call("PUT", template, account, { rejection_template: "Vom Betrieb, {name}." }),
    ];
    expect(own.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    await call("PUT", template, account, { rejection_template: null });

    // Impersonating the employer: contents, every read and change noted in the trail, the
    // badge left to the employer.
    expect((await impersonate(staff, account.userId)).statusCode).toBe(200);
    const listed = await call("GET", `/api/employers/${account.employerId}/applications`, staff);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(2);
    const listedJob = await call("GET", `/api/job-advertisements/${job.id}/applications`, staff);
    expect(listedJob.statusCode).toBe(200);
    // A page without applications shows no applicant: nothing to note.
    const emptyPage = await call(
      "GET",
      `/api/employers/${account.employerId}/applications?status=zusage`,
      staff,
    );
    expect(emptyPage.json().data).toEqual([]);
    const asEmployer = await call("GET", `/api/applications/${made.id}`, staff);
    expect(asEmployer.statusCode, asEmployer.body).toBe(200);
    expect(asEmployer.json().data.name).toBe("Nur fürs Unternehmen");
    expect(asEmployer.json().data.seen).toBe(false);
    expect((await applicationRow(made.id))!.seen_at).toBeNull();
    const download = await call("GET", `/api/applications/${made.id}/files/${file.id}`, staff);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(TEST_PDF)).toBe(true);
    const moved = await call("PUT", `/api/applications/${made.id}/status`, staff, {
      status: "absage",
      send_mail: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The same status again changes nothing, so nothing is noted.
    const same = await call("PUT", `/api/applications/${made.id}/status`, staff, {
      status: "absage",
    });
    expect(same.statusCode).toBe(200);
    const ownText = "Vom Team, {name}.";
    for (const text of [ownText, ownText]) {
      const saved = await call("PUT", template, staff, { rejection_template: text });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(await templateOf()).toBe(ownText);
    expect((await call("GET", template, staff)).statusCode).toBe(200);
    expect((await endImpersonation(staff)).statusCode).toBe(200);

    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.employer_id, account.employerId))
      .orderBy(auditEvents.id);
    const inbox = trail.filter((e) => /^(applications?|rejection_template)\./.test(e.action));
    expect(
      inbox.map((e) => [e.action, e.subject_type, e.subject_id, e.impersonator_id, e.changes]),
    ).toEqual([
      [
        "applications.listed",
        "employer",
        account.employerId,
        staff.userId,
        { application_ids: [second.id, made.id] },
      ],
      [
        "applications.listed",
        "job_advertisement",
        job.id,
        staff.userId,
        { application_ids: [second.id, made.id] },
      ],
      ["application.viewed", "application", made.id, staff.userId, {}],
      ["application.file_downloaded", "application", made.id, staff.userId, {}],
      [
        "application.status_changed",
        "application",
        made.id,
        staff.userId,
        { status: ["neu", "absage"], rejection_mail: true },
      ],
      [
        "rejection_template.updated",
        "employer",
        account.employerId,
        staff.userId,
        { rejection_template: [null, ownText] },
      ],
    ]);
    const shown = await call(
      "GET",
      `/api/admin/employers/${account.employerId}/audit-events`,
      staff,
    );
    expect(shown.statusCode).toBe(200);
    const entries = shown.json().data as {
      summary: string;
      details: { label: string; before: string | null; after: string | null }[];
    }[];
    const summaries = entries.map((e) => e.summary);
    expect(summaries).toContain("Liste der Bewerbungen vom Team angesehen");
    expect(summaries).toContain(
      `Bewerbungen auf Anzeige „${job.title}“ (Nr. ${job.id}) vom Team angesehen`,
    );
    expect(summaries).toContain(`Bewerbung Nr. ${made.id} vom Team angesehen`);
    expect(summaries).toContain(`Datei einer Bewerbung (Nr. ${made.id}) vom Team heruntergeladen`);
    const statusEntry = entries.find(
      (e) => e.summary === `Bewerbung Nr. ${made.id} vom Team bearbeitet`,
    );
    expect(statusEntry!.details).toEqual([
      { label: "Status", before: "Neu", after: "Absage" },
      { label: "Absage-E-Mail gesendet", before: null, after: "ja" },
    ]);
    const templateEntry = entries.find(
      (e) => e.summary === "Text der Absage-E-Mail vom Team geändert",
    );
    expect(templateEntry!.details).toEqual([
      { label: "Text der Absage-E-Mail", before: "Standardtext", after: ownText },
    ]);
    expect(shown.body).not.toContain("Nur fürs Unternehmen");
    expect(shown.body).not.toContain("Zweite Bewerberin");
  });
});

describe("data rights", () => {
  it("the employer's export holds every application with its fields and its files", async () => {
    const { account, job } = await employerWithJob();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const made = await apply(job, {
      name: "Erika Export",
      status: "absage",
      finalAt: new Date(),
      files: [
        { kind: "cv", file_name: "cv.pdf", bytes: TEST_PDF },
        { kind: "attachment", file_name: "cv.pdf", content_type: "image/png", bytes: png },
        { kind: "attachment", file_name: "../../etc/passwd", bytes: TEST_PDF },
      ],
    });
    const res = await call("GET", "/api/account/export", account);
    expect(res.statusCode).toBe(200);
    const files = readZip(res.rawPayload);
    const list = JSON.parse(files.get("applications.json")!.toString());
    expect(list).toEqual([
      expect.objectContaining({
        id: made.id,
        job: { id: job.id, title: job.title },
        name: "Erika Export",
        email: made.email,
        phone: "0511 987654",
        message: "Ich arbeite gern draußen.",
        status: "absage",
        final_at: expect.any(String),
        created_at: expect.any(String),
        files: [
          expect.objectContaining({
            kind: "cv",
            file_name: "cv.pdf",
            path: `applications/${made.id}/cv.pdf`,
          }),
          expect.objectContaining({
            file_name: "cv.pdf",
            path: `applications/${made.id}/2-cv.pdf`,
          }),
          expect.objectContaining({
            file_name: "../../etc/passwd",
            path: `applications/${made.id}/__.._etc_passwd`,
          }),
        ],
      }),
    ]);
    expect(files.get(`applications/${made.id}/cv.pdf`)!.equals(TEST_PDF)).toBe(true);
    expect(files.get(`applications/${made.id}/2-cv.pdf`)!.equals(png)).toBe(true);
    expect(files.get("LIESMICH.txt")!.toString()).toContain("die Dateien der Bewerbungen");
  });

  it("deleting the account removes every application and its files; the employer row stays a tombstone", async () => {
    const { account, job } = await employerWithJob();
    const other = await employerWithJob();
    const a = await apply(job);
    const b = await apply(job, {
      files: [
        { file_name: "a.pdf", bytes: TEST_PDF },
        { file_name: "b.pdf", bytes: TEST_PDF },
      ],
    });
    const kept = await apply(other.job);
    await call("PUT", `/api/employers/${account.employerId}/rejection-template`, account, {
      rejection_template: "Eigener Text {name}",
    });
    const keys = [...a.files, ...b.files].map((f) => f.storage_key);
    for (const key of keys) expect(existsSync(storedPath(key))).toBe(true);

    const res = await call("DELETE", "/api/account", account, { password: account.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.db
        .select()
        .from(applications)
        .where(inArray(applications.id, [a.id, b.id])),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(applicationFiles)
        .where(inArray(applicationFiles.application_id, [a.id, b.id])),
    ).toEqual([]);
    for (const key of keys) expect(existsSync(storedPath(key))).toBe(false);
    const [tombstone] = await t.db
      .select()
      .from(employers)
      .where(eq(employers.id, account.employerId));
    expect(tombstone!.deleted_at).toBeInstanceOf(Date);
    expect(tombstone!.rejection_template).toBeNull();
    // Another employer's application is untouched.
    expect(await applicationRow(kept.id)).toBeDefined();
    expect(existsSync(storedPath(kept.files[0]!.storage_key))).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents the file route beside the JSON contract, with its tag", async () => {
    const doc = (await t.app.inject({ url: "/api/docs" })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    expect(doc.paths["/api/applications/{id}/files/{fileId}"]?.get?.tags).toEqual(["Bewerbungen"]);
  });
});

import { existsSync, readdirSync } from "node:fs";
import { utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applicationFiles,
  applications,
  jobAdvertisements,
  notifications,
  outbox,
} from "#server/db/schema.ts";
import {
  APPLICATION_CONFIRMATION_MAIL,
  APPLICATION_DUPLICATE_MAIL,
} from "#server/modules/applications/applicant-mails.ts";
import { APPLICATION_EMPLOYER_MAIL } from "#server/modules/applications/employer-notice.ts";
import { runApplicationRetention } from "#server/modules/applications/retention.ts";
import { applicationToken } from "#server/modules/applications/tokens.ts";
import {
  APPLICATION_LINK_UNKNOWN_MESSAGE,
  APPLICATION_SENT_MESSAGE,
  APPLICATION_WITHDRAWN_MESSAGE,
} from "#shared/schemas/applications.ts";
import { NOTIFICATION_CREATED } from "#shared/realtime-channels.ts";
import { createAccount, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  docxBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  scriptBytes,
  zipBombDocx,
} from "#tests/support/application-files.ts";
import { eventually } from "#tests/support/eventually.ts";
import { createJob } from "#tests/support/factories.ts";
import { startMailCatcher, type MailCatcher } from "#tests/support/mail-catcher.ts";
import { multipartForm, type FormFile } from "#tests/support/multipart.ts";
import {
  connected,
  listen,
  nextEvent,
  pusherClient,
  subscribed,
} from "#tests/support/realtime-client.ts";

// Applying on Wurzelwerk (ADR 046), the seeker's side: the multipart form with files
// recognised by their bytes, private storage, the limits, the mails to the applicant and the
// employer through the outbox, the employer's live notification, the applicant's link to see
// and withdraw, and the retention task with a moved clock.

let t: TestApp;
let mail: MailCatcher;
let employer: TestAccount;
let jobId: number;
let port: number;
const clients: { disconnect(): void }[] = [];
let ip = 0;
/** Each request from its own client, unless a test is about the per-IP limit. */
const nextIp = () => `10.88.${Math.floor(++ip / 250)}.${ip % 250}`;
let stamp = 0;
const address = (name: string) => `${name}.${Date.now().toString(36)}${++stamp}@bewerbung.example`;

beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ env: { SMTP_URL: mail.url } });
  port = await listen(t);
  employer = await createAccount(t.db, { company: "Gärtnerei Sonnenhof" });
  jobId = (await createJob(t.db, { employerId: employer.employerId, title: "Gärtner (m/w/d)" })).id;
});
afterAll(async () => {
  for (const client of clients) client.disconnect();
  await t?.close();
  await mail?.close();
});

const MB = 1024 * 1024;
const privateDir = () => join(t.config.dataDir, "private", "applications");
const storedFiles = () => (existsSync(privateDir()) ? readdirSync(privateDir()) : []);

function apply(
  fields: Record<string, string>,
  files: FormFile[] = [],
  options: { job?: number; remoteAddress?: string } = {},
) {
  const form = multipartForm(fields, files);
  return t.api({
    method: "POST",
    url: `/api/job-advertisements/${options.job ?? jobId}/applications`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress: options.remoteAddress ?? nextIp(),
  });
}

const fieldsFor = (email: string, patch: Record<string, string> = {}) => ({
  name: "Alex Grün",
  email,
  phone: "0511 123456",
  message: "Ich arbeite seit fünf Jahren im Garten- und Landschaftsbau.",
  consent: "true",
  ...patch,
});
const cv = (bytes = pdfBytes(), filename = "lebenslauf.pdf"): FormFile => ({
  field: "cv",
  filename,
  contentType: "application/pdf",
  bytes,
});
const attachment = (bytes: Buffer, filename: string): FormFile => ({
  field: "attachments",
  filename,
  bytes,
});

const rowsOf = (email: string) =>
  t.db
    .select()
    .from(applications)
    .where(sql`lower(${applications.email}) = ${email.toLowerCase()}`);
const applicationCount = async () => (await t.db.select({ n: count() }).from(applications))[0]!.n;

const recipient = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");
const mailsTo = (email: string) => mail.messages.filter((m) => recipient(m) === email);

/** Whether the mail is the employer's notice of this application (its dashboard link). */
const noticeOf = (m: ParsedMail, id: number) =>
  new RegExp(`/dashboard/bewerbungen/${id}\\b`).test(m.text ?? "");

/** Waits until the outbox has sent the applications' mails. */
async function mailed() {
  await eventually(async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(outbox)
      .where(
        inArray(outbox.kind, [
          APPLICATION_CONFIRMATION_MAIL,
          APPLICATION_DUPLICATE_MAIL,
          APPLICATION_EMPLOYER_MAIL,
        ]),
      );
    expect(row!.n).toBe(0);
  });
}

/** Applies with a PDF and answers the row, the confirmation mail and its link's token. */
async function applied(email: string, options: { job?: number; files?: FormFile[] } = {}) {
  const res = await apply(fieldsFor(email), options.files ?? [cv()], { job: options.job });
  expect(res.statusCode, res.body).toBe(201);
  const confirmation = await mail.waitFor((m) => recipient(m) === email, 10_000);
  const token = /\/bewerbung\/([\w.-]+)/.exec(confirmation.text ?? "")![1]!;
  const [row] = await rowsOf(email);
  return { row: row!, token, confirmation };
}

describe("POST /api/job-advertisements/{id}/applications", () => {
  it("stores the application and its files privately, mails both sides and notifies the employer live", async () => {
    const pusher = pusherClient(t, port, employer);
    clients.push(pusher);
    await connected(pusher);
    const userChannel = await subscribed(pusher, `private-App.Models.User.${employer.userId}`);
    const employerChannel = await subscribed(
      pusher,
      `private-App.Models.Employer.${employer.employerId}`,
    );
    const heardNotification = nextEvent<{ type: string; message: string }>(
      userChannel,
      NOTIFICATION_CREATED,
    );
    const heardUpdate = nextEvent<{ model: { id: number } }>(employerChannel, "EmployerUpdated");

    const email = address("Alex");
    const before = storedFiles().length;
    const res = await apply(fieldsFor(email), [
      cv(pdfBytes({ javascript: true }), "Lebenslauf Alex.pdf"),
      attachment(docxBytes(), "Zeugnis.docx"),
      attachment(jpegBytes(), "Führerschein.jpeg"),
      attachment(pngBytes(), "Zertifikat"),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: APPLICATION_SENT_MESSAGE });

    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      job_id: jobId,
      employer_id: employer.employerId,
      name: "Alex Grün",
      email,
      phone: "0511 123456",
      status: "neu",
      seen_at: null,
      final_at: null,
    });
    const files = await t.db
      .select()
      .from(applicationFiles)
      .where(eq(applicationFiles.application_id, row!.id))
      .orderBy(applicationFiles.position);
    expect(files.map((f) => [f.kind, f.file_name, f.content_type])).toEqual([
      // A PDF with JavaScript is stored: it is only ever downloaded, never shown.
      ["cv", "Lebenslauf Alex.pdf", "application/pdf"],
      [
        "attachment",
        "Zeugnis.docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
      ["attachment", "Führerschein.jpeg", "image/jpeg"],
      // The name gets the extension of what the bytes are.
      ["attachment", "Zertifikat.png", "image/png"],
    ]);
    // The bytes lie under DATA_DIR/private, under random keys, nowhere under /media.
    expect(storedFiles().length).toBe(before + 4);
    for (const file of files) {
      expect(file.storage_key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(storedFiles()).toContain(file.storage_key);
    }
    const media = join(t.config.dataDir, "media");
    const served = existsSync(media) ? readdirSync(media, { recursive: true }).map(String) : [];
    for (const file of files) expect(served.join("\n")).not.toContain(file.storage_key);
    const guessed = await t.api({ url: `/media/${files[0]!.storage_key}` });
    expect(guessed.statusCode).toBe(404);

    // Live: the employer's open dashboard hears the notification and reloads.
    const notification = await heardNotification;
    expect(notification.type).toBe("application.received");
    expect(notification.message).toBe("Neue Bewerbung von Alex Grün auf „Gärtner (m/w/d)“.");
    expect((await heardUpdate).model.id).toBe(employer.employerId);
    const list = await t.api({ url: "/api/notifications", cookies: employer.cookies });
    expect(list.json().data[0]).toMatchObject({
      type: "application.received",
      data: { application_id: row!.id, job_id: jobId, name: "Alex Grün" },
    });

    // The applicant's confirmation: the ad, the company, the files, the link, the keeping.
    await mailed();
    const [confirmation] = mailsTo(email);
    expect(confirmation!.subject).toBe("Deine Bewerbung ist angekommen – Wurzelwerk");
    const text = confirmation!.text ?? "";
    expect(text).toContain("„Gärtner (m/w/d)“ bei Gärtnerei Sonnenhof");
    expect(text).toContain("Lebenslauf: Lebenslauf Alex.pdf");
    expect(text).toContain("Anhang: Zeugnis.docx");
    expect(text).toContain("Anhang: Zertifikat.png");
    expect(text).toContain("Nachricht: deine Nachricht an den Betrieb");
    expect(text).toContain("spätestens nach 180 Tagen");
    expect(confirmation!.attachments).toEqual([]);
    const token = applicationToken(t.config.appKey, row!);
    expect(text).toContain(`${t.config.appUrl}/bewerbung/${token}`);
    expect(confirmation!.html).toContain(`${t.config.appUrl}/bewerbung/${token}`);

    // The employer's mail (Sie): name and ad, a link to the dashboard, nothing of the contents.
    const [notice] = mailsTo(employer.email);
    expect(notice!.subject).toBe("Neue Bewerbung auf „Gärtner (m/w/d)“ – Wurzelwerk");
    expect(notice!.text).toContain(
      "Alex Grün hat sich über Wurzelwerk auf Ihre Stellenanzeige „Gärtner (m/w/d)“ beworben.",
    );
    expect(notice!.text).toContain(`${t.config.appUrl}/dashboard/bewerbungen/${row!.id}`);
    expect(notice!.text).not.toContain("fünf Jahren");
    expect(notice!.text).not.toContain(email);
    expect(notice!.attachments).toEqual([]);

    // Following the mailed link shows the application as sent.
    const own = await t.api({ url: `/api/applications/by-token/${token}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    const data = own.json().data;
    expect(data).toMatchObject({
      job: { id: jobId, title: "Gärtner (m/w/d)", employer_name: "Gärtnerei Sonnenhof" },
      name: "Alex Grün",
      email,
      phone: "0511 123456",
      message: "Ich arbeite seit fünf Jahren im Garten- und Landschaftsbau.",
      status: "neu",
    });
    expect(data.files.map((f: { file_name: string }) => f.file_name)).toEqual([
      "Lebenslauf Alex.pdf",
      "Zeugnis.docx",
      "Führerschein.jpeg",
      "Zertifikat.png",
    ]);
    // Kept until 180 days after the ad's end at the latest.
    const [job] = await t.db
      .select({ expires_at: jobAdvertisements.expires_at })
      .from(jobAdvertisements)
      .where(eq(jobAdvertisements.id, jobId));
    expect(data.delete_after).toBe(
      new Date(job!.expires_at!.getTime() + 180 * 86_400_000).toISOString(),
    );
  });

  it("takes a message without files, and files without a message", async () => {
    expect((await apply(fieldsFor(address("OhneDatei")), [])).statusCode).toBe(201);
    const noMessage = await apply(fieldsFor(address("OhneNachricht"), { message: "", phone: "" }), [
      cv(),
    ]);
    expect(noMessage.statusCode).toBe(201);
  });

  it("refuses files that lie about their type, too large or too many, and stores nothing", async () => {
    const email = address("Falsch");
    const countBefore = await applicationCount();
    const filesBefore = storedFiles().length;

    const script = await apply(fieldsFor(email), [cv(scriptBytes(), "cv.pdf")]);
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.cv).toEqual([
      "Die Datei „cv.pdf“ ist kein PDF, DOCX, JPEG oder PNG. Bitte lade sie in einem dieser Formate hoch.",
    ]);

    const bomb = await apply(fieldsFor(email), [attachment(zipBombDocx(), "Zeugnis.docx")]);
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors.attachments[0]).toMatch(/„Zeugnis\.docx“ ist kein PDF, DOCX/);

    const big = await apply(fieldsFor(email), [cv(pdfBytes({ size: 11 * 1024 * 1024 }))]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(
      "Die Datei „lebenslauf.pdf“ ist zu groß: Erlaubt sind höchstens 10 MB je Datei.",
    );

    const together = await apply(fieldsFor(email), [
      cv(pdfBytes({ size: 9 * 1024 * 1024 })),
      attachment(pdfBytes({ size: 9 * 1024 * 1024 }), "a.pdf"),
      attachment(pdfBytes({ size: 3 * 1024 * 1024 }), "b.pdf"),
    ]);
    expect(together.statusCode).toBe(413);
    expect(together.json().message).toBe(
      "Deine Dateien sind zusammen zu groß: Erlaubt sind höchstens 20 MB.",
    );

    const fourAttachments = await apply(
      fieldsFor(email),
      [1, 2, 3, 4].map((n) => attachment(pdfBytes(), `anhang-${n}.pdf`)),
    );
    expect(fourAttachments.statusCode).toBe(422);
    expect(fourAttachments.json().errors.attachments).toEqual([
      "Du kannst einen Lebenslauf und höchstens 3 Anhänge mitschicken.",
    ]);
    const fiveFiles = await apply(fieldsFor(email), [
      cv(),
      ...[1, 2, 3, 4].map((n) => attachment(pdfBytes(), `anhang-${n}.pdf`)),
    ]);
    expect(fiveFiles.statusCode).toBe(422);
    expect(fiveFiles.json().errors.attachments).toEqual([
      "Du kannst einen Lebenslauf und höchstens 3 Anhänge mitschicken.",
    ]);

    const twoCvs = await apply(fieldsFor(email), [cv(), cv()]);
    expect(twoCvs.statusCode).toBe(422);
    expect(twoCvs.json().errors.cv).toEqual(["Bitte lade nur einen Lebenslauf hoch."]);

    const empty = await apply(fieldsFor(email), [cv(Buffer.alloc(0), "leer.pdf")]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.cv).toEqual(["Die Datei „leer.pdf“ ist leer."]);

    const otherField = await apply(fieldsFor(email), [
      { field: "photo", filename: "x.png", bytes: pngBytes() },
    ]);
    expect(otherField.statusCode).toBe(422);
    expect(otherField.json().errors.photo).toEqual([
      "Dieses Feld gibt es im Bewerbungsformular nicht.",
    ]);

    expect(await applicationCount()).toBe(countBefore);
    expect(storedFiles().length).toBe(filesBefore);
    expect(await rowsOf(email)).toEqual([]);
  });

  it("stops reading a body as soon as a file passes 10 MB or the files pass 20 MB", async () => {
    const countBefore = await applicationCount();
    const filesBefore = storedFiles().length;
    /**
     * Sends the form in 16 KB pieces, each on a later turn of the event loop as from a network,
     * and answers the response and how much of the body the server took.
     */
    async function streamed(files: FormFile[]) {
      const form = multipartForm(fieldsFor(address("Gross")), files);
      let read = 0;
      async function* pieces() {
        for (let at = 0; at < form.payload.length; at += 16 * 1024) {
          await new Promise((resolve) => setImmediate(resolve));
          const piece = form.payload.subarray(at, at + 16 * 1024);
          read += piece.length;
          yield piece;
        }
      }
      const res = await t.api({
        method: "POST",
        url: `/api/job-advertisements/${jobId}/applications`,
        payload: Readable.from(pieces(), { objectMode: false }),
        headers: form.headers,
        remoteAddress: nextIp(),
      });
      return { res, read, size: form.payload.length };
    }

    const twoHalves = await streamed([
      cv(pdfBytes({ size: 12.5 * MB })),
      attachment(pdfBytes({ size: 12.5 * MB }), "zeugnis.pdf"),
    ]);
    expect(twoHalves.size).toBeGreaterThan(25 * MB);
    expect(twoHalves.res.statusCode).toBe(413);
    expect(twoHalves.res.json().message).toBe(
      "Die Datei „lebenslauf.pdf“ ist zu groß: Erlaubt sind höchstens 10 MB je Datei.",
    );
    // Read up to the 10 MB of the first file and a few pieces in flight, not its last 2.5 MB.
    expect(twoHalves.read).toBeLessThan(11 * MB);

    const three = await streamed([
      cv(pdfBytes({ size: 9 * MB })),
      attachment(pdfBytes({ size: 9 * MB }), "a.pdf"),
      attachment(pdfBytes({ size: 9 * MB }), "b.pdf"),
    ]);
    expect(three.res.statusCode).toBe(413);
    expect(three.res.json().message).toBe(
      "Deine Dateien sind zusammen zu groß: Erlaubt sind höchstens 20 MB.",
    );
    expect(three.read).toBeLessThan(21 * MB);

    expect(await applicationCount()).toBe(countBefore);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("reads 2 forms of one client at a time: a third one meanwhile is a German 429", async () => {
    const ip = nextIp();
    const url = `/api/job-advertisements/${jobId}/applications`;
    const gates: (() => void)[] = [];
    const reading: Promise<void>[] = [];
    /** A form whose body stops after 100 bytes until its gate opens. */
    const slow = (name: string) => {
      const form = multipartForm(fieldsFor(address(name)), [cv()]);
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let started!: () => void;
      reading.push(new Promise<void>((resolve) => (started = resolve)));
      gates.push(open);
      async function* pieces() {
        yield form.payload.subarray(0, 100);
        // The server asked for more: it is reading this form.
        started();
        await gate;
        yield form.payload.subarray(100);
      }
      return t.api({
        method: "POST",
        url,
        payload: Readable.from(pieces(), { objectMode: false }),
        headers: form.headers,
        remoteAddress: ip,
      });
    };
    const first = slow("Langsam1");
    const second = slow("Langsam2");
    await Promise.all(reading);

    const form = multipartForm(fieldsFor(address("Dritte")), [cv()]);
    const third = await t.api({
      method: "POST",
      url,
      payload: form.payload,
      headers: form.headers,
      remoteAddress: ip,
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Zu viele Anfragen\. Bitte in \d+ Sekunden erneut/);
    expect(third.headers["retry-after"]).toBe("30");

    for (const open of gates) open();
    expect((await first).statusCode).toBe(201);
    expect((await second).statusCode).toBe(201);
    // Done reading: the client's next form is taken.
    const next = multipartForm(fieldsFor(address("Vierte")), [cv()]);
    const fourth = await t.api({
      method: "POST",
      url,
      payload: next.payload,
      headers: next.headers,
      remoteAddress: ip,
    });
    expect(fourth.statusCode).toBe(201);
  });

  it("checks the text fields and asks for a message or a file", async () => {
    const none = await apply({ consent: "false" });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toMatchObject({
      name: ["Bitte gib deinen Namen an."],
      email: ["Bitte gib deine E-Mail-Adresse an."],
      consent: [expect.stringMatching(/^Bitte stimme der Verarbeitung deiner Daten zu/)],
    });

    const bare = await apply(fieldsFor(address("Leer"), { message: "  " }));
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({
      message: [
        "Schreib eine kurze Nachricht oder lade eine Datei hoch – sonst weiß der Betrieb nichts über dich.",
      ],
    });

    const wrong = await apply(
      fieldsFor("keine-adresse", { phone: "<b>", message: "x".repeat(2001) }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(["email", "message", "phone"]);

    const extra = await apply({ ...fieldsFor(address("Extra")), admin: "1" });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.admin).toEqual(["Dieses Feld gibt es im Bewerbungsformular nicht."]);

    const nul = await apply(fieldsFor(address("Nul"), { name: "Alex\u0000" }));
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.name).toBeDefined();

    // A name with line breaks would put text of the sender's own into the mails.
    for (const name of [
      "Alex\r\n\r\nBitte bestätige dein Konto: https://evil.example",
      "Alex\u202Eexe",
    ]) {
      const lines = await apply(fieldsFor(address("Zeilen"), { name }));
      expect(lines.statusCode).toBe(422);
      expect(lines.json().errors.name).toEqual([
        "Dein Name darf nur aus einer Zeile ohne Steuerzeichen bestehen.",
      ]);
    }
  });

  it("stores the language of the page the seeker applied on: German without one, an unknown one is a German 422", async () => {
    const polish = address("Polski");
    expect((await apply(fieldsFor(polish, { locale: "pl" }), [cv()])).statusCode).toBe(201);
    expect((await rowsOf(polish))[0]!.locale).toBe("pl");
    // The confirmation speaks the applicant's language, the link and the names as they are.
    const confirmation = await mail.waitFor((m) => recipient(m) === polish, 10_000);
    expect(confirmation.subject).toBe("Twoja aplikacja dotarła – Wurzelwerk");
    expect(confirmation.text).toContain("Cześć Alex Grün,");
    expect(confirmation.text).toContain(
      "Twoja aplikacja na stanowisko „Gärtner (m/w/d)” w firmie Gärtnerei Sonnenhof dotarła.",
    );
    expect(confirmation.text).toContain("CV: lebenslauf.pdf");
    expect(confirmation.text).toContain("najpóźniej po 180 dniach");
    // The link leads to the applicant's page in Polish: `/pl/bewerbung/{token}` (ADR 051).
    const polishLink = `${t.config.appUrl}/pl/bewerbung/${applicationToken(t.config.appKey, (await rowsOf(polish))[0]!)}`;
    expect(confirmation.text).toContain(polishLink);
    expect(confirmation.html).toContain(polishLink);
    expect(confirmation.html).toContain('<html lang="pl">');
    expect(confirmation.text).not.toMatch(/Bewerbung|Hallo|Lebenslauf|Nachricht/);

    const german = address("OhneSprache");
    expect((await apply(fieldsFor(german), [cv()])).statusCode).toBe(201);
    const [germanRow] = await rowsOf(german);
    expect(germanRow!.locale).toBe("de");
    // German without a prefix, as before.
    const germanMail = await mail.waitFor((m) => recipient(m) === german, 10_000);
    const germanLink = `${t.config.appUrl}/bewerbung/${applicationToken(t.config.appKey, germanRow!)}`;
    expect(germanMail.text).toContain(germanLink);
    expect(germanMail.html).toContain(germanLink);
    expect(germanMail.text).not.toMatch(/\/(?:en|pl|ro|uk)\/bewerbung\//);

    // A second try from the Polish address: the note's link is the first application's, in Polish.
    expect((await apply(fieldsFor(polish, { locale: "pl" }), [cv()])).statusCode).toBe(201);
    const note = await mail.waitFor(
      (m) => recipient(m) === polish && m.subject !== confirmation.subject,
      10_000,
    );
    expect(note.text).toContain(polishLink);

    // An ad the employer translated: the Romanian confirmation names it by its Romanian title.
    const translated = await createJob(t.db, {
      employerId: (await rowsOf(polish))[0]!.employer_id,
      title: "Erntehelfer (m/w/d)",
    });
    await t.db
      .update(jobAdvertisements)
      .set({
        translations: {
          ro: {
            title: "Ajutor la recoltare",
            description: "<p>Recoltăm mere.</p>",
            tasks: "",
            profile: "",
            benefits: "",
          },
        },
      })
      .where(eq(jobAdvertisements.id, translated.id));
    const romanian = address("Romana");
    const sent = await apply(fieldsFor(romanian, { locale: "ro" }), [cv()], { job: translated.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const ro = await mail.waitFor((m) => recipient(m) === romanian, 10_000);
    expect(ro.text).toContain("„Ajutor la recoltare”");
    expect(ro.text).not.toContain("Erntehelfer");

    const before = await applicationCount();
    for (const locale of ["xx", "PL", "", "de-DE"]) {
      const wrong = address("Sprache");
      const res = await apply(fieldsFor(wrong, { locale }), [cv()]);
      expect(res.statusCode, locale).toBe(422);
      expect(res.json().errors).toEqual({
        locale: ["Diese Sprache gibt es nicht: de, en, pl, ro oder uk."],
      });
      expect(await rowsOf(wrong)).toEqual([]);
    }
    expect(await applicationCount()).toBe(before);
  });

  it("answers a request without a form, a JSON body and a broken form in German", async () => {
    const url = `/api/job-advertisements/${jobId}/applications`;
    const noBody = await t.api({ method: "POST", url, remoteAddress: nextIp() });
    expect(noBody.statusCode).toBe(415);
    expect(noBody.json().message).toMatch(/^Bitte schick die Bewerbung über das Formular/);

    const json = await t.api({
      method: "POST",
      url,
      payload: fieldsFor(address("Json")),
      remoteAddress: nextIp(),
    });
    expect(json.statusCode).toBe(415);

    for (const type of ["text/plain", "multipart/mixed; boundary=x"]) {
      const other = await t.api({
        method: "POST",
        url,
        headers: { "content-type": type },
        payload: "Name: Alex",
        remoteAddress: nextIp(),
      });
      expect(other.statusCode, type).toBe(415);
      expect(other.json().message, type).toMatch(/^Bitte schick die Bewerbung über das Formular/);
    }

    const broken = await t.api({
      method: "POST",
      url,
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAlex',
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      remoteAddress: nextIp(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      "Das Formular kam unvollständig oder beschädigt an. Bitte schick es noch einmal ab.",
    );
  });

  it("takes applications only for public ads that take them on Wurzelwerk", async () => {
    const countBefore = await applicationCount();
    const email = address("Ad");
    const draft = await createJob(t.db, { employerId: employer.employerId, status: "draft" });
    const terminated = await createJob(t.db, { status: "terminated" });
    const expired = await createJob(t.db, { status: "expired" });
    // Expired by the clock before the expiry task ran.
    const past = await createJob(t.db, { expiresAt: new Date(Date.now() - 60_000) });
    for (const id of [draft.id, terminated.id, expired.id, past.id, 2_147_483_647]) {
      const res = await apply(fieldsFor(email), [cv()], { job: id });
      expect(res.statusCode, `ad ${id}`).toBe(404);
      expect(res.json().message).toBe(
        "Auf diese Stelle kannst du dich nicht (mehr) bewerben: Die Anzeige gibt es nicht oder sie ist beendet.",
      );
    }
    const byMail = await createJob(t.db);
    await t.db
      .update(jobAdvertisements)
      .set({ application_method: "email" })
      .where(eq(jobAdvertisements.id, byMail.id));
    const res = await apply(fieldsFor(email), [cv()], { job: byMail.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "application.not_on_platform",
      message: expect.stringMatching(/^Auf diese Stelle bewirbst du dich direkt beim Arbeitgeber/),
    });
    const notANumber = await t.api({
      method: "POST",
      url: "/api/job-advertisements/abc/applications",
      remoteAddress: nextIp(),
    });
    expect(notANumber.statusCode).toBe(422);
    expect(await applicationCount()).toBe(countBefore);
  });

  it("stores one application per address and ad: the second one only mails the link to the first", async () => {
    const email = address("Zweimal");
    const first = await applied(email);
    const again = await apply(fieldsFor(email.toUpperCase(), { message: "Noch einmal" }), [cv()]);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: APPLICATION_SENT_MESSAGE });
    await mailed();
    expect(await rowsOf(email)).toHaveLength(1);
    const note = mail.messages.find(
      (m) => recipient(m) === email && m.subject?.startsWith("Du hast dich hier schon beworben"),
    );
    expect(note!.text).toContain("die neue haben wir deshalb nicht noch einmal geschickt");
    expect(note!.text).toContain(`/bewerbung/${first.token}`);
    // The employer heard of the first one only.
    const notices = mailsTo(employer.email).filter((m) => noticeOf(m, first.row.id));
    expect(notices).toHaveLength(1);
    // The second one made the same inserts and took them back (its answer takes the time of a
    // new application): the next application's id is one further on.
    const next = await applied(address("Danach"));
    expect(next.row.id).toBe(first.row.id + 2);
  });

  it("escapes HTML and script from every text field in both mails", async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
    const email = address("Xss");
    const res = await apply(
      fieldsFor(email, { name: `Kim ${hostile}`, message: `Hallo ${hostile}` }),
      [cv(pdfBytes(), "<img src=x onerror=alert(3)>.pdf")],
    );
    expect(res.statusCode, res.body).toBe(201);
    await mailed();
    const [row] = await rowsOf(email);
    const mails = [
      ...mailsTo(email),
      ...mailsTo(employer.email).filter((m) => noticeOf(m, row!.id)),
    ];
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      const html = String(m.html);
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("Kim &lt;script&gt;alert(1)&lt;/script&gt;");
    }
    expect(String(mails[0]!.html)).toContain("&lt;img src=x onerror=alert(3)&gt;.pdf");
  });
});

describe("limits", () => {
  it("takes 10 applications an hour from one client: of 1,000, the rest are German 429s and stored nowhere", async () => {
    const job = await createJob(t.db, { employerId: employer.employerId });
    const client = "10.99.1.1";
    const filesBefore = storedFiles().length;
    const statuses = new Map<number, number>();
    let refusal = "";
    for (let i = 0; i < 1000; i++) {
      const res = await apply(fieldsFor(address(`Flut${i}`)), [], {
        job: job.id,
        remoteAddress: client,
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 429) refusal = res.json().message;
    }
    expect(statuses.get(201)).toBe(10);
    expect(statuses.get(429)).toBe(990);
    expect(refusal).toMatch(/^Zu viele Anfragen\. Bitte in .+ erneut versuchen\.$/);
    const [stored] = await t.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.job_id, job.id));
    expect(stored!.n).toBe(10);
    expect(storedFiles().length).toBe(filesBefore);
  });

  it("mails one address 5 times a day, whatever its spelling, and still takes every application", async () => {
    const email = address("Viele");
    const [local, domain] = email.split("@") as [string, string];
    const jobs = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => createJob(t.db, { employerId: employer.employerId })),
    );
    // One mailbox: the +tags and capitals count as the one address.
    const spellings = [
      email,
      email.toUpperCase(),
      `${local}+eins@${domain}`,
      `${local}+zwei@${domain}`.toUpperCase(),
      `${local}+drei+vier@${domain}`,
      `${local}+@${domain}`,
    ];
    for (const [i, job] of jobs.entries()) {
      const res = await apply(fieldsFor(spellings[i]!), [cv()], { job: job.id });
      expect(res.statusCode, `application ${i + 1}`).toBe(201);
      expect(res.json()).toEqual({ message: APPLICATION_SENT_MESSAGE });
    }
    // A second try at the first ad: not stored (one per address and ad), and no note either.
    const again = await apply(fieldsFor(email), [cv()], { job: jobs[0]!.id });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: APPLICATION_SENT_MESSAGE });
    await mailed();

    const rows = await t.db
      .select()
      .from(applications)
      .where(
        inArray(
          applications.job_id,
          jobs.map((job) => job.id),
        ),
      );
    expect(rows.map((row) => row.email).sort()).toEqual([...spellings].sort());
    // Stored as given; the limit's spelling of the address is its key only.
    const toMailbox = mail.messages.filter((m) =>
      spellings.some((spelled) => recipient(m).toLowerCase() === spelled.toLowerCase()),
    );
    expect(toMailbox.map((m) => m.subject)).toEqual(
      Array(5).fill("Deine Bewerbung ist angekommen – Wurzelwerk"),
    );
    for (const row of rows) {
      expect(
        mailsTo(employer.email).filter((m) => noticeOf(m, row.id)),
        `notice of ${row.email}`,
      ).toHaveLength(1);
    }
  });
  it("counts the spellings of one Gmail mailbox (dots, googlemail.com) as one address", async () => {
    const name = `kimgruen${Date.now().toString(36)}`;
    const jobs = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => createJob(t.db, { employerId: employer.employerId })),
    );
    const spellings = [
      `${name}@gmail.com`,
      `${name.slice(0, 3)}.${name.slice(3)}@gmail.com`,
      `${name}@googlemail.com`,
      `${name.toUpperCase()}@GMAIL.COM`,
      `${name[0]}.${name.slice(1, 5)}.${name.slice(5)}+jobs@googlemail.com`,
      `${name}+gruen@gmail.com`,
    ];
    for (const [i, job] of jobs.entries()) {
      const res = await apply(fieldsFor(spellings[i]!), [cv()], { job: job.id });
      expect(res.statusCode, `application ${i + 1}`).toBe(201);
    }
    await mailed();
    const toMailbox = mail.messages.filter((m) =>
      spellings.some((spelled) => recipient(m).toLowerCase() === spelled.toLowerCase()),
    );
    expect(toMailbox).toHaveLength(5);
  });
});

describe("the applicant's link", () => {
  it("withdraws: the row, its files on disk and the employer's notification go at once", async () => {
    const email = address("Zurueck");
    const { row, token } = await applied(email, {
      files: [cv(), attachment(pngBytes(), "foto.png")],
    });
    const keys = (
      await t.db
        .select({ key: applicationFiles.storage_key })
        .from(applicationFiles)
        .where(eq(applicationFiles.application_id, row.id))
    ).map((r) => r.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(storedFiles()).toContain(key);

    const res = await t.api({ method: "DELETE", url: `/api/applications/by-token/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: APPLICATION_WITHDRAWN_MESSAGE });
    expect(await rowsOf(email)).toEqual([]);
    for (const key of keys) expect(storedFiles()).not.toContain(key);
    const [left] = await t.db
      .select({ n: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "application.received"),
          sql`${notifications.data}->>'application_id' = ${String(row.id)}`,
        ),
      );
    expect(left!.n).toBe(0);

    for (const method of ["GET", "DELETE"] as const) {
      const gone = await t.api({ method, url: `/api/applications/by-token/${token}` });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: "application.link_unknown",
        message: APPLICATION_LINK_UNKNOWN_MESSAGE,
      });
    }
  });

  it("names the ad by the titles of its translations, none for a German-only ad (ADR 054)", async () => {
    const text = { description: "Zbiór truskawek.", tasks: "", profile: "", benefits: "" };
    const translated = await createJob(t.db, {
      employerId: employer.employerId,
      title: "Erntehelfer (m/w/d)",
    });
    await t.db
      .update(jobAdvertisements)
      .set({
        translations: {
          pl: { ...text, title: "Pomocnik przy zbiorach (k/m)" },
          en: { ...text, title: " " },
        },
      })
      .where(eq(jobAdvertisements.id, translated.id));
    const { token } = await applied(address("Tytul"), { job: translated.id });
    const own = await t.api({ url: `/api/applications/by-token/${token}` });
    expect(own.json().data.job).toEqual({
      id: translated.id,
      title: "Erntehelfer (m/w/d)",
      title_translations: { pl: "Pomocnik przy zbiorach (k/m)" },
      employer_name: "Gärtnerei Sonnenhof",
    });

    const german = await applied(address("OhneTitel"));
    const plain = await t.api({ url: `/api/applications/by-token/${german.token}` });
    expect(plain.json().data.job).toEqual({
      id: jobId,
      title: "Gärtner (m/w/d)",
      employer_name: "Gärtnerei Sonnenhof",
    });
  });

  it("answers forged, cut and foreign tokens with the same German 404", async () => {
    const { row, token } = await applied(address("Echt"));
    const forged = `${row.id}.${"A".repeat(43)}`;
    const other = `${row.id + 1}.${token.split(".")[1]}`;
    for (const bad of [forged, other, token.slice(0, -2), "1", "abc.def", "0.x"]) {
      for (const method of ["GET", "DELETE"] as const) {
        const res = await t.api({
          method,
          url: `/api/applications/by-token/${encodeURIComponent(bad)}`,
        });
        expect(res.statusCode, `${method} ${bad}`).toBe(404);
        expect(res.json().message).toBe(APPLICATION_LINK_UNKNOWN_MESSAGE);
      }
    }
    expect(await rowsOf(row.email)).toHaveLength(1);
  });
});

describe("retention", () => {
  const DAY = 86_400_000;

  it("deletes applications 180 days after their final status or their ad's end, files included", async () => {
    const now = new Date();
    const ended = await createJob(t.db, { employerId: employer.employerId });
    const live = await createJob(t.db, { employerId: employer.employerId });
    const endedEarly = await applied(address("Beendet"), { job: ended.id });
    const finished = await applied(address("Abgesagt"), { job: live.id });
    const open = await applied(address("Offen"), { job: live.id });
    const keysOf = async (id: number) =>
      (
        await t.db
          .select({ key: applicationFiles.storage_key })
          .from(applicationFiles)
          .where(eq(applicationFiles.application_id, id))
      ).map((r) => r.key);
    const endedKeys = await keysOf(endedEarly.row.id);
    const finishedKeys = await keysOf(finished.row.id);
    await t.db
      .update(jobAdvertisements)
      .set({ status: "terminated", terminated_at: now })
      .where(eq(jobAdvertisements.id, ended.id));
    await t.db
      .update(applications)
      .set({ status: "absage", final_at: new Date(now.getTime() + 10 * DAY) })
      .where(eq(applications.id, finished.row.id));

    // 180 days on: the ended ad's application is not yet past its period (ended at `now`).
    const ids = [endedEarly.row.id, finished.row.id, open.row.id];
    const remaining = async () =>
      (
        await t.db
          .select({ id: applications.id })
          .from(applications)
          .where(inArray(applications.id, ids))
      )
        .map((r) => r.id)
        .sort((a, b) => a - b);
    await runApplicationRetention(t, new Date(now.getTime() + 180 * DAY - 60_000));
    expect(await remaining()).toEqual(ids.slice().sort((a, b) => a - b));

    // A day later the ad's end is past the period; the Absage ten days later is not yet.
    await runApplicationRetention(t, new Date(now.getTime() + 181 * DAY));
    expect(await remaining()).toEqual([finished.row.id, open.row.id].sort((a, b) => a - b));
    for (const key of endedKeys) expect(storedFiles()).not.toContain(key);
    for (const key of finishedKeys) expect(storedFiles()).toContain(key);
    const link = await t.api({ url: `/api/applications/by-token/${endedEarly.token}` });
    expect(link.statusCode).toBe(404);

    // 191 days on the Absage is past too; the open one waits for its ad's end (30 days on).
    await runApplicationRetention(t, new Date(now.getTime() + 191 * DAY));
    expect(await remaining()).toEqual([open.row.id]);
    for (const key of finishedKeys) expect(storedFiles()).not.toContain(key);
    await runApplicationRetention(t, new Date(now.getTime() + 211 * DAY));
    expect(await remaining()).toEqual([]);
  });

  it("sweeps files without a row once they are a day old", async () => {
    const { row } = await applied(address("Bleibt"));
    const orphanOld = "o".repeat(32);
    const orphanNew = "n".repeat(32);
    await writeFile(join(privateDir(), orphanOld), "verwaist");
    await writeFile(join(privateDir(), orphanNew), "gerade geschrieben");
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await utimes(join(privateDir(), orphanOld), twoDaysAgo, twoDaysAgo);
    const kept = await t.db
      .select({ key: applicationFiles.storage_key })
      .from(applicationFiles)
      .where(eq(applicationFiles.application_id, row.id));
    for (const file of kept) {
      await utimes(join(privateDir(), file.key), twoDaysAgo, twoDaysAgo);
    }

    const result = await runApplicationRetention(t, new Date());
    expect(result.orphans).toBeGreaterThanOrEqual(1);
    expect(storedFiles()).not.toContain(orphanOld);
    expect(storedFiles()).toContain(orphanNew);
    for (const file of kept) expect(storedFiles()).toContain(file.key);
  });
});

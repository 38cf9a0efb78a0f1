import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAdvertisements } from "#server/db/schema.ts";
import { createAccount, grantCredits, type TestAccount } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { nextSeason, sectorIdBySlug } from "#tests/support/factories.ts";
import { HANNOVER_LOCATION, STEP2_TEXTS, STEP3_CONTACT } from "#tests/support/places.ts";

// The employer's translations of an ad's title and texts (ADR 052): stored by step 2, sanitised
// like the German texts, returned by every full read; every bad input a German 422 at its field
// with nothing stored; another employer's ad is not found.

let t: TestApp;
let gala: number;
beforeAll(async () => {
  t = await createTestApp();
  gala = await sectorIdBySlug(t.db, "garten-und-landschaftsbau");
});
afterAll(async () => {
  await t?.close();
});

function call(
  method: "GET" | "PUT" | "POST",
  url: string,
  account: TestAccount | null,
  payload?: unknown,
) {
  return t.api({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    cookies: account?.cookies ?? {},
  });
}

const season = nextSeason();

const ROMANIAN = {
  title: "Culegător de sparanghel (m/f/d)",
  description:
    "<p>Recoltăm sparanghel lângă Hanovra și căutăm ajutoare pentru sezon, cu cazare la fermă.</p>",
  tasks: "<ul><li>Recoltarea sparanghelului</li><li>Sortarea</li></ul>",
  profile: "<p>Ești în formă și îți place să lucrezi în aer liber.</p>",
  benefits: "<p>Cazare gratuită și transport la câmp.</p>",
};
const POLISH = {
  title: "Pomocnik przy zbiorze szparagów (m/k/d)",
  description: "<p>Zbieramy szparagi pod Hanowerem i szukamy pomocników na sezon.</p>",
  tasks: "<ul><li>Zbiór szparagów</li></ul>",
  profile: "<p>Lubisz pracę na świeżym powietrzu.</p>",
  benefits: "",
};

async function seasonalDraft(a: TestAccount) {
  const created = await call("POST", "/api/job-advertisements", a, {});
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  const step1 = await call("PUT", `/api/job-advertisements/${id}/step1`, a, {
    title: "Erntehelfer (m/w/d) Spargel",
    sectors: [gala],
    working_time: "Saisonarbeit",
    starts_at: null,
    location: HANNOVER_LOCATION,
    season_start: season.start,
    season_end: season.end,
  });
  expect(step1.statusCode, step1.body).toBe(200);
  return id;
}

async function storedTranslations(id: number) {
  const [row] = await t.db
    .select({
      translations: jobAdvertisements.translations,
      description: jobAdvertisements.description,
    })
    .from(jobAdvertisements)
    .where(eq(jobAdvertisements.id, id));
  return row!;
}

describe("step 2 stores the translations", () => {
  it("stores them, returns them to the owner and, once published, to everyone", async () => {
    const a = await createAccount(t.db);
    await grantCredits(t.db, a.employerId, { durationDays: 30 });
    const id = await seasonalDraft(a);
    const saved = await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      translations: { ro: ROMANIAN, pl: POLISH },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.translations).toEqual({ ro: ROMANIAN, pl: POLISH });
    expect(
      (await call("GET", `/api/job-advertisements/${id}`, a)).json().data.translations,
    ).toEqual({ ro: ROMANIAN, pl: POLISH });

    await call("PUT", `/api/job-advertisements/${id}/step3`, a, STEP3_CONTACT);
    const published = await call("PUT", `/api/job-advertisements/${id}/publish`, a, {});
    expect(published.statusCode, published.body).toBe(200);
    const seen = await call("GET", `/api/job-advertisements/${id}`, null);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.translations).toEqual({ ro: ROMANIAN, pl: POLISH });

    // The cards carry the translations' titles only, so a list names the ad in each language.
    const list = await call("GET", "/api/job-advertisements?page_size=50", null);
    const card = (list.json().data as { id: number; title_translations?: unknown }[]).find(
      (job) => job.id === id,
    );
    expect(card?.title_translations).toEqual({ ro: ROMANIAN.title, pl: POLISH.title });
    expect(JSON.stringify(card)).not.toContain(ROMANIAN.description);

    // A duplicate takes them along with the German texts.
    const copy = await call("POST", `/api/job-advertisements/${id}/duplicate`, a, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data.translations).toEqual({ ro: ROMANIAN, pl: POLISH });
  });

  it("starts empty, keeps the stored ones when left out, and replaces them when given", async () => {
    const a = await createAccount(t.db);
    const id = await seasonalDraft(a);
    expect(
      (await call("GET", `/api/job-advertisements/${id}`, a)).json().data.translations,
    ).toEqual({});
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      translations: { ro: ROMANIAN },
    });
    const without = await call("PUT", `/api/job-advertisements/${id}/step2`, a, STEP2_TEXTS);
    expect(without.json().data.translations).toEqual({ ro: ROMANIAN });
    const replaced = await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      translations: { pl: POLISH },
    });
    expect(replaced.json().data.translations).toEqual({ pl: POLISH });
  });

  it("keeps texts that mix scripts, right-to-left words and their direction marks included", async () => {
    const a = await createAccount(t.db);
    const id = await seasonalDraft(a);
    const mixed = {
      ...POLISH,
      title: "Оператор трактора John Deere (клас T)",
      description:
        "<p>Працюємо з технікою John Deere; колеги говорять польською та العربية\u200F.</p>",
    };
    const saved = await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      translations: { uk: mixed },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.translations.uk.title).toBe(mixed.title);
    expect(saved.json().data.translations.uk.description).toBe(mixed.description);
  });

  it("sanitises them like the German texts and drops an entry left all empty", async () => {
    const a = await createAccount(t.db);
    const id = await seasonalDraft(a);
    const saved = await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      translations: {
        ro: {
          ...ROMANIAN,
          title: "  Culegător de sparanghel (m/f/d)  ",
          description: `${ROMANIAN.description}<script>alert(1)</script><img src=x onerror=alert(2)>`,
          tasks: '<p onclick="alert(3)">Recoltare <a href="javascript:alert(4)">aici</a></p>',
        },
        uk: { title: "", description: "<p><br></p>", tasks: "", profile: "", benefits: "" },
        en: {},
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ro = saved.json().data.translations.ro;
    expect(ro.title).toBe("Culegător de sparanghel (m/f/d)");
    expect(ro.description).toBe(ROMANIAN.description);
    expect(ro.tasks).toBe("<p>Recoltare aici</p>");
    expect(Object.keys(saved.json().data.translations)).toEqual(["ro"]);
    expect(JSON.stringify((await storedTranslations(id)).translations)).not.toMatch(
      /<script|alert|onerror|onclick|javascript:/,
    );
  });
});

describe("every bad input is a German 422 at its field, with nothing stored", () => {
  const huge = `<p>${"a".repeat(100_000)}</p>`;
  const cases: [string, unknown, string][] = [
    ["no title", { pl: { ...POLISH, title: "" } }, "translations.pl.title"],
    ["a title of blanks", { pl: { ...POLISH, title: "   " } }, "translations.pl.title"],
    ["a title too short", { pl: { ...POLISH, title: "ab" } }, "translations.pl.title"],
    ["a title too long", { pl: { ...POLISH, title: "a".repeat(121) } }, "translations.pl.title"],
    ["a title with a line break", { pl: { ...POLISH, title: "a\nb c" } }, "translations.pl.title"],
    [
      "a title with a bidi override",
      { pl: { ...POLISH, title: "Zbieracz\u202Efdp.exe" } },
      "translations.pl.title",
    ],
    ["no description", { ro: { ...ROMANIAN, description: "" } }, "translations.ro.description"],
    [
      "a description of markup only",
      { ro: { ...ROMANIAN, description: "<p><script>x</script></p>" } },
      "translations.ro.description",
    ],
    [
      "100 kB of description",
      { ro: { ...ROMANIAN, description: huge } },
      "translations.ro.description",
    ],
    ["100 kB of benefits", { uk: { ...ROMANIAN, benefits: huge } }, "translations.uk.benefits"],
    [
      "more visible text than allowed",
      { en: { ...ROMANIAN, tasks: `<p>${"a".repeat(8_001)}</p>` } },
      "translations.en.tasks",
    ],
    ["German as a translation", { de: ROMANIAN }, "translations"],
    ["French", { fr: ROMANIAN }, "translations"],
    ["an unknown key", { xx: ROMANIAN }, "translations"],
    [
      "a NUL in a text",
      { ro: { ...ROMANIAN, description: `${ROMANIAN.description}\u0000` } },
      "translations.ro.description",
    ],
    [
      "a lone surrogate in a title",
      { ro: { ...ROMANIAN, title: "Culeg\ud800" } },
      "translations.ro.title",
    ],
    ["an unknown field in an entry", { ro: { ...ROMANIAN, subtitle: "x" } }, "translations.ro"],
    ["a text that is no text", { ro: { ...ROMANIAN, tasks: 5 } }, "translations.ro.tasks"],
    ["an entry that is no object", { ro: "Culegător" }, "translations.ro"],
    ["translations that are a list", [ROMANIAN], "translations"],
    ["translations that are null", null, "translations"],
  ];

  it.each(cases)("%s", async (_name, translations, field) => {
    const a = await createAccount(t.db);
    const id = await seasonalDraft(a);
    await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      translations: { ro: ROMANIAN },
    });
    const before = await storedTranslations(id);
    const res = await call("PUT", `/api/job-advertisements/${id}/step2`, a, {
      ...STEP2_TEXTS,
      description: "<p>Ein anderer Text über die Stelle, lang genug für die Regel.</p>",
      translations,
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors), res.body).toContain(field);
    expect(errors[field]![0]).toMatch(/[A-ZÄÖÜ]/);
    expect(errors[field]![0]).not.toMatch(/\b(du|dein|invalid|expected)\b/i);
    expect(await storedTranslations(id)).toEqual(before);
  });
});

describe("another employer's ad", () => {
  it("is not found for them, and their translations change nothing", async () => {
    const owner = await createAccount(t.db);
    const other = await createAccount(t.db);
    const id = await seasonalDraft(owner);
    await call("PUT", `/api/job-advertisements/${id}/step2`, owner, {
      ...STEP2_TEXTS,
      translations: { ro: ROMANIAN },
    });
    const before = await storedTranslations(id);
    const foreign = await call("PUT", `/api/job-advertisements/${id}/step2`, other, {
      ...STEP2_TEXTS,
      translations: { pl: POLISH },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    const visitor = await call("PUT", `/api/job-advertisements/${id}/step2`, null, {
      ...STEP2_TEXTS,
      translations: { pl: POLISH },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await storedTranslations(id)).toEqual(before);
  });
});

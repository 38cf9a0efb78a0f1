import { describe, expect, it } from "vitest";
import { demoEmployers } from "./employers.ts";
import { headerSvg, logoSvg } from "./images.ts";
import { generateDemoJobs } from "./jobs.ts";
import { generateDemoSupply } from "./supply.ts";
import { SECTOR_SLUGS } from "../supply/names.ts";
import type { DemoJob, DemoWorkingTime } from "./types.ts";
import { ZStep1Request } from "#shared/schemas/job-editor.ts";

const SECTORS: readonly string[] = SECTOR_SLUGS;
const WORKING_TIMES: DemoWorkingTime[] = ["Vollzeit", "Teilzeit", "Saisonarbeit", "Ausbildung"];
const MOTIFS: DemoJob["headerMotif"][] = [
  "field",
  "garden",
  "nursery",
  "greenhouse",
  "forest",
  "orchard",
  "flowers",
  "cemetery",
];
const ALLOWED_TAGS = new Set(["p", "br", "strong", "em", "ul", "ol", "li"]);

const handWritten = generateDemoJobs();
const supply = generateDemoSupply(handWritten);
/** Every demo ad: the hand-written employers' and the generated supply's. */
const jobs = [...handWritten, ...supply.jobs];
const allEmployers = [...demoEmployers, ...supply.employers];

function inGermany(p: { latitude: number; longitude: number }) {
  return p.latitude >= 47.2 && p.latitude <= 55.1 && p.longitude >= 5.8 && p.longitude <= 15.1;
}

/** Tiny XML check: balanced tags, nothing left open, no stray angle brackets or ampersands. */
function wellFormed(xml: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const between = xml.slice(last, m.index);
    if (/[<>]/.test(between)) return `stray bracket before offset ${m.index}`;
    if (/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;)/.test(between))
      return `bare ampersand before offset ${m.index}`;
    last = m.index + m[0].length;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      if (stack.pop() !== name) return `unexpected </${name}>`;
    } else if (!selfClosing) stack.push(name!);
  }
  if (/[<>]/.test(xml.slice(last))) return "stray bracket at the end";
  return stack.length === 0 ? null : `unclosed <${stack.join(">, <")}>`;
}

describe("demo employers", () => {
  it("has at least 40 employers with unique keys, valid PLZ and coordinates in Germany", () => {
    expect(demoEmployers.length).toBeGreaterThanOrEqual(40);
    expect(new Set(allEmployers.map((e) => e.key)).size).toBe(allEmployers.length);
    for (const e of allEmployers) {
      expect(e.place.zipcode, e.key).toMatch(/^\d{5}$/);
      expect(inGermany(e.place), e.key).toBe(true);
      for (const s of e.sectors) expect(SECTORS, e.key).toContain(s);
    }
  });
});

describe("generateDemoJobs", () => {
  it("produces at least 300 hand-written ads, 3–12 per employer", () => {
    expect(handWritten.length).toBeGreaterThanOrEqual(300);
    for (const e of demoEmployers) {
      const n = handWritten.filter((j) => j.employerKey === e.key).length;
      expect(n, e.key).toBeGreaterThanOrEqual(3);
      expect(n, e.key).toBeLessThanOrEqual(12);
    }
  });

  // Generates and compares thousands of ads again: seconds on a busy machine.
  it("is deterministic", () => {
    expect(generateDemoJobs()).toEqual(handWritten);
    expect(generateDemoSupply(handWritten)).toEqual(supply);
  }, 60_000);

  it("covers every sector, working time and header motif many times", () => {
    for (const s of SECTORS)
      expect(jobs.filter((j) => j.sectors.includes(s)).length, s).toBeGreaterThanOrEqual(10);
    for (const t of WORKING_TIMES)
      expect(jobs.filter((j) => j.working_time === t).length, t).toBeGreaterThanOrEqual(15);
    for (const m of MOTIFS)
      expect(jobs.filter((j) => j.headerMotif === m).length, m).toBeGreaterThanOrEqual(5);
  });

  it("references existing employers and only their sectors", () => {
    const employers = new Map(allEmployers.map((e) => [e.key, e]));
    for (const j of jobs) {
      const employer = employers.get(j.employerKey);
      expect(employer, j.employerKey).toBeDefined();
      expect(j.sectors.length).toBeGreaterThanOrEqual(1);
      expect(j.sectors.length).toBeLessThanOrEqual(3);
      for (const s of j.sectors) expect(employer!.sectors).toContain(s);
      if (j.street !== null) expect(`${j.street} ${j.street_number}`).toBe(employer!.street);
    }
  });

  it("has valid places", () => {
    for (const j of jobs) {
      expect(j.place.zipcode, j.title).toMatch(/^\d{5}$/);
      expect(inGermany(j.place), j.title).toBe(true);
    }
  });

  it("has salaries as integer cents with min ≤ max and plausible ranges", () => {
    const withSalary = jobs.filter((j) => j.salary !== null);
    expect(withSalary.length / jobs.length).toBeGreaterThan(0.55);
    for (const { salary, title } of withSalary) {
      const { min, max, period } = salary!;
      expect(Number.isInteger(min), title).toBe(true);
      if (max !== null) {
        expect(Number.isInteger(max), title).toBe(true);
        expect(min, title).toBeLessThanOrEqual(max);
      }
      const [lo, hi] =
        period === "hour"
          ? [1390, 2500]
          : period === "month"
            ? [100000, 520000]
            : [4800000, 7500000];
      expect(min, title).toBeGreaterThanOrEqual(lo);
      expect(max ?? min, title).toBeLessThanOrEqual(hi);
    }
    for (const j of jobs.filter((x) => x.working_time === "Ausbildung" && x.salary)) {
      expect(j.salary!.period).toBe("month");
      expect(j.salary!.max).toBeNull();
    }
    for (const j of jobs.filter((x) => x.working_time === "Saisonarbeit" && x.salary))
      expect(j.salary!.period).toBe("hour");
  });

  it("gives every Saisonarbeit ad a season and seasonal ads the other seasonal-work fields (ADR 049)", () => {
    const day = (days: number) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000);
    for (const j of jobs) {
      const { season, ...fields } = j.seasonal;
      // What step 1 would store: the editor's own rules accept every demo ad.
      const parsed = ZStep1Request.safeParse({
        title: j.title,
        sectors: [1],
        working_time: j.working_time,
        location: { location: j.place.location, latitude: 50, longitude: 10 },
        season_start: season ? day(season.startInDays).toISOString().slice(0, 10) : null,
        season_end: season ? day(season.endInDays).toISOString().slice(0, 10) : null,
        ...fields,
      });
      expect(parsed.error?.issues ?? [], j.title).toEqual([]);
      expect(season !== null, j.title).toBe(j.working_time === "Saisonarbeit");
      if (season) {
        expect(season.startInDays).toBe(j.startsInDays ?? season.startInDays);
        expect((season.endInDays - season.startInDays) / 7).toBeGreaterThanOrEqual(8);
        expect((season.endInDays - season.startInDays) / 7).toBeLessThanOrEqual(12);
      }
    }
    const seasonal = jobs.filter((j) => j.working_time === "Saisonarbeit").map((j) => j.seasonal);
    const share = (test: (s: DemoJob["seasonal"]) => boolean) =>
      seasonal.filter(test).length / seasonal.length;
    expect(share((s) => s.accommodation === "free")).toBeGreaterThan(0.1);
    expect(share((s) => s.accommodation === "paid")).toBeGreaterThan(0.1);
    expect(share((s) => s.meals)).toBeGreaterThan(0.1);
    expect(share((s) => s.transport)).toBeGreaterThan(0.1);
    expect(share((s) => s.driving_licences.includes("T"))).toBeGreaterThan(0.02);
    expect(share((s) => s.driving_licences.includes("B"))).toBeGreaterThan(0.02);
    expect(share((s) => s.languages?.length === 0)).toBeGreaterThan(0.02);
    expect(
      share(
        (s) =>
          s.languages !== null &&
          s.languages.length > 0 &&
          s.languages.every((l) => l.code !== "de"),
      ),
    ).toBeGreaterThan(0.1);
    // Fields and texts agree: an ad whose profile asks for German lists German.
    for (const j of jobs.filter((x) => x.profile.includes("Grundkenntnisse in Deutsch<"))) {
      expect(j.seasonal.languages, j.title).toEqual([{ code: "de", level: "basic" }]);
    }
  });

  it("always offers a way to apply, its addresses under the employer's domain", () => {
    for (const j of jobs) {
      // The way's own address is there; an ad on Wurzelwerk names neither mailbox nor link.
      if (j.application_method === "email") expect(j.application_email, j.title).not.toBeNull();
      else if (j.application_method === "url") expect(j.application_url, j.title).not.toBeNull();
      else {
        expect(j.application_method, j.title).toBe("wurzelwerk");
        expect([j.application_email, j.application_url], j.title).toEqual([null, null]);
      }
      const domain = `${j.employerKey}.example`;
      expect(j.contact_email.endsWith(`@${domain}`)).toBe(true);
      if (j.application_email) expect(j.application_email.endsWith(`@${domain}`)).toBe(true);
      if (j.application_url) expect(j.application_url.startsWith(`https://${domain}/`)).toBe(true);
      expect(j.contact_name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    }
  });

  it("takes about a third of the applications on Wurzelwerk, across sectors and employers", () => {
    for (const set of [handWritten, jobs]) {
      const share = set.filter((j) => j.application_method === "wurzelwerk").length / set.length;
      expect(share).toBeGreaterThan(0.28);
      expect(share).toBeLessThan(0.39);
    }
    for (const s of SECTORS) {
      const methods = new Set(
        jobs.filter((j) => j.sectors.includes(s)).map((j) => j.application_method),
      );
      expect([...methods].sort(), s).toEqual(["email", "url", "wurzelwerk"]);
    }
    const employersOnPlatform = new Set(
      handWritten.filter((j) => j.application_method === "wurzelwerk").map((j) => j.employerKey),
    );
    expect(employersOnPlatform.size).toBeGreaterThan(demoEmployers.length / 2);
  });

  it("closes each ad with its own way of applying", () => {
    const problems: string[] = [];
    for (const j of jobs) {
      const closing = /<p>((?:(?!<p>).)*)<\/p>$/.exec(j.description)?.[1] ?? "";
      const here = closing.includes("„Jetzt bewerben“");
      const elsewhere = /E-Mail|Bewerbungsformular|Link|Unterlagen/.test(closing);
      const fits =
        j.application_method === "wurzelwerk"
          ? here && !elsewhere
          : !here &&
            closing.includes(j.application_method === "url" ? "Bewerbungsformular" : "per E-Mail");
      if (!fits) problems.push(`${j.application_method}: ${closing}`);
    }
    expect(problems).toEqual([]);
  });

  it("keeps start, publication and highlight within the intended ranges", () => {
    for (const j of jobs) {
      expect(j.publishedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(j.publishedDaysAgo).toBeLessThanOrEqual(40);
      if (j.startsInDays !== null) {
        expect(j.startsInDays).toBeGreaterThanOrEqual(5);
        expect(j.startsInDays).toBeLessThanOrEqual(240);
      }
    }
    const immediate = jobs.filter((j) => j.startsInDays === null).length / jobs.length;
    expect(immediate).toBeGreaterThan(0.3);
    expect(immediate).toBeLessThan(0.6);
    const highlighted = jobs.filter((j) => j.highlighted).length / jobs.length;
    expect(highlighted).toBeGreaterThan(0.08);
    expect(highlighted).toBeLessThan(0.25);
  });

  it("has at least 150 distinct titles, all with a gender marker, Ausbildung titles only for Ausbildung", () => {
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThanOrEqual(150);
    for (const j of jobs) {
      expect(j.title).toContain("(m/w/d)");
      expect(/^Ausbildung/.test(j.title), j.title).toBe(j.working_time === "Ausbildung");
    }
  });

  it("uses only allowed HTML tags and no placeholder text", () => {
    // Problems collected and compared once: thousands of ads, a few checks each.
    const problems: string[] = [];
    for (const j of jobs) {
      for (const html of [j.description, j.tasks, j.profile, j.benefits]) {
        for (const m of html.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g))
          if (!ALLOWED_TAGS.has(m[1]!.toLowerCase())) problems.push(`${j.title}: <${m[1]}>`);
        const malformed = wellFormed(html);
        if (malformed) problems.push(`${j.title}: ${malformed}`);
      }
      for (const list of [j.tasks, j.profile, j.benefits]) {
        if (!/^<ul>(<li>[^<]+<\/li>){4,6}<\/ul>$/.test(list)) problems.push(`${j.title}: ${list}`);
      }
      if (!j.description.includes("<p>")) problems.push(`${j.title}: no paragraph`);
    }
    expect(problems).toEqual([]);
    const all = JSON.stringify(jobs);
    expect(/lorem|ipsum|\bTODO\b|Platzhalter|placeholder/i.exec(all)?.[0]).toBeUndefined();
    const text = jobs
      .flatMap((j) => [j.title, j.description, j.tasks, j.profile, j.benefits])
      .join("\n");
    expect(/\bundefined\b|\bNaN\b|\bnull\b|\$\{|\s[,.;:]| {2}/.exec(text)?.[0]).toBeUndefined();
  });
});

describe("demo images", () => {
  it("renders well-formed logos for every employer", () => {
    for (const e of demoEmployers) {
      const svg = logoSvg(e);
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 256 256"');
      expect(svg).toContain("<title>Logo ");
      expect(wellFormed(svg), e.key).toBeNull();
    }
    const ampersand = demoEmployers.find((e) => e.name.includes("&"));
    if (ampersand) expect(logoSvg(ampersand)).toContain("&amp;");
  });

  it("renders well-formed, deterministic headers for every motif", () => {
    for (const motif of MOTIFS) {
      for (const variant of [0, 3]) {
        const svg = headerSvg(motif, variant);
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain('viewBox="0 0 1600 600"');
        expect(svg).toContain('width="1600" height="600"');
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
        expect(svg).not.toMatch(/NaN|undefined/);
        expect(wellFormed(svg), `${motif} ${variant}`).toBeNull();
        expect(headerSvg(motif, variant)).toBe(svg);
      }
      expect(headerSvg(motif, 1)).not.toBe(headerSvg(motif, 2));
    }
  });

  it("renders a blurred placeholder in the requested size", () => {
    const svg = headerSvg("orchard", 2, { blurred: true, width: 400, height: 150 });
    expect(svg).toContain('width="400" height="150"');
    expect(svg).toContain('viewBox="0 0 1600 600"');
    expect(svg).toMatch(/<feGaussianBlur stdDeviation="12"/);
    expect(svg).toMatch(/<g filter="url\(#[^)]+\)">/);
    expect(wellFormed(svg)).toBeNull();
  });
});

describe("the demo's translations (ADR 052)", () => {
  it("give some seasonal ads Polish and Romanian texts the sanitiser keeps as they are", async () => {
    const { generateDemoJobs: jobs } = await import("./jobs.ts");
    const { sanitizeRichText } = await import("#server/platform/rich-text.ts");
    const translated = jobs().filter((job) => Object.keys(job.translations).length > 0);
    expect(translated.length).toBeGreaterThanOrEqual(5);
    for (const job of translated) {
      expect(job.working_time).toBe("Saisonarbeit");
      expect(Object.keys(job.translations).sort()).toEqual(["pl", "ro"]);
      for (const text of Object.values(job.translations)) {
        expect(text.title.length).toBeGreaterThanOrEqual(3);
        for (const html of [text.description, text.tasks, text.profile, text.benefits]) {
          expect(sanitizeRichText(html)).toBe(html);
        }
      }
    }
  });
});

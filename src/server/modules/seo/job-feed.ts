import type { Deps } from "#server/deps.ts";
import { liveAdvertisementsAfter } from "#server/modules/jobs/service.ts";
import { adDescriptionHtml } from "#shared/ad-text.ts";
import { formatSalary } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import type { JobAdvertisement } from "#shared/schemas/jobs.ts";
import { keptBuilds, keptStream, showsInAdLists, type KeptFile } from "./kept.ts";
import { cdata, xmlText } from "./xml.ts";

/**
 * The job feed `/feeds/jobs.xml` (ADR 059): every live ad in the XML that job search engines
 * ingest (Indeed's `<source><job>` format, which Jooble, Adzuna, Careerjet and most others
 * read too). Written in batches of BATCH ads, compressed as it is written and kept as gzip
 * until the change feed reports a change to an ad (not a draft's: a draft's saves show nowhere
 * public), an employer or a sector, or MAX_AGE_MS
 * passes (an ad's end by the clock comes without a change).
 */
const BATCH = 500;
const MAX_AGE_MS = 60_000;

/** The aggregators' job types; a fixed term adds `temporary` (as the JSON-LD's TEMPORARY). */
const JOB_TYPES: Record<string, string> = {
  Vollzeit: "fulltime",
  Teilzeit: "parttime",
  Saisonarbeit: "temporary",
  Ausbildung: "apprenticeship",
};

function jobType(job: JobAdvertisement): string | undefined {
  const types = job.working_time ? [JOB_TYPES[job.working_time]!] : [];
  if (job.fixed_term && !types.includes("temporary")) types.push("temporary");
  return types.length > 0 ? types.join(", ") : undefined;
}

/** The feeds' dates as Indeed's documentation writes them: RFC 1123 in GMT. */
const feedDate = (iso: string) => new Date(iso).toUTCString();

function field(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${cdata(value)}</${name}>` : "";
}

function jobXml(job: JobAdvertisement, appUrl: string): string {
  const { location } = job;
  const street = [location.street, location.street_number].filter(Boolean).join(" ");
  const coordinates =
    location.latitude !== null && location.longitude !== null
      ? `<latitude>${location.latitude.toFixed(6)}</latitude><longitude>${location.longitude.toFixed(6)}</longitude>`
      : "";
  return [
    "<job>",
    field("title", job.title),
    field("date", job.published_at && feedDate(job.published_at)),
    field("referencenumber", String(job.id)),
    field("url", `${appUrl}/jobs/${job.id}`),
    field("company", job.employer.name),
    field("streetaddress", street),
    field("city", location.location),
    field("state", location.state),
    field("country", location.country),
    field("postalcode", location.zipcode),
    coordinates,
    field("description", adDescriptionHtml(job)),
    field("salary", formatSalary(job.salary_min, job.salary_max, job.salary_period)),
    field("jobtype", jobType(job)),
    field("category", job.sectors.map((s) => translate(s.name)).join(", ")),
    field("expirationdate", job.expires_at && feedDate(job.expires_at)),
    "</job>\n",
  ].join("");
}

async function* feedParts(deps: Deps): AsyncGenerator<string> {
  const { appUrl, appName } = deps.config;
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<source>\n<publisher>${xmlText(appName)}</publisher>\n<publisherurl>${xmlText(appUrl)}</publisherurl>\n<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>\n`;
  for (let afterId = 0; ;) {
    const jobs = await liveAdvertisementsAfter(deps.db, afterId, BATCH);
    if (jobs.length > 0) yield jobs.map((job) => jobXml(job, appUrl)).join("");
    if (jobs.length < BATCH) break;
    afterId = jobs.at(-1)!.id;
  }
  yield "</source>\n";
}

/** The job feed of one app, read from memory. */
export function jobFeedCache(deps: Deps): () => Promise<KeptFile> {
  const current = keptBuilds(deps, () => keptStream(feedParts(deps)), {
    maxAgeMs: MAX_AGE_MS,
    // Neither content pages and blog posts nor drafts are in it.
    drops: showsInAdLists,
  });
  return () => current("");
}

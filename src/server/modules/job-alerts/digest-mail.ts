import type { Config } from "#server/config.ts";
import { escapeHtml, mailButton, mailLayout, type Mail } from "#server/platform/mail/mailer.ts";
import { moreJobs, newJobs } from "#shared/count-texts.ts";
import { formatDistance, formatStart } from "#shared/format.ts";
import { alertRegion } from "#shared/job-alert-words.ts";
import { plural } from "#shared/plural.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { searchLinkPath, type LinkedSearch } from "#shared/search-link.ts";
import type { AlertMailLinks } from "./links.ts";

/**
 * The digest mail of a job alert: the new ads (title, employer, place, distance, working time,
 * start, each linked to its page), the rest as a count with the link to the full result on
 * /jobs, the manage link and a visible unsubscribe link, and the RFC 8058 header lines. Links
 * carry no tracking parameters and there is no tracking pixel; every text from an ad or the
 * seeker is escaped.
 */

/** One ad of the mail: its card and the distance from the alert's point. */
interface DigestAd {
  card: JobSummary;
  distance_km: number;
}

export interface DigestMailInput {
  to: string;
  search: LinkedSearch;
  ads: DigestAd[];
  /** New matches beyond the ones listed (only counted, found through the full-result link). */
  more: number;
  links: AlertMailLinks;
}

/** „in der Nähe von Köln“; for a whole Land „in Bayern“, „im Saarland“ (the one with an article). */
function wherePhrase(search: LinkedSearch): string {
  if (!search.state) return `in der Nähe von ${search.label}`;
  return search.state === "Saarland" ? "im Saarland" : `in ${search.state}`;
}

function placeOf(card: JobSummary): string {
  const { location } = card.location;
  return location || card.location.formatted_address || "";
}

export function digestMail(
  config: Pick<Config, "appName" | "appUrl">,
  input: DigestMailInput,
  now = new Date(),
): Mail {
  const { search, ads, more, links } = input;
  const total = ads.length + more;
  const subject = `${newJobs(total)} für dich ${wherePhrase(search)}`;
  const region = alertRegion({
    geo_radius: search.geo_radius,
    state: search.state,
    location_label: search.label,
  });
  const intro = `Seit unserer letzten E-Mail ${plural(total, "ist", "sind")} ${newJobs(total)} erschienen, ${plural(total, "der", "die")} zu deinem Suchauftrag ${plural(total, "passt", "passen")} (${region}).`;
  const resultUrl = `${config.appUrl}${searchLinkPath(search)}`;
  const jobUrl = (id: number) => `${config.appUrl}/jobs/${id}`;
  const details = (ad: DigestAd) =>
    [
      ad.card.employer.name,
      `${placeOf(ad.card)} (${formatDistance(ad.distance_km)})`,
      ad.card.working_time ?? "",
      `Start: ${formatStart(ad.card.starts_at, now)}`,
    ].filter((part) => part !== "");
  const rest = more > 0 ? `… und ${moreJobs(more)}.` : "";
  const footer =
    "Du bekommst diese E-Mail, weil du diesen Suchauftrag angelegt und bestätigt hast.";

  const text = [
    "Hallo,",
    "",
    intro,
    "",
    ...ads.flatMap((ad) => [ad.card.title, details(ad).join(" · "), jobUrl(ad.card.id), ""]),
    ...(rest ? [rest, ""] : []),
    `Alle passenden Jobs: ${resultUrl}`,
    "",
    footer,
    `Suchauftrag verwalten: ${links.manageUrl}`,
    `Abmelden: ${links.unsubscribePageUrl}`,
    "",
  ].join("\n");

  const items = ads
    .map(
      (
        ad,
      ) => `<li style="margin:0 0 16px"><a href="${escapeHtml(jobUrl(ad.card.id))}" style="color:#2f5d34;font-weight:bold">${escapeHtml(ad.card.title)}</a><br>
<span style="color:#3d4d3d">${details(ad).map(escapeHtml).join(" · ")}</span></li>`,
    )
    .join("\n");
  const html = mailLayout({
    appName: config.appName,
    appUrl: config.appUrl,
    title: subject,
    bodyHtml: `<p style="margin:0 0 16px">Hallo,</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">
${items}
</ul>
${rest ? `<p style="margin:0 0 16px">${escapeHtml(rest)}</p>` : ""}
${mailButton(resultUrl, "Alle passenden Jobs ansehen")}
<p style="margin:24px 0 0;font-size:13px;color:#5b6b5b">${escapeHtml(footer)}<br>
<a href="${escapeHtml(links.manageUrl)}" style="color:#2f5d34">Suchauftrag verwalten</a> · <a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#2f5d34">Abmelden</a></p>`,
  });
  return { to: input.to, subject, text, html, headers: { ...links.headers } };
}

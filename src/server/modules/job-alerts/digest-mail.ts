import type { Config } from "#server/config.ts";
import { escapeHtml, mailButton, mailLayout, type Mail } from "#server/platform/mail/mailer.ts";
import {
  formatDistance,
  formatStart,
  GERMAN_FORMAT_WORDS,
  type FormatWords,
} from "#shared/format.ts";
import { adTitleFor } from "#shared/ad-text.ts";
import { ALERT_WORDS, alertRegion } from "#shared/job-alert-words.ts";
import { DEFAULT_LOCALE, type Locale } from "#shared/locales.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { searchLinkPath, type LinkedSearch } from "#shared/search-link.ts";
import { ALERT_MAIL_TEXTS } from "./alert-mail-texts.ts";
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
  /** The alert's language (ADR 051): the mail's words, and its links lead to its pages. */
  locale?: Locale;
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
  const locale = input.locale ?? DEFAULT_LOCALE;
  // The employer's translated title where there is one (ADR 054); German marked so in the HTML.
  const titleLang = (card: JobSummary) =>
    adTitleFor(card, locale).lang === locale ? "" : ' lang="de"';
  const { hello, tagline, digest: texts } = ALERT_MAIL_TEXTS[locale];
  const total = ads.length + more;
  const subject = texts.subject(total, { place: search.label, state: search.state ?? "" });
  const region = alertRegion(
    { geo_radius: search.geo_radius, state: search.state, location_label: search.label },
    ALERT_WORDS[locale],
  );
  const intro = texts.intro(total, region);
  // /jobs and the job pages exist in every language (ADR 051): German without a prefix.
  const prefix = locale === DEFAULT_LOCALE ? "" : `/${locale}`;
  const resultUrl = `${config.appUrl}${prefix}${searchLinkPath(search)}`;
  const jobUrl = (id: number) => `${config.appUrl}${prefix}/jobs/${id}`;
  const startWords: FormatWords = {
    ...GERMAN_FORMAT_WORDS,
    locale,
    startFlexible: texts.startFlexible,
    startNow: texts.startNow,
    startFrom: texts.startFrom,
  };
  const details = (ad: DigestAd) =>
    [
      ad.card.employer.name,
      `${placeOf(ad.card)} (${formatDistance(ad.distance_km, locale)})`,
      ad.card.working_time ? ALERT_WORDS[locale].workingTimes[ad.card.working_time] : "",
      `${ALERT_WORDS[locale].start}: ${formatStart(ad.card.starts_at, now, startWords)}`,
    ].filter((part) => part !== "");
  const rest = more > 0 ? texts.more(more) : "";
  const footer = texts.footer;

  const text = [
    hello,
    "",
    intro,
    "",
    ...ads.flatMap((ad) => [
      adTitleFor(ad.card, locale).title,
      details(ad).join(" · "),
      jobUrl(ad.card.id),
      "",
    ]),
    ...(rest ? [rest, ""] : []),
    `${texts.all}: ${resultUrl}`,
    "",
    footer,
    `${texts.manage}: ${links.manageUrl}`,
    `${texts.unsubscribe}: ${links.unsubscribePageUrl}`,
    "",
  ].join("\n");

  const items = ads
    .map(
      (
        ad,
      ) => `<li style="margin:0 0 16px"><a href="${escapeHtml(jobUrl(ad.card.id))}" style="color:#2f5d34;font-weight:bold"${titleLang(ad.card)}>${escapeHtml(adTitleFor(ad.card, locale).title)}</a><br>
<span style="color:#3d4d3d">${details(ad).map(escapeHtml).join(" · ")}</span></li>`,
    )
    .join("\n");
  const html = mailLayout({
    appName: config.appName,
    appUrl: config.appUrl,
    title: subject,
    lang: locale,
    tagline,
    bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(hello)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0 0 16px;padding-left:20px">
${items}
</ul>
${rest ? `<p style="margin:0 0 16px">${escapeHtml(rest)}</p>` : ""}
${mailButton(resultUrl, texts.allButton)}
<p style="margin:24px 0 0;font-size:13px;color:#5b6b5b">${escapeHtml(footer)}<br>
<a href="${escapeHtml(links.manageUrl)}" style="color:#2f5d34">${escapeHtml(texts.manage)}</a> · <a href="${escapeHtml(links.unsubscribePageUrl)}" style="color:#2f5d34">${escapeHtml(texts.unsubscribe)}</a></p>`,
  });
  return { to: input.to, subject, text, html, headers: { ...links.headers } };
}

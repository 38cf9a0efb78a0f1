import type { Config } from "#server/config.ts";
import type { TokenSubject } from "#server/platform/derived-tokens.ts";
import { localizedPath, type Locale } from "#shared/locales.ts";
import { alertToken } from "./tokens.ts";

/** The links and header lines every mail about an alert carries (ADR 042). */
export interface AlertMailLinks {
  /** The manage page of the address's alerts (`/suchauftraege/{manage token}`). */
  manageUrl: string;
  /** The page a person reaches from the mail's text link; it unsubscribes by a button. */
  unsubscribePageUrl: string;
  /** The RFC 8058 one-click address: a POST here deletes the alert. */
  unsubscribeUrl: string;
  headers: { "List-Unsubscribe": string; "List-Unsubscribe-Post": string };
}

type LinkConfig = Pick<Config, "appUrl" | "appKey">;

/** A page of the alert's links in the alert's language: `/pl/suchauftraege/…`, German without prefix. */
const pageUrl = (config: LinkConfig, path: string, locale: Locale) =>
  `${config.appUrl}${localizedPath(path, locale)}`;

export const confirmUrl = (config: LinkConfig, alert: TokenSubject, locale: Locale) =>
  pageUrl(
    config,
    `/suchauftrag/bestaetigen/${alertToken(config.appKey, "confirm", alert)}`,
    locale,
  );

/**
 * The manage and unsubscribe links of one alert, its pages in the alert's language (ADR 051),
 * and the header lines of RFC 8058: a mail provider posts `List-Unsubscribe=One-Click` to the
 * API address, without cookies or Origin.
 */
export function alertMailLinks(
  config: LinkConfig,
  alert: TokenSubject,
  locale: Locale,
): AlertMailLinks {
  const unsubscribe = alertToken(config.appKey, "unsubscribe", alert);
  const unsubscribeUrl = `${config.appUrl}/api/job-alerts/unsubscribe/${unsubscribe}`;
  return {
    manageUrl: pageUrl(
      config,
      `/suchauftraege/${alertToken(config.appKey, "manage", alert)}`,
      locale,
    ),
    unsubscribePageUrl: pageUrl(config, `/suchauftrag/abmelden/${unsubscribe}`, locale),
    unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

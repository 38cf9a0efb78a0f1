import type { Config } from "#server/config.ts";
import type { TokenSubject } from "#server/platform/derived-tokens.ts";
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

const manageUrl = (config: Pick<Config, "appUrl" | "appKey">, alert: TokenSubject) =>
  `${config.appUrl}/suchauftraege/${alertToken(config.appKey, "manage", alert)}`;

export const confirmUrl = (config: Pick<Config, "appUrl" | "appKey">, alert: TokenSubject) =>
  `${config.appUrl}/suchauftrag/bestaetigen/${alertToken(config.appKey, "confirm", alert)}`;

/**
 * The manage and unsubscribe links of one alert and the header lines of RFC 8058: a mail
 * provider posts `List-Unsubscribe=One-Click` to the API address, without cookies or Origin.
 */
export function alertMailLinks(
  config: Pick<Config, "appUrl" | "appKey">,
  alert: TokenSubject,
): AlertMailLinks {
  const unsubscribe = alertToken(config.appKey, "unsubscribe", alert);
  const unsubscribeUrl = `${config.appUrl}/api/job-alerts/unsubscribe/${unsubscribe}`;
  return {
    manageUrl: manageUrl(config, alert),
    unsubscribePageUrl: `${config.appUrl}/suchauftrag/abmelden/${unsubscribe}`,
    unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

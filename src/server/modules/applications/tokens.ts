import type { Config } from "#server/config.ts";
import { DEFAULT_LOCALE, localizedPath, type Locale } from "#shared/locales.ts";
import {
  derivedToken,
  derivedTokenId,
  verifyDerivedToken,
  type TokenSubject,
} from "#server/platform/derived-tokens.ts";

/**
 * The applicant's link `/bewerbung/{token}` (ADR 046; `/{locale}/bewerbung/{token}`, ADR 051): derived from the application's id and
 * creation time (platform/derived-tokens.ts), nothing stored; withdrawing or the retention task
 * deletes the row and so revokes the link.
 */
const PURPOSE = "application:view";

export const applicationToken = (appKey: string, subject: TokenSubject) =>
  derivedToken(appKey, PURPOSE, subject);

/**
 * The link in the language the seeker applied in (ADR 051): German without a prefix,
 * `/pl/bewerbung/{token}` for a Polish application.
 */
export const applicationLink = (
  config: Pick<Config, "appUrl" | "appKey">,
  subject: TokenSubject,
  locale: Locale = DEFAULT_LOCALE,
) =>
  `${config.appUrl}${localizedPath(`/bewerbung/${applicationToken(config.appKey, subject)}`, locale)}`;

/** The application id a token names, or null when it cannot be one. */
export const applicationIdOf = derivedTokenId;

export const verifyApplicationToken = (appKey: string, token: string, subject: TokenSubject) =>
  verifyDerivedToken(appKey, PURPOSE, token, subject);

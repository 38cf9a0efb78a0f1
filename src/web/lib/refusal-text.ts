import { useEffect } from "react";
import { DEFAULT_LOCALE } from "#shared/locales.ts";
import { HttpError, setPageRefusal } from "./http.ts";
import { useShellText, type ShellTranslator } from "./i18n.ts";

// A refused call in the seeker's language (ADR 056). The server's messages are German; on a page
// in another language the shell's `failure.*` texts say what happened instead: no connection,
// too many requests (with the wait the answer named), the service unavailable, anything else.
// German pages keep the server's own messages.

/** What a caller says in its own words instead of the generic text (its area's messages). */
export interface OwnRefusals {
  /** The first sentence of a 429 („You have searched a lot“); the wait follows it. */
  tooMany?: string;
  /** Any refusal without a text of its own („The application could not be sent“). */
  failed?: string;
}

/** Up to this many seconds the wait is said in seconds, beyond it in whole minutes. */
const SECONDS_UP_TO = 90;

/** When to try again: in so many seconds or minutes where the answer said it, else „a moment“. */
export function waitText(seconds: number | undefined, t: ShellTranslator): string {
  if (seconds === undefined || seconds <= 0) return t("failure.tryAgainSoon");
  if (seconds <= SECONDS_UP_TO) return t.count("failure.tryAgainInSeconds", Math.ceil(seconds));
  return t.count("failure.tryAgainInMinutes", Math.ceil(seconds / 60));
}

/** A refused call (status 0: no answer at all) in the shell's language. */
export function refusalText(error: HttpError, t: ShellTranslator, own: OwnRefusals = {}): string {
  if (error.status === 0) return t("failure.offline");
  if (error.status === 429)
    return `${own.tooMany ?? t("failure.tooMany")} ${waitText(error.retryAfter, t)}`;
  if (error.status === 502 || error.status === 503 || error.status === 504)
    return t("failure.unavailable");
  return own.failed ?? t("failure.unknown");
}

/**
 * A refused button on the page of a mailed link (a job alert's, an application's): on a German
 * page the API's own text; elsewhere the page's words for a link that is gone (404) or
 * `refusalText` with the page's general failure.
 */
export function linkPageRefusal(
  error: unknown,
  t: ShellTranslator,
  own: { unknown: string; failed: string },
): string {
  if (!(error instanceof HttpError)) return own.failed;
  if (t.locale === DEFAULT_LOCALE && error.status !== 0 && error.message) return error.message;
  if (error.status === 404) return own.unknown;
  return refusalText(error, t, { failed: own.failed });
}

/**
 * The red toast of a refused call (lib/http.ts, calls without `toast: false`) in the page's
 * language; a 503 has none, its banner says it (lib/unavailable-reload.ts). Nothing on German
 * pages: their toasts stay the server's messages. Used once, by the app shell.
 */
export function usePageRefusals(): void {
  const t = useShellText();
  useEffect(() => {
    if (t.locale === DEFAULT_LOCALE) return;
    return setPageRefusal((error) => (error.status === 503 ? null : refusalText(error, t)));
  }, [t]);
}

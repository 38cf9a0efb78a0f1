import type { ReactNode } from "react";
import { DEFAULT_LOCALE } from "#shared/locales.ts";
import type { MessagesLike, Translator } from "#shared/translator.ts";
import { HttpError } from "#web/lib/http.ts";
import type { AlertsMessages } from "#web/messages/alerts/de.ts";

/** The texts of the pages of an alert's mailed links in the page's language (loader data). */
export type AlertText = Translator<MessagesLike<AlertsMessages>>;

/** A refusal inside a card, read out when it appears. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </p>
  );
}

/**
 * The text of a failed call: on a German page the server's message, in another language the
 * page's own words for what went wrong (the API speaks German, ADR 051); offline a general one.
 */
export function problemText(error: unknown, t: AlertText): string {
  if (!(error instanceof HttpError) || error.status === 0) return t("problem.failed");
  if (t.locale === DEFAULT_LOCALE && error.message) return error.message;
  if (error.status === 429) return t("problem.tooMany");
  if (error.status === 404) return t("unknown.text");
  return t("problem.failed");
}

import { data } from "react-router";
import { ALERT_WORDS } from "#shared/job-alert-words.ts";
import { localeOfPath } from "#shared/locales.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";

/**
 * What every page of an alert's mailed links loads besides the alert: its texts and the
 * filter's words in the language of the link's prefix (ADR 051), as loader data, so no
 * language is in a JS chunk.
 */
export function alertLinkTexts(request: Request) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, messages: messagesOf("alerts", locale), words: ALERT_WORDS[locale] };
}

/** The loader's answer: the lookup with the texts; an unknown link is a 404 in the same words. */
export function alertLinkAnswer<T extends { status: number }>(
  found: T,
  texts: ReturnType<typeof alertLinkTexts>,
) {
  const answer = { ...found, ...texts };
  return found.status === 200 ? answer : data(answer, { status: 404 });
}

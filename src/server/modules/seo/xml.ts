import { escapeHtml } from "#server/platform/mail/mailer.ts";

/**
 * What XML 1.0 may not hold (its production `Char`): C0 controls other than tab, line feed and
 * carriage return, lone surrogates, U+FFFE and U+FFFF. A parser stops at the first one, so a
 * feed strips them from every text it writes.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function xmlChars(value: string): string {
  return value.replace(NOT_XML, "");
}

/** A text or attribute value: the characters XML 1.0 allows, escaped. */
export function xmlText(value: string): string {
  return escapeHtml(xmlChars(value));
}

/**
 * A text as CDATA (the job feed's fields, HTML unescaped as the aggregators read it): a `]]>`
 * inside would end the section early, so it is split across two sections.
 */
export function cdata(value: string): string {
  return `<![CDATA[${xmlChars(value).replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** A W3C datetime to the second in UTC (sitemaps' lastmod, Atom's dates). */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

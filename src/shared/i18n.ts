import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

// Translatable values are objects keyed by locale with German as the fallback (docs/product.md "Job ads: fields and editor").
export type Translatable = { de: string } & Partial<Record<Exclude<Locale, "de">, string>>;

export function translate(
  value: Translatable | string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  return value[locale] || value.de || "";
}

/**
 * The text written in `locale` itself, without falling back to German: where a page in another
 * language has none, it shows its own interface text instead of a German paragraph (ADR 051).
 */
export function ownText(
  value: Translatable | string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (locale === DEFAULT_LOCALE || value == null || typeof value === "string")
    return translate(value);
  return value[locale] ?? "";
}

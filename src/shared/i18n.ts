// Translatable values are objects keyed by locale with German as the fallback (docs/product.md "Job ads: fields and editor").
export type Locale = "de" | "en";
const DEFAULT_LOCALE: Locale = "de";

export type Translatable = { de: string } & Partial<Record<Exclude<Locale, "de">, string>>;

export function translate(
  value: Translatable | string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  return value[locale] || value.de || "";
}

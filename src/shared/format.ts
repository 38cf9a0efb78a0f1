import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "./locales.ts";

const TIME_ZONE = "Europe/Berlin";

// Building an Intl formatter costs far more than using one (a job page formats a dozen values;
// the server profile showed formatCurrency/formatDate above React's own render), so each is
// made once per module and language and reused. German is the default; the seekers' pages in
// another language pass theirs (ADR 051).
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** "22.11.2026", with the time "22.11.2026, 14:05", in Berlin time. */
const dateFormat = (locale: Locale, withTime = false) =>
  cached(
    `date|${locale}|${withTime}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
        timeZone: TIME_ZONE,
      }),
  );
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });
const longDateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

/** docs/product.md "Texts and messages": de-DE, EUR, two decimals only when the amount has a fractional part ("149 €", "149,50 €"). */
export function formatCurrency(
  amountInCents: number,
  currency = "EUR",
  locale: Locale = DEFAULT_LOCALE,
): string {
  const fractional = amountInCents % 100 !== 0;
  const format = cached(
    `currency|${currency}|${fractional}|${locale}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: "currency",
        currency,
        minimumFractionDigits: fractional ? 2 : 0,
        maximumFractionDigits: fractional ? 2 : 0,
      }),
  );
  return format.format(amountInCents / 100);
}

export function formatNumber(
  value: number,
  maximumFractionDigits = 1,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const format = cached(
    `number|${maximumFractionDigits}|${locale}`,
    () => new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits }),
  );
  return format.format(value);
}

/** "22.11.2026" (pl "22.11.2026", en "22/11/2026"), always in Berlin time whatever the server's zone. */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  return dateFormat(locale).format(new Date(value));
}

/** "22.11.2026, 14:05" in Berlin time (notifications, expiry mails; pl "22.11.2026, 14:05"). */
export function formatDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  return dateFormat(locale, true).format(new Date(value));
}

/** Today's calendar day in Germany as "YYYY-MM-DD" (date fields, "not in the past" checks). */
export function todayIso(now: Date = new Date()): string {
  return isoDayFormat.format(now);
}

/** "14. Oktober 2026" for articles. */
export function formatLongDate(value: string | Date): string {
  return longDateFormat.format(new Date(value));
}

/** The words around a salary, a start and a distance in one language; German by default. */
export interface FormatWords {
  locale: Locale;
  perHour: string;
  perMonth: string;
  perYear: string;
  /** Each with `{amount}`: „ab {amount}“, „bis {amount}“, „{min} – {max}“. */
  salaryFrom: string;
  salaryUpTo: string;
  salaryRange: string;
  startFlexible: string;
  startNow: string;
  /** With `{date}`: „ab {date}“. */
  startFrom: string;
}

export const GERMAN_FORMAT_WORDS: FormatWords = {
  locale: DEFAULT_LOCALE,
  perHour: "pro Stunde",
  perMonth: "pro Monat",
  perYear: "pro Jahr",
  salaryFrom: "ab {amount}",
  salaryUpTo: "bis {amount}",
  salaryRange: "{min} – {max}",
  startFlexible: "ab sofort / nach Vereinbarung",
  startNow: "ab sofort",
  startFrom: "ab {date}",
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** "2.800 – 3.200 € pro Monat", "ab 13,90 € pro Stunde"; null without a salary. */
export function formatSalary(
  min: number | null,
  max: number | null,
  period: "hour" | "month" | "year" | null,
  words: FormatWords = GERMAN_FORMAT_WORDS,
): string | null {
  if (min === null && max === null) return null;
  const money = (cents: number) => formatCurrency(cents, "EUR", words.locale);
  const units = { hour: words.perHour, month: words.perMonth, year: words.perYear };
  const unit = period ? ` ${units[period]}` : "";
  if (min !== null && max !== null && max !== min)
    return `${fill(words.salaryRange, { min: money(min), max: money(max) })}${unit}`;
  if (min !== null && max === null)
    return `${fill(words.salaryFrom, { amount: money(min) })}${unit}`;
  if (min === null && max !== null)
    return `${fill(words.salaryUpTo, { amount: money(max) })}${unit}`;
  return `${money(min!)}${unit}`;
}

/**
 * "ab sofort / nach Vereinbarung" for a flexible start, "ab sofort" from the start day on (in
 * Berlin: between midnight and 1 or 2 a.m. the UTC date is still yesterday's), else "ab 01.03.2027".
 */
export function formatStart(
  startsAt: string | null,
  now: Date = new Date(),
  words: FormatWords = GERMAN_FORMAT_WORDS,
): string {
  if (!startsAt) return words.startFlexible;
  if (startsAt <= todayIso(now)) return words.startNow;
  return fill(words.startFrom, { date: formatDate(`${startsAt}T12:00:00Z`, words.locale) });
}

/** "12,3 km" */
export function formatDistance(km: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatNumber(km, km < 10 ? 1 : 0, locale)} km`;
}

/** A typed euro amount in cents: "149" or "1.499,50 €" → 14900 / 149950; null when it is none. */
export function parseEuroCents(text: string): number | null {
  const cleaned = text.replace(/\s|€/g, "").replace(/\.(?=\d{3}(\D|$))/g, "");
  if (!/^\d{1,9}([,.]\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned.replace(",", ".")) * 100);
}

/**
 * A file's size as people read it: "820 KB", "1,2 MB" (binary units, as the upload limits are;
 * en "1.2 MB").
 */
export function formatFileSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${formatNumber(mb, 1, locale)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0, locale)} KB`;
}

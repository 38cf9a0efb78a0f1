const TIME_ZONE = "Europe/Berlin";

// Building an Intl formatter costs far more than using one (a job page formats a dozen values;
// the server profile showed formatCurrency/formatDate above React's own render), so each is
// made once per module and reused.
const currencyFormats = new Map<string, Intl.NumberFormat>();
const numberFormats = new Map<number, Intl.NumberFormat>();
const dateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const dateTimeFormat = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const isoDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE });
const longDateFormat = new Intl.DateTimeFormat("de-DE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

/** docs/product.md "Texts and messages": de-DE, EUR, two decimals only when the amount has a fractional part ("149 €", "149,50 €"). */
export function formatCurrency(amountInCents: number, currency = "EUR"): string {
  const euros = amountInCents / 100;
  const fractional = amountInCents % 100 !== 0;
  const key = `${currency}|${fractional}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("de-DE", {
      style: "currency",
      currency,
      minimumFractionDigits: fractional ? 2 : 0,
      maximumFractionDigits: fractional ? 2 : 0,
    });
    currencyFormats.set(key, format);
  }
  return format.format(euros);
}

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  let format = numberFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("de-DE", { maximumFractionDigits });
    numberFormats.set(maximumFractionDigits, format);
  }
  return format.format(value);
}

/** "22.11.2026", always in Berlin time whatever the server's zone. */
export function formatDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** "22.11.2026, 14:05" in Berlin time (notifications, expiry mails). */
export function formatDateTime(value: string | Date): string {
  return dateTimeFormat.format(new Date(value));
}

/** Today's calendar day in Germany as "YYYY-MM-DD" (date fields, "not in the past" checks). */
export function todayIso(now: Date = new Date()): string {
  return isoDayFormat.format(now);
}

/** "14. Oktober 2026" for articles. */
export function formatLongDate(value: string | Date): string {
  return longDateFormat.format(new Date(value));
}

const SALARY_UNITS: Record<"hour" | "month" | "year", string> = {
  hour: "pro Stunde",
  month: "pro Monat",
  year: "pro Jahr",
};

/** "2.800 – 3.200 € pro Monat", "ab 13,90 € pro Stunde"; null without a salary. */
export function formatSalary(
  min: number | null,
  max: number | null,
  period: "hour" | "month" | "year" | null,
): string | null {
  if (min === null && max === null) return null;
  const unit = period ? ` ${SALARY_UNITS[period]}` : "";
  if (min !== null && max !== null && max !== min)
    return `${formatCurrency(min)} – ${formatCurrency(max)}${unit}`;
  if (min !== null && max === null) return `ab ${formatCurrency(min)}${unit}`;
  if (min === null && max !== null) return `bis ${formatCurrency(max)}${unit}`;
  return `${formatCurrency(min!)}${unit}`;
}

/**
 * "ab sofort / nach Vereinbarung" for a flexible start, "ab sofort" from the start day on (in
 * Berlin: between midnight and 1 or 2 a.m. the UTC date is still yesterday's), else "ab 01.03.2027".
 */
export function formatStart(startsAt: string | null, now: Date = new Date()): string {
  if (!startsAt) return "ab sofort / nach Vereinbarung";
  return startsAt <= todayIso(now) ? "ab sofort" : `ab ${formatDate(`${startsAt}T12:00:00Z`)}`;
}

/** "12,3 km" */
export function formatDistance(km: number): string {
  return `${formatNumber(km, km < 10 ? 1 : 0)} km`;
}

/** A typed euro amount in cents: "149" or "1.499,50 €" → 14900 / 149950; null when it is none. */
export function parseEuroCents(text: string): number | null {
  const cleaned = text.replace(/\s|€/g, "").replace(/\.(?=\d{3}(\D|$))/g, "");
  if (!/^\d{1,9}([,.]\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned.replace(",", ".")) * 100);
}

/** A file's size as people read it: "820 KB", "1,2 MB" (binary units, as the upload limits are). */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${formatNumber(mb)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("de-DE")} KB`;
}

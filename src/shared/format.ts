import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { PHONE_EXTENSION_MAX, PHONE_NATIONAL_MAX, PHONE_NATIONAL_MIN } from "./constants.ts";

const TIME_ZONE = "Europe/Berlin";

/** SPEC.md §9: de-DE, EUR, two decimals only when the amount has a fractional part ("149 €", "149,50 €"). */
export function formatCurrency(amountInCents: number, currency = "EUR"): string {
  const euros = amountInCents / 100;
  const fractional = amountInCents % 100 !== 0;
  return new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency,
    minimumFractionDigits: fractional ? 2 : 0,
    maximumFractionDigits: fractional ? 2 : 0,
  }).format(euros);
}

export function formatNumber(value: number, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat("de-DE", { maximumFractionDigits }).format(value);
}

/** "22.11.2026", always in Berlin time whatever the server's zone. */
export function formatDate(value: string | Date): string {
  return new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

/** "14. Oktober 2026" for articles. */
export function formatLongDate(value: string | Date): string {
  return new Intl.DateTimeFormat("de-DE", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(new Date(value));
}

/**
 * SPEC.md §5: a phone number is accepted only if it matches a country's pattern and length,
 * with a national number of 2–17 digits and an extension of at most 250 characters.
 * Numbers without a country prefix are read as German.
 */
export function isValidPhone(input: string, defaultCountry: CountryCode = "DE"): boolean {
  const phone = parsePhoneNumberFromString(input, defaultCountry);
  if (!phone || !phone.isValid()) return false;
  const digits = phone.nationalNumber.length;
  if (digits < PHONE_NATIONAL_MIN || digits > PHONE_NATIONAL_MAX) return false;
  return (phone.ext ?? "").length <= PHONE_EXTENSION_MAX;
}

/** International format when valid; the raw input otherwise (SPEC.md §5). */
export function formatPhone(input: string, defaultCountry: CountryCode = "DE"): string {
  const phone = parsePhoneNumberFromString(input, defaultCountry);
  return phone && phone.isValid() ? phone.formatInternational() : input;
}

// Phone numbers (docs/product.md "Texts and messages") in their own module: libphonenumber's metadata is large, so only
// the pages that show or validate a phone number load it.
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { PHONE_EXTENSION_MAX, PHONE_NATIONAL_MAX, PHONE_NATIONAL_MIN } from "./constants.ts";

/**
 * docs/product.md "Texts and messages": a phone number is accepted only if it matches a country's pattern and length,
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

/** International format when valid; the raw input otherwise (docs/product.md "Texts and messages"). */
export function formatPhone(input: string, defaultCountry: CountryCode = "DE"): string {
  const phone = parsePhoneNumberFromString(input, defaultCountry);
  return phone && phone.isValid() ? phone.formatInternational() : input;
}

/**
 * German count texts that agree with their number (0 and many plural, 1 singular), on the
 * server and in the browser alike: `countText(1, "passender Job", "passende Jobs")` →
 * „1 passender Job“, `countText(1200, "Anzeige", "Anzeigen")` → „1.200 Anzeigen“. Every
 * count a user reads goes through here, so none is made by hand.
 */
const rules = new Intl.PluralRules("de-DE");
const numbers = new Intl.NumberFormat("de-DE");

/** The word form for `n`: `one` for exactly one, `many` otherwise (0 included). */
export function plural(n: number, one: string, many: string): string {
  return rules.select(n) === "one" ? one : many;
}

/** `n`, formatted the German way, followed by the agreeing word form. */
export function countText(n: number, one: string, many: string): string {
  return `${numbers.format(n)} ${plural(n, one, many)}`;
}

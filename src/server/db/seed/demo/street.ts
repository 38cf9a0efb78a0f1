/**
 * "Thiensener Weg 14" → street "Thiensener Weg", number "14"; also "Hauptstraße 5a" and
 * "Am Anger 3-5". A line without a trailing house number stays whole, with no number.
 */
export function splitStreet(line: string): { street: string; number: string | null } {
  const match = /^(.*?\S)\s+(\d+\s?[a-zA-Z]?(?:\s?[-–/]\s?\d+\s?[a-zA-Z]?)?)$/.exec(line.trim());
  return match ? { street: match[1]!, number: match[2]! } : { street: line.trim(), number: null };
}

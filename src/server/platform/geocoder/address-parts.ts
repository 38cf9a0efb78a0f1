import { compact, foldDigraph } from "./normalize.ts";

/**
 * What seekers type for where they live, split so the gazetteer (which knows places and PLZ,
 * no streets: ADR 007) can still answer: "Hauptstraße 5, Berlin", "10115 Invalidenstraße 3",
 * "Invalidenstr. 3, 10115 Berlin", "München Schwabing".
 */

/** One way to read the input as a street (with its number) in a place. */
export interface AddressReading {
  street: string;
  number: string | null;
  /** The rest of the input: the place or PLZ to look up. */
  place: string;
}

const HOUSE_NUMBER = /^\d{1,4}[a-z]?(?:[-/]\d{1,4}[a-z]?)?$/i;
const POSTCODE = /^\d{5}$/;
// Endings of German street names, folded ("straße" → "strasse", "Str." → "str").
const STREET_WORD = /(?:strasse|str|weg|allee|gasse|damm|chaussee|ufer|platz|pfad|steig)$/;
/** Sub-runs of words tried for "place plus part of town" stay few for long inputs. */
const MAX_RUN_WORDS = 6;

const isWord = (token: string) => !/^\d/.test(token) && compact(foldDigraph(token)) !== "";
const isStreetWord = (token: string) => STREET_WORD.test(compact(foldDigraph(token)));

/** "Invalidenstr." → "Invalidenstraße", "Str." → "Straße": the street as it is written out. */
function writtenOut(street: string): string {
  return street
    .split(" ")
    .map((word) =>
      word.replace(/^(.*)([Ss])tr\.?$/, (_, start: string, s: string) => `${start}${s}traße`),
    )
    .join(" ");
}

function partsOf(query: string): string[][] {
  return query
    .normalize("NFC")
    .split(/[,;]/)
    .map((part) => part.trim().split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0);
}

/**
 * The first token of the street in `tokens` (the street ends just before `end`), best guess
 * first: the whole run of words when the place stands in another part ("Alte Landstraße 5,
 * Hamburg"); else from the word that ends like a street ("Frankfurt a. M. Hauptstr. 5"), then
 * longer and shorter runs ("Berlin Unter den Linden 5").
 */
function streetStarts(tokens: string[], end: number, placeElsewhere: boolean): number[] {
  let runStart = end;
  while (runStart > 0 && isWord(tokens[runStart - 1]!)) runStart--;
  const all = Array.from({ length: end - runStart }, (_, i) => runStart + i);
  if (placeElsewhere) return all;
  const suffix = all.findLast((i) => isStreetWord(tokens[i]!));
  if (suffix === undefined) return all;
  return [suffix, ...all.filter((i) => i < suffix).reverse(), ...all.filter((i) => i > suffix)];
}

/** Readings of the input as street (and number) plus place, best guess first. */
export function addressReadings(query: string): AddressReading[] {
  const parts = partsOf(query);
  const readings: AddressReading[] = [];
  const read = (p: number, start: number, end: number, number: string | null) => {
    const tokens = parts[p]!;
    const rest = [...tokens.slice(0, start), ...tokens.slice(number === null ? end : end + 1)];
    const place = [
      ...parts.slice(0, p).map((t) => t.join(" ")),
      rest.join(" "),
      ...parts.slice(p + 1).map((t) => t.join(" ")),
    ]
      .filter(Boolean)
      .join(", ");
    if (!place) return;
    readings.push({ street: writtenOut(tokens.slice(start, end).join(" ")), number, place });
  };

  for (const [p, tokens] of parts.entries()) {
    const k = tokens.findIndex(
      (t, i) => i > 0 && HOUSE_NUMBER.test(t) && !POSTCODE.test(t) && isWord(tokens[i - 1]!),
    );
    if (k < 0) continue;
    for (const start of streetStarts(tokens, k, parts.length > 1)) read(p, start, k, tokens[k]!);
    return readings;
  }
  // No house number: a street named alone ("Invalidenstraße, Berlin", "Berlin Invalidenstraße").
  for (const [p, tokens] of parts.entries()) {
    const j = tokens.findIndex(isStreetWord);
    if (j < 0) continue;
    for (const start of streetStarts(tokens, j + 1, parts.length > 1)) read(p, start, j + 1, null);
    return readings;
  }
  return readings;
}

/**
 * Shorter runs of the input's words, longest and leftmost first, for a place followed or
 * preceded by what the gazetteer does not know ("München Schwabing", "Köln Ehrenfeld"). None
 * when the input holds a PLZ: the PLZ decides then.
 */
export function placeRuns(query: string): string[] {
  const tokens = partsOf(query).flat();
  if (tokens.some((t) => /^\d/.test(t))) return [];
  // Words of at least three letters: "a", "--" or "'" name no place of their own.
  const words = tokens.filter((t) => compact(foldDigraph(t)).length >= 3).slice(0, MAX_RUN_WORDS);
  const runs: string[] = [];
  for (let length = Math.min(words.length, tokens.length - 1); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      runs.push(words.slice(start, start + length).join(" "));
    }
  }
  return runs;
}

// Text folding shared by the gazetteer build and the offline geocoder, so that a name is
// keyed the same way when the data file is written and when a user types it.

const UMLAUT_TO_DIGRAPH: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
const UMLAUT_TO_VOWEL: Record<string, string> = { ä: "a", ö: "o", ü: "u", ß: "ss" };

function fold(text: string, table: Record<string, string>): string {
  const lower = text.toLowerCase().replace(/[äöüß]/g, (c) => table[c] ?? c);
  // Other accents (é, č, ø) are rare in German names: decompose only when there are any.
  return /[^\x00-\x7f]/.test(lower)
    ? lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
    : lower;
}

/** "Müller-Straße" → "mueller-strasse": the German way to write without umlauts. */
export function foldDigraph(text: string): string {
  return fold(text, UMLAUT_TO_DIGRAPH);
}

/** "Müller-Straße" → "muller-strasse": what people type on a keyboard without umlauts. */
export function foldVowel(text: string): string {
  return fold(text, UMLAUT_TO_VOWEL);
}

/** Lowercase letters and digits only: spaces, hyphens, dots and brackets do not count. */
export function compact(folded: string): string {
  return folded.replace(/[^a-z0-9]+/g, "");
}

export function words(folded: string): string[] {
  return folded.split(/[^a-z0-9]+/).filter(Boolean);
}

// Official names abbreviate ("St. Ingbert", "Garching b. München"); people write both ways.
const EXPANSIONS: [RegExp, string][] = [
  [/\bst\.\s*/g, "sankt "],
  [/\bb\.\s*/g, "bei "],
  [/\ba\.\s*d\.\s*/g, "an der "],
  [/\bi\.\s*d\.\s*/g, "in der "],
  [/\ba\.\s*/g, "am "],
  [/\bi\.\s*/g, "im "],
  [/\bv\.\s*d\.\s*/g, "vor der "],
];

/** Folded spellings of a name: both umlaut foldings, abbreviations written out and shortened. */
export function spellings(name: string): string[] {
  const out = new Set<string>();
  for (const folded of [foldDigraph(name), foldVowel(name)]) {
    out.add(folded);
    if (folded.includes(".")) {
      out.add(EXPANSIONS.reduce((text, [pattern, long]) => text.replace(pattern, long), folded));
    }
    if (folded.includes("sankt")) out.add(folded.replace(/\bsankt\s+/g, "st. "));
  }
  return [...out];
}

/** Compact keys of every spelling of a name (see spellings). */
export function nameKeys(name: string): string[] {
  return [...new Set(spellings(name).map(compact).filter(Boolean))];
}

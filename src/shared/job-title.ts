import { asciiFold } from "./fold.ts";

/**
 * The name a place is known by, folded: qualifiers after a slash, in brackets or after
 * "am", "an der", "im", "in", "ob", "bei" or a comma are dropped
 * ("Frankfurt am Main" → "frankfurt", "Ellerhoop/Holstein" → "ellerhoop", "Halle (Saale)" → "halle").
 */
function placeName(place: string): string {
  return asciiFold(place)
    .split(/\s*[/(,]|\s+(?:am|an|im|in|ob|bei|a\.|i\.)\s/)[0]!
    .trim();
}

/** Whether `title` already names `place` as a word, in any case and umlaut spelling ("Muenchen" = "München"). */
export function titleNamesPlace(title: string, place: string): boolean {
  const name = placeName(place);
  if (!name) return false;
  const words = asciiFold(title);
  for (let at = words.indexOf(name); at !== -1; at = words.indexOf(name, at + 1)) {
    const before = words[at - 1];
    const after = words[at + name.length];
    if (!isWordChar(before) && !isWordChar(after)) return true;
  }
  return false;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[a-z0-9]/.test(c);

/** "Gärtner (m/w/d) in München", or the title alone when it already names the place or there is none. */
export function titleWithPlace(title: string, place: string | null | undefined): string {
  const where = place?.trim();
  return !where || titleNamesPlace(title, where) ? title : `${title} in ${where}`;
}

/** Lower case with German umlauts spelt out and other accents dropped: "Gärtnerei Café" → "gaertnerei cafe". */
export function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

import {
  applicationCount,
  applyClickCount,
  impressionCount,
  viewCount,
} from "#shared/count-texts.ts";
import type { JobStatsFigures } from "#shared/schemas/job-stats.ts";

/** The four figures of an ad (ADR 060), in the order a seeker meets the ad. */
export const FIGURES: {
  key: keyof JobStatsFigures;
  /** The column's heading and the chart's choice. */
  label: string;
  /** „1 Aufruf“, „2 Aufrufe“. */
  count: (n: number) => string;
  /** What is counted, in a sentence. */
  explanation: string;
}[] = [
  {
    key: "impressions",
    label: "Suchtreffer",
    count: impressionCount,
    explanation: "wie oft die Anzeige in Suchergebnissen gezeigt wurde",
  },
  {
    key: "views",
    label: "Aufrufe",
    count: viewCount,
    explanation: "wie viele Besucher die Anzeige geöffnet haben (je Besucher und Tag einmal)",
  },
  {
    key: "apply_clicks",
    label: "Klicks auf Bewerben",
    count: applyClickCount,
    explanation: "wie viele Besucher auf „Bewerben“ geklickt haben (je Besucher und Tag einmal)",
  },
  {
    key: "applications",
    label: "Bewerbungen",
    count: applicationCount,
    explanation: "wie viele Bewerbungen über Wurzelwerk eingegangen sind",
  },
];

/** „5 Aufrufe“ with the number set off; screen readers read it as one phrase. */
export function splitCount(text: string): [number: string, words: string] {
  const space = text.indexOf(" ");
  return [text.slice(0, space), text.slice(space)];
}

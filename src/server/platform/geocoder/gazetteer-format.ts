import { fileURLToPath } from "node:url";

/** Written by scripts/build-gazetteer.ts, read by the offline geocoder. */
export const GAZETTEER_FILE = fileURLToPath(
  new URL("./data/gazetteer-de.json.gz", import.meta.url),
);

export const GAZETTEER_VERSION = 1;

/** [name, latitude, longitude] of a Bundesland; its index is the state number used below. */
export type StateRow = [name: string, latitude: number, longitude: number];

/**
 * A place: a municipality (Gemeinde, `municipality` empty) or a part of one (Ortsteil,
 * `municipality` names the Gemeinde). `postcodes` lists its PLZ, space-separated; `aliases`
 * other spellings, separated by "|". `population` is 0 where no figure is known.
 */
export type PlaceRow = [
  name: string,
  state: number,
  latitude: number,
  longitude: number,
  population: number,
  municipality: string,
  postcodes: string,
  aliases: string,
];

export interface GazetteerFile {
  version: typeof GAZETTEER_VERSION;
  attribution: string;
  states: StateRow[];
  places: PlaceRow[];
}

import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { GEOCODING_MAX_RESULTS, type GeocodingResult } from "#shared/schemas/geocoding.ts";
import type { Geocoder } from "./geocoder.ts";
import { GAZETTEER_FILE, GAZETTEER_VERSION, type GazetteerFile } from "./gazetteer-format.ts";
import { addressReadings, placeRuns, type AddressReading } from "./address-parts.ts";
import { compact, foldDigraph, nameKeys, spellings, words } from "./normalize.ts";

/** Something that can be found by name: a Bundesland or a place. */
interface Named {
  result: GeocodingResult;
  postcodes: string[];
  /** Ranks equally good matches: population, or a stand-in for it. */
  weight: number;
  /** Word lists of every spelling of its names, for "frankfurt main". */
  wordLists: string[][];
}

interface Postcode {
  code: string;
  result: GeocodingResult;
  weight: number;
  /** Compact keys of the place's names, to check "10115 Berlin". */
  keys: string[];
  wordLists: string[][];
}

/** Sorted (key, id) pairs: every key that starts with a prefix lies in one run. */
class SortedIndex {
  readonly keys: string[];
  readonly ids: Int32Array;

  constructor(pairs: [string, number][]) {
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = pairs.map((p) => p[0]);
    this.ids = Int32Array.from(pairs, (p) => p[1]);
  }

  /** Index of the first key ≥ prefix, and of the first key past the prefix's run. */
  range(prefix: string): [number, number] {
    const from = this.lowerBound(prefix);
    // "\uffff" sorts after every character the keys use (a–z, 0–9).
    return [from, this.lowerBound(`${prefix}\uffff`)];
  }

  private lowerBound(key: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

interface Index {
  named: Named[];
  names: SortedIndex;
  words: SortedIndex;
  postcodes: Postcode[]; // sorted by code, then weight descending
  postcodeCodes: string[];
  statesByKey: Map<string, string>;
  counts: { states: number; places: number; postcodes: number; postcodePairs: number };
}

const COUNTRY_WORDS = new Set(["deutschland", "germany", "de", "brd", "bundesrepublikdeutschland"]);

// Match quality, best first.
const EXACT = 0;
const PREFIX = 1;
const WORDS = 2;

const clone = (r: GeocodingResult): GeocodingResult => ({ ...r });

/** Every query word is the start of a different word of the name. */
function wordsMatch(query: string[], name: string[]): boolean {
  const used = new Set<number>();
  return query.every((q) => {
    const i = name.findIndex((w, j) => !used.has(j) && w.startsWith(q));
    if (i < 0) return false;
    used.add(i);
    return true;
  });
}

const queryWordLists = (text: string): string[][] => {
  const lists = spellings(text)
    .map(words)
    .filter((w) => w.length > 0);
  return [...new Map(lists.map((w) => [w.join(" "), w])).values()];
};

export function buildIndex(file: GazetteerFile): Index {
  if (file.version !== GAZETTEER_VERSION) {
    throw new Error(`Gazetteer version ${String(file.version)} instead of ${GAZETTEER_VERSION}`);
  }
  const named: Named[] = [];
  const namePairs: [string, number][] = [];
  const wordPairs: [string, number][] = [];
  const postcodes: Postcode[] = [];
  const stateNames = file.states.map((s) => s[0]);

  const addNames = (id: number, names: string[]) => {
    const lists = new Map<string, string[]>();
    for (const name of names) {
      for (const key of nameKeys(name)) namePairs.push([key, id]);
      for (const spelling of spellings(name)) {
        const w = words(spelling);
        lists.set(w.join(" "), w);
      }
    }
    named[id]!.wordLists = [...lists.values()];
    for (const w of new Set([...lists.values()].flat())) wordPairs.push([w, id]);
  };

  // Municipalities of the same name in one Land get their PLZ to tell them apart (parts of a
  // municipality always show it: "Sülldorf (Hamburg)").
  const nameCount = new Map<string, number>();
  const sameNameKey = (name: string, state: number) => `${state}:${compact(foldDigraph(name))}`;
  for (const [name, state, , , , municipality] of file.places) {
    if (municipality) continue;
    const k = sameNameKey(name, state);
    nameCount.set(k, (nameCount.get(k) ?? 0) + 1);
  }
  const municipalitiesPerState = new Map<number, string[]>();

  for (const [
    name,
    state,
    latitude,
    longitude,
    population,
    municipality,
    codes,
    aliases,
  ] of file.places) {
    const stateName = stateNames[state]!;
    const postcodeList = codes ? codes.split(" ") : [];
    if (!municipality) {
      const list = municipalitiesPerState.get(state) ?? [];
      list.push(name);
      municipalitiesPerState.set(state, list);
    }
    // Population where known; else about 500 people per postcode as a stand-in; parts of a
    // municipality after municipalities of the same size.
    const weight =
      (population > 0 ? population : 500 * Math.max(1, postcodeList.length)) *
      (municipality ? 0.5 : 1);
    const qualifier = municipality
      ? ` (${municipality})`
      : (nameCount.get(sameNameKey(name, state)) ?? 0) > 1 && postcodeList[0]
        ? ` (${postcodeList[0]})`
        : "";
    const inState = name === stateName ? "" : `, ${stateName}`;
    const result: GeocodingResult = {
      kind: "place",
      formatted_address: `${name}${qualifier}${inState}`,
      street: null,
      street_number: null,
      location: name,
      zipcode: null,
      state: stateName,
      country: "DE",
      latitude,
      longitude,
    };
    const id = named.length;
    named.push({ result, weight, wordLists: [], postcodes: postcodeList });
    const allNames = [name, ...(aliases ? aliases.split("|") : [])];
    addNames(id, municipality ? [...allNames, `${name} ${municipality}`] : allNames);

    const keys = [...new Set(allNames.flatMap(nameKeys))];
    for (const code of postcodeList) {
      postcodes.push({
        code,
        weight,
        keys,
        wordLists: named[id]!.wordLists,
        result: {
          ...result,
          kind: "postcode",
          formatted_address: `${code} ${name}${inState}`,
          zipcode: code,
        },
      });
    }
  }

  // A city that is a Land on its own (Berlin, Hamburg) is found as the city.
  const statesByKey = new Map<string, string>();
  let stateCount = 0;
  file.states.forEach(([name, latitude, longitude], state) => {
    for (const key of nameKeys(name)) statesByKey.set(key, name);
    const municipalities = municipalitiesPerState.get(state) ?? [];
    if (municipalities.length === 1 && municipalities[0] === name) return;
    const namesake = named.find((n) => n.result.location === name && n.result.state === name);
    const id = named.length;
    named.push({
      result: {
        kind: "state",
        formatted_address: `${name}, Deutschland`,
        street: null,
        street_number: null,
        location: null,
        zipcode: null,
        state: name,
        country: "DE",
        latitude,
        longitude,
      },
      // A Land comes before places of the same match quality, except its own capital city
      // of the same name (Bremen).
      weight: namesake ? namesake.weight - 1 : 1e9,
      wordLists: [],
      postcodes: [],
    });
    addNames(id, [name]);
    stateCount++;
  });

  postcodes.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : b.weight - a.weight));
  return {
    named,
    names: new SortedIndex(namePairs),
    words: new SortedIndex(wordPairs),
    postcodes,
    postcodeCodes: postcodes.map((p) => p.code),
    statesByKey,
    counts: {
      states: stateCount,
      places: file.places.length,
      postcodes: new Set(postcodes.map((p) => p.code)).size,
      postcodePairs: postcodes.length,
    },
  };
}

interface ParsedQuery {
  postcode: string | undefined;
  text: string;
  state: string | undefined;
  /** "Altdorf (71155)": the place named so that has this PLZ. */
  within: string | undefined;
}

/** "80331 München, Bayern" → PLZ 80331, text "München", only in Bayern. */
function parseQuery(query: string, index: Index): ParsedQuery | undefined {
  const parts = query
    .normalize("NFC")
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  let state: string | undefined;
  const kept: string[] = [];
  parts.forEach((part, i) => {
    const key = compact(foldDigraph(part));
    if (i > 0 && COUNTRY_WORDS.has(key)) return;
    const named = index.statesByKey.get(key);
    if (i > 0 && named) {
      state = named;
      return;
    }
    kept.push(part);
  });
  if (kept.length === 0 && state) kept.push(state);

  let postcode: string | undefined;
  let within: string | undefined;
  const text: string[] = [];
  for (const token of kept.join(" ").split(/\s+/)) {
    const inBrackets = /^\((\d{5})\)$/.exec(token);
    if (inBrackets) {
      within = inBrackets[1];
    } else if (/^\d+$/.test(token)) {
      // One PLZ of at most five digits; anything else with digits finds nothing.
      if (postcode !== undefined || token.length > 5) return undefined;
      postcode = token;
    } else if (token) {
      text.push(token);
    }
  }
  const joined = text.join(" ");
  if (!compact(foldDigraph(joined))) {
    if (within && !postcode) return { postcode: within, text: "", state, within: undefined };
    if (!postcode) return undefined;
  }
  return { postcode, text: joined, state, within };
}

function matchesText(candidate: { keys: string[]; wordLists: string[][] }, text: string): boolean {
  const keys = nameKeys(text);
  if (candidate.keys.some((k) => keys.some((q) => k.startsWith(q)))) return true;
  const queries = queryWordLists(text);
  return candidate.wordLists.some((name) => queries.some((q) => wordsMatch(q, name)));
}

function searchPostcodes(index: Index, q: ParsedQuery): GeocodingResult[] {
  const code = q.postcode!;
  let from = 0;
  let to = index.postcodeCodes.length;
  while (from < to) {
    const mid = (from + to) >>> 1;
    if (index.postcodeCodes[mid]! < code) from = mid + 1;
    else to = mid;
  }
  const run: Postcode[] = [];
  for (let i = from; i < index.postcodes.length; i++) {
    const p = index.postcodes[i]!;
    if (!p.code.startsWith(code)) break;
    if (!q.state || p.result.state === q.state) run.push(p);
  }
  if (!q.text) return run.map((p) => p.result);
  const named = run.filter((p) => matchesText(p, q.text));
  // "10115 Berlin-Mitte": the PLZ is right, the part of town is not in the gazetteer.
  return (named.length > 0 || code.length < 5 ? named : run).map((p) => p.result);
}

/** With `exact`, only places whose whole name is the text (no prefixes, no word matches). */
function searchNames(
  index: Index,
  q: ParsedQuery,
  limit: number,
  exact = false,
): GeocodingResult[] {
  const tier = new Map<number, number>();
  const consider = (id: number, t: number) => {
    const named = index.named[id]!;
    if (q.state && named.result.state !== q.state) return;
    if (q.within && !named.postcodes.includes(q.within)) return;
    const before = tier.get(id);
    if (before === undefined || t < before) tier.set(id, t);
  };

  for (const key of nameKeys(q.text)) {
    const [from, to] = index.names.range(key);
    for (let i = from; i < to; i++) {
      if (exact && index.names.keys[i] !== key) continue;
      consider(index.names.ids[i]!, index.names.keys[i] === key ? EXACT : PREFIX);
    }
  }

  // Words in any order ("frankfurt main", "attaching freising"), needed when the name's own
  // start does not give enough.
  if (!exact && tier.size < limit * 2) {
    for (const query of queryWordLists(q.text)) {
      const longest = query.reduce((a, b) => (b.length > a.length ? b : a));
      const [from, to] = index.words.range(longest);
      for (let i = from; i < to; i++) {
        const id = index.words.ids[i]!;
        if (tier.has(id)) continue;
        if (index.named[id]!.wordLists.some((name) => wordsMatch(query, name))) {
          consider(id, WORDS);
        }
      }
    }
  }

  return [...tier]
    .sort(([a, ta], [b, tb]) => ta - tb || index.named[b]!.weight - index.named[a]!.weight)
    .map(([id]) => index.named[id]!.result);
}

function findPlaces(index: Index, query: string, limit: number, exact = false): GeocodingResult[] {
  const q = parseQuery(query, index);
  if (!q) return [];
  return q.postcode ? searchPostcodes(index, q) : searchNames(index, q, limit, exact);
}

/** The place (or PLZ area) with the street kept: its centre is the address's coordinates. */
function withStreet(place: GeocodingResult, reading: AddressReading): GeocodingResult {
  const street = reading.number ? `${reading.street} ${reading.number}` : reading.street;
  return {
    ...place,
    kind: "address",
    formatted_address: `${street}, ${place.formatted_address}`,
    street: reading.street,
    street_number: reading.number,
  };
}

/** A street address ("Hauptstraße 5, Berlin"): its place or PLZ area, the street kept. */
function findAtStreet(index: Index, readings: AddressReading[], limit: number): GeocodingResult[] {
  for (const reading of readings) {
    const places = findPlaces(index, reading.place, limit).filter((r) => r.kind !== "state");
    if (places.length > 0) return places.map((place) => withStreet(place, reading));
  }
  return [];
}

/**
 * A place with a part of town the gazetteer does not know ("München Schwabing"): the place,
 * found by its whole name only, so that nonsense around a short word finds nothing.
 */
function findInPart(index: Index, query: string, limit: number): GeocodingResult[] {
  for (const run of placeRuns(query)) {
    const places = findPlaces(index, run, limit, true);
    if (places.length > 0) return places;
  }
  return [];
}

/** Searches a gazetteer held in memory; synchronous, a lookup takes well under a millisecond. */
export function searchIndex(
  index: Index,
  query: string,
  limit: number = GEOCODING_MAX_RESULTS,
): GeocodingResult[] {
  if (typeof query !== "string" || limit < 1) return [];
  const text = query.slice(0, 500);
  // A house number makes it an address: "Marienplatz 1, 80331 München" is the PLZ with the
  // street, not the PLZ alone (which the PLZ search would answer, ignoring the words).
  const readings = addressReadings(text);
  const numbered = readings.filter((r) => r.number !== null);
  let found = findAtStreet(index, numbered, limit);
  if (found.length === 0) found = findPlaces(index, text, limit);
  if (found.length === 0) found = findAtStreet(index, readings, limit);
  if (found.length === 0) found = findInPart(index, text, limit);
  const seen = new Set<string>();
  const out: GeocodingResult[] = [];
  for (const result of found) {
    if (seen.has(result.formatted_address)) continue;
    seen.add(result.formatted_address);
    out.push(clone(result));
    if (out.length >= limit) break;
  }
  return out;
}

export async function loadGazetteer(file: string = GAZETTEER_FILE): Promise<Index> {
  const raw = await promisify(gunzip)(await readFile(file));
  return buildIndex(JSON.parse(raw.toString("utf8")) as GazetteerFile);
}

// Reverse lookup for the search statistics: places bucketed in 0.25° cells, built on first use.
const CELL_DEGREES = 0.25;
const cellGrids = new WeakMap<Index, Map<string, GeocodingResult[]>>();
const cellKey = (lat: number, lng: number) =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

function gridOf(index: Index): Map<string, GeocodingResult[]> {
  let grid = cellGrids.get(index);
  if (!grid) {
    grid = new Map();
    for (const { result } of index.named) {
      // Places only: a Land's own entry sits at its centre, not where people live.
      if (result.location === null) continue;
      const key = cellKey(result.latitude, result.longitude);
      const list = grid.get(key) ?? [];
      list.push(result);
      grid.set(key, list);
    }
    cellGrids.set(index, grid);
  }
  return grid;
}

/**
 * The Bundesland of the place nearest to a point, if one lies within `maxKm` (else null: abroad
 * or at sea). Close to a border the nearest place may be across it; for regional demand
 * figures of points rounded to about 10 km that is good enough.
 */
export function nearestState(
  index: Index,
  latitude: number,
  longitude: number,
  maxKm = 25,
): string | null {
  const grid = gridOf(index);
  const row = Math.floor(latitude / CELL_DEGREES);
  const col = Math.floor(longitude / CELL_DEGREES);
  const kmPerLng = 111.32 * Math.cos((latitude * Math.PI) / 180);
  let best: string | null = null;
  let bestKm = maxKm;
  // ±2 cells: 0.5° is at least 27 km east-west as far north as Germany reaches.
  for (let dr = -2; dr <= 2; dr++) {
    for (let dc = -2; dc <= 2; dc++) {
      for (const place of grid.get(`${row + dr}:${col + dc}`) ?? []) {
        const km = Math.hypot(
          (place.latitude - latitude) * 110.57,
          (place.longitude - longitude) * kmPerLng,
        );
        if (km <= bestKm) {
          bestKm = km;
          best = place.state;
        }
      }
    }
  }
  return best;
}

export interface OfflineGeocoder extends Geocoder {
  /** The index, loaded now unless it was already. */
  load(): Promise<Index>;
  warmUp(): Promise<void>;
}

/** The gazetteer is read once, on first use, and kept for the life of the process. */
export function createOfflineGeocoder(file: string = GAZETTEER_FILE): OfflineGeocoder {
  let loading: Promise<Index> | undefined;
  const load = () => {
    loading ??= loadGazetteer(file).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    async warmUp() {
      await load();
    },
    async search(query, limit = GEOCODING_MAX_RESULTS) {
      return searchIndex(await load(), query, limit);
    },
  };
}

let shared: OfflineGeocoder | undefined;

/** One gazetteer per process, however many apps (tests build several) use it. */
export function sharedOfflineGeocoder(): OfflineGeocoder {
  shared ??= createOfflineGeocoder();
  return shared;
}

export type { Index as GazetteerIndex };

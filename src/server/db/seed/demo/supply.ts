// Generated employers and ads around German towns, on top of the hand-written demo employers,
// so that a newcomer's first search finds something wherever they live. The places, their
// weights and the scatter are the benchmark generator's (../supply/geo.ts); the ads are written
// by the same role families as the hand-written employers' (./jobs.ts). Deterministic: a
// fixed-seed PRNG, no clock.

import { CITIES, citySigmaKm, scatter, type City } from "../supply/geo.ts";
import { SECTOR_SHARES, SECTOR_SLUGS, STREETS, SURNAMES } from "../supply/names.ts";
import { createRandom, cumulativeWeights, type Random } from "../supply/random.ts";
import { asciiFold } from "#shared/fold.ts";
import { demoPhone, type DemoEmployerProfile } from "./employers.ts";
import { demoAdWriter, writeDemoAd, type DemoAdWriter } from "./jobs.ts";
import { demoPlaces, distanceKm } from "./places.ts";
import type { DemoEmployer, DemoJob, DemoPlace, DemoWorkingTime } from "./types.ts";

const SEED = 0x5757; // "WW"

/** The sectors docs/product.md names first; the wizard's guarantee below is about these four. */
export const MAIN_SECTORS = [
  "garten-und-landschaftsbau",
  "landwirtschaft",
  "baumschule",
  "pflanzenhandel",
] as const;

export type StartWindow = "1_to_3_months" | "more_than_3_months";

/**
 * The wizard searches a newcomer can make that find at least {@link MIN_HITS} ads at 30 km
 * around each of the {@link GUARANTEED_CITIES} largest cities: every working time with every
 * main sector and both start windows — except an Ausbildung starting within three months,
 * which is rare in reality (training years start in August or September).
 */
export const GUARANTEED_SEARCHES: readonly { time: DemoWorkingTime; window: StartWindow }[] = [
  { time: "Vollzeit", window: "1_to_3_months" },
  { time: "Vollzeit", window: "more_than_3_months" },
  { time: "Teilzeit", window: "1_to_3_months" },
  { time: "Teilzeit", window: "more_than_3_months" },
  { time: "Saisonarbeit", window: "1_to_3_months" },
  { time: "Saisonarbeit", window: "more_than_3_months" },
  { time: "Ausbildung", window: "more_than_3_months" },
];
const GUARANTEED_CITIES = 30;
export const MIN_HITS = 12;
/** Counted 3 km inside the 30 km: a geocoded centre may lie a km or two from these coordinates. */
const FILL_RADIUS_KM = 27;
const FILL_TARGET = MIN_HITS;
/** Ads one generated business posts towards the guarantee. */
const MAX_FILL_ADS = 6;
/** Start windows as the search draws them: within three months, or later (ADR 008). */
const SOON_DAYS = [5, 80] as const;
const LATER_DAYS = [100, 240] as const;

export function largestCities(n = GUARANTEED_CITIES): City[] {
  return [...CITIES].sort((a, b) => b.pop - a.pop).slice(0, n);
}

interface SectorStyle {
  names: readonly ((surname: string, town: string) => string)[];
  kinds: readonly string[];
  focus: readonly string[];
  /** Other sectors such a business often works in too, with their chance. */
  related: readonly [string, number][];
  description: (town: string) => string;
}

const STYLES: Record<string, SectorStyle> = {
  "garten-und-landschaftsbau": {
    names: [
      (s) => `Garten- und Landschaftsbau ${s}`,
      (s) => `GaLaBau ${s}`,
      (s) => `${s} Gartengestaltung`,
      (s, t) => `Grünpflege ${t} ${s}`,
    ],
    kinds: ["ein Garten- und Landschaftsbaubetrieb", "ein familiengeführter GaLaBau-Betrieb"],
    focus: [
      "Hausgärten, Pflaster- und Natursteinarbeiten",
      "Objektpflege für Wohnanlagen und Genossenschaften",
      "Spielplätze und öffentliche Grünanlagen",
      "Dachbegrünung und Teichbau",
    ],
    related: [
      ["baumschule", 0.35],
      ["pflanzenhandel", 0.15],
      ["friedhofsgaertnerei", 0.15],
    ],
    description: (t) =>
      `Wir bauen und pflegen Gärten, Außenanlagen und öffentliches Grün in ${t} und Umgebung. Feste Kolonnen, gepflegte Maschinen und ein faires Miteinander gehören bei uns dazu.`,
  },
  landwirtschaft: {
    names: [(s) => `Hof ${s}`, (s) => `Agrarbetrieb ${s}`, (s, t) => `Landwirtschaft ${s} ${t}`],
    kinds: ["ein landwirtschaftlicher Familienbetrieb", "ein Ackerbau- und Grünlandbetrieb"],
    focus: [
      "Ackerbau mit Weizen, Raps und Zuckerrüben",
      "Milchviehhaltung und Grünland",
      "Ackerbau, Kartoffeln und Direktvermarktung",
    ],
    related: [
      ["obst-und-gemuesebau", 0.3],
      ["pflanzenhandel", 0.15],
      ["forstwirtschaft", 0.1],
    ],
    description: (t) =>
      `Unser Hof bei ${t} bewirtschaftet Acker und Grünland mit moderner Technik. Wir sind ein Familienbetrieb und suchen Menschen, die gern Verantwortung für Tiere, Maschinen und Flächen übernehmen.`,
  },
  baumschule: {
    names: [(s) => `Baumschule ${s}`, (s, t) => `Baumschule ${t} ${s}`, (s) => `Gehölze ${s}`],
    kinds: ["eine familiengeführte Baumschule", "eine Baumschule mit eigenem Versand"],
    focus: [
      "Heckenpflanzen, Obstgehölze und Rosen in Containerkultur",
      "Solitär- und Alleebäume",
      "Ziergehölze und Rhododendren",
    ],
    related: [
      ["pflanzenhandel", 0.6],
      ["garten-und-landschaftsbau", 0.3],
      ["zierpflanzenbau", 0.15],
    ],
    description: (t) =>
      `In unseren Quartieren bei ${t} ziehen wir Gehölze für Gartencenter, GaLaBau-Betriebe und Kommunen. Sorgfältige Kultur und verlässliche Qualität zeichnen uns aus.`,
  },
  pflanzenhandel: {
    names: [(s) => `Gartencenter ${s}`, (s) => `Blumen ${s}`, (s, t) => `Pflanzenhof ${t}`],
    kinds: ["ein inhabergeführtes Gartencenter", "ein Pflanzenfachmarkt mit Floristik"],
    focus: [
      "Pflanzen, Gartenbedarf und Floristik",
      "Beet- und Balkonpflanzen, Baumschulware und Blumen",
    ],
    related: [
      ["baumschule", 0.5],
      ["zierpflanzenbau", 0.3],
      ["landwirtschaft", 0.1],
    ],
    description: (t) =>
      `Unser Gartencenter in ${t} bietet Pflanzen für drinnen und draußen, Baumschulware und eine eigene Floristik. Beratung ist bei uns Handarbeit.`,
  },
  "obst-und-gemuesebau": {
    names: [(s) => `Obsthof ${s}`, (s) => `Gemüsebau ${s}`, (s, t) => `Obst und Gemüse ${t}`],
    kinds: ["ein Obst- und Gemüsebaubetrieb", "ein Familienbetrieb im Obstbau"],
    focus: ["Äpfel, Kirschen und Erdbeeren", "Gemüse, Salate und Kräuter unter Glas"],
    related: [["landwirtschaft", 0.3]],
    description: (t) =>
      `Rund um ${t} bauen wir Obst und Gemüse an und verkaufen es ab Hof und an den Handel der Region.`,
  },
  zierpflanzenbau: {
    names: [(s) => `Gärtnerei ${s}`, (s, t) => `Blumengärtnerei ${t}`],
    kinds: ["eine Zierpflanzengärtnerei", "eine Topfpflanzengärtnerei"],
    focus: ["Beet- und Balkonpflanzen", "Topfpflanzen und Stauden"],
    related: [["pflanzenhandel", 0.3]],
    description: (t) =>
      `In unseren Gewächshäusern bei ${t} ziehen wir Beet-, Balkon- und Topfpflanzen für Gärtnereien und Gartencenter.`,
  },
  forstwirtschaft: {
    names: [(s) => `Forstbetrieb ${s}`, (s, t) => `Forstservice ${t}`],
    kinds: ["ein Forstdienstleister", "ein Forstbetrieb"],
    focus: ["Holzernte, Pflanzung und Waldpflege"],
    related: [["landwirtschaft", 0.2]],
    description: (t) =>
      `Wir übernehmen Holzernte, Pflanzung und Waldpflege für private und kommunale Waldbesitzer rund um ${t}.`,
  },
  friedhofsgaertnerei: {
    names: [(s) => `Friedhofsgärtnerei ${s}`],
    kinds: ["eine Friedhofsgärtnerei"],
    focus: ["Grabpflege und Grabgestaltung"],
    related: [["zierpflanzenbau", 0.3]],
    description: (t) =>
      `Wir pflegen und gestalten Grabstätten auf den Friedhöfen in ${t} und ziehen die Pflanzen dafür selbst.`,
  },
};

// prettier-ignore
const LOGO_COLORS: readonly [string, string][] = [
  ["#2f6b3a", "#f4f1e6"], ["#1f4d2b", "#e8e2c8"], ["#7a3e48", "#fbeff1"], ["#3a5a40", "#e9edc9"],
  ["#14213d", "#fca311"], ["#003049", "#fcbf49"], ["#6f4e37", "#f5ebe0"], ["#386641", "#f2e8cf"],
  ["#023e8a", "#caf0f8"], ["#9d4edd", "#f8f0ff"], ["#bc6c25", "#fefae0"], ["#354f52", "#cad2c5"],
];
const SHAPES = ["circle", "leaf", "square"] as const;
const SECTOR_WEIGHTS = cumulativeWeights(SECTOR_SLUGS.map((s) => SECTOR_SHARES[s]));

/** Named places to label a point with: the benchmark's cities and the demo's towns. */
const TOWNS: DemoPlace[] = [
  ...demoPlaces,
  ...CITIES.filter((c) => !demoPlaces.some((p) => p.location === c.name)).map((c) => ({
    zipcode: c.zip,
    location: c.name,
    state: c.state,
    latitude: c.lat,
    longitude: c.lng,
  })),
];

function nearest<T extends { latitude: number; longitude: number }>(
  items: readonly T[],
  point: { latitude: number; longitude: number },
): T {
  let best = items[0]!;
  let bestKm = Infinity;
  for (const item of items) {
    const km = distanceKm(item, point);
    if (km < bestKm) {
      best = item;
      bestKm = km;
    }
  }
  return best;
}

export interface DemoSupply {
  employers: DemoEmployer[];
  profiles: Map<string, DemoEmployerProfile>;
  jobs: DemoJob[];
}

/**
 * Generated supply on top of `base` (the hand-written demo ads, counted towards the guarantee):
 * businesses around every benchmark city by population, then around each of the largest cities
 * as many more ads of each guaranteed search as it takes to reach {@link FILL_TARGET}.
 */
export function generateDemoSupply(base: readonly DemoJob[]): DemoSupply {
  const random = createRandom(SEED);
  const employers: DemoEmployer[] = [];
  const profiles = new Map<string, DemoEmployerProfile>();
  const writers = new Map<string, DemoAdWriter>();
  const jobs: DemoJob[] = [];

  const newEmployer = (primary: string, point: { lat: number; lng: number }): DemoAdWriter => {
    const style = STYLES[primary]!;
    const position = { latitude: round(point.lat), longitude: round(point.lng) };
    const town = nearest(TOWNS, position);
    const surname = random.pick(SURNAMES);
    const name = random.pick(style.names)(surname, town.location);
    const key = `${asciiKey(name)}-${employers.length + 1}`;
    const sectors = [primary, ...style.related.filter(([, p]) => random.chance(p)).map(([s]) => s)];
    const words = name.split(/[\s-]+/).filter((w) => /^\p{Lu}/u.test(w));
    const [background, foreground] = random.pick(LOGO_COLORS);
    const employer: DemoEmployer = {
      key,
      name,
      description: style.description(town.location),
      website: `https://${key}.example`,
      email: `info@${key}.example`,
      phone: demoPhone(nearest(demoPlaces, position).location, key),
      street: `${random.pick(STREETS)} ${random.int(1, 150)}`,
      place: {
        zipcode: town.zipcode,
        location: town.location,
        state: town.state,
        ...position,
      },
      sectors,
      logo: {
        initials: words
          .map((w) => w[0])
          .join("")
          .slice(0, 2),
        background,
        foreground,
        shape: random.pick(SHAPES),
      },
    };
    const profile: DemoEmployerProfile = {
      kind: random.pick(style.kinds),
      since: random.int(1950, 2018),
      team: random.int(6, 60),
      focus: random.pick(style.focus),
    };
    employers.push(employer);
    profiles.set(key, profile);
    const writer = demoAdWriter(employer, profile);
    writers.set(key, writer);
    return writer;
  };
  const publishedDaysAgo = () => random.int(0, 40);

  // Businesses around every city by population: the spread of real supply.
  for (const city of CITIES) {
    const count = Math.max(1, Math.round(city.pop / 400));
    for (let i = 0; i < count; i++) {
      const primary = random.weighted(SECTOR_SLUGS, SECTOR_WEIGHTS);
      const writer = newEmployer(primary, scatter(random, city.lat, city.lng, citySigmaKm(city)));
      const ads = random.int(2, 5);
      for (let a = 0; a < ads; a++)
        jobs.push(writeDemoAd(writer, { publishedDaysAgo: publishedDaysAgo() }));
    }
  }

  // Then each guaranteed search around each of the largest cities, topped up.
  const all = () => [...base, ...jobs];
  for (const city of largestCities()) {
    const centre = { latitude: city.lat, longitude: city.lng };
    const near = all().filter((j) => distanceKm(j.place, centre) <= FILL_RADIUS_KM);
    for (const sector of MAIN_SECTORS) {
      const pool: DemoAdWriter[] = [];
      const posted = new Map<DemoAdWriter, number>();
      for (const { time, window } of GUARANTEED_SEARCHES) {
        let found = near.filter((j) => matches(j, time, sector, window)).length;
        while (found < FILL_TARGET) {
          // Several businesses per sector and city share the ads, none with more than a few.
          const open = pool.filter((w) => (posted.get(w) ?? 0) < MAX_FILL_ADS);
          const writer =
            open.length < 3 || random.chance(0.1)
              ? newEmployer(sector, nearPoint(random, city, FILL_RADIUS_KM - 6))
              : random.pick(open);
          if (!pool.includes(writer)) pool.push(writer);
          posted.set(writer, (posted.get(writer) ?? 0) + 1);
          const job = writeDemoAd(writer, {
            time,
            sector,
            startsInDays: startFor(random, time, window),
            publishedDaysAgo: publishedDaysAgo(),
            shareSectors: 0.85,
          });
          jobs.push(job);
          near.push(job);
          found++;
        }
      }
    }
  }
  return { employers, profiles, jobs };
}

/** Whether the wizard's search (time, sector, start window) finds this ad. */
function matches(
  job: DemoJob,
  time: DemoWorkingTime,
  sector: string,
  window: StartWindow,
): boolean {
  if (job.working_time !== time || !job.sectors.includes(sector)) return false;
  if (job.startsInDays === null) return true;
  return window === "1_to_3_months"
    ? job.startsInDays <= SOON_DAYS[1]
    : job.startsInDays >= LATER_DAYS[0];
}

function startFor(random: Random, time: DemoWorkingTime, window: StartWindow): number | null {
  // Most real ads start "ab sofort"; an apprenticeship waits for the training year.
  if (random.chance(time === "Ausbildung" ? 0.1 : 0.55)) return null;
  const [lo, hi] = window === "1_to_3_months" ? SOON_DAYS : LATER_DAYS;
  return random.int(lo, hi);
}

/** A point scattered around the city centre like its supply, but no further than `maxKm`. */
function nearPoint(random: Random, city: City, maxKm: number): { lat: number; lng: number } {
  for (;;) {
    const p = scatter(random, city.lat, city.lng, Math.min(12, citySigmaKm(city)));
    if (
      distanceKm(
        { latitude: p.lat, longitude: p.lng },
        { latitude: city.lat, longitude: city.lng },
      ) <= maxKm
    )
      return p;
  }
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

function asciiKey(name: string): string {
  return asciiFold(name)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

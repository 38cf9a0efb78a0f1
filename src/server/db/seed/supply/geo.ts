import { cumulativeWeights, type Random } from "./random.ts";

/**
 * Where the generated supply and the simulated seekers are: German cities weighted by
 * population (approximate, thousands), each ad scattered around its city, plus rural ads
 * anywhere on German land. Coordinates are city centres to about 1 km, which is all a
 * benchmark needs.
 */
export interface City {
  name: string;
  lat: number;
  lng: number;
  /** Inhabitants in thousands. */
  pop: number;
  state: string;
  zip: string;
}

const STATES: Record<string, string> = {
  BW: "Baden-Württemberg",
  BY: "Bayern",
  BE: "Berlin",
  BB: "Brandenburg",
  HB: "Bremen",
  HH: "Hamburg",
  HE: "Hessen",
  MV: "Mecklenburg-Vorpommern",
  NI: "Niedersachsen",
  NW: "Nordrhein-Westfalen",
  RP: "Rheinland-Pfalz",
  SL: "Saarland",
  SN: "Sachsen",
  ST: "Sachsen-Anhalt",
  SH: "Schleswig-Holstein",
  TH: "Thüringen",
};

// name, lat, lng, population (thousands), state, postcode of the centre
const CITY_ROWS: [string, number, number, number, string, string][] = [
  ["Berlin", 52.52, 13.405, 3645, "BE", "10115"],
  ["Hamburg", 53.551, 9.994, 1841, "HH", "20095"],
  ["München", 48.137, 11.575, 1472, "BY", "80331"],
  ["Köln", 50.938, 6.96, 1086, "NW", "50667"],
  ["Frankfurt am Main", 50.11, 8.682, 753, "HE", "60311"],
  ["Stuttgart", 48.776, 9.183, 635, "BW", "70173"],
  ["Düsseldorf", 51.227, 6.773, 619, "NW", "40213"],
  ["Leipzig", 51.34, 12.375, 597, "SN", "04109"],
  ["Dortmund", 51.514, 7.466, 588, "NW", "44135"],
  ["Essen", 51.456, 7.012, 582, "NW", "45127"],
  ["Bremen", 53.079, 8.802, 567, "HB", "28195"],
  ["Dresden", 51.05, 13.738, 556, "SN", "01067"],
  ["Hannover", 52.375, 9.732, 536, "NI", "30159"],
  ["Nürnberg", 49.452, 11.077, 515, "BY", "90402"],
  ["Duisburg", 51.434, 6.762, 495, "NW", "47051"],
  ["Bochum", 51.481, 7.216, 364, "NW", "44787"],
  ["Wuppertal", 51.256, 7.151, 355, "NW", "42103"],
  ["Bielefeld", 52.03, 8.532, 334, "NW", "33602"],
  ["Bonn", 50.737, 7.098, 329, "NW", "53111"],
  ["Münster", 51.96, 7.626, 316, "NW", "48143"],
  ["Mannheim", 49.487, 8.466, 309, "BW", "68159"],
  ["Karlsruhe", 49.007, 8.404, 306, "BW", "76133"],
  ["Augsburg", 48.371, 10.898, 296, "BY", "86150"],
  ["Wiesbaden", 50.082, 8.24, 278, "HE", "65183"],
  ["Mönchengladbach", 51.185, 6.442, 261, "NW", "41061"],
  ["Aachen", 50.776, 6.084, 249, "NW", "52062"],
  ["Braunschweig", 52.269, 10.521, 249, "NI", "38100"],
  ["Kiel", 54.323, 10.123, 246, "SH", "24103"],
  ["Chemnitz", 50.833, 12.92, 243, "SN", "09111"],
  ["Halle (Saale)", 51.483, 11.97, 238, "ST", "06108"],
  ["Magdeburg", 52.12, 11.628, 236, "ST", "39104"],
  ["Freiburg im Breisgau", 47.999, 7.842, 231, "BW", "79098"],
  ["Krefeld", 51.339, 6.586, 227, "NW", "47798"],
  ["Mainz", 49.993, 8.247, 218, "RP", "55116"],
  ["Lübeck", 53.866, 10.686, 216, "SH", "23552"],
  ["Erfurt", 50.978, 11.029, 214, "TH", "99084"],
  ["Rostock", 54.092, 12.099, 209, "MV", "18055"],
  ["Kassel", 51.312, 9.48, 201, "HE", "34117"],
  ["Hagen", 51.367, 7.463, 189, "NW", "58095"],
  ["Potsdam", 52.391, 13.065, 183, "BB", "14467"],
  ["Saarbrücken", 49.234, 6.994, 180, "SL", "66111"],
  ["Hamm", 51.68, 7.815, 180, "NW", "59065"],
  ["Oldenburg", 53.143, 8.214, 170, "NI", "26122"],
  ["Osnabrück", 52.279, 8.047, 165, "NI", "49074"],
  ["Heidelberg", 49.398, 8.672, 160, "BW", "69117"],
  ["Darmstadt", 49.872, 8.651, 160, "HE", "64283"],
  ["Regensburg", 49.013, 12.101, 153, "BY", "93047"],
  ["Paderborn", 51.718, 8.754, 152, "NW", "33098"],
  ["Ingolstadt", 48.766, 11.426, 138, "BY", "85049"],
  ["Würzburg", 49.792, 9.953, 127, "BY", "97070"],
  ["Ulm", 48.401, 9.987, 126, "BW", "89073"],
  ["Heilbronn", 49.142, 9.219, 126, "BW", "74072"],
  ["Wolfsburg", 52.423, 10.787, 124, "NI", "38440"],
  ["Göttingen", 51.541, 9.916, 118, "NI", "37073"],
  ["Reutlingen", 48.491, 9.204, 116, "BW", "72764"],
  ["Koblenz", 50.356, 7.594, 114, "RP", "56068"],
  ["Bremerhaven", 53.54, 8.581, 113, "HB", "27568"],
  ["Erlangen", 49.59, 11.004, 113, "BY", "91052"],
  ["Trier", 49.75, 6.637, 111, "RP", "54290"],
  ["Jena", 50.927, 11.589, 110, "TH", "07743"],
  ["Siegen", 50.875, 8.024, 101, "NW", "57072"],
  ["Hildesheim", 52.152, 9.951, 101, "NI", "31134"],
  ["Kaiserslautern", 49.444, 7.769, 100, "RP", "67655"],
  ["Cottbus", 51.756, 14.333, 98, "BB", "03046"],
  ["Schwerin", 53.635, 11.401, 96, "MV", "19053"],
  ["Gera", 50.878, 12.082, 93, "TH", "07545"],
  ["Flensburg", 54.784, 9.436, 92, "SH", "24937"],
  ["Gießen", 50.584, 8.678, 90, "HE", "35390"],
  ["Zwickau", 50.718, 12.496, 88, "SN", "08056"],
  ["Konstanz", 47.66, 9.175, 85, "BW", "78462"],
  ["Villingen-Schwenningen", 48.062, 8.494, 85, "BW", "78050"],
  ["Neumünster", 54.074, 9.984, 80, "SH", "24534"],
  ["Bamberg", 49.898, 10.902, 78, "BY", "96047"],
  ["Lüneburg", 53.248, 10.407, 77, "NI", "21335"],
  ["Marburg", 50.81, 8.771, 77, "HE", "35037"],
  ["Dessau-Roßlau", 51.835, 12.246, 75, "ST", "06844"],
  ["Bayreuth", 49.946, 11.578, 74, "BY", "95444"],
  ["Landshut", 48.537, 12.152, 74, "BY", "84028"],
  ["Detmold", 51.937, 8.879, 74, "NW", "32756"],
  ["Aschaffenburg", 49.977, 9.152, 71, "BY", "63739"],
  ["Kempten (Allgäu)", 47.726, 10.314, 70, "BY", "87435"],
  ["Celle", 52.625, 10.081, 70, "NI", "29221"],
  ["Fulda", 50.551, 9.675, 69, "HE", "36037"],
  ["Rosenheim", 47.856, 12.129, 64, "BY", "83022"],
  ["Plauen", 50.495, 12.137, 64, "SN", "08523"],
  ["Neubrandenburg", 53.557, 13.261, 63, "MV", "17033"],
  ["Offenburg", 48.473, 7.944, 60, "BW", "77652"],
  ["Greifswald", 54.093, 13.387, 59, "MV", "17489"],
  ["Stralsund", 54.309, 13.082, 59, "MV", "18439"],
  ["Frankfurt (Oder)", 52.342, 14.55, 57, "BB", "15230"],
  ["Görlitz", 51.153, 14.987, 56, "SN", "02826"],
  ["Lingen (Ems)", 52.523, 7.317, 55, "NI", "49808"],
  ["Schweinfurt", 50.049, 10.232, 54, "BY", "97421"],
  ["Passau", 48.574, 13.466, 53, "BY", "94032"],
  ["Ravensburg", 47.782, 9.612, 51, "BW", "88212"],
  ["Emden", 53.367, 7.207, 50, "NI", "26721"],
  ["Straubing", 48.882, 12.573, 48, "BY", "94315"],
  ["Lutherstadt Wittenberg", 51.866, 12.647, 45, "ST", "06886"],
  ["Weiden in der Oberpfalz", 49.677, 12.163, 43, "BY", "92637"],
  ["Stendal", 52.606, 11.858, 39, "ST", "39576"],
  ["Suhl", 50.609, 10.692, 36, "TH", "98527"],
  ["Vechta", 52.73, 8.287, 33, "NI", "49377"],
  ["Husum", 54.486, 9.053, 23, "SH", "25813"],
];

export const CITIES: readonly City[] = CITY_ROWS.map(([name, lat, lng, pop, state, zip]) => ({
  name,
  lat,
  lng,
  pop,
  state: STATES[state]!,
  zip,
}));

export const CITY_WEIGHTS = cumulativeWeights(CITIES.map((c) => c.pop));

/**
 * Germany's outline, coarse (about 70 points, lng/lat, clockwise from the Danish border).
 * Good to a few km: enough that rural ads land on land and not in the North Sea or in Poland.
 */
// prettier-ignore
const BORDER: [number, number][] = [
  [8.66, 54.91], [9.43, 54.83], [9.95, 54.78], [10.03, 54.55], [10.85, 54.36], [11.1, 54.52],
  [11.2, 54.38], [10.87, 53.96], [11.46, 53.96], [12.1, 54.18], [12.6, 54.45], [13.1, 54.6],
  [13.43, 54.68], [13.7, 54.35], [14.2, 53.94], [14.42, 53.3], [14.28, 53.05], [14.64, 52.58],
  [14.55, 52.34], [14.72, 51.95], [14.99, 51.5], [15.04, 51.2], [14.82, 50.87], [14.3, 51.05],
  [13.9, 50.77], [13.3, 50.6], [12.97, 50.42], [12.23, 50.28], [12.1, 50.2], [12.5, 49.7],
  [12.9, 49.34], [13.4, 49.05], [13.82, 48.77], [13.47, 48.57], [13.03, 48.26], [12.83, 48.17],
  [12.97, 47.84], [13.05, 47.49], [12.75, 47.67], [12.2, 47.61], [11.6, 47.58], [11.26, 47.42],
  [10.98, 47.4], [10.7, 47.56], [10.45, 47.55], [10.22, 47.27], [9.97, 47.55], [9.68, 47.55],
  [9.17, 47.66], [8.85, 47.7], [8.6, 47.75], [8.4, 47.6], [8.21, 47.62], [7.6, 47.58],
  [7.58, 48.03], [7.81, 48.57], [8.18, 48.97], [7.6, 49.05], [7.3, 49.12], [6.99, 49.18],
  [6.73, 49.16], [6.37, 49.46], [6.5, 49.75], [6.13, 50.13], [6.4, 50.35], [6.02, 50.75],
  [5.87, 51.05], [6.17, 51.2], [6.08, 51.55], [5.95, 51.8], [6.7, 51.9], [7.05, 52.23],
  [6.7, 52.48], [7.05, 52.64], [7.2, 53.25], [7.05, 53.6], [7.9, 53.7], [8.5, 53.6],
  [8.7, 53.88], [9.0, 53.85], [8.85, 54.13], [8.6, 54.4], [8.85, 54.6], [8.5, 54.9],
];

const GERMANY_BBOX = { minLat: 47.27, maxLat: 55.06, minLng: 5.87, maxLng: 15.04 };

function inGermany(lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = BORDER.length - 1; i < BORDER.length; j = i++) {
    const [xi, yi] = BORDER[i]!;
    const [xj, yj] = BORDER[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const KM_PER_DEG_LAT = 111.2;

/** A point `sigmaKm`-Gaussian around (lat, lng), on German land (retries, then the centre). */
export function scatter(
  random: Random,
  lat: number,
  lng: number,
  sigmaKm: number,
): { lat: number; lng: number } {
  for (let attempt = 0; attempt < 20; attempt++) {
    const dLat = (random.gaussian() * sigmaKm) / KM_PER_DEG_LAT;
    const dLng = (random.gaussian() * sigmaKm) / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
    const p = { lat: lat + dLat, lng: lng + dLng };
    if (inGermany(p.lat, p.lng)) return p;
  }
  return { lat, lng };
}

/** Uniform over German land: rejection sampling in the bounding box. */
export function ruralPoint(random: Random): { lat: number; lng: number } {
  const b = GERMANY_BBOX;
  for (;;) {
    const lat = b.minLat + random.next() * (b.maxLat - b.minLat);
    const lng = b.minLng + random.next() * (b.maxLng - b.minLng);
    if (inGermany(lat, lng)) return { lat, lng };
  }
}

/** Spread of a city's ads: 15 km for a small town up to 25 km for Berlin. */
export function citySigmaKm(city: City): number {
  const t = (Math.log10(city.pop) - Math.log10(20)) / (Math.log10(3645) - Math.log10(20));
  return 15 + 10 * Math.min(1, Math.max(0, t));
}

export function nearestCity(lat: number, lng: number): City {
  let best = CITIES[0]!;
  let bestD = Infinity;
  const k = Math.cos((lat * Math.PI) / 180) ** 2;
  for (const c of CITIES) {
    const d = (c.lat - lat) ** 2 + (c.lng - lng) ** 2 * k;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

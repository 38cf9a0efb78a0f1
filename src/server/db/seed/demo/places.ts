// Real German towns for the demo data: PLZ of the town centre, Bundesland, centre coordinates
// (WGS84, 4 decimals) and the telephone area code (Vorwahl) used for generated phone numbers.

import type { DemoPlace } from "./types.ts";

type PlaceRow = [
  zipcode: string,
  location: string,
  state: string,
  latitude: number,
  longitude: number,
  areaCode: string,
];

const BW = "Baden-Württemberg";
const BY = "Bayern";
const BE = "Berlin";
const BB = "Brandenburg";
const HB = "Bremen";
const HH = "Hamburg";
const HE = "Hessen";
const MV = "Mecklenburg-Vorpommern";
const NI = "Niedersachsen";
const NW = "Nordrhein-Westfalen";
const RP = "Rheinland-Pfalz";
const SL = "Saarland";
const SN = "Sachsen";
const ST = "Sachsen-Anhalt";
const SH = "Schleswig-Holstein";
const TH = "Thüringen";

const rows: PlaceRow[] = [
  // Baden-Württemberg
  ["70173", "Stuttgart", BW, 48.7758, 9.1829, "0711"],
  ["71634", "Ludwigsburg", BW, 48.8975, 9.1919, "07141"],
  ["74072", "Heilbronn", BW, 49.1427, 9.2109, "07131"],
  ["69117", "Heidelberg", BW, 49.3988, 8.6724, "06221"],
  ["76133", "Karlsruhe", BW, 49.0069, 8.4037, "0721"],
  ["79098", "Freiburg im Breisgau", BW, 47.999, 7.8421, "0761"],
  ["89073", "Ulm", BW, 48.4011, 9.9876, "0731"],
  ["88212", "Ravensburg", BW, 47.7815, 9.6106, "0751"],
  ["88069", "Tettnang", BW, 47.6694, 9.5886, "07542"],
  ["78462", "Konstanz", BW, 47.6603, 9.1758, "07531"],
  ["78479", "Reichenau", BW, 47.6889, 9.0625, "07534"],
  // Bayern
  ["80331", "München", BY, 48.1374, 11.5755, "089"],
  ["85354", "Freising", BY, 48.4029, 11.7488, "08161"],
  ["86529", "Schrobenhausen", BY, 48.5608, 11.2617, "08252"],
  ["86150", "Augsburg", BY, 48.3705, 10.8978, "0821"],
  ["84028", "Landshut", BY, 48.5372, 12.1522, "0871"],
  ["94315", "Straubing", BY, 48.8777, 12.573, "09421"],
  ["93047", "Regensburg", BY, 49.0134, 12.1016, "0941"],
  ["94032", "Passau", BY, 48.5667, 13.4319, "0851"],
  ["83022", "Rosenheim", BY, 47.8561, 12.1289, "08031"],
  ["87435", "Kempten (Allgäu)", BY, 47.7267, 10.3139, "0831"],
  ["90402", "Nürnberg", BY, 49.4521, 11.0767, "0911"],
  ["96047", "Bamberg", BY, 49.8988, 10.9028, "0951"],
  ["95444", "Bayreuth", BY, 49.9456, 11.5713, "0921"],
  ["97070", "Würzburg", BY, 49.7913, 9.9534, "0931"],
  ["97318", "Kitzingen", BY, 49.7372, 10.1606, "09321"],
  // Berlin
  ["10117", "Berlin", BE, 52.52, 13.405, "030"],
  ["12555", "Berlin-Köpenick", BE, 52.4452, 13.5757, "030"],
  // Brandenburg
  ["14467", "Potsdam", BB, 52.3906, 13.0645, "0331"],
  ["14542", "Werder (Havel)", BB, 52.3786, 12.9344, "03327"],
  ["14547", "Beelitz", BB, 52.2378, 12.9717, "033204"],
  ["16225", "Eberswalde", BB, 52.8336, 13.8202, "03334"],
  ["16816", "Neuruppin", BB, 52.9244, 12.8039, "03391"],
  ["15230", "Frankfurt (Oder)", BB, 52.3471, 14.5506, "0335"],
  ["03046", "Cottbus", BB, 51.7563, 14.3329, "0355"],
  // Bremen
  ["28195", "Bremen", HB, 53.0793, 8.8017, "0421"],
  ["27568", "Bremerhaven", HB, 53.5396, 8.5809, "0471"],
  // Hamburg
  ["20095", "Hamburg", HH, 53.5511, 9.9937, "040"],
  ["21037", "Hamburg-Kirchwerder", HH, 53.4214, 10.1933, "040"],
  // Hessen
  ["60311", "Frankfurt am Main", HE, 50.1109, 8.6821, "069"],
  ["64283", "Darmstadt", HE, 49.8728, 8.6512, "06151"],
  ["68623", "Lampertheim", HE, 49.5978, 8.4711, "06206"],
  ["65366", "Geisenheim", HE, 49.9844, 7.9672, "06722"],
  ["35390", "Gießen", HE, 50.5841, 8.6784, "0641"],
  ["35037", "Marburg", HE, 50.8021, 8.7667, "06421"],
  ["36037", "Fulda", HE, 50.5558, 9.6808, "0661"],
  ["34117", "Kassel", HE, 51.3127, 9.4797, "0561"],
  // Mecklenburg-Vorpommern
  ["18055", "Rostock", MV, 54.0924, 12.0991, "0381"],
  ["18273", "Güstrow", MV, 53.7939, 12.1764, "03843"],
  ["19053", "Schwerin", MV, 53.6355, 11.4012, "0385"],
  ["19288", "Ludwigslust", MV, 53.3294, 11.4972, "03874"],
  ["17489", "Greifswald", MV, 54.0865, 13.3923, "03834"],
  ["17033", "Neubrandenburg", MV, 53.5578, 13.261, "0395"],
  // Niedersachsen
  ["30159", "Hannover", NI, 52.3759, 9.732, "0511"],
  ["31134", "Hildesheim", NI, 52.1508, 9.9511, "05121"],
  ["38100", "Braunschweig", NI, 52.2689, 10.5268, "0531"],
  ["37073", "Göttingen", NI, 51.5413, 9.9158, "0551"],
  ["29221", "Celle", NI, 52.6256, 10.0825, "05141"],
  ["29525", "Uelzen", NI, 52.9647, 10.5658, "0581"],
  ["21335", "Lüneburg", NI, 53.2464, 10.4115, "04131"],
  ["21635", "Jork", NI, 53.5312, 9.687, "04162"],
  ["21682", "Stade", NI, 53.6009, 9.476, "04141"],
  ["31582", "Nienburg/Weser", NI, 52.6406, 9.2078, "05021"],
  ["26122", "Oldenburg", NI, 53.1435, 8.2146, "0441"],
  ["26160", "Bad Zwischenahn", NI, 53.1836, 8.0005, "04403"],
  ["26655", "Westerstede", NI, 53.2573, 7.9277, "04488"],
  ["26639", "Wiesmoor", NI, 53.4153, 7.7303, "04944"],
  ["26871", "Papenburg", NI, 53.0771, 7.3974, "04961"],
  ["49661", "Cloppenburg", NI, 52.8474, 8.045, "04471"],
  ["49377", "Vechta", NI, 52.7263, 8.2862, "04441"],
  ["49074", "Osnabrück", NI, 52.2799, 8.0472, "0541"],
  // Nordrhein-Westfalen
  ["50667", "Köln", NW, 50.9375, 6.9603, "0221"],
  ["53111", "Bonn", NW, 50.7374, 7.0982, "0228"],
  ["53340", "Meckenheim", NW, 50.6239, 7.0286, "02225"],
  ["40213", "Düsseldorf", NW, 51.2277, 6.7735, "0211"],
  ["45127", "Essen", NW, 51.4556, 7.0116, "0201"],
  ["44135", "Dortmund", NW, 51.5136, 7.4653, "0231"],
  ["47638", "Straelen", NW, 51.4419, 6.2657, "02834"],
  ["47608", "Geldern", NW, 51.5194, 6.3236, "02831"],
  ["47623", "Kevelaer", NW, 51.5833, 6.2446, "02832"],
  ["48143", "Münster", NW, 51.9607, 7.6261, "0251"],
  ["33602", "Bielefeld", NW, 52.0302, 8.5325, "0521"],
  ["33098", "Paderborn", NW, 51.7189, 8.7575, "05251"],
  ["59494", "Soest", NW, 51.5711, 8.1059, "02921"],
  ["59821", "Arnsberg", NW, 51.3967, 8.0644, "02931"],
  // Rheinland-Pfalz
  ["55116", "Mainz", RP, 49.9929, 8.2473, "06131"],
  ["55218", "Ingelheim am Rhein", RP, 49.9747, 8.0564, "06132"],
  ["55543", "Bad Kreuznach", RP, 49.8414, 7.8671, "0671"],
  ["56068", "Koblenz", RP, 50.3569, 7.589, "0261"],
  ["54290", "Trier", RP, 49.7499, 6.6371, "0651"],
  ["67655", "Kaiserslautern", RP, 49.4447, 7.769, "0631"],
  ["67433", "Neustadt an der Weinstraße", RP, 49.3501, 8.1389, "06321"],
  ["76829", "Landau in der Pfalz", RP, 49.1994, 8.1169, "06341"],
  ["67105", "Schifferstadt", RP, 49.3856, 8.3747, "06235"],
  // Saarland
  ["66111", "Saarbrücken", SL, 49.2402, 6.9969, "0681"],
  ["66740", "Saarlouis", SL, 49.3136, 6.7523, "06831"],
  ["66663", "Merzig", SL, 49.4431, 6.6381, "06861"],
  ["66606", "St. Wendel", SL, 49.4667, 7.1683, "06851"],
  // Sachsen
  ["01067", "Dresden", SN, 51.0504, 13.7373, "0351"],
  ["01326", "Dresden-Pillnitz", SN, 51.0086, 13.8697, "0351"],
  ["01662", "Meißen", SN, 51.1636, 13.4775, "03521"],
  ["01737", "Tharandt", SN, 50.985, 13.58, "035203"],
  ["04109", "Leipzig", SN, 51.3397, 12.3731, "0341"],
  ["09111", "Chemnitz", SN, 50.8278, 12.9214, "0371"],
  ["08056", "Zwickau", SN, 50.7189, 12.4961, "0375"],
  ["02625", "Bautzen", SN, 51.1814, 14.4242, "03591"],
  ["02826", "Görlitz", SN, 51.1528, 14.9872, "03581"],
  // Sachsen-Anhalt
  ["39104", "Magdeburg", ST, 52.1205, 11.6276, "0391"],
  ["06108", "Halle (Saale)", ST, 51.4828, 11.9697, "0345"],
  ["06844", "Dessau-Roßlau", ST, 51.8353, 12.2422, "0340"],
  ["06484", "Quedlinburg", ST, 51.7897, 11.1473, "03946"],
  ["06449", "Aschersleben", ST, 51.7567, 11.4611, "03473"],
  ["38855", "Wernigerode", ST, 51.835, 10.7853, "03943"],
  ["39576", "Stendal", ST, 52.605, 11.8589, "03931"],
  ["06618", "Naumburg (Saale)", ST, 51.1529, 11.8098, "03445"],
  // Schleswig-Holstein
  ["24103", "Kiel", SH, 54.3233, 10.1228, "0431"],
  ["23552", "Lübeck", SH, 53.8655, 10.6866, "0451"],
  ["24937", "Flensburg", SH, 54.7937, 9.4469, "0461"],
  ["25813", "Husum", SH, 54.4858, 9.0522, "04841"],
  ["25746", "Heide", SH, 54.1961, 9.0933, "0481"],
  ["24534", "Neumünster", SH, 54.0714, 9.99, "04321"],
  ["25421", "Pinneberg", SH, 53.6601, 9.796, "04101"],
  ["25462", "Rellingen", SH, 53.6489, 9.8197, "04101"],
  ["25469", "Halstenbek", SH, 53.6318, 9.8428, "04101"],
  ["25373", "Ellerhoop", SH, 53.717, 9.77, "04120"],
  ["25335", "Elmshorn", SH, 53.7536, 9.6527, "04121"],
  // Thüringen
  ["99084", "Erfurt", TH, 50.9787, 11.0328, "0361"],
  ["99423", "Weimar", TH, 50.9795, 11.3235, "03643"],
  ["07743", "Jena", TH, 50.9272, 11.5892, "03641"],
  ["99867", "Gotha", TH, 50.9488, 10.7018, "03621"],
  ["07545", "Gera", TH, 50.8806, 12.0833, "0365"],
  ["99974", "Mühlhausen/Thüringen", TH, 51.2087, 10.4534, "03601"],
  ["99734", "Nordhausen", TH, 51.5018, 10.7911, "03631"],
  ["98527", "Suhl", TH, 50.6106, 10.6931, "03681"],
];

export const demoPlaces: DemoPlace[] = rows.map(
  ([zipcode, location, state, latitude, longitude]) => ({
    zipcode,
    location,
    state,
    latitude,
    longitude,
  }),
);

const areaCodes = new Map<string, string>(rows.map((r) => [r[1], r[5]]));

/** The place with this exact `location`; throws for unknown names (a typo in the demo data). */
export function demoPlace(location: string): DemoPlace {
  const place = demoPlaces.find((p) => p.location === location);
  if (!place) throw new Error(`Unknown demo place: ${location}`);
  return place;
}

/** Telephone area code with leading zero, e.g. "04101". */
export function demoAreaCode(location: string): string {
  const code = areaCodes.get(location);
  if (!code) throw new Error(`No area code for demo place: ${location}`);
  return code;
}

/** Great-circle distance in km (haversine, mean earth radius). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Other demo places within `maxKm` of `place`, nearest first. */
export function demoPlacesNear(place: DemoPlace, maxKm = 40): DemoPlace[] {
  return demoPlaces
    .filter((p) => p.location !== place.location)
    .map((p) => ({ p, d: distanceKm(place, p) }))
    .filter((x) => x.d <= maxKm)
    .sort((x, y) => x.d - y.d)
    .map((x) => x.p);
}

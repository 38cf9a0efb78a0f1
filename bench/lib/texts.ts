import type { Random } from "./random.ts";
import {
  SECTOR_SHARES,
  SECTOR_SLUGS,
  STREETS,
  SURNAMES,
  type SectorSlug,
} from "#server/db/seed/supply/names.ts";

export { SECTOR_SHARES, SECTOR_SLUGS, STREETS, type SectorSlug };

/**
 * Plausible German ad texts, assembled from fragments. Their length matters more than their
 * prose: the full-text column is generated from them and the list route reads whole rows.
 */

const TITLES: Record<SectorSlug, string[]> = {
  landwirtschaft: [
    "Landwirt (m/w/d)",
    "Fachkraft Agrarservice (m/w/d)",
    "Herdenmanager Milchvieh (m/w/d)",
    "Schlepperfahrer (m/w/d)",
    "Tierwirt Rinderhaltung (m/w/d)",
    "Mitarbeiter Ackerbau (m/w/d)",
  ],
  "garten-und-landschaftsbau": [
    "Landschaftsgärtner (m/w/d)",
    "Vorarbeiter GaLaBau (m/w/d)",
    "Gärtner Garten- und Landschaftsbau (m/w/d)",
    "Baumpfleger (m/w/d)",
    "Bauleiter Garten- und Landschaftsbau (m/w/d)",
    "Pflasterer (m/w/d)",
  ],
  baumschule: [
    "Gärtner Baumschule (m/w/d)",
    "Mitarbeiter Containerkultur (m/w/d)",
    "Kulturleiter Baumschule (m/w/d)",
    "Versandmitarbeiter Baumschule (m/w/d)",
  ],
  pflanzenhandel: [
    "Verkäufer Gartencenter (m/w/d)",
    "Florist (m/w/d)",
    "Fachberater Pflanzen (m/w/d)",
    "Filialleiter Gartenfachmarkt (m/w/d)",
  ],
  "obst-und-gemuesebau": [
    "Erntehelfer Spargel und Erdbeeren (m/w/d)",
    "Gärtner Gemüsebau (m/w/d)",
    "Obstbauer (m/w/d)",
    "Mitarbeiter Gewächshaus (m/w/d)",
    "Saisonkraft Obsternte (m/w/d)",
  ],
  zierpflanzenbau: [
    "Gärtner Zierpflanzenbau (m/w/d)",
    "Mitarbeiter Topfpflanzenproduktion (m/w/d)",
    "Produktionsleiter Zierpflanzen (m/w/d)",
  ],
  forstwirtschaft: [
    "Forstwirt (m/w/d)",
    "Revierförster (m/w/d)",
    "Maschinenführer Harvester (m/w/d)",
    "Mitarbeiter Waldpflege (m/w/d)",
  ],
  friedhofsgaertnerei: [
    "Friedhofsgärtner (m/w/d)",
    "Gärtner Grabpflege (m/w/d)",
    "Mitarbeiter Friedhofsgärtnerei (m/w/d)",
  ],
};

const TITLE_SUFFIX: Record<string, string> = {
  Vollzeit: "in Vollzeit",
  Teilzeit: "in Teilzeit",
  Saisonarbeit: "für die Saison",
  Ausbildung: "– Ausbildung",
};

export function adTitle(random: Random, sector: SectorSlug, workingTime: string): string {
  const base = random.pick(TITLES[sector]);
  if (workingTime === "Ausbildung") return `Ausbildung: ${base}`;
  return random.chance(0.5) ? `${base} ${TITLE_SUFFIX[workingTime]}` : base;
}

const EMPLOYER_KINDS = [
  "Gärtnerei",
  "Baumschule",
  "Garten- und Landschaftsbau",
  "Hof",
  "Obstbau",
  "Gartencenter",
  "Forstbetrieb",
  "Friedhofsgärtnerei",
  "Landwirtschaftsbetrieb",
  "Gemüsebau",
];
const LEGAL = ["", "", " GmbH", " GmbH & Co. KG", " e. K.", " KG"];

export function employerName(random: Random, town: string): string {
  const kind = random.pick(EMPLOYER_KINDS);
  const surname = random.pick(SURNAMES);
  const name = random.chance(0.3) ? `${kind} ${town}` : `${kind} ${surname}`;
  return `${name}${random.pick(LEGAL)}`;
}

const INTROS = [
  "Wir sind ein familiengeführter Betrieb mit langer Tradition und suchen Verstärkung für unser Team.",
  "Seit über zwanzig Jahren stehen wir für Qualität, Verlässlichkeit und einen fairen Umgang miteinander.",
  "Unser Betrieb wächst, und wir möchten unser Team zur kommenden Saison erweitern.",
  "Wir arbeiten nachhaltig, regional und mit viel Liebe zu Pflanzen und Natur.",
];
const TASKS = [
  "<ul><li>Pflege und Kultur unserer Bestände</li><li>Bedienung von Maschinen und Geräten</li><li>Mitarbeit bei Ernte, Verladung und Versand</li></ul>",
  "<ul><li>Anlage und Pflege von Gärten und Grünflächen</li><li>Pflaster- und Natursteinarbeiten</li><li>Pflanzarbeiten und Rasenbau</li></ul>",
  "<ul><li>Beratung und Verkauf</li><li>Warenpräsentation und Pflege der Pflanzen</li><li>Annahme und Kontrolle von Lieferungen</li></ul>",
  "<ul><li>Holzernte und Bestandspflege</li><li>Pflanzung und Kulturpflege</li><li>Wartung der Forsttechnik</li></ul>",
];
const PROFILES = [
  "<ul><li>Abgeschlossene Ausbildung im grünen Bereich oder vergleichbare Erfahrung</li><li>Führerschein Klasse B, gern BE</li><li>Zuverlässigkeit und Freude an der Arbeit im Freien</li></ul>",
  "<ul><li>Körperliche Belastbarkeit und Teamgeist</li><li>Erste Erfahrung ist von Vorteil, aber kein Muss</li><li>Gute Deutschkenntnisse</li></ul>",
  "<ul><li>Interesse an Pflanzen und Natur</li><li>Sorgfältige und selbständige Arbeitsweise</li><li>Bereitschaft zur Arbeit am Wochenende in der Saison</li></ul>",
];
const BENEFITS = [
  "<ul><li>Unbefristeter Arbeitsvertrag</li><li>Übertarifliche Bezahlung</li><li>Moderne Maschinen und Arbeitskleidung</li></ul>",
  "<ul><li>Flexible Arbeitszeiten</li><li>Weiterbildung und Aufstiegschancen</li><li>Mitarbeiterrabatt</li></ul>",
  "<ul><li>Unterkunft auf Wunsch</li><li>Verpflegung während der Ernte</li><li>Ein herzliches Team</li></ul>",
];

export function adTexts(random: Random, title: string, city: string) {
  return {
    description: `<p>${random.pick(INTROS)} Für unseren Standort in ${city} suchen wir ab sofort oder später eine:n ${title}.</p>`,
    tasks: random.pick(TASKS),
    profile: random.pick(PROFILES),
    benefits: random.pick(BENEFITS),
  };
}

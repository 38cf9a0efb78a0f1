// Demo job ads (SEED_DEMO): 3–12 ads per demo employer, assembled deterministically from role
// families with German titles, texts and realistic pay. A fixed-seed PRNG per employer keeps the
// output identical between runs (no Math.random, no clock).

import { demoEmployerProfile, demoEmployers, type DemoEmployerProfile } from "./employers.ts";
import { demoPlacesNear } from "./places.ts";
import { SECTOR_SLUGS } from "../supply/names.ts";
import { createRandom } from "../supply/random.ts";
import { asciiFold } from "#shared/fold.ts";
import { demoSeasonalWork } from "./seasonal-work.ts";
import { demoTranslations } from "./translations.ts";
import { splitStreet } from "./street.ts";
import type { ApplicationMethod } from "#shared/schemas/applications.ts";
import type { DemoEmployer, DemoJob, DemoPlace, DemoWorkingTime } from "./types.ts";

const SEED = 0x77757a6c; // "wuzl"
/** The share of ads that take applications on Wurzelwerk (ADR 046); the rest by mail or link. */
const WURZELWERK_SHARE = 1 / 3;

// ── Random numbers ────────────────────────────────────────────────────────────

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  sample<T>(items: readonly T[], n: number): T[];
  step(min: number, max: number, step: number): number;
}

function createRng(seed: number): Rng {
  const { next } = createRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)]!;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let r = next() * total;
      for (const item of items) {
        r -= weight(item);
        if (r < 0) return item;
      }
      return pick(items);
    },
    sample<T>(items: readonly T[], n: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
    step: (min, max, step) => min + step * int(0, Math.floor((max - min) / step)),
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

// ── Text helpers ──────────────────────────────────────────────────────────────

function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

const ascii = asciiFold;

function slugify(title: string): string {
  return ascii(title.replace(/\(m\/w\/d\)/g, ""))
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 70)
    .replace(/-+$/, "");
}

// ── Context ───────────────────────────────────────────────────────────────────

type Motif = DemoJob["headerMotif"];
type Pay = "helfer" | "saison" | "fachkraft" | "meister" | "azubi" | "leitung";

interface Ctx {
  employer: DemoEmployer;
  profile: DemoEmployerProfile;
  /** The ad's main sector (one of the employer's). */
  sector: string;
  time: DemoWorkingTime;
}

interface TextCtx extends Ctx {
  /** Title without working-time and place suffix, e.g. "Forstwirt (m/w/d) Holzernte". */
  role: string;
  place: DemoPlace;
  branch: boolean;
  /** "ab sofort", "zum nächstmöglichen Zeitpunkt", … */
  start: string;
}

/** Does the employer's focus (or kind/name) mention one of these word stems? */
function has(c: Ctx, pattern: RegExp): boolean {
  return pattern.test(`${c.profile.focus} ${c.profile.kind} ${c.employer.name}`);
}

const OBST = /Äpfel|Apfel|Kirsch|Birne|Zwetschg|Obst|Aprikos|Heidelbeer|Beerenobst|Viez/;
const GEMUESE =
  /Gemüse|Salat|Spargel|Gurke|Tomate|Kohl|Zwiebel|Möhre|Radieschen|Kartoffel|Meerrettich|Kräuter|Erdbeer/;
const MILCH = /Milch|Braunvieh/;

type Pool = readonly string[] | ((c: Ctx) => readonly string[]);

interface Family {
  key: string;
  sectors: readonly string[];
  times: readonly DemoWorkingTime[];
  pay: Pay;
  weight: number;
  fits?: (c: Ctx) => boolean;
  titles: (c: Ctx) => readonly string[];
  intro: readonly ((c: TextCtx) => string)[];
  tasks: Pool;
  profile: Pool;
  benefits?: Pool;
}

const resolve = (pool: Pool | undefined, c: Ctx): readonly string[] =>
  pool === undefined ? [] : typeof pool === "function" ? pool(c) : pool;

/** Words of `role` after the gender marker or the whole role, for "als …". */
const roleText = (c: TextCtx) => `<strong>${esc(c.role)}</strong>`;
/** "eine*n <strong>Forstwirt (m/w/d)</strong>", but "eine <strong>Fachkraft …</strong>". */
const aRole = (c: TextCtx) =>
  `${/^(Fachkraft|Aushilfe|Teamleitung|Leitung|Marktleitung|Assistenz|Saisonkraft|Saisonarbeitskraft|Verkaufskraft)\b/.test(c.role) ? "eine" : "eine*n"} ${roleText(c)}`;
const where = (c: TextCtx) =>
  c.branch ? `an unserem Standort ${esc(c.place.location)}` : `in ${esc(c.place.location)}`;

const ALL_SECTORS = SECTOR_SLUGS;

// ── Role families ─────────────────────────────────────────────────────────────

const families: Family[] = [
  {
    key: "galabau",
    sectors: ["garten-und-landschaftsbau"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 5,
    titles: (c) => [
      "Gärtner (m/w/d) Garten- und Landschaftsbau",
      "Landschaftsgärtner (m/w/d)",
      "Landschaftsgärtner (m/w/d) – Pflasterarbeiten",
      "Landschaftsgärtner (m/w/d) – Pflanzung und Pflege",
      "Gärtner (m/w/d) Grünpflege",
      "Facharbeiter (m/w/d) Garten- und Landschaftsbau",
      ...(has(c, /Dach/) ? ["Gärtner (m/w/d) Dachbegrünung"] : []),
      ...(has(c, /Naturstein/) ? ["Landschaftsgärtner (m/w/d) – Natursteinarbeiten"] : []),
      ...(has(c, /Teich/) ? ["Landschaftsgärtner (m/w/d) Teich- und Schwimmteichbau"] : []),
      ...(has(c, /Spielpl/) ? ["Landschaftsgärtner (m/w/d) Spielplatzbau"] : []),
      ...(has(c, /historisch|Denkmal/)
        ? ["Gärtner (m/w/d) Gartendenkmalpflege", "Gärtner (m/w/d) Formschnitt"]
        : []),
      ...(has(c, /Wohnanlagen|Objektpflege|Wohnquartier|Genossenschaft/)
        ? ["Gärtner (m/w/d) Objektpflege"]
        : []),
      ...(has(c, /Streuobst|Landschaftspflege/)
        ? ["Landschaftspfleger (m/w/d) Streuobstwiesen"]
        : []),
    ],
    intro: [
      (c) =>
        `<p>Für unsere Baustellen ${where(c)} und Umgebung suchen wir ${c.start} Verstärkung – dich als ${roleText(c)}. Du arbeitest in einer festen Kolonne, legst Gärten und Außenanlagen an und sorgst mit dafür, dass unsere Kundinnen und Kunden lange Freude an ihrem Grün haben.</p>`,
      (c) =>
        `<p>Du packst gern mit an und siehst am Abend, was du geschafft hast? Dann komm ${c.start} als ${roleText(c)} zu uns ${where(c)}. Bei uns erwarten dich abwechslungsreiche Projekte, vom Hausgarten bis zur öffentlichen Grünanlage.</p>`,
      (c) =>
        `<p>Wir wachsen und suchen ${c.start} ${aRole(c)} ${where(c)}. Du bekommst bei uns gutes Werkzeug, moderne Maschinen und Kolleginnen und Kollegen, die ihr Handwerk verstehen.</p>`,
    ],
    tasks: [
      "Anlage von Gärten, Terrassen und Außenanlagen nach Plan",
      "Pflaster-, Platten- und Natursteinarbeiten",
      "Pflanzarbeiten von Stauden, Gehölzen und Hecken",
      "Rasenbau und Fertigrasenverlegung",
      "Pflege von Privatgärten und Grünanlagen, inklusive Gehölzschnitt",
      "Bedienung von Minibagger, Radlader und Rüttelplatte",
      "Bau von Zäunen, Mauern und Treppenanlagen",
      "Einbau von Bewässerungs- und Entwässerungssystemen",
    ],
    profile: [
      "Abgeschlossene Ausbildung als Gärtner/in Fachrichtung Garten- und Landschaftsbau oder mehrjährige Erfahrung im GaLaBau",
      "Erfahrung mit Pflaster- und Natursteinarbeiten",
      "Führerschein Klasse B, idealerweise BE oder C1E",
      "Sicherer Umgang mit Baumaschinen und Motorgeräten",
      "Pflanzenkenntnisse und ein Auge für saubere Details",
      "Freude an der Arbeit draußen – bei jedem Wetter",
      "Zuverlässigkeit und Teamgeist",
    ],
    benefits: [
      "Moderne Maschinen und gepflegte Fahrzeuge",
      "Feste Kolonnen und planbare Baustellen in der Region",
      "Winterarbeitszeitkonto statt Ausstellen im Winter",
    ],
  },
  {
    key: "vorarbeiter",
    sectors: ["garten-und-landschaftsbau"],
    times: ["Vollzeit"],
    pay: "meister",
    weight: 1.5,
    titles: (c) => [
      "Vorarbeiter (m/w/d) GaLaBau",
      "Vorarbeiter (m/w/d) Garten- und Landschaftsbau",
      "Kolonnenführer (m/w/d) Grünpflege",
      "Vorarbeiter (m/w/d) Pflaster- und Wegebau",
      "Gärtnermeister (m/w/d) Garten- und Landschaftsbau",
      ...(has(c, /Friedhof|Grabpflege/) ? ["Vorarbeiter (m/w/d) Grün- und Friedhofspflege"] : []),
    ],
    intro: [
      (c) =>
        `<p>Als ${roleText(c)} führst du ${where(c)} eine eingespielte Kolonne von drei bis fünf Leuten. Du verteilst die Arbeit auf der Baustelle, achtest auf Qualität und Sicherheit und bist erste Ansprechperson für unsere Kundschaft. Wir suchen dich ${c.start}.</p>`,
      (c) =>
        `<p>Du hast Erfahrung im GaLaBau und willst Verantwortung übernehmen? Dann suchen wir dich ${c.start} als ${roleText(c)}. Du organisierst deine Baustellen ${where(c)} selbstständig und stimmst dich eng mit der Bauleitung ab.</p>`,
    ],
    tasks: [
      "Führung einer Kolonne und Einteilung der täglichen Arbeiten",
      "Umsetzung von Bauvorhaben nach Plan und Leistungsverzeichnis",
      "Aufmaß, Bautagesberichte und Stundenzettel (digital per Tablet)",
      "Einweisung und Anleitung von Auszubildenden",
      "Materialdisposition in Abstimmung mit der Bauleitung",
      "Abnahmen und Gespräche mit Kundinnen und Kunden vor Ort",
      "Achten auf Arbeitssicherheit und Maschinenpflege",
    ],
    profile: [
      "Ausbildung als Gärtner/in GaLaBau, gern mit Meister- oder Technikerabschluss",
      "Mehrjährige Berufserfahrung, idealerweise bereits als Vorarbeiter/in",
      "Sicheres Lesen von Plänen und Leistungsverzeichnissen",
      "Führerschein Klasse BE, gern C1E",
      "Ruhige, klare Art im Umgang mit Team und Kundschaft",
      "Organisationstalent und Verantwortungsbewusstsein",
    ],
    benefits: [
      "Firmenwagen für den Weg zur Baustelle",
      "Leistungsprämie bei erfolgreichen Projekten",
      "Weiterbildung zum Meister mit finanzieller Unterstützung",
    ],
  },
  {
    key: "baumpflege",
    sectors: ["garten-und-landschaftsbau", "forstwirtschaft"],
    times: ["Vollzeit"],
    pay: "fachkraft",
    weight: 1,
    titles: () => [
      "Baumpfleger (m/w/d) SKT-B",
      "Baumkletterer (m/w/d) SKT-A",
      "Fachagrarwirt Baumpflege (m/w/d)",
      "Baumpfleger (m/w/d) – Hubsteiger und Seilklettertechnik",
      "Baumkontrolleur (m/w/d) FLL",
    ],
    intro: [
      (c) =>
        `<p>Für unser Baumpflegeteam suchen wir ${c.start} ${aRole(c)}. Du pflegst Stadt- und Parkbäume ${where(c)} und in der Region, kletterst sicher in der Krone und hast einen Blick für Vitalität und Verkehrssicherheit.</p>`,
      (c) =>
        `<p>Bäume sind deine Leidenschaft? Als ${roleText(c)} arbeitest du bei uns ${where(c)} mit Seilklettertechnik, Hubsteiger und viel Fachwissen. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Kronenpflege, Totholzentfernung und Kronensicherungen",
      "Fällungen in Seilklettertechnik, auch unter schwierigen Bedingungen",
      "Arbeiten mit Hubarbeitsbühne und Häcksler",
      "Baumkontrollen nach FLL-Richtlinien und Dokumentation",
      "Sicherung der Arbeitsstelle im Straßenverkehr",
      "Pflanzung und Pflege von Jungbäumen",
    ],
    profile: [
      "SKT-A, idealerweise SKT-B, oder die Bereitschaft, die Kurse bei uns zu machen",
      "Ausbildung im GaLaBau, in der Forstwirtschaft oder als Fachagrarwirt/in Baumpflege",
      "Sicherer Umgang mit der Motorsäge (AS Baum I und II)",
      "Schwindelfreiheit und gute körperliche Fitness",
      "Führerschein Klasse B, gern BE",
      "Sorgfalt und Sicherheitsbewusstsein",
    ],
    benefits: [
      "Persönliche Kletterausrüstung nach Wahl",
      "Bezahlte Fortbildungen, zum Beispiel European Tree Worker",
    ],
  },
  {
    key: "baumschule",
    sectors: ["baumschule"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 5,
    titles: (c) => [
      "Baumschulgärtner (m/w/d) Containerkultur",
      "Baumschulgärtner (m/w/d) Freilandkultur",
      "Gärtner (m/w/d) Baumschule – Veredlung",
      "Baumschulgärtner (m/w/d) Vermehrung",
      "Gärtner (m/w/d) Baumschule",
      "Baumschulgärtner (m/w/d) Versand und Kommissionierung",
      ...(has(c, /Rosen/) ? ["Gärtner (m/w/d) Rosenveredlung"] : []),
      ...(has(c, /Solitär|Allee/) ? ["Baumschulgärtner (m/w/d) Solitär- und Alleebäume"] : []),
      ...(has(c, /Rhododendr/) ? ["Gärtner (m/w/d) Rhododendronkultur"] : []),
      ...(has(c, /Obstgeh/) ? ["Baumschulgärtner (m/w/d) Obstgehölze"] : []),
      ...(has(c, /Forstpflanz/) ? ["Forstbaumschulgärtner (m/w/d)"] : []),
      ...(has(c, /Hecke/) ? ["Baumschulgärtner (m/w/d) Heckenpflanzen"] : []),
    ],
    intro: [
      (c) =>
        `<p>In unserer Baumschule ${where(c)} suchen wir ${c.start} ${aRole(c)}. Du begleitest unsere Gehölze vom Steckling bis zur Verkaufsware und hast dabei Pflanzengesundheit und Qualität im Blick.</p>`,
      (c) =>
        `<p>Du magst es, wenn aus kleinen Pflanzen kräftige Gehölze werden? Dann verstärke uns ${c.start} als ${roleText(c)} ${where(c)}. Dich erwarten gepflegte Quartiere, moderne Technik und ein Team, das sich aufeinander verlassen kann.</p>`,
    ],
    tasks: [
      "Topfen, Rücken und Aufstellen von Containerware",
      "Schnitt- und Pflegearbeiten in den Quartieren",
      "Veredlung und Vermehrung von Gehölzen",
      "Bewässerung, Düngung und integrierter Pflanzenschutz",
      "Roden, Ballieren und Verladen im Frühjahrs- und Herbstversand",
      "Kommissionieren von Aufträgen und Qualitätskontrolle",
      "Bedienen von Topfmaschine, Schlepper und Gabelstapler",
      "Etikettieren und Bestandsaufnahme per Scanner",
    ],
    profile: [
      "Ausbildung als Gärtner/in Fachrichtung Baumschule oder vergleichbare Erfahrung",
      "Gute Gehölzkenntnisse, gern auch botanische Namen",
      "Erfahrung mit Container- oder Freilandkultur",
      "Führerschein Klasse B, idealerweise Staplerschein",
      "Sorgfältige und selbstständige Arbeitsweise",
      "Freude an körperlicher Arbeit im Freien",
    ],
    benefits: [
      "Pflanzen für den eigenen Garten zum Mitarbeiterpreis",
      "Planbare Arbeitszeiten außerhalb der Versandspitzen",
    ],
  },
  {
    key: "obstbau",
    sectors: ["obst-und-gemuesebau"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 4,
    fits: (c) => has(c, OBST),
    titles: (c) => [
      "Gärtner (m/w/d) Obstbau",
      "Obstbaufacharbeiter (m/w/d)",
      "Fachkraft Obstbau (m/w/d) – Baumschnitt und Pflanzenschutz",
      "Mitarbeiter (m/w/d) Obstlager und Sortierung",
      ...(has(c, /Kirsch/) ? ["Gärtner (m/w/d) Obstbau – Süßkirschen unter Überdachung"] : []),
      ...(has(c, /Hopfen/) ? ["Fachkraft (m/w/d) Obst- und Hopfenbau"] : []),
      ...(has(c, /Kühllager|CA-Lager/) ? ["Fachkraft (m/w/d) Kühllager Obst"] : []),
      ...(has(c, /Heidelbeer|Beerenobst/) ? ["Gärtner (m/w/d) Beerenobst"] : []),
      ...(has(c, /Streuobst|Saft|Viez/) ? ["Fachkraft (m/w/d) Streuobst und Kelterei"] : []),
    ],
    intro: [
      (c) =>
        `<p>Für unsere Obstanlagen ${where(c)} suchen wir ${c.start} ${aRole(c)}. Du kümmerst dich das ganze Jahr um unsere Bäume – vom Winterschnitt über die Blüte bis zur Ernte.</p>`,
      (c) =>
        `<p>Gutes Obst braucht Menschen, die ihre Bäume kennen. Deshalb suchen wir ${c.start} dich als ${roleText(c)} ${where(c)}. Du arbeitest eng mit der Betriebsleitung zusammen und bringst deine Ideen ein.</p>`,
    ],
    tasks: [
      "Winter- und Sommerschnitt der Obstbäume",
      "Pflanzenschutz nach den Regeln des integrierten Anbaus",
      "Pflege von Hagelnetzen, Bewässerung und Fahrgassen",
      "Anleitung und Einteilung der Erntehelferinnen und Erntehelfer",
      "Einlagerung, Sortierung und Qualitätskontrolle",
      "Pflanzung und Erziehung von Junganlagen",
      "Arbeiten mit Schmalspurschlepper und Mulcher",
    ],
    profile: [
      "Ausbildung als Gärtner/in Fachrichtung Obstbau oder Erfahrung im Obstanbau",
      "Sachkundenachweis Pflanzenschutz oder Bereitschaft, ihn zu erwerben",
      "Führerschein Klasse T oder B",
      "Technisches Verständnis für Maschinen und Beregnung",
      "Selbstständige und sorgfältige Arbeitsweise",
      "Bereitschaft zu Mehrarbeit in der Erntezeit – mit Ausgleich im Winter",
    ],
    benefits: [
      "Obst aus eigener Ernte für dich und deine Familie",
      "Jahresarbeitszeitkonto für ruhige Wintermonate",
    ],
  },
  {
    key: "gemuesebau",
    sectors: ["obst-und-gemuesebau"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 4,
    fits: (c) => has(c, GEMUESE),
    titles: (c) => [
      "Gemüsegärtner (m/w/d)",
      "Gärtner (m/w/d) Gemüsebau – Freiland",
      ...(has(c, /Glas|Tomate/) ? ["Gärtner (m/w/d) Gemüsebau unter Glas"] : []),
      ...(has(c, /Jungpflanz/) ? ["Gemüsegärtner (m/w/d) Jungpflanzenanzucht"] : []),
      ...(has(c, /Spargel/) ? ["Fachkraft (m/w/d) Spargelanbau"] : []),
      ...(has(c, /Kräuter/) ? ["Gärtner (m/w/d) Kräuterproduktion"] : []),
      ...(has(c, /Packstation|Lebensmittelhandel|Handel/)
        ? ["Fachkraft (m/w/d) Gemüseaufbereitung und Packstation"]
        : []),
      ...(has(c, /Kartoffel/) ? ["Fachkraft (m/w/d) Kartoffellager und Sortierung"] : []),
      ...(has(c, /Salat|Radieschen/) ? ["Gemüsegärtner (m/w/d) Salat und Bundgemüse"] : []),
      ...(has(c, /Gurke/) ? ["Gärtner (m/w/d) Gemüsebau – Einlegegurken"] : []),
    ],
    intro: [
      (c) =>
        `<p>Für unseren Gemüsebau ${where(c)} suchen wir ${c.start} ${aRole(c)}. Du planst Sätze, kontrollierst Bestände und sorgst dafür, dass frisches Gemüse pünktlich in den Handel kommt.</p>`,
      (c) =>
        `<p>Vom Pflanzen bis zur Ernte: Als ${roleText(c)} bist du bei uns ${where(c)} an jedem Schritt beteiligt. Wir suchen dich ${c.start} für ein Team, das Wert auf Qualität und einen freundlichen Ton legt.</p>`,
    ],
    tasks: [
      "Bodenvorbereitung, Pflanzung und Aussaat nach Anbauplan",
      "Bestandskontrolle, Bewässerung und Düngung",
      "Ernte, Aufbereitung und Verpackung nach Kundenvorgaben",
      "Anleitung von Saisonkräften in der Ernte",
      "Pflege der Kulturen unter Folie und im Gewächshaus",
      "Dokumentation für QS und GLOBALG.A.P.",
      "Bedienung von Pflanzmaschine, Hacke und Erntetechnik",
    ],
    profile: [
      "Ausbildung als Gärtner/in Fachrichtung Gemüsebau oder Erfahrung im Gemüseanbau",
      "Führerschein Klasse B, gern auch T",
      "Technisches Geschick und Interesse an moderner Anbautechnik",
      "Belastbarkeit in der Hauptsaison",
      "Sorgfältiges Arbeiten nach Hygiene- und Qualitätsvorgaben",
      "Teamfähigkeit und Verlässlichkeit",
    ],
    benefits: [
      "Frisches Gemüse aus eigenem Anbau",
      "Geregelte Arbeitszeiten mit Ausgleich nach der Saison",
    ],
  },
  {
    key: "zierpflanzen",
    sectors: ["zierpflanzenbau"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 5,
    titles: (c) => [
      "Zierpflanzengärtner (m/w/d) Topfpflanzen",
      "Zierpflanzengärtner (m/w/d) Beet- und Balkonpflanzen",
      "Gärtner (m/w/d) Zierpflanzenbau – Jungpflanzen",
      "Gärtner (m/w/d) Kulturführung Gewächshaus",
      "Gärtner (m/w/d) Zierpflanzenbau",
      ...(has(c, /Stauden/) ? ["Staudengärtner (m/w/d)", "Gärtner (m/w/d) Staudenvermehrung"] : []),
      ...(has(c, /Weihnachtsstern/) ? ["Zierpflanzengärtner (m/w/d) Weihnachtssterne"] : []),
      ...(has(c, /Heide/) ? ["Gärtner (m/w/d) Heidepflanzen"] : []),
      ...(has(c, /Hortensie/) ? ["Zierpflanzengärtner (m/w/d) Hortensien"] : []),
      ...(has(c, /Rosen/) ? ["Gärtner (m/w/d) Rosenkultur"] : []),
      ...(has(c, /Wechselbepflanzung|Grabpflanzen/)
        ? ["Gärtner (m/w/d) Anzucht Wechselbepflanzung"]
        : []),
      ...(has(c, /Kräuter/) ? ["Gärtner (m/w/d) Topfkräuter"] : []),
      ...(has(c, /automatisiert/)
        ? ["Gärtner (m/w/d) Produktion – automatisierte Topfpflanzenlinie"]
        : []),
    ],
    intro: [
      (c) =>
        `<p>In unseren Gewächshäusern ${where(c)} wächst das ganze Jahr etwas. Wir suchen ${c.start} ${aRole(c)}, der oder die Kulturen selbstständig führt und Freude an gesunden, verkaufsfertigen Pflanzen hat.</p>`,
      (c) =>
        `<p>Du hast ein Händchen für Pflanzen und arbeitest gern im Warmen, auch wenn draußen Winter ist? Dann komm ${c.start} als ${roleText(c)} in unser Team ${where(c)}.</p>`,
    ],
    tasks: [
      "Kulturführung von der Jungpflanze bis zur verkaufsfertigen Ware",
      "Stecken, Topfen und Rücken der Kulturen",
      "Klimasteuerung, Bewässerung und Düngung per Gewächshauscomputer",
      "Nützlingseinsatz und integrierter Pflanzenschutz",
      "Kommissionieren und Verladen der Aufträge",
      "Qualitätskontrolle und Bestandsführung",
      "Pflege und Reinigung der Gewächshausanlagen",
    ],
    profile: [
      "Ausbildung als Gärtner/in Fachrichtung Zierpflanzenbau oder Staudengärtnerei",
      "Erfahrung in der Kulturführung unter Glas",
      "Gute Pflanzenkenntnisse und ein Auge für Qualität",
      "Sicherer Umgang mit Klimacomputer und Bewässerungstechnik – oder Lust, es zu lernen",
      "Sorgfalt und Eigeninitiative",
      "Staplerschein von Vorteil",
    ],
    benefits: [
      "Arbeiten im Warmen, auch im Winter",
      "Pflanzen aus eigener Produktion zum Mitarbeiterpreis",
    ],
  },
  {
    key: "landwirt",
    sectors: ["landwirtschaft"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 5,
    titles: (c) => [
      "Landwirt (m/w/d)",
      "Mitarbeiter (m/w/d) Landwirtschaft",
      "Landwirt (m/w/d) Außenwirtschaft",
      ...(has(c, MILCH) ? ["Landwirt (m/w/d) Milchvieh", "Tierwirt (m/w/d) Rinderhaltung"] : []),
      ...(has(c, /Schwein/)
        ? ["Landwirt (m/w/d) Schweinehaltung", "Tierwirt (m/w/d) Schweinehaltung"]
        : []),
      ...(has(c, /Ackerbau|Weizen|Zuckerrüben|Getreide|Raps/)
        ? ["Landwirt (m/w/d) Ackerbau", "Landwirt (m/w/d) Pflanzenbau und Pflanzenschutz"]
        : []),
      ...(has(c, /Biogas/) ? ["Anlagenfahrer (m/w/d) Biogas"] : []),
      ...(has(c, /Mutterk/) ? ["Landwirt (m/w/d) Mutterkuhhaltung und Grünland"] : []),
      ...(has(c, /Saatgut/) ? ["Landwirt (m/w/d) Saatgutvermehrung"] : []),
      ...(has(c, /Weinbau|Weingut/)
        ? ["Winzer (m/w/d)", "Winzer (m/w/d) Außenbetrieb Steillage"]
        : []),
      ...(has(c, /Hopfen/) ? ["Landwirt (m/w/d) Hopfenbau"] : []),
      ...(has(c, /Kartoffel|Spargel/) ? ["Landwirt (m/w/d) Kartoffel- und Sonderkulturen"] : []),
    ],
    intro: [
      (c) =>
        `<p>Für unseren Betrieb ${where(c)} suchen wir ${c.start} ${aRole(c)}. Du arbeitest eng mit der Betriebsleitung zusammen, übernimmst Verantwortung für Tiere, Flächen und Technik und bringst eigene Ideen ein.</p>`,
      (c) =>
        `<p>Landwirtschaft mit Zukunft braucht gute Leute. Wir suchen ${c.start} dich als ${roleText(c)} ${where(c)} – für einen Arbeitsplatz mit moderner Technik, kurzen Wegen und einem Team, das zusammenhält.</p>`,
    ],
    tasks: (c) => [
      ...(has(c, MILCH)
        ? ["Melken, Fütterung und Herdenbetreuung", "Kälberaufzucht und Tierbeobachtung"]
        : has(c, /Schwein/)
          ? [
              "Tierbetreuung und Fütterung im Schweinestall",
              "Dokumentation von Tiergesundheit und Leistung",
            ]
          : has(c, /Weinbau|Weingut/)
            ? [
                "Rebschnitt, Laubarbeiten und Lese im Weinberg",
                "Mitarbeit im Keller während der Lese",
              ]
            : ["Bestandsführung und Kontrollgänge auf den Flächen"]),
      "Bodenbearbeitung, Aussaat und Pflanzenschutz",
      "Ernte und Einlagerung",
      "Wartung und Pflege der Maschinen in der eigenen Werkstatt",
      "Dokumentation in der Ackerschlagkartei",
      "Futterbergung und Transportarbeiten",
      "Mithilfe bei Instandhaltung von Gebäuden und Anlagen",
    ],
    profile: [
      "Ausbildung als Landwirt/in oder Tierwirt/in oder mehrjährige Erfahrung in der Landwirtschaft",
      "Führerschein Klasse T oder CE",
      "Sicherer Umgang mit moderner Landtechnik und GPS-Lenksystemen",
      "Freude an der Arbeit mit Tieren und Pflanzen",
      "Bereitschaft zu Wochenenddiensten im Wechsel",
      "Selbstständige und zuverlässige Arbeitsweise",
    ],
    benefits: [
      "Produkte vom Hof zum Mitarbeiterpreis",
      "Wohnung auf dem Hof möglich",
      "Geregelter Wochenenddienst im Wechsel",
    ],
  },
  {
    key: "agrarservice",
    sectors: ["landwirtschaft"],
    times: ["Vollzeit"],
    pay: "fachkraft",
    weight: 2,
    fits: (c) => c.profile.team >= 12,
    titles: (c) => [
      "Fachkraft Agrarservice (m/w/d)",
      "Traktorfahrer (m/w/d)",
      "Schlepperfahrer (m/w/d) Gülle- und Transportarbeiten",
      "Mähdrescherfahrer (m/w/d)",
      ...(has(c, /Mais|Lohnunternehmen/)
        ? ["Fahrer (m/w/d) Häckselkette", "Berufskraftfahrer (m/w/d) Agrarlogistik CE"]
        : []),
    ],
    intro: [
      (c) =>
        `<p>Große Technik, viel Abwechslung: Wir suchen ${c.start} ${aRole(c)} ${where(c)}. Du fährst und pflegst moderne Schlepper und Erntemaschinen und bist von der Aussaat bis zur Ernte mittendrin.</p>`,
      (c) =>
        `<p>Du sitzt gern auf dem Schlepper und schraubst auch mal selbst? Dann bist du als ${roleText(c)} bei uns ${where(c)} richtig. Einstieg ${c.start}.</p>`,
    ],
    tasks: [
      "Bodenbearbeitung, Aussaat und Pflanzenschutz mit GPS-Lenksystem",
      "Gülle- und Gärrestausbringung mit Schleppschuh",
      "Mais-, Gras- und Getreideernte",
      "Transportarbeiten mit Schlepper und Lkw",
      "Wartung und kleinere Reparaturen in der Werkstatt",
      "Dokumentation der Arbeiten per App",
      "Winterdienst und Arbeiten im Maschinenpark",
    ],
    profile: [
      "Ausbildung als Fachkraft Agrarservice, Landwirt/in oder Landmaschinenmechatroniker/in – oder einschlägige Praxis",
      "Führerschein Klasse T, idealerweise CE",
      "Technisches Verständnis und sorgfältiger Umgang mit Maschinen",
      "Bereitschaft zu längeren Tagen in der Erntezeit",
      "Teamgeist und Zuverlässigkeit",
    ],
    benefits: [
      "Neue Maschinen mit Komfortkabine",
      "Überstunden werden bezahlt oder ausgeglichen – deine Wahl",
    ],
  },
  {
    key: "technik",
    sectors: ["landwirtschaft", "forstwirtschaft", "garten-und-landschaftsbau", "zierpflanzenbau"],
    times: ["Vollzeit"],
    pay: "fachkraft",
    weight: 0.8,
    fits: (c) => c.profile.team >= 20,
    titles: (c) =>
      c.sector === "zierpflanzenbau"
        ? ["Haustechniker (m/w/d) Gewächshaustechnik", "Elektriker (m/w/d) Gewächshaustechnik"]
        : c.sector === "forstwirtschaft"
          ? ["Mechaniker (m/w/d) Forsttechnik", "Land- und Baumaschinenmechatroniker (m/w/d) Forst"]
          : [
              "Land- und Baumaschinenmechatroniker (m/w/d)",
              "Landmaschinenmechaniker (m/w/d) Werkstatt",
              "Schlosser (m/w/d) Werkstatt und Fuhrpark",
            ],
    intro: [
      (c) =>
        `<p>Ohne Technik läuft bei uns nichts. Für unsere Werkstatt ${where(c)} suchen wir ${c.start} ${aRole(c)}, der oder die Maschinen und Anlagen am Laufen hält.</p>`,
      (c) =>
        `<p>Du tüftelst gern und findest Fehler schnell? Als ${roleText(c)} bist du bei uns ${where(c)} die erste Adresse, wenn es hakt. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Wartung, Inspektion und Reparatur von Maschinen und Anlagen",
      "Fehlersuche an Hydraulik, Elektrik und Steuerungen",
      "Schweiß- und Schlosserarbeiten",
      "Vorbereitung der Technik auf die Saison",
      "Pflege des Ersatzteillagers",
      "Einweisung der Kolleginnen und Kollegen in neue Technik",
    ],
    profile: [
      "Abgeschlossene Ausbildung im Metall-, Elektro- oder Landmaschinenbereich",
      "Erfahrung mit Hydraulik und Fahrzeugelektronik",
      "Führerschein Klasse B, gern T oder CE",
      "Selbstständige, lösungsorientierte Arbeitsweise",
      "Bereitschaft zu gelegentlichen Einsätzen in der Saison",
    ],
    benefits: ["Gut ausgestattete Werkstatt mit Diagnosetechnik", "Herstellerschulungen"],
  },
  {
    key: "forstwirt",
    sectors: ["forstwirtschaft"],
    times: ["Vollzeit"],
    pay: "fachkraft",
    weight: 5,
    titles: (c) => [
      "Forstwirt (m/w/d)",
      "Forstwirt (m/w/d) Holzernte",
      "Forstwirt (m/w/d) Waldumbau und Pflanzung",
      "Forstwirt (m/w/d) Jungbestandspflege",
      "Waldarbeiter (m/w/d)",
      ...(has(c, /Wege/) ? ["Forstwirt (m/w/d) Waldwegebau und -pflege"] : []),
      ...(has(c, /Forstpflanz|Baumschule/)
        ? ["Forstwirt (m/w/d) Forstbaumschule und Pflanzservice"]
        : []),
      ...(has(c, /Schadfl/) ? ["Forstwirt (m/w/d) Schadflächenräumung"] : []),
    ],
    intro: [
      (c) =>
        `<p>Wir suchen ${c.start} ${aRole(c)} für unsere Einsätze rund um ${esc(c.place.location)}. Du arbeitest in einer festen Rotte, pflanzt, pflegst und erntest – und trägst so dazu bei, dass klimastabile Mischwälder entstehen.</p>`,
      (c) =>
        `<p>Der Wald ist dein Arbeitsplatz? Dann werde ${c.start} Teil unseres Teams ${where(c)}. Als ${roleText(c)} erwarten dich abwechslungsreiche Aufgaben in privaten und kommunalen Wäldern.</p>`,
    ],
    tasks: [
      "Motormanuelle Holzernte und Aufarbeitung von Schadholz",
      "Pflanzung und Pflege von Jungbeständen",
      "Zaunbau und Wildschutzmaßnahmen",
      "Vorbereitung von Flächen für den Maschineneinsatz",
      "Wegeinstandhaltung und Verkehrssicherung an Waldwegen",
      "Pflege von Forstgeräten und Motorsägen",
      "Dokumentation der Arbeiten per App",
    ],
    profile: [
      "Ausbildung als Forstwirt/in oder mehrjährige Erfahrung in der Waldarbeit",
      "Motorsägenlehrgang (mindestens AS Baum I)",
      "Führerschein Klasse B, idealerweise BE",
      "Körperliche Fitness und Freude an der Arbeit bei jedem Wetter",
      "Sicherheitsbewusstsein und Teamgeist",
      "Interesse an naturnaher Waldwirtschaft",
    ],
    benefits: [
      "Brennholz zum Selbstkostenpreis",
      "Hochwertige Schnittschutzkleidung, die wir stellen",
      "Allradfahrzeuge für den Weg zum Einsatzort",
    ],
  },
  {
    key: "forstmaschinen",
    sectors: ["forstwirtschaft"],
    times: ["Vollzeit"],
    pay: "fachkraft",
    weight: 2,
    titles: (c) => [
      "Maschinenführer (m/w/d) Forst",
      "Harvesterfahrer (m/w/d)",
      "Forwarderfahrer (m/w/d)",
      "Maschinenführer (m/w/d) Rückezug",
      "Forstmaschinenführer (m/w/d) Harvester und Forwarder",
      ...(has(c, /Seilkran/) ? ["Seilkranführer (m/w/d)"] : []),
    ],
    intro: [
      (c) =>
        `<p>Für unsere Holzerntetechnik suchen wir ${c.start} ${aRole(c)}. Du arbeitest überwiegend in der Region um ${esc(c.place.location)}, bodenschonend und mit Blick für den verbleibenden Bestand.</p>`,
      (c) =>
        `<p>Moderne Forsttechnik, verantwortungsvoll eingesetzt: Als ${roleText(c)} bist du bei uns ${where(c)} für sauberes Arbeiten im Bestand zuständig. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Holzernte und Rückung mit Harvester, Forwarder oder Rückezug",
      "Sortimentsgerechtes Aufarbeiten und Poltern",
      "Bodenschonendes Arbeiten auf Rückegassen",
      "Tägliche Wartung und kleinere Reparaturen an der Maschine",
      "Datenerfassung und Übergabe an die Einsatzleitung",
      "Umsetzen der Maschine zwischen den Einsatzorten",
    ],
    profile: [
      "Erfahrung als Maschinenführer/in in der Holzernte oder Ausbildung als Forstwirt/in",
      "Führerschein Klasse CE von Vorteil",
      "Technisches Verständnis und Sorgfalt",
      "Selbstständige Arbeitsweise",
      "Bereitschaft zu wechselnden Einsatzorten in der Region",
    ],
    benefits: ["Neue Maschinen mit moderner Kabine", "Leistungsprämie nach Festmeter"],
  },
  {
    key: "friedhof",
    sectors: ["friedhofsgaertnerei"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 5,
    titles: (c) => {
      const cemetery = /(\p{Lu}\p{Ll}+friedhof)/u.exec(c.profile.focus)?.[1];
      return [
        "Friedhofsgärtner (m/w/d)",
        "Gärtner (m/w/d) Grabpflege",
        "Friedhofsgärtner (m/w/d) Grabgestaltung",
        "Gärtner (m/w/d) Friedhofsgärtnerei – Wechselbepflanzung",
        "Friedhofsgärtner (m/w/d) Dauergrabpflege",
        ...(cemetery ? [`Gärtner (m/w/d) Grabpflege am ${cemetery}`] : []),
        ...(has(c, /GaLaBau|Garten- und Landschafts|Gartenbau|Grünpflege/)
          ? ["Gärtner (m/w/d) Friedhofspflege"]
          : []),
      ];
    },
    intro: [
      (c) =>
        `<p>Für die Pflege der uns anvertrauten Grabstätten ${where(c)} suchen wir ${c.start} ${aRole(c)}. Du arbeitest sorgfältig, ruhig und mit Respekt – für Angehörige, die sich auf uns verlassen.</p>`,
      (c) =>
        `<p>Ein gepflegtes Grab ist für viele Familien ein Ort der Erinnerung. Als ${roleText(c)} sorgst du ${where(c)} dafür, dass er das ganze Jahr würdig aussieht. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Dauergrabpflege nach Pflegeplan",
      "Frühjahrs-, Sommer- und Herbstbepflanzung",
      "Neuanlage und Umgestaltung von Grabstätten",
      "Winterabdeckung und Grabschmuck zu Allerheiligen und Totensonntag",
      "Gießrunden und Rückschnitt",
      "Gespräche mit Angehörigen vor Ort",
      "Anzucht und Pflege der Wechselbepflanzung in der Gärtnerei",
    ],
    profile: [
      "Ausbildung als Gärtner/in, gern Fachrichtung Friedhofsgärtnerei",
      "Pflanzenkenntnisse und Gespür für Gestaltung",
      "Einfühlungsvermögen und ein respektvoller Umgang",
      "Führerschein Klasse B",
      "Sorgfältige und selbstständige Arbeitsweise",
      "Freude an der Arbeit im Freien",
    ],
    benefits: [
      "Ruhiger Arbeitsplatz im Grünen",
      "Feste Reviere auf den Friedhöfen",
      "Kein Akkord, sondern Zeit für sorgfältige Arbeit",
    ],
  },
  {
    key: "florist",
    sectors: ["pflanzenhandel", "friedhofsgaertnerei", "zierpflanzenbau"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 2,
    fits: (c) => c.sector === "pflanzenhandel" || has(c, /Floristik|Blumenladen|Blumen/),
    titles: (c) => [
      "Florist (m/w/d)",
      "Florist (m/w/d) Saisonfloristik",
      ...(c.sector === "friedhofsgaertnerei" || has(c, /Trauer/)
        ? ["Florist (m/w/d) Trauerfloristik"]
        : []),
      ...(has(c, /Gartencenter/) ? ["Florist (m/w/d) Gartencenter"] : []),
      ...(has(c, /Advent/) ? ["Florist (m/w/d) Advents- und Weihnachtsfloristik"] : []),
    ],
    intro: [
      (c) =>
        `<p>Sträuße, Gestecke, Kränze: In unserer Floristik ${where(c)} entsteht jeden Tag etwas Neues. Wir suchen ${c.start} ${aRole(c)} mit Kreativität und Freude an Kundschaft.</p>`,
      (c) =>
        `<p>Du liebst Blumen und arbeitest gern mit Menschen? Dann komm ${c.start} als ${roleText(c)} in unser Team ${where(c)}.</p>`,
    ],
    tasks: [
      "Binden von Sträußen, Gestecken und Kränzen",
      "Beratung unserer Kundschaft im Laden und am Telefon",
      "Trauer- und Hochzeitsfloristik",
      "Saisonale Dekoration der Verkaufsräume",
      "Warenpflege, Bestellung und Annahme von Schnittblumen",
      "Kassieren und Abrechnung",
    ],
    profile: [
      "Ausbildung als Florist/in oder vergleichbare Erfahrung",
      "Kreativität und ein Gespür für Farben und Formen",
      "Freundliches Auftreten und Freude an Beratung",
      "Bereitschaft zur Arbeit an Samstagen im Wechsel",
      "Einfühlungsvermögen bei Trauerfällen",
    ],
    benefits: [
      "Personalrabatt auf Blumen und Pflanzen",
      "Teilnahme an Floristik-Workshops und Fachmessen",
    ],
  },
  {
    key: "verkauf",
    sectors: ["pflanzenhandel"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 4,
    titles: (c) =>
      has(c, /Gartencenter/)
        ? [
            "Verkäufer (m/w/d) Gartencenter – Pflanzenabteilung",
            "Fachberater (m/w/d) Pflanzen",
            "Verkaufsberater (m/w/d) Stauden und Gehölze",
            "Verkäufer (m/w/d) Gartenbedarf",
            "Gärtner (m/w/d) im Verkauf",
            ...(has(c, /Teich/) ? ["Fachberater (m/w/d) Teich und Wasserpflanzen"] : []),
          ]
        : has(c, /Großhandel/)
          ? [
              "Verkaufsinnendienst (m/w/d) Baumschulware",
              "Außendienstmitarbeiter (m/w/d) GaLaBau-Kunden",
              "Fachberater (m/w/d) Abholmarkt",
            ]
          : has(c, /Baumschule/)
            ? [
                "Verkäufer (m/w/d) Baumschulverkauf",
                "Fachberater (m/w/d) Gehölze und Rosen",
                "Gärtner (m/w/d) Verkauf und Beratung",
              ]
            : [
                "Verkäufer (m/w/d) Gärtnerei",
                "Gärtner (m/w/d) Verkauf und Beratung",
                "Fachberater (m/w/d) Pflanzen",
                ...(has(c, /Versand/) ? ["Mitarbeiter (m/w/d) Kundenservice Pflanzenversand"] : []),
                ...(has(c, /Kübelpflanzen/)
                  ? ["Verkäufer (m/w/d) Kübelpflanzen und Obstgehölze"]
                  : []),
              ],
    intro: [
      (c) =>
        `<p>Unsere Kundschaft schätzt ehrliche Beratung. Dafür suchen wir ${c.start} ${aRole(c)} ${where(c)}, der oder die Pflanzen kennt und gern erklärt, was wohin passt.</p>`,
      (c) =>
        `<p>Du kannst dich für Pflanzen begeistern und andere damit anstecken? Als ${roleText(c)} bist du bei uns ${where(c)} genau richtig. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Beratung und Verkauf rund um Pflanzen, Pflege und Gartenbedarf",
      "Warenpräsentation und Pflege der Verkaufsflächen",
      "Bestellungen, Warenannahme und Kontrolle",
      "Gießen, Putzen und Umsetzen der Pflanzen",
      "Kassieren und Bearbeiten von Kundenaufträgen",
      "Planung von Aktionen für die Saison",
      "Telefon- und E-Mail-Anfragen beantworten",
    ],
    profile: [
      "Ausbildung als Gärtner/in, Florist/in oder im Einzelhandel – Quereinstieg mit Pflanzenwissen willkommen",
      "Freude am Umgang mit Kundinnen und Kunden",
      "Gute Pflanzenkenntnisse oder die Lust, sie zu erwerben",
      "Bereitschaft zur Arbeit an Samstagen im Wechsel",
      "Freundliches, sicheres Auftreten",
    ],
    benefits: ["Personalrabatt im gesamten Sortiment", "Schulungen zu Sortiment und Beratung"],
  },
  {
    key: "logistik",
    sectors: ["pflanzenhandel", "baumschule", "zierpflanzenbau"],
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 1.5,
    fits: (c) => c.profile.team >= 25,
    titles: (c) => [
      "Lagermitarbeiter (m/w/d) Pflanzenversand",
      "Kommissionierer (m/w/d) Pflanzenlogistik",
      "Staplerfahrer (m/w/d) Versand",
      ...(c.time === "Vollzeit"
        ? [
            "Berufskraftfahrer (m/w/d) CE Pflanzentransport",
            "Disponent (m/w/d) Pflanzenversand",
            "Fahrer (m/w/d) Auslieferung Klasse C1",
          ]
        : []),
    ],
    intro: [
      (c) =>
        `<p>Damit unsere Pflanzen frisch beim Kunden ankommen, suchen wir ${c.start} ${aRole(c)} ${where(c)}. Du sorgst für reibungslose Abläufe zwischen Produktion, Lager und Lkw.</p>`,
      (c) =>
        `<p>Im Frühjahr und Herbst ist bei uns richtig was los. Als ${roleText(c)} behältst du ${where(c)} den Überblick und packst mit an. Einstieg ${c.start}.</p>`,
    ],
    tasks: [
      "Kommissionieren von Aufträgen nach Lieferschein",
      "Beladen von CC-Containern und Lkw",
      "Warenannahme und Kontrolle",
      "Staplerarbeiten auf dem Betriebsgelände",
      "Tourenplanung und Abstimmung mit Speditionen",
      "Auslieferung an Gartencenter und Baustellen",
    ],
    profile: [
      "Erfahrung in Lager, Versand oder Logistik",
      "Staplerschein, für Fahrerstellen Führerschein C1 oder CE mit Modul 95",
      "Sorgfalt und Zuverlässigkeit",
      "Körperliche Belastbarkeit",
      "Interesse an Pflanzen",
    ],
    benefits: ["Feste Touren in der Region, abends zu Hause", "Gepflegter Fuhrpark"],
  },
  {
    key: "helfer",
    sectors: ALL_SECTORS,
    times: ["Vollzeit", "Teilzeit"],
    pay: "helfer",
    weight: 2.5,
    titles: (c) => {
      switch (c.sector) {
        case "garten-und-landschaftsbau":
          return [
            "Helfer (m/w/d) Garten- und Landschaftsbau",
            "Gartenhelfer (m/w/d)",
            "Mitarbeiter (m/w/d) Grünpflege",
            "Quereinsteiger (m/w/d) Garten- und Landschaftsbau",
          ];
        case "baumschule":
          return [
            "Helfer (m/w/d) Baumschule",
            "Mitarbeiter (m/w/d) Baumschulproduktion",
            "Gärtnerhelfer (m/w/d) Containerflächen",
          ];
        case "pflanzenhandel":
          return [
            "Mitarbeiter (m/w/d) Warenverräumung",
            "Mitarbeiter (m/w/d) Pflanzenpflege Verkaufsfläche",
            has(c, /Gartencenter/) ? "Kassierer (m/w/d) Gartencenter" : "Kassierer (m/w/d)",
          ];
        case "obst-und-gemuesebau":
          return [
            ...(has(c, OBST)
              ? ["Mitarbeiter (m/w/d) Obstbau", "Helfer (m/w/d) Obstsortierung"]
              : []),
            ...(has(c, GEMUESE)
              ? ["Gärtnerhelfer (m/w/d) Gemüsebau", "Helfer (m/w/d) Aufbereitung und Verpackung"]
              : []),
          ];
        case "zierpflanzenbau":
          return [
            "Produktionshelfer (m/w/d) Gewächshaus",
            "Gärtnerhelfer (m/w/d) Topfpflanzen",
            "Helfer (m/w/d) Topfmaschine und Versand",
          ];
        case "landwirtschaft":
          return [
            "Helfer (m/w/d) Landwirtschaft",
            "Hofhelfer (m/w/d)",
            ...(has(c, MILCH) ? ["Melker (m/w/d)", "Mitarbeiter (m/w/d) Milchviehstall"] : []),
            ...(has(c, /Schwein/) ? ["Stallhelfer (m/w/d) Schweinehaltung"] : []),
          ];
        case "forstwirtschaft":
          return [
            "Forsthelfer (m/w/d)",
            "Waldarbeiter (m/w/d) – Quereinstieg",
            ...(has(c, /Forstpflanz/) ? ["Helfer (m/w/d) Forstbaumschule"] : []),
          ];
        default:
          return [
            "Helfer (m/w/d) Grabpflege",
            "Gärtnerhelfer (m/w/d) Friedhofsgärtnerei",
            "Mitarbeiter (m/w/d) Friedhofspflege",
          ];
      }
    },
    intro: [
      (c) =>
        `<p>Keine Ausbildung im grünen Bereich? Kein Problem. Wir suchen ${c.start} ${aRole(c)} ${where(c)} und arbeiten dich gründlich ein. Wichtig sind uns Zuverlässigkeit und Lust auf praktische Arbeit.</p>`,
      (c) =>
        `<p>Als ${roleText(c)} unterstützt du unser Team ${where(c)} bei allem, was im Betriebsalltag anfällt. Wir suchen dich ${c.start} – gern auch als Quereinsteigerin oder Quereinsteiger.</p>`,
    ],
    tasks: (c) => [
      ...helperTasks(c.sector),
      "Aufräumen und Sauberhalten von Arbeitsplatz und Geräten",
      "Unterstützung der Fachkräfte im Tagesgeschäft",
      "Laden und Transportieren von Material",
    ],
    profile: [
      "Erste Erfahrung im Grünen ist schön, aber kein Muss",
      "Zuverlässigkeit und Pünktlichkeit",
      "Körperliche Fitness und Freude an der Arbeit im Freien",
      "Grundkenntnisse in Deutsch",
      "Führerschein Klasse B von Vorteil",
      "Bereitschaft, Neues zu lernen",
    ],
    benefits: [
      "Gründliche Einarbeitung durch erfahrene Kolleginnen und Kollegen",
      "Möglichkeit zur berufsbegleitenden Ausbildung",
    ],
  },
  {
    key: "hofladen",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    times: ["Teilzeit", "Saisonarbeit"],
    pay: "helfer",
    weight: 1.2,
    fits: (c) =>
      has(c, /Hofladen|Direktvermarktung|Verkaufsständ|Spargel|Erdbeer|Saft|Heumilch|Wochenmärkte/),
    titles: (c) =>
      c.time === "Saisonarbeit"
        ? [
            ...(has(c, /Spargel|Erdbeer/)
              ? [
                  "Verkaufskraft (m/w/d) Spargel- und Erdbeerstand",
                  "Aushilfe (m/w/d) Verkaufsstand Saison",
                ]
              : ["Aushilfe (m/w/d) Hofladen – Saison"]),
          ]
        : [
            "Aushilfe (m/w/d) Hofladen",
            "Verkäufer (m/w/d) Hofladen",
            "Verkäufer (m/w/d) Wochenmarkt",
          ],
    intro: [
      (c) =>
        `<p>Was auf unseren Feldern wächst, verkaufen wir zu einem guten Teil direkt. Für den Verkauf ${where(c)} suchen wir ${c.start} ${aRole(c)} mit einem freundlichen Lächeln.</p>`,
      (c) =>
        `<p>Du plauderst gern mit Kundschaft und magst frische Produkte aus der Region? Dann verstärke uns ${c.start} als ${roleText(c)} ${where(c)}.</p>`,
    ],
    tasks: [
      "Verkauf unserer Produkte an Stammkundschaft und Gäste",
      "Kassieren, auch mit Kartenzahlung",
      "Ansprechende Präsentation der Ware",
      "Auffüllen, Abwiegen und Verpacken",
      "Sauberhalten von Laden und Verkaufsstand",
      "Kurze Beratung zu Sorten, Lagerung und Zubereitung",
    ],
    profile: [
      "Freundliches und offenes Auftreten",
      "Erfahrung im Verkauf ist hilfreich, aber keine Bedingung",
      "Sicherer Umgang mit Zahlen und Kasse",
      "Flexibilität, auch an Wochenenden",
      "Gute Deutschkenntnisse",
    ],
    benefits: [
      "Frische Produkte vom Hof für dich",
      "Arbeitszeiten, die sich gut mit Familie oder Studium vereinbaren lassen",
    ],
  },
  {
    key: "saison",
    sectors: ALL_SECTORS,
    times: ["Saisonarbeit"],
    pay: "saison",
    weight: 5,
    titles: (c) => seasonalTitles(c),
    intro: [
      (c) =>
        `<p>Für die kommende Saison suchen wir ${where(c)} helfende Hände: dich als ${roleText(c)}. Die Arbeit ist körperlich, aber abwechslungsreich, und du arbeitest in einem freundlichen, internationalen Team.</p>`,
      (c) =>
        `<p>Du willst ein paar Wochen an der frischen Luft arbeiten und gutes Geld verdienen? Dann komm ${c.start} als ${roleText(c)} zu uns ${where(c)}. Wir arbeiten dich ein und teilen die Schichten fair ein.</p>`,
      (c) =>
        `<p>In der Hochsaison brauchen wir Unterstützung. Als ${roleText(c)} hilfst du ${where(c)} dort mit, wo gerade am meisten los ist. Einsatzbeginn ${c.start}.</p>`,
    ],
    tasks: (c) => [
      ...seasonalTasks(c),
      "Sortieren und Verpacken nach Qualitätsvorgaben",
      "Mithilfe beim Aufräumen zum Saisonende",
    ],
    profile: [
      "Keine Vorkenntnisse nötig – wir zeigen dir alles",
      "Körperliche Fitness und Ausdauer",
      "Zuverlässigkeit für die gesamte Saison",
      "Bereitschaft, auch samstags zu arbeiten",
      "Grundkenntnisse in Deutsch oder Englisch",
      "Freude an der Arbeit im Team",
    ],
  },
  {
    key: "meister",
    sectors: [
      "baumschule",
      "obst-und-gemuesebau",
      "zierpflanzenbau",
      "landwirtschaft",
      "forstwirtschaft",
      "friedhofsgaertnerei",
      "pflanzenhandel",
    ],
    times: ["Vollzeit"],
    pay: "meister",
    weight: 1.3,
    titles: (c) => {
      switch (c.sector) {
        case "baumschule":
          return [
            "Gärtnermeister (m/w/d) Baumschule",
            "Vorarbeiter (m/w/d) Baumschule – Containerfläche",
          ];
        case "obst-und-gemuesebau":
          return [
            ...(has(c, OBST) ? ["Obstbaumeister (m/w/d)"] : []),
            ...(has(c, GEMUESE) ? ["Gemüsebaumeister (m/w/d)"] : []),
            "Vorarbeiter (m/w/d) Ernte und Aufbereitung",
          ];
        case "zierpflanzenbau":
          return ["Gärtnermeister (m/w/d) Zierpflanzenbau", "Kulturführer (m/w/d) Topfpflanzen"];
        case "landwirtschaft":
          return [
            "Landwirtschaftsmeister (m/w/d)",
            ...(has(c, MILCH)
              ? ["Herdenmanager (m/w/d) Milchvieh"]
              : ["Vorarbeiter (m/w/d) Außenwirtschaft"]),
          ];
        case "forstwirtschaft":
          return ["Forstwirtschaftsmeister (m/w/d)", "Rottenführer (m/w/d) Forst"];
        case "friedhofsgaertnerei":
          return ["Friedhofsgärtnermeister (m/w/d)", "Vorarbeiter (m/w/d) Grabpflege"];
        default:
          return [
            ...(has(c, /Floristik|Blumen/) ? ["Floristmeister (m/w/d)"] : []),
            has(c, /Gartencenter|markt/)
              ? "Abteilungsleiter (m/w/d) Grüne Halle"
              : "Gärtnermeister (m/w/d) Verkauf und Kundenberatung",
          ];
      }
    },
    intro: [
      (c) =>
        `<p>Wir suchen ${c.start} ${aRole(c)} ${where(c)}, der oder die fachlich vorangeht, ein Team anleitet und Abläufe weiterentwickelt. Du bekommst Gestaltungsspielraum und kurze Wege zur Geschäftsführung.</p>`,
      (c) =>
        `<p>Du hast deinen Meister oder langjährige Erfahrung und willst Verantwortung tragen? Als ${roleText(c)} planst du bei uns ${where(c)} Arbeiten, führst Mitarbeitende und bildest den Nachwuchs aus. Einstieg ${c.start}.</p>`,
    ],
    tasks: [
      "Planung und Steuerung der täglichen Arbeiten",
      "Anleitung und Einteilung des Teams einschließlich Saisonkräften",
      "Ausbildung unserer Auszubildenden",
      "Qualitätskontrolle und Dokumentation",
      "Mitarbeit bei Investitions- und Anbauplanung",
      "Abstimmung mit Kundschaft, Lieferanten und Geschäftsführung",
      "Sicherstellen von Arbeitsschutz und Maschinenpflege",
    ],
    profile: [
      "Meisterprüfung oder Techniker/in im Fachbereich, alternativ langjährige Erfahrung",
      "Erste Führungserfahrung",
      "Ausbildereignung (AEVO) oder Bereitschaft, sie zu erwerben",
      "Organisationsgeschick und ein klarer, fairer Führungsstil",
      "Führerschein Klasse B, je nach Bereich T oder CE",
      "Gute EDV-Kenntnisse",
    ],
    benefits: [
      "Dienstwagen oder Dienstfahrrad",
      "Jährliche Erfolgsprämie",
      "Fortbildungsbudget für dich und dein Team",
    ],
  },
  {
    key: "leitung",
    sectors: ALL_SECTORS,
    times: ["Vollzeit"],
    pay: "leitung",
    weight: 0.9,
    fits: (c) => c.profile.team >= 18,
    titles: (c) => {
      switch (c.sector) {
        case "garten-und-landschaftsbau":
          return [
            "Bauleiter (m/w/d) Garten- und Landschaftsbau",
            "Projektleiter (m/w/d) GaLaBau",
            "Niederlassungsleiter (m/w/d) Grünpflege",
          ];
        case "baumschule":
          return [
            "Betriebsleiter (m/w/d) Baumschule",
            "Produktionsleiter (m/w/d) Baumschule",
            "Vertriebsleiter (m/w/d) Baumschulware",
          ];
        case "obst-und-gemuesebau":
          return [
            has(c, OBST) ? "Betriebsleiter (m/w/d) Obstbau" : "Betriebsleiter (m/w/d) Gemüsebau",
            "Teamleitung (m/w/d) Produktion",
          ];
        case "zierpflanzenbau":
          return [
            "Produktionsleiter (m/w/d) Zierpflanzenbau",
            "Teamleitung (m/w/d) Produktion",
            "Leitung (m/w/d) Jungpflanzenproduktion",
          ];
        case "landwirtschaft":
          return [
            "Betriebsleiter (m/w/d) Landwirtschaft",
            "Leiter (m/w/d) Pflanzenbau",
            ...(has(c, MILCH) ? ["Leiter (m/w/d) Milchproduktion"] : []),
          ];
        case "forstwirtschaft":
          return [
            "Revierleiter (m/w/d) Privatwald",
            "Einsatzleiter (m/w/d) Holzernte",
            "Forstingenieur (m/w/d) Waldumbau",
          ];
        case "friedhofsgaertnerei":
          return ["Betriebsleiter (m/w/d) Friedhofsgärtnerei", "Teamleitung (m/w/d) Grabpflege"];
        default:
          return has(c, /Gartencenter/)
            ? [
                "Marktleiter (m/w/d) Gartencenter",
                "Marktleitung (m/w/d) Stellvertretung",
                "Teamleitung (m/w/d) Verkauf",
              ]
            : ["Teamleitung (m/w/d) Verkauf", "Leitung (m/w/d) Einkauf Pflanzen"];
      }
    },
    intro: [
      (c) =>
        `<p>Für eine Schlüsselposition ${where(c)} suchen wir ${c.start} Verstärkung: ${roleText(c)}. Du verantwortest deinen Bereich wirtschaftlich und fachlich, führst ein motiviertes Team und berichtest direkt an die Geschäftsführung.</p>`,
      (c) =>
        `<p>Wir wollen weiter wachsen – mit dir. Als ${roleText(c)} gestaltest du bei uns ${where(c)} Abläufe, Personalplanung und Qualität. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Fachliche und disziplinarische Führung deines Teams",
      "Personal- und Einsatzplanung, auch für die Saison",
      "Budget-, Kosten- und Kennzahlenverantwortung",
      "Weiterentwicklung von Abläufen, Qualität und Nachhaltigkeit",
      "Verhandlungen mit Kundschaft, Lieferanten und Dienstleistern",
      "Einhaltung von Arbeitsschutz und Zertifizierungen",
      "Mitarbeit bei Investitionsentscheidungen",
    ],
    profile: [
      "Studium im Gartenbau, in der Landwirtschaft oder Forstwirtschaft oder Meister/Techniker mit Berufserfahrung",
      "Mehrjährige Führungserfahrung",
      "Unternehmerisches Denken und Zahlenverständnis",
      "Souveräner Umgang mit Branchensoftware und MS Office",
      "Kommunikationsstärke und Durchsetzungsvermögen mit Herz",
      "Führerschein Klasse B",
    ],
    benefits: [
      "Dienstwagen, auch zur privaten Nutzung",
      "Erfolgsbeteiligung",
      "Mobiles Arbeiten für Büroaufgaben",
    ],
  },
  {
    key: "ausbildung",
    sectors: ALL_SECTORS,
    times: ["Ausbildung"],
    pay: "azubi",
    weight: 1,
    titles: (c) => apprenticeshipTitles(c),
    intro: [
      (c) =>
        `<p>Du willst nach der Schule einen Beruf lernen, bei dem du jeden Tag siehst, was du geschafft hast? Dann bewirb dich für unseren Ausbildungsplatz ${where(c)}: ${roleText(c)}. Wir nehmen uns Zeit für dich und zeigen dir alles, was du für einen guten Abschluss brauchst.</p>`,
      (c) =>
        `<p>Wir bilden aus – mit Herz und Plan. Für das nächste Ausbildungsjahr vergeben wir ${where(c)} einen Platz: ${roleText(c)}. Ein Praktikum vorab ist jederzeit möglich.</p>`,
    ],
    tasks: (c) => [
      ...apprenticeTasks(c.sector),
      "Führen des Ausbildungsnachweises",
      "Eigene kleine Projekte mit wachsender Verantwortung",
    ],
    profile: [
      "Guter Haupt- oder Realschulabschluss, Abitur oder Quereinstieg nach anderem Werdegang",
      "Interesse an Pflanzen, Natur und Technik",
      "Freude an körperlicher Arbeit im Freien",
      "Zuverlässigkeit und Teamgeist",
      "Motivation, jeden Tag etwas dazuzulernen",
      "Führerschein Klasse B oder T ist ein Plus, aber kein Muss",
    ],
  },
  {
    key: "buero",
    sectors: ALL_SECTORS,
    times: ["Vollzeit", "Teilzeit"],
    pay: "fachkraft",
    weight: 0.8,
    fits: (c) => c.profile.team >= 15,
    titles: (c) => [
      "Bürokaufmann (m/w/d)",
      "Mitarbeiter (m/w/d) Büro und Verwaltung",
      "Mitarbeiter (m/w/d) Auftragsbearbeitung",
      ...(c.sector === "garten-und-landschaftsbau"
        ? ["Kalkulator (m/w/d) Garten- und Landschaftsbau", "Assistenz (m/w/d) der Bauleitung"]
        : []),
      ...(c.sector === "baumschule" || c.sector === "pflanzenhandel"
        ? ["Mitarbeiter (m/w/d) Verkaufsinnendienst"]
        : []),
      ...(c.sector === "landwirtschaft" ? ["Mitarbeiter (m/w/d) Agrarbüro und Dokumentation"] : []),
      ...(c.sector === "friedhofsgaertnerei"
        ? ["Mitarbeiter (m/w/d) Kundenbetreuung Grabpflegeverträge"]
        : []),
      ...(c.sector === "forstwirtschaft" ? ["Disponent (m/w/d) Holzverkauf und Logistik"] : []),
    ],
    intro: [
      (c) =>
        `<p>Auch im Grünen braucht es ein gut organisiertes Büro. Wir suchen ${c.start} ${aRole(c)} ${where(c)}, der oder die den Überblick behält und unser Team im Tagesgeschäft entlastet.</p>`,
      (c) =>
        `<p>Du organisierst gern und hast ein Faible für Zahlen? Als ${roleText(c)} hältst du uns ${where(c)} den Rücken frei. Wir suchen dich ${c.start}.</p>`,
    ],
    tasks: [
      "Angebots- und Rechnungserstellung",
      "Auftragsannahme per Telefon und E-Mail",
      "Vorbereitende Buchhaltung und Zeiterfassung",
      "Terminplanung und Abstimmung mit den Teams draußen",
      "Pflege von Kunden- und Artikeldaten",
      "Allgemeine Büroorganisation und Ablage",
    ],
    profile: [
      "Kaufmännische Ausbildung oder vergleichbare Erfahrung",
      "Sicherer Umgang mit MS Office und Branchensoftware",
      "Strukturierte, sorgfältige Arbeitsweise",
      "Freundliches Auftreten am Telefon",
      "Interesse an grünen Themen",
    ],
    benefits: [
      "Moderner Arbeitsplatz mit Blick ins Grüne",
      "Gleitzeit und gelegentliches Homeoffice",
    ],
  },
];

// ── Sector-specific texts ─────────────────────────────────────────────────────

function seasonalTitles(c: Ctx): string[] {
  const t: string[] = [];
  switch (c.sector) {
    case "obst-und-gemuesebau":
      if (has(c, /Spargel/) && has(c, /Erdbeer/))
        t.push("Erntehelfer (m/w/d) Spargel und Erdbeeren");
      if (has(c, /Spargel/)) t.push("Erntehelfer (m/w/d) Spargel", "Spargelstecher (m/w/d) Saison");
      if (has(c, /Erdbeer/)) t.push("Erntehelfer (m/w/d) Erdbeeren");
      if (has(c, /Äpfel|Apfel/))
        t.push("Erntehelfer (m/w/d) Apfelernte", "Saisonkraft (m/w/d) Obstsortierung");
      if (has(c, /Kirsch/)) t.push("Erntehelfer (m/w/d) Kirschernte");
      if (has(c, /Zwetschg/)) t.push("Erntehelfer (m/w/d) Zwetschgenernte");
      if (has(c, /Heidelbeer/)) t.push("Erntehelfer (m/w/d) Heidelbeeren");
      if (has(c, /Hopfen/)) t.push("Saisonarbeitskraft (m/w/d) Hopfenernte");
      if (has(c, /Gurke/)) t.push("Erntehelfer (m/w/d) Einlegegurken");
      if (has(c, /Tomate/)) t.push("Saisonkraft (m/w/d) Tomatenernte unter Glas");
      if (has(c, /Kartoffel/)) t.push("Saisonkraft (m/w/d) Kartoffelsortierung");
      if (has(c, /Zwiebel|Möhre|Kohl|Meerrettich/))
        t.push("Erntehelfer (m/w/d) Gemüseernte", "Saisonkraft (m/w/d) Packstation");
      if (has(c, /Salat|Radieschen/)) t.push("Erntehelfer (m/w/d) Salat und Bundgemüse");
      if (has(c, /Kräuter|Jungpflanz/)) t.push("Saisonkraft (m/w/d) Jungpflanzen und Kräuter");
      if (has(c, /Streuobst|Viez|Saft/)) t.push("Saisonkraft (m/w/d) Streuobsternte und Kelterei");
      if (has(c, /Weinbau/)) t.push("Erntehelfer (m/w/d) Weinlese");
      if (t.length === 0) t.push("Erntehelfer (m/w/d)");
      return t;
    case "landwirtschaft":
      t.push("Traktorfahrer (m/w/d) Saison", "Aushilfsfahrer (m/w/d) Erntesaison");
      if (has(c, /Getreide|Weizen|Mais/)) t.push("Saisonfahrer (m/w/d) Getreide- und Maisernte");
      if (has(c, /Zuckerrüben|Kartoffel/)) t.push("Saisonkraft (m/w/d) Rüben- und Kartoffelernte");
      if (has(c, /Weinbau|Weingut/)) t.push("Erntehelfer (m/w/d) Weinlese");
      if (has(c, MILCH)) t.push("Saisonkraft (m/w/d) Heuernte");
      if (has(c, /Spargel/)) t.push("Erntehelfer (m/w/d) Spargel");
      return t;
    case "baumschule":
      return [
        "Saisonkraft (m/w/d) Frühjahrsversand",
        "Saisonkraft (m/w/d) Herbstversand",
        "Saisonhelfer (m/w/d) Baumschule – Rodung und Verladung",
        ...(has(c, /Rosen/) ? ["Saisonkraft (m/w/d) Rosenveredlung"] : []),
      ];
    case "pflanzenhandel":
      return [
        has(c, /Gartencenter/)
          ? "Aushilfe (m/w/d) Frühjahrssaison Gartencenter"
          : "Aushilfe (m/w/d) Frühjahrssaison",
        "Saisonkraft (m/w/d) Weihnachtsbaumverkauf",
        "Saisonkraft (m/w/d) Kasse und Verkauf",
      ];
    case "zierpflanzenbau":
      return [
        "Saisonkraft (m/w/d) Topfpflanzenproduktion",
        ...(has(c, /Weihnachtsstern/) ? ["Saisonkraft (m/w/d) Weihnachtssterne"] : []),
        ...(has(c, /Beet- und Balkon|Beetpflanzen/)
          ? ["Saisonkraft (m/w/d) Beet- und Balkonpflanzen"]
          : []),
        ...(has(c, /Heide|Herbst/) ? ["Saisonkraft (m/w/d) Herbstbepflanzung"] : []),
        ...(has(c, /Stauden/) ? ["Saisonkraft (m/w/d) Staudenversand"] : []),
        "Saisonkraft (m/w/d) Stecklinge und Topfen",
      ];
    case "garten-und-landschaftsbau":
      return [
        "Saisonkraft (m/w/d) Grünpflege",
        "Saisonhelfer (m/w/d) Garten- und Landschaftsbau",
        "Saisonkraft (m/w/d) Rasen- und Heckenschnitt",
        "Saisonkraft (m/w/d) Winterdienst",
      ];
    case "forstwirtschaft":
      return [
        "Pflanzhelfer (m/w/d) Aufforstung",
        "Saisonkraft (m/w/d) Waldpflanzung im Frühjahr",
        "Saisonkraft (m/w/d) Kulturpflege",
        ...(has(c, /Forstpflanz/) ? ["Saisonkraft (m/w/d) Forstpflanzen-Rodung"] : []),
      ];
    default:
      return [
        "Saisonkraft (m/w/d) Frühjahrsbepflanzung Friedhof",
        "Aushilfe (m/w/d) Grabpflege Saison",
        "Saisonkraft (m/w/d) Gestecke zu Allerheiligen und Totensonntag",
      ];
  }
}

function seasonalTasks(c: Ctx): string[] {
  switch (c.sector) {
    case "obst-und-gemuesebau":
      return [
        ...(has(c, OBST)
          ? ["Ernte von Hand mit Pflückeimer und Leiter", "Ausdünnen der Früchte im Frühsommer"]
          : []),
        ...(has(c, GEMUESE)
          ? ["Ernte und Bündeln direkt auf dem Feld", "Pflanzen und Jäten in der Hauptsaison"]
          : []),
        "Arbeit an der Sortier- und Packlinie",
        "Kisten wiegen, stapeln und beschriften",
      ];
    case "landwirtschaft":
      return [
        "Fahren von Abfahrgespannen in der Ernte",
        "Walzen, Schwaden und Pressen",
        "Transportfahrten zwischen Feld und Hof",
        "Mithilfe bei der Einlagerung",
      ];
    case "baumschule":
      return [
        "Roden und Einschlagen von Gehölzen",
        "Kommissionieren und Etikettieren",
        "Beladen von CC-Containern",
        "Topfen und Rücken von Containerware",
      ];
    case "pflanzenhandel":
      return [
        "Verräumen und Pflegen der Saisonware",
        "Kassieren und Einpacken",
        "Beraten bei einfachen Fragen rund um Beet und Balkon",
        "Auffüllen der Verkaufsflächen",
      ];
    case "zierpflanzenbau":
      return [
        "Stecken von Stecklingen und Topfen",
        "Rücken, Ausputzen und Etikettieren",
        "Kommissionieren auf CC-Container",
        "Mithilfe an der Topfmaschine",
      ];
    case "garten-und-landschaftsbau":
      return [
        "Rasenmähen, Heckenschnitt und Laubarbeiten",
        "Unkraut entfernen und Beete pflegen",
        "Einsätze im Winterdienst nach Plan",
        "Mithilfe bei Pflanzungen",
      ];
    case "forstwirtschaft":
      return [
        "Pflanzen von Forstpflanzen mit Hohlspaten oder Pflanzhacke",
        "Freischneiden von Kulturen",
        "Zaunkontrolle und Wildschutz",
        "Transport von Pflanzen zur Fläche",
      ];
    default:
      return [
        "Wechselbepflanzung auf den Gräbern",
        "Gießrunden auf dem Friedhof",
        "Abräumen und Säubern von Grabstätten",
        "Mithilfe beim Binden von Gestecken",
      ];
  }
}

function helperTasks(sector: string): string[] {
  switch (sector) {
    case "garten-und-landschaftsbau":
      return [
        "Mithilfe bei Pflanz-, Pflaster- und Rasenarbeiten",
        "Rasenmähen, Heckenschnitt und Laubarbeiten",
      ];
    case "baumschule":
      return [
        "Topfen, Rücken und Etikettieren von Containerware",
        "Mithilfe beim Kommissionieren und Verladen",
      ];
    case "pflanzenhandel":
      return ["Verräumen von Ware und Pflege der Pflanzen", "Kassieren und Einpacken"];
    case "obst-und-gemuesebau":
      return [
        "Mithilfe bei Pflanzung, Pflege und Ernte",
        "Sortieren und Verpacken von Obst und Gemüse",
      ];
    case "zierpflanzenbau":
      return [
        "Topfen, Rücken und Ausputzen der Kulturen",
        "Mithilfe an der Topfmaschine und beim Versand",
      ];
    case "landwirtschaft":
      return ["Mithilfe im Stall und auf dem Hof", "Einfache Schlepperarbeiten nach Einweisung"];
    case "forstwirtschaft":
      return [
        "Pflanzung und Freischneiden von Kulturen",
        "Zaunbau und Kontrolle von Wildschutzzäunen",
      ];
    default:
      return [
        "Gießen, Pflanzen und Säubern von Grabstätten",
        "Mithilfe bei der Wechselbepflanzung",
      ];
  }
}

function apprenticeshipTitles(c: Ctx): string[] {
  const gaertner = (fach: string) => [
    `Ausbildung zum Gärtner (m/w/d) Fachrichtung ${fach}`,
    `Ausbildung als Gärtner (m/w/d) – ${fach}`,
  ];
  switch (c.sector) {
    case "garten-und-landschaftsbau":
      return [...gaertner("Garten- und Landschaftsbau"), "Ausbildung Landschaftsgärtner (m/w/d)"];
    case "baumschule":
      return [...gaertner("Baumschule"), "Ausbildung zum Baumschulgärtner (m/w/d)"];
    case "obst-und-gemuesebau":
      return [
        ...(has(c, OBST) ? gaertner("Obstbau") : []),
        ...(has(c, GEMUESE) ? gaertner("Gemüsebau") : []),
      ];
    case "zierpflanzenbau":
      return [
        ...(has(c, /Stauden/) ? gaertner("Staudengärtnerei") : []),
        ...gaertner("Zierpflanzenbau"),
      ];
    case "landwirtschaft":
      return [
        "Ausbildung zum Landwirt (m/w/d)",
        "Ausbildung zur Fachkraft Agrarservice (m/w/d)",
        ...(has(c, MILCH) ? ["Ausbildung zum Tierwirt (m/w/d) Rinderhaltung"] : []),
        ...(has(c, /Weinbau|Weingut/) ? ["Ausbildung zum Winzer (m/w/d)"] : []),
      ];
    case "forstwirtschaft":
      return [
        "Ausbildung zum Forstwirt (m/w/d)",
        "Ausbildung zum Forstwirt (m/w/d) – Waldarbeit mit Zukunft",
      ];
    case "friedhofsgaertnerei":
      return [...gaertner("Friedhofsgärtnerei")];
    default:
      return [
        ...(has(c, /Gartencenter|markt/)
          ? [
              "Ausbildung zum Kaufmann im Einzelhandel (m/w/d) – Gartencenter",
              "Ausbildung zum Verkäufer (m/w/d) Pflanzen und Gartenbedarf",
            ]
          : has(c, /Großhandel|Export|Versand/)
            ? ["Ausbildung Kaufmann für Groß- und Außenhandelsmanagement (m/w/d) – Pflanzenhandel"]
            : ["Ausbildung zum Verkäufer (m/w/d) Pflanzen und Gartenbedarf"]),
        ...(has(c, /Floristik|Blumen/) ? ["Ausbildung zum Floristen (m/w/d)"] : []),
      ];
  }
}

function apprenticeTasks(sector: string): string[] {
  switch (sector) {
    case "garten-und-landschaftsbau":
      return [
        "Du lernst Pflaster-, Mauer- und Pflanzarbeiten von Grund auf",
        "Du bedienst nach und nach Minibagger, Radlader und Rüttelplatte",
        "Du pflegst Gärten und lernst Gehölze und Stauden kennen",
        "Du liest Pläne und misst Flächen auf",
      ];
    case "baumschule":
      return [
        "Du lernst Vermehrung, Veredlung und Schnitt von Gehölzen",
        "Du arbeitest in Container- und Freilandkultur mit",
        "Du erlebst den Frühjahrs- und Herbstversand hautnah",
        "Du lernst Pflanzenschutz und Düngung",
      ];
    case "obst-und-gemuesebau":
      return [
        "Du begleitest die Kulturen von der Pflanzung bis zur Ernte",
        "Du lernst Schnitt, Pflanzenschutz und Bewässerung",
        "Du arbeitest mit Schlepper und Erntetechnik",
        "Du lernst Sortierung, Lagerung und Qualitätskontrolle",
      ];
    case "zierpflanzenbau":
      return [
        "Du lernst Aussaat, Stecklingsvermehrung und Topfen",
        "Du steuerst Klima und Bewässerung im Gewächshaus",
        "Du lernst Nützlinge und Pflanzenschutz kennen",
        "Du stellst Aufträge für den Versand zusammen",
      ];
    case "landwirtschaft":
      return [
        "Du lernst Bodenbearbeitung, Aussaat und Ernte",
        "Du arbeitest mit moderner Landtechnik und GPS",
        "Du kümmerst dich um Tiere, Fütterung und Stallarbeit",
        "Du lernst Betriebswirtschaft und Dokumentation",
      ];
    case "forstwirtschaft":
      return [
        "Du lernst den sicheren Umgang mit der Motorsäge",
        "Du pflanzt und pflegst junge Bäume",
        "Du lernst Holzernte und Holzsortierung",
        "Du baust Zäune und pflegst Waldwege",
      ];
    case "friedhofsgaertnerei":
      return [
        "Du lernst Grabgestaltung und Wechselbepflanzung",
        "Du ziehst Pflanzen in unserer Gärtnerei an",
        "Du arbeitest an Kränzen und Grabschmuck mit",
        "Du lernst den einfühlsamen Umgang mit Angehörigen",
      ];
    default:
      return [
        "Du lernst unser Sortiment von Zimmerpflanze bis Obstbaum kennen",
        "Du berätst Kundschaft zuerst mit, dann selbstständig",
        "Du lernst Warenpräsentation, Bestellung und Kasse",
        "Du pflegst Pflanzen auf der Verkaufsfläche",
      ];
  }
}

// ── Shared pools ──────────────────────────────────────────────────────────────

const TIME_BENEFITS: Record<DemoWorkingTime, readonly string[]> = {
  Vollzeit: [
    "Unbefristeter Arbeitsvertrag",
    "30 Tage Urlaub",
    "Betriebliche Altersvorsorge mit Arbeitgeberzuschuss",
    "Weiterbildungen, zum Beispiel zur Vorarbeiterin oder zum Meister",
    "Urlaubs- und Weihnachtsgeld",
  ],
  Teilzeit: [
    "Flexible Arbeitszeiten, abgestimmt auf Familie oder Studium",
    "Unbefristeter Teilzeitvertrag",
    "Urlaubs- und Weihnachtsgeld anteilig wie in Vollzeit",
    "Aufstockung der Stunden später möglich",
  ],
  Saisonarbeit: [
    "Unterkunft in Betriebsnähe auf Wunsch",
    "Auf Wunsch wöchentliche Abschlagszahlungen",
    "Mittagessen an langen Erntetagen",
    "Einsatz in festen Teams, gern auch mit Freunden",
    "Gute Chancen auf Wiedereinstellung in der nächsten Saison",
    "Hilfe bei Anmeldung und Formalitäten",
  ],
  Ausbildung: [
    "Ausbildungsvergütung nach Tarif – jedes Jahr mehr",
    "Übernahme nach erfolgreicher Ausbildung",
    "Feste Ansprechperson während der gesamten Ausbildung",
    "Prüfungsvorbereitung im Betrieb",
    "Zuschuss zu den Fahrtkosten zur Berufsschule",
    "Eigenes Tablet für Berichtsheft und Berufsschule",
  ],
};

const GENERAL_BENEFITS = [
  "Hochwertige Arbeitskleidung und Schutzausrüstung",
  "Ein kollegiales Team mit flachen Hierarchien",
  "Sommerfest, Weihnachtsfeier und gemeinsame Ausflüge",
  "Zuschuss zum Deutschlandticket oder JobRad",
  "Kostenlose Getränke und frisches Obst",
  "Gute Erreichbarkeit und kostenlose Parkplätze am Betrieb",
  "Kurze Entscheidungswege und ehrliche Wertschätzung",
  "Pünktliche Bezahlung und faire Überstundenregelung",
  "Gesundheitsangebote, etwa ein Zuschuss zum Fitnessstudio",
];

const TIME_PROFILE: Partial<Record<DemoWorkingTime, readonly string[]>> = {
  Teilzeit: [
    "Verfügbarkeit an mindestens drei Tagen pro Woche",
    "Flexibilität in Spitzenzeiten – nach Absprache",
  ],
  Saisonarbeit: [
    "Verfügbarkeit für mindestens sechs Wochen",
    "Sozialversicherungsnummer oder Bereitschaft, sie zu beantragen",
  ],
};

const CONTACTS: readonly [string, string][] = [
  ["Anna", "Schröder"],
  ["Jan", "Petersen"],
  ["Katrin", "Meyer"],
  ["Thomas", "Hansen"],
  ["Sabine", "Krüger"],
  ["Michael", "Wagner"],
  ["Julia", "Hoffmann"],
  ["Stefan", "Becker"],
  ["Lena", "Schulz"],
  ["Markus", "Koch"],
  ["Birgit", "Richter"],
  ["Tobias", "Klein"],
  ["Claudia", "Wolf"],
  ["Florian", "Neumann"],
  ["Heike", "Schwarz"],
  ["Jonas", "Zimmermann"],
  ["Petra", "Braun"],
  ["Andreas", "Hartmann"],
  ["Sandra", "Lange"],
  ["Christian", "Werner"],
  ["Miriam", "Fischer"],
  ["Daniel", "Schmitt"],
  ["Ute", "Lehmann"],
  ["Sebastian", "Köhler"],
  ["Nina", "Vogel"],
  ["Matthias", "Frank"],
  ["Susanne", "Albrecht"],
  ["Lukas", "Jansen"],
  ["Kerstin", "Dietrich"],
  ["Björn", "Ludwig"],
  ["Maren", "Friedrichs"],
  ["Oliver", "Günther"],
  ["Jana", "Böhm"],
  ["Hendrik", "Vos"],
  ["Anke", "Busch"],
  ["Felix", "Sommer"],
  ["Martina", "Engel"],
  ["Rainer", "Thiel"],
  ["Sophie", "Kaiser"],
  ["Gerd", "Haas"],
  ["Elif", "Demir"],
  ["Paulina", "Nowak"],
];

const TEILZEIT_SUFFIXES = [
  " in Teilzeit (20–30 Std.)",
  " in Teilzeit (25 Std./Woche)",
  " in Teilzeit",
  " in Teilzeit (30 Std.)",
  " – Teilzeit, vormittags",
];

// ── Assembly ──────────────────────────────────────────────────────────────────

function aboutParagraph(rng: Rng, employer: DemoEmployer, profile: DemoEmployerProfile): string {
  const name = esc(employer.name);
  const town = esc(employer.place.location);
  const kind = esc(profile.kind);
  const focus = esc(profile.focus);
  const team =
    profile.team < 15
      ? `einem kleinen, eingespielten Team von ${profile.team} Leuten`
      : `rund ${profile.team} Kolleginnen und Kollegen`;
  const variants = [
    `<p><strong>${name}</strong> ist ${kind} mit Sitz in ${town}. Seit ${profile.since} stehen wir für ${focus} – heute mit ${team}.</p>`,
    `<p>Wir sind ${kind} aus ${town}, gegründet ${profile.since}. Unser Schwerpunkt: ${focus}. Bei uns arbeitest du mit ${team} zusammen.</p>`,
    `<p>Bei <strong>${name}</strong> in ${town} dreht sich seit ${profile.since} alles um ${focus}. Wir sind ${kind} und arbeiten mit ${team} Hand in Hand.</p>`,
    `<p><strong>${name}</strong> – das ist ${kind} ${/ (in|im|an|am) /.test(profile.kind) ? "aus" : "in"} ${town}. Spezialisiert sind wir auf ${focus}; gegründet wurde der Betrieb ${profile.since}. Heute sind wir ${profile.team < 15 ? `ein kleines Team von ${profile.team} Leuten` : `rund ${profile.team} Beschäftigte`}.</p>`,
  ];
  return rng.pick(variants);
}

function timeParagraph(rng: Rng, time: DemoWorkingTime): string | null {
  switch (time) {
    case "Teilzeit":
      return rng.pick([
        "<p>Die Stelle ist in Teilzeit angelegt. Deine Arbeitszeiten stimmen wir gemeinsam ab – etwa an festen Wochentagen oder vormittags, damit sie zu deinem Alltag passen.</p>",
        "<p>Du suchst eine Teilzeitstelle? Wir sind flexibel: Ob 20 oder 30 Stunden, ob vormittags oder an festen Tagen – sprich uns einfach an.</p>",
      ]);
    case "Saisonarbeit":
      return rng.pick([
        "<p>Der Einsatz dauert je nach Witterung acht bis zwölf Wochen. Wir freuen uns auch über Bewerbungen von Studierenden, Rentnerinnen und Rentnern sowie allen, die sich etwas dazuverdienen möchten.</p>",
        "<p>Die Saison ist befristet, die Stimmung im Team trotzdem langfristig gut: Viele unserer Saisonkräfte kommen seit Jahren wieder. Gearbeitet wird in der Regel von Montag bis Freitag, in Spitzenzeiten auch samstags.</p>",
      ]);
    case "Ausbildung":
      return rng.pick([
        "<p>Die Ausbildung dauert drei Jahre; mit Abitur oder passender Vorbildung ist eine Verkürzung möglich. Die Praxis lernst du bei uns, die Theorie in der Berufsschule und in überbetrieblichen Lehrgängen.</p>",
        "<p>Während der dreijährigen Ausbildung durchläufst du alle Bereiche unseres Betriebs. Eine feste Ausbilderin oder ein fester Ausbilder begleitet dich bis zur Abschlussprüfung.</p>",
      ]);
    default:
      return rng.chance(0.4)
        ? "<p>Dich erwartet eine unbefristete Vollzeitstelle in einem Betrieb, der auf Beständigkeit setzt und seine Leute langfristig halten möchte.</p>"
        : null;
  }
}

function closingParagraph(
  rng: Rng,
  contact: string,
  phone: string | null,
  method: ApplicationMethod,
  email: boolean,
): string {
  const who = esc(contact);
  // The form on the job page takes it: the text points to its button, not to a mailbox or link.
  if (method === "wurzelwerk") {
    return rng.pick([
      `<p>Klingt nach dir? Dann bewirb dich direkt hier mit „Jetzt bewerben“ – in einer Minute, gern auch ohne Anschreiben und Lebenslauf. Fragen beantwortet dir ${who} vorab gern.</p>`,
      `<p>Bewirb dich einfach hier über „Jetzt bewerben“: Ein paar Sätze zu dir reichen für den Anfang, deinen Lebenslauf kannst du gern anhängen. Alles Weitere klären wir bei einem Kennenlernen vor Ort.</p>`,
      phone
        ? `<p>Du hast noch Fragen? Ruf ${who} unter ${esc(phone)} an oder bewirb dich gleich hier mit „Jetzt bewerben“. Wir melden uns innerhalb weniger Tage bei dir.</p>`
        : `<p>Du hast noch Fragen? ${who} hilft dir gern weiter – oder du bewirbst dich gleich hier mit „Jetzt bewerben“. Wir melden uns innerhalb weniger Tage bei dir.</p>`,
    ]);
  }
  const channel =
    method === "url"
      ? email
        ? "per E-Mail oder über unser Bewerbungsformular"
        : "über unser Bewerbungsformular"
      : "per E-Mail";
  return rng.pick([
    `<p>Klingt nach dir? Dann freuen wir uns auf deine Bewerbung ${channel} – gern auch kurz und ohne Anschreiben. Fragen beantwortet dir ${who} vorab gern.</p>`,
    `<p>Schick uns einfach deine Unterlagen ${channel}. Ein Lebenslauf reicht für den Anfang – alles Weitere klären wir bei einem Kennenlernen vor Ort.</p>`,
    phone
      ? `<p>Du hast noch Fragen? Ruf ${who} unter ${esc(phone)} an oder bewirb dich direkt ${channel}. Wir melden uns innerhalb weniger Tage bei dir.</p>`
      : `<p>Du hast noch Fragen? Schreib ${who} eine kurze Nachricht oder bewirb dich direkt ${channel}. Wir melden uns innerhalb weniger Tage bei dir.</p>`,
  ]);
}

function startPhrase(days: number | null, time: DemoWorkingTime): string {
  if (days === null) return "ab sofort";
  if (days < 100) return "zum nächstmöglichen Zeitpunkt";
  if (time === "Ausbildung") return "zum nächsten Ausbildungsjahr";
  if (time === "Saisonarbeit") return "für die kommende Saison";
  return "mit etwas Vorlauf";
}

function salaryFor(rng: Rng, pay: Pay, time: DemoWorkingTime): DemoJob["salary"] {
  const hourly = (min: number, max: number) => {
    const lo = rng.step(min, max, 5);
    return {
      min: lo,
      max: rng.chance(0.55) ? null : lo + rng.step(50, 250, 10),
      period: "hour" as const,
    };
  };
  if (pay === "saison" || time === "Saisonarbeit" || pay === "helfer") return hourly(1390, 1650);
  if (pay === "azubi") return { min: rng.step(100000, 130000, 2500), max: null, period: "month" };
  if (pay === "leitung") {
    const lo = rng.step(4800000, 6500000, 100000);
    return {
      min: lo,
      max: rng.chance(0.4) ? null : lo + rng.step(500000, 1000000, 100000),
      period: "year",
    };
  }
  if (time === "Teilzeit") {
    if (rng.chance(0.5)) return hourly(1500, 1950);
    const lo = rng.step(140000, 220000, 5000);
    return {
      min: lo,
      max: rng.chance(0.5) ? null : lo + rng.step(10000, 30000, 5000),
      period: "month",
    };
  }
  if (pay === "meister") {
    const lo = rng.step(340000, 450000, 5000);
    return {
      min: lo,
      max: rng.chance(0.4) ? null : lo + rng.step(30000, 70000, 5000),
      period: "month",
    };
  }
  const lo = rng.step(260000, 360000, 5000);
  return {
    min: lo,
    max: rng.chance(0.4) ? null : lo + rng.step(20000, 60000, 5000),
    period: "month",
  };
}

const MOTIF_RULES: readonly [RegExp, Motif][] = [
  [/Forst|Wald|Harvester|Forwarder|Seilkran|Aufforstung|Rückezug|Rotte|Revier|Holz/, "forest"],
  [/Friedhof|Grab|Allerheiligen/, "cemetery"],
  [/Apfel|Kirsch|Obst|Zwetschg|Heidelbeer|Streuobst|Hopfen/, "orchard"],
  [/Baumschul|Container|Veredlung|Rosen|Rhododendron|Gehölz/, "nursery"],
  [
    /Gewächshaus|unter Glas|Topfpflanzen|Tomaten|Weihnachtsstern|Topfkräuter|Jungpflanzen/,
    "greenhouse",
  ],
  [/Florist|Beet- und Balkon|Stauden|Heidepflanzen|Hortensien|Erdbeer/, "flowers"],
  [
    /Landschaftsgärtner|GaLaBau|Garten- und Landschaftsbau|Grünpflege|Pflaster|Baumpfleger|Baumkletterer|Gartendenkmal|Formschnitt|Dachbegrünung/,
    "garden",
  ],
];

const SECTOR_MOTIFS: Record<string, readonly Motif[]> = {
  landwirtschaft: ["field"],
  "garten-und-landschaftsbau": ["garden"],
  baumschule: ["nursery"],
  pflanzenhandel: ["greenhouse", "flowers"],
  "obst-und-gemuesebau": ["field", "orchard"],
  zierpflanzenbau: ["greenhouse", "flowers"],
  forstwirtschaft: ["forest"],
  friedhofsgaertnerei: ["cemetery"],
};

function motifFor(rng: Rng, title: string, c: Ctx): Motif {
  for (const [pattern, motif] of MOTIF_RULES) if (pattern.test(title)) return motif;
  if (c.sector === "obst-und-gemuesebau")
    return has(c, OBST) && !has(c, GEMUESE) ? "orchard" : has(c, /Glas/) ? "greenhouse" : "field";
  return rng.pick(SECTOR_MOTIFS[c.sector] ?? ["garden"]);
}

function jobCountFor(rng: Rng, profile: DemoEmployerProfile): number {
  return Math.min(12, 3 + rng.int(0, 3) + Math.floor(profile.team / 30));
}

const TIME_WEIGHTS: readonly [DemoWorkingTime, number][] = [
  ["Vollzeit", 55],
  ["Saisonarbeit", 20],
  ["Teilzeit", 15],
  ["Ausbildung", 10],
];

function pickStartDays(rng: Rng, time: DemoWorkingTime): number | null {
  // Apprenticeships start with the next training year; the other ads share the rest so that
  // overall about 35 % start at once, 40 % soon and 25 % later.
  if (time === "Ausbildung") return rng.int(100, 240);
  const r = rng.next();
  if (r < 0.39) return null;
  if (r < 0.83) return rng.int(5, 85);
  return rng.int(100, 240);
}

/** What one employer's ads draw from: its own PRNG, contacts, mailbox and the titles it used. */
export interface DemoAdWriter {
  employer: DemoEmployer;
  profile: DemoEmployerProfile;
  rng: Rng;
  /**
   * Which of its ads take applications on Wurzelwerk: a stream of its own, so that every other
   * part of the ads (titles, places, pay, …) is drawn as before.
   */
  methodRng: Rng;
  /** The seasonal-work fields (seasonal-work.ts): a stream of its own as well. */
  seasonRng: Rng;
  domain: string;
  contacts: readonly (readonly [string, string])[];
  applicationMailbox: string;
  nearby: DemoPlace[];
  usedTitles: Set<string>;
}

export function demoAdWriter(
  employer: DemoEmployer,
  profile: DemoEmployerProfile,
  nearby: DemoPlace[] = [],
): DemoAdWriter {
  const rng = createRng(SEED ^ hash(employer.key));
  return {
    employer,
    profile,
    rng,
    methodRng: createRng(SEED ^ hash(`${employer.key}/application`)),
    seasonRng: createRng(SEED ^ hash(`${employer.key}/season`)),
    domain: employer.email.split("@")[1] ?? `${employer.key}.example`,
    contacts: rng.sample(CONTACTS, 2),
    applicationMailbox: rng.pick([
      "bewerbung",
      "jobs",
      "karriere",
      employer.email.split("@")[0] ?? "info",
    ]),
    nearby,
    usedTitles: new Set(),
  };
}

/** Which ad is wanted: a working time, a main sector and a start; anything left out is drawn. */
export interface DemoAdWish {
  time?: DemoWorkingTime;
  sector?: string;
  /** Days from today, null for "ab sofort". */
  startsInDays?: number | null;
  publishedDaysAgo?: number;
  /**
   * Chance that the ad names another of the employer's sectors its role fits (0.5). With a
   * wished sector, roles that fit more of the employer's sectors are also drawn more often.
   */
  shareSectors?: number;
}

function candidatesFor(w: DemoAdWriter, time: DemoWorkingTime, sector?: string) {
  const { employer, profile } = w;
  return families.flatMap((family) =>
    family.times.includes(time)
      ? employer.sectors
          .filter((s) => family.sectors.includes(s) && (sector === undefined || s === sector))
          .map((s) => ({ family, ctx: { employer, profile, sector: s, time } satisfies Ctx }))
          .filter(({ family: f, ctx }) => (f.fits ? f.fits(ctx) : true) && f.titles(ctx).length > 0)
      : [],
  );
}

/** The employer's next ad, as wished where a wish is given. */
export function writeDemoAd(w: DemoAdWriter, wish: DemoAdWish = {}): DemoJob {
  const {
    employer,
    profile,
    rng,
    methodRng,
    seasonRng,
    domain,
    contacts,
    applicationMailbox,
    nearby,
    usedTitles,
  } = w;
  const sectorWeight = (s: string) => (s === employer.sectors[0] ? 2 : 1);

  let time: DemoWorkingTime = wish.time ?? rng.weighted(TIME_WEIGHTS, ([, weight]) => weight)[0];
  let options = candidatesFor(w, time, wish.sector);
  if (options.length === 0 && wish.time === undefined) {
    time = "Vollzeit";
    options = candidatesFor(w, time, wish.sector);
  }
  if (options.length === 0)
    throw new Error(`${employer.key} hat keine Anzeige für ${time} in ${wish.sector ?? "*"}`);

  let chosen: { family: Family; ctx: Ctx; base: string } | undefined;
  for (let attempt = 0; attempt < 12 && !chosen; attempt++) {
    const { family, ctx } = rng.weighted(
      options,
      (o) =>
        o.family.weight *
        sectorWeight(o.ctx.sector) *
        (wish.shareSectors === undefined
          ? 1
          : employer.sectors.filter((x) => o.family.sectors.includes(x)).length),
    );
    const base = rng.pick(family.titles(ctx));
    if (!usedTitles.has(`${time}|${base}`) || attempt === 11) chosen = { family, ctx, base };
  }
  const { family, ctx, base } = chosen!;
  usedTitles.add(`${time}|${base}`);

  // Place and street.
  const branch = nearby.length > 0 && rng.chance(0.25);
  const place = branch ? rng.pick(nearby) : employer.place;
  const address = !branch && rng.chance(0.75) ? splitStreet(employer.street) : null;

  // Title with working-time and place suffixes.
  let title = base;
  if (time === "Teilzeit" && !/Aushilfe|Teilzeit/.test(base))
    title += rng.pick(
      base.includes(" – ")
        ? TEILZEIT_SUFFIXES.filter((t) => !t.includes(" – "))
        : TEILZEIT_SUFFIXES,
    );
  if (rng.chance(branch ? 0.55 : 0.25)) {
    if (title === base) title += ` in ${place.location}`;
    else if (!title.includes(" – ")) title += ` – ${place.location}`;
  }

  const startsInDays =
    wish.startsInDays !== undefined ? wish.startsInDays : pickStartDays(rng, time);
  const contactPair = rng.pick(contacts);
  const contactName = `${contactPair[0]} ${contactPair[1]}`;
  const contactEmail = `${ascii(contactPair[0])}.${ascii(contactPair[1])}@${domain}`;
  const contactPhone = rng.chance(0.75) ? employer.phone : null;

  const r = rng.next();
  const hasUrl = employer.website !== null && r >= 0.6;
  const hasEmail = !hasUrl || r < 0.8;
  const applicationEmail = hasEmail ? `${applicationMailbox}@${domain}` : null;
  const applicationUrl = hasUrl
    ? rng.chance(0.5)
      ? `${employer.website}/karriere`
      : `${employer.website}/karriere/${slugify(base)}`
    : null;
  // About a third of the ads take applications with the form on their job page; they name no
  // mailbox or link of their own (the contact person's address stays).
  const method: ApplicationMethod = methodRng.chance(WURZELWERK_SHARE)
    ? "wurzelwerk"
    : hasUrl
      ? "url"
      : "email";
  const onPlatform = method === "wurzelwerk";

  const textCtx: TextCtx = {
    ...ctx,
    role: base,
    place,
    branch,
    start: startPhrase(startsInDays, time),
  };
  const description = [
    aboutParagraph(rng, employer, profile),
    rng.pick(family.intro)(textCtx),
    timeParagraph(rng, time),
    closingParagraph(rng, contactName, contactPhone, method, hasEmail),
  ]
    .filter((p): p is string => p !== null)
    .join("");

  const tasks = rng.sample(resolve(family.tasks, ctx), rng.int(4, 6));
  const profileItems = [
    ...rng.sample(resolve(family.profile, ctx), rng.int(4, 5)),
    ...rng.sample(TIME_PROFILE[time] ?? [], 1),
  ];
  const specific = [...resolve(family.benefits, ctx), ...TIME_BENEFITS[time]];
  const benefitCount = rng.int(4, 6);
  const benefitsPicked = rng.sample(specific, Math.min(3, benefitCount - 1));
  const benefits = [
    ...benefitsPicked,
    ...rng.sample(GENERAL_BENEFITS, benefitCount - benefitsPicked.length),
  ];

  const sectors = [
    ctx.sector,
    ...employer.sectors.filter(
      (s) => s !== ctx.sector && family.sectors.includes(s) && rng.chance(wish.shareSectors ?? 0.5),
    ),
  ].slice(0, 3);

  return {
    employerKey: employer.key,
    title,
    sectors,
    working_time: time,
    startsInDays,
    place,
    street: address?.street ?? null,
    street_number: address?.number ?? null,
    description,
    tasks: list(tasks.map(esc)),
    profile: list(profileItems.map(esc)),
    benefits: list(benefits.map(esc)),
    salary: rng.chance(0.7) ? salaryFor(rng, family.pay, time) : null,
    contact_name: contactName,
    contact_email: contactEmail,
    contact_phone: contactPhone,
    application_method: method,
    application_email: onPlatform ? null : applicationEmail,
    application_url: onPlatform ? null : applicationUrl,
    publishedDaysAgo: wish.publishedDaysAgo ?? rng.int(0, 25),
    highlighted: rng.chance(0.15),
    seasonal: demoSeasonalWork(seasonRng, time, startsInDays, profileItems, benefits),
    translations: demoTranslations(title, time === "Saisonarbeit"),
    headerMotif: motifFor(rng, title, ctx),
  };
}

function employerJobs(employer: DemoEmployer): DemoJob[] {
  const profile = demoEmployerProfile(employer.key);
  const writer = demoAdWriter(employer, profile, demoPlacesNear(employer.place, 40));
  const count = jobCountFor(writer.rng, profile);
  return Array.from({ length: count }, () => writeDemoAd(writer));
}

/** The hand-written demo employers' ads, identical on every call. */
export function generateDemoJobs(): DemoJob[] {
  return demoEmployers.flatMap(employerJobs);
}

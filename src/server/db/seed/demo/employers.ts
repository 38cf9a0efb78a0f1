// Fictitious employers of the green sector for the demo data (SEED_DEMO). All names, streets,
// phone numbers and addresses are invented; websites and emails live under `.example`.

import { demoAreaCode, demoPlace } from "./places.ts";
import type { DemoEmployer } from "./types.ts";

/** Extra facts the job generator uses to write the "Über uns" paragraph of an ad. */
export interface DemoEmployerProfile {
  /** With indefinite article, nominative: "eine familiengeführte Baumschule". */
  kind: string;
  since: number;
  team: number;
  /** What the business does, fits after "spezialisiert auf" / "steht für". */
  focus: string;
}

interface EmployerSeed {
  key: string;
  name: string;
  town: string;
  street: string;
  sectors: string[];
  description: string;
  profile: DemoEmployerProfile;
  initials: string;
  shape: DemoEmployer["logo"]["shape"];
  colors: [background: string, foreground: string];
  mailbox?: string;
}

const seeds: EmployerSeed[] = [
  // ── Schleswig-Holstein / Hamburg ────────────────────────────────────────────
  {
    key: "baumschule-lorenz",
    name: "Baumschule Lorenz",
    town: "Ellerhoop",
    street: "Thiensener Weg 14",
    sectors: ["baumschule", "pflanzenhandel"],
    description:
      "Wir sind eine familiengeführte Baumschule im Herzen des Pinneberger Baumschullands. Auf rund 60 Hektar ziehen wir Laub- und Nadelgehölze, Heckenpflanzen und Rosen für Fachhandel, GaLaBau und Kommunen. Unser Team verbindet altes Gärtnerwissen mit moderner Containerkultur.",
    profile: {
      kind: "eine familiengeführte Baumschule in dritter Generation",
      since: 1958,
      team: 45,
      focus: "Heckenpflanzen, Laubgehölze und Rosen in Container- und Freilandkultur",
    },
    initials: "BL",
    shape: "leaf",
    colors: ["#2f6b3a", "#f4f1e6"],
  },
  {
    key: "baumschule-hinrichsen",
    name: "Baumschule Hinrichsen",
    town: "Pinneberg",
    street: "Elmshorner Straße 212",
    sectors: ["baumschule"],
    description:
      "Die Baumschule Hinrichsen produziert seit über 70 Jahren Solitärgehölze und Alleebäume. Unsere Kunden sind Landschaftsarchitekten, Städte und Gemeinden in ganz Europa. Wir legen Wert auf sorgfältige Kultur, verlässliche Qualität und ein kollegiales Miteinander.",
    profile: {
      kind: "eine traditionsreiche Baumschule",
      since: 1951,
      team: 70,
      focus: "Solitärgehölze und Alleebäume für Städte, Gemeinden und Landschaftsarchitekten",
    },
    initials: "H",
    shape: "circle",
    colors: ["#1f4d2b", "#e8e2c8"],
  },
  {
    key: "rosen-tiedemann",
    name: "Rosen- und Baumschule Tiedemann",
    town: "Rellingen",
    street: "Hempbergstraße 7",
    sectors: ["baumschule", "zierpflanzenbau"],
    description:
      "Rosen sind unsere Leidenschaft: Wir veredeln jedes Jahr mehrere hunderttausend Rosen und ergänzen das Sortiment um Kletterpflanzen und Ziergehölze. Als mittelständischer Familienbetrieb beliefern wir Gartencenter und Baumschulen im ganzen Bundesgebiet.",
    profile: {
      kind: "ein mittelständischer Rosen- und Baumschulbetrieb",
      since: 1972,
      team: 38,
      focus: "Beet-, Strauch- und Kletterrosen sowie Ziergehölze",
    },
    initials: "RT",
    shape: "leaf",
    colors: ["#8c2f4b", "#fbeff2"],
  },
  {
    key: "gruenwerk-brandt",
    name: "Garten- und Landschaftsbau Brandt",
    town: "Hamburg",
    street: "Billstraße 118",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Wir planen, bauen und pflegen Gärten, Innenhöfe und Dachbegrünungen in Hamburg und im Umland. Mit sieben Kolonnen arbeiten wir für private Bauherren, Wohnungsbaugesellschaften und die öffentliche Hand. Gute Ausstattung und faire Bezahlung sind für uns selbstverständlich.",
    profile: {
      kind: "ein inhabergeführter GaLaBau-Betrieb",
      since: 1994,
      team: 42,
      focus: "Hausgärten, Innenhöfe und Dachbegrünungen in der Hansestadt",
    },
    initials: "GB",
    shape: "square",
    colors: ["#0f5257", "#e6f2ef"],
  },
  {
    key: "vierlaender-gaertnerei-harden",
    name: "Vierländer Gärtnerei Harden",
    town: "Hamburg-Kirchwerder",
    street: "Kirchwerder Landweg 301",
    sectors: ["zierpflanzenbau", "obst-und-gemuesebau"],
    description:
      "In den Vier- und Marschlanden produzieren wir unter Glas Topfkräuter, Beet- und Balkonpflanzen sowie Tomaten für den Hamburger Großmarkt. Unser Betrieb wird in vierter Generation geführt und setzt auf Nützlinge statt Chemie.",
    profile: {
      kind: "ein Gartenbaubetrieb in vierter Generation",
      since: 1931,
      team: 28,
      focus: "Topfkräuter, Beet- und Balkonpflanzen und Tomaten unter Glas",
    },
    initials: "VH",
    shape: "circle",
    colors: ["#c2562b", "#fff4e8"],
  },
  {
    key: "landschaftsbau-petersen",
    name: "Landschaftsbau Petersen",
    town: "Kiel",
    street: "Eckernförder Straße 340",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Landschaftsbau Petersen gestaltet Gärten und öffentliche Grünanlagen zwischen Kieler Förde und Ostsee. Wir sind Ausbildungsbetrieb, arbeiten mit moderner Technik und halten unsere Teams bewusst klein und eingespielt.",
    profile: {
      kind: "ein GaLaBau-Betrieb an der Kieler Förde",
      since: 1989,
      team: 24,
      focus: "Gartengestaltung, Natursteinarbeiten und Grünpflege zwischen Förde und Ostsee",
    },
    initials: "LP",
    shape: "square",
    colors: ["#24507a", "#eaf2fa"],
  },
  {
    key: "gut-hohenfelde",
    name: "Gut Hohenfelde",
    town: "Heide",
    street: "Hohenfelder Weg 3",
    sectors: ["landwirtschaft"],
    description:
      "Auf Gut Hohenfelde bewirtschaften wir 900 Hektar Ackerland in Dithmarschen und halten 350 Milchkühe. Kohl, Weizen und Raps prägen unsere Fruchtfolge. Wir investieren laufend in Technik und Tierwohl und bilden selbst aus.",
    profile: {
      kind: "ein landwirtschaftlicher Gemischtbetrieb",
      since: 1903,
      team: 22,
      focus: "Ackerbau mit Kohl, Weizen und Raps sowie Milchviehhaltung",
    },
    initials: "GH",
    shape: "circle",
    colors: ["#6b4f1d", "#f7eed8"],
  },
  {
    key: "forstservice-nordwald-kruse",
    name: "Forstservice Nordwald Kruse",
    town: "Neumünster",
    street: "Boostedter Straße 54",
    sectors: ["forstwirtschaft"],
    description:
      "Wir sind Dienstleister für private und kommunale Waldbesitzer in Schleswig-Holstein und Hamburg. Von der Pflanzung über die Jungbestandspflege bis zur Holzernte mit eigener Technik kommt bei uns alles aus einer Hand.",
    profile: {
      kind: "ein Forstdienstleister",
      since: 2004,
      team: 18,
      focus: "Pflanzung, Jungbestandspflege und Holzernte für private und kommunale Waldbesitzer",
    },
    initials: "NK",
    shape: "leaf",
    colors: ["#234d20", "#dfe9c8"],
  },
  {
    key: "friedhofsgaertnerei-claussen",
    name: "Friedhofsgärtnerei Claußen",
    town: "Lübeck",
    street: "Vorwerker Straße 85",
    sectors: ["friedhofsgaertnerei", "pflanzenhandel"],
    description:
      "Seit drei Generationen pflegen wir Grabstätten auf den Lübecker Friedhöfen und beraten Angehörige mit Ruhe und Sorgfalt. In unserem Blumenladen am Friedhofstor binden wir Trauer- und Saisonfloristik.",
    profile: {
      kind: "eine Friedhofsgärtnerei mit eigenem Blumenladen",
      since: 1962,
      team: 14,
      focus: "Dauergrabpflege, Grabneuanlagen und Trauerfloristik",
    },
    initials: "FC",
    shape: "square",
    colors: ["#4a4e69", "#f2e9e4"],
  },
  // ── Niedersachsen / Bremen ──────────────────────────────────────────────────
  {
    key: "obsthof-quast",
    name: "Obsthof Quast",
    town: "Jork",
    street: "Osterjork 88",
    sectors: ["obst-und-gemuesebau"],
    description:
      "Im Alten Land bauen wir auf 45 Hektar Äpfel, Kirschen und Birnen an. Einen Teil unserer Ernte verkaufen wir im eigenen Hofladen, den Rest über die regionale Erzeugerorganisation. Jedes Jahr unterstützen uns Saisonkräfte aus ganz Europa.",
    profile: {
      kind: "ein Obsthof im Alten Land",
      since: 1921,
      team: 16,
      focus: "Äpfel, Kirschen und Birnen aus dem Alten Land",
    },
    initials: "OQ",
    shape: "circle",
    colors: ["#b3261e", "#fff1e6"],
  },
  {
    key: "obstbau-cordes",
    name: "Obstbau Cordes",
    town: "Stade",
    street: "Altländer Straße 17",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Obstbau Cordes bewirtschaftet Apfel- und Zwetschgenanlagen an der Niederelbe und betreibt ein modernes CA-Lager. Wir setzen auf integrierten Pflanzenschutz, Blühstreifen und eigene Bienenvölker.",
    profile: {
      kind: "ein Obstbaubetrieb an der Niederelbe",
      since: 1968,
      team: 20,
      focus: "Tafeläpfel und Zwetschgen mit eigenem Kühllager",
    },
    initials: "OC",
    shape: "leaf",
    colors: ["#5f8f2b", "#f6f9ec"],
  },
  {
    key: "ammerland-baumschulen-janssen",
    name: "Ammerländer Baumschulen Janßen",
    town: "Westerstede",
    street: "Eggeloger Straße 40",
    sectors: ["baumschule", "pflanzenhandel"],
    description:
      "Im Ammerland produzieren wir Rhododendren, Azaleen und Heckenpflanzen und versenden sie an Gartencenter und Baumschulen in ganz Europa. Unsere Versandsaison im Frühjahr und Herbst ist lebhaft, das Team dafür umso herzlicher.",
    profile: {
      kind: "eine Ammerländer Exportbaumschule",
      since: 1949,
      team: 85,
      focus: "Rhododendren, Azaleen und Heckenpflanzen für den europäischen Handel",
    },
    initials: "AJ",
    shape: "leaf",
    colors: ["#7b2d8b", "#f6ecf9"],
  },
  {
    key: "rhododendron-oltmanns",
    name: "Rhododendron-Gärtnerei Oltmanns",
    town: "Bad Zwischenahn",
    street: "Rostruper Straße 23",
    sectors: ["baumschule", "zierpflanzenbau", "pflanzenhandel"],
    description:
      "Unsere Gärtnerei am Zwischenahner Meer vermehrt und kultiviert Rhododendren, Hortensien und Moorbeetpflanzen. Im Schaugarten und im Verkaufsgewächshaus beraten wir Gartenfreunde aus der ganzen Region.",
    profile: {
      kind: "eine Gärtnerei mit Schaugarten",
      since: 1976,
      team: 26,
      focus: "Rhododendren, Hortensien und Moorbeetpflanzen aus eigener Vermehrung",
    },
    initials: "RO",
    shape: "circle",
    colors: ["#a4336a", "#fdeef6"],
  },
  {
    key: "gaertnerei-tjarks",
    name: "Gärtnerei Tjarks",
    town: "Wiesmoor",
    street: "Hauptwieke 71",
    sectors: ["zierpflanzenbau"],
    description:
      "In der Blumenstadt Wiesmoor produzieren wir auf vier Hektar Glasfläche Topfpflanzen, Weihnachtssterne und Frühjahrsblüher. Unsere Gewächshäuser heizen wir mit Biogas-Abwärme aus der Nachbarschaft.",
    profile: {
      kind: "ein Zierpflanzenbetrieb unter Glas",
      since: 1964,
      team: 34,
      focus: "Topfpflanzen, Weihnachtssterne und Frühjahrsblüher",
    },
    initials: "GT",
    shape: "square",
    colors: ["#d1495b", "#fff7ec"],
  },
  {
    key: "hof-wessels",
    name: "Hof Wessels",
    town: "Vechta",
    street: "Oythe 12",
    sectors: ["landwirtschaft"],
    description:
      "Hof Wessels ist ein Familienbetrieb im Oldenburger Münsterland mit Ackerbau, Schweinehaltung und einer Biogasanlage. Wir arbeiten mit moderner Stalltechnik, legen Wert auf Tierwohl und geben jungen Leuten gern eine Chance.",
    profile: {
      kind: "ein Familienbetrieb im Oldenburger Münsterland",
      since: 1887,
      team: 11,
      focus: "Ackerbau, Schweinehaltung und Biogas",
    },
    initials: "HW",
    shape: "circle",
    colors: ["#8a5a24", "#fbf3e4"],
  },
  {
    key: "agrarservice-bruening",
    name: "Agrarservice Brüning",
    town: "Cloppenburg",
    street: "Emsteker Straße 160",
    sectors: ["landwirtschaft"],
    description:
      "Als Lohnunternehmen übernehmen wir für Landwirte im Oldenburger Münsterland Bodenbearbeitung, Aussaat, Gülleausbringung und Ernte. Unser Fuhrpark ist modern, unsere Werkstatt gut ausgestattet und unser Team hält zusammen.",
    profile: {
      kind: "ein Lohnunternehmen mit eigener Werkstatt",
      since: 1985,
      team: 36,
      focus: "Bodenbearbeitung, Gülleausbringung, Mais- und Getreideernte",
    },
    initials: "AB",
    shape: "square",
    colors: ["#2d5a27", "#f0e68c"],
  },
  {
    key: "kartoffelhof-meyer-brockmann",
    name: "Kartoffelhof Meyer-Brockmann",
    town: "Uelzen",
    street: "Ebstorfer Straße 9",
    sectors: ["landwirtschaft", "obst-und-gemuesebau"],
    description:
      "Wir bauen in der Lüneburger Heide Speisekartoffeln, Zuckerrüben und Spargel an und vermarkten einen Teil direkt ab Hof. Beregnung, Lagerung und Aufbereitung haben wir in den letzten Jahren komplett erneuert.",
    profile: {
      kind: "ein Ackerbaubetrieb in der Heide",
      since: 1912,
      team: 15,
      focus: "Speisekartoffeln, Zuckerrüben und Spargel mit Direktvermarktung",
    },
    initials: "MB",
    shape: "circle",
    colors: ["#9c6b30", "#fff8e7"],
  },
  {
    key: "heidegaertnerei-behrens",
    name: "Heidegärtnerei Behrens",
    town: "Lüneburg",
    street: "Bockelsberg 5",
    sectors: ["zierpflanzenbau", "pflanzenhandel"],
    description:
      "Die Heidegärtnerei Behrens kultiviert Callunen, Eriken und Stauden für den Herbstverkauf. In unserer Gärtnerei mit Verkauf finden Kundinnen und Kunden aus Lüneburg alles für Balkon, Beet und Grab.",
    profile: {
      kind: "eine Gärtnerei mit eigenem Verkauf",
      since: 1981,
      team: 19,
      focus: "Heidepflanzen, Stauden und Herbstbepflanzung",
    },
    initials: "HB",
    shape: "leaf",
    colors: ["#6d3b7b", "#f3eaf6"],
  },
  {
    key: "friedhofsgaertnerei-vogt",
    name: "Friedhofsgärtnerei Vogt",
    town: "Hannover",
    street: "Lohweg 30",
    sectors: ["friedhofsgaertnerei", "zierpflanzenbau"],
    description:
      "Wir betreuen Grabstätten auf drei großen Friedhöfen in Hannover und ziehen die Wechselbepflanzung in unserer eigenen Gärtnerei heran. Unsere Kundinnen und Kunden schätzen Verlässlichkeit, Pflanzenkenntnis und einen respektvollen Umgang.",
    profile: {
      kind: "eine Friedhofsgärtnerei mit eigener Anzucht",
      since: 1955,
      team: 23,
      focus: "Grabpflege, Grabgestaltung und Wechselbepflanzung aus eigener Anzucht",
    },
    initials: "FV",
    shape: "square",
    colors: ["#3d5a80", "#eef4fa"],
  },
  {
    key: "gartencenter-gruenhaus-becker",
    name: "Gartencenter Grünhaus Becker",
    town: "Osnabrück",
    street: "Pagenstecherstraße 99",
    sectors: ["pflanzenhandel"],
    description:
      "Auf 9.000 Quadratmetern bieten wir Pflanzen, Gartenbedarf und Wohnaccessoires. Unser Anspruch: ehrliche Beratung durch Gärtnerinnen und Gärtner statt Selbstbedienungsregal. Wir sind ein unabhängiges Gartencenter in Familienhand.",
    profile: {
      kind: "ein unabhängiges Gartencenter in Familienhand",
      since: 1979,
      team: 60,
      focus: "Pflanzen, Gartenbedarf und fachkundige Beratung",
    },
    initials: "GB",
    shape: "circle",
    colors: ["#3a7d44", "#f1faee"],
  },
  {
    key: "staudengaertnerei-bergmann",
    name: "Staudengärtnerei Bergmann",
    town: "Göttingen",
    street: "Hainholzweg 61",
    sectors: ["zierpflanzenbau", "pflanzenhandel"],
    description:
      "Über 1.500 Stauden, Gräser und Farne ziehen wir in torffreier Kultur und verschicken sie an Gartenliebhaber in ganz Deutschland. Unser Schaugarten zeigt, wie naturnahe Pflanzungen funktionieren.",
    profile: {
      kind: "eine Staudengärtnerei mit Versand",
      since: 1987,
      team: 17,
      focus: "Stauden, Gräser und Farne in torffreier Kultur",
    },
    initials: "SB",
    shape: "leaf",
    colors: ["#556b2f", "#f5f5dc"],
  },
  {
    key: "gruener-grosshandel-albers",
    name: "Grüner Großhandel Albers",
    town: "Bremen",
    street: "Ludwig-Roselius-Allee 15",
    sectors: ["pflanzenhandel", "baumschule"],
    description:
      "Albers beliefert Garten- und Landschaftsbauer, Kommunen und Gartencenter in Nordwestdeutschland mit Baumschulware, Stauden und Substraten. Von unserem Abholmarkt in Bremen fahren täglich eigene Touren.",
    profile: {
      kind: "ein Großhandel für Baumschulware",
      since: 1998,
      team: 48,
      focus: "Baumschulware, Stauden und Substrate für GaLaBau und Handel",
    },
    initials: "GA",
    shape: "square",
    colors: ["#1b4332", "#d8f3dc"],
  },
  {
    key: "galabau-weserland-hoops",
    name: "GaLaBau Weserland Hoops",
    town: "Bremerhaven",
    street: "Langener Landstraße 210",
    sectors: ["garten-und-landschaftsbau", "friedhofsgaertnerei"],
    description:
      "Vom Reihenhausgarten bis zur Außenanlage am Hafen: Wir bauen und pflegen Grünflächen im Unterweserraum. Außerdem übernehmen wir die Grabpflege auf zwei städtischen Friedhöfen.",
    profile: {
      kind: "ein GaLaBau-Betrieb mit Grabpflege",
      since: 2001,
      team: 27,
      focus: "Gartenbau, Grünpflege und Grabpflege im Unterweserraum",
    },
    initials: "WH",
    shape: "circle",
    colors: ["#005f73", "#e9f5f5"],
  },
  // ── Nordrhein-Westfalen ─────────────────────────────────────────────────────
  {
    key: "galabau-kaminski",
    name: "GaLaBau Kaminski",
    town: "Bielefeld",
    street: "Detmolder Straße 420",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Wir sind ein wachsender Garten- und Landschaftsbaubetrieb in Ostwestfalen mit Schwerpunkt Privatgärten, Schwimmteiche und Natursteinarbeiten. Bei uns arbeitest du mit neuen Maschinen und einem Team, das Spaß an schönen Gärten hat.",
    profile: {
      kind: "ein wachsender GaLaBau-Betrieb in Ostwestfalen",
      since: 2008,
      team: 31,
      focus: "Privatgärten, Schwimmteiche und Natursteinarbeiten",
    },
    initials: "K",
    shape: "square",
    colors: ["#264653", "#e9c46a"],
  },
  {
    key: "gartenwerk-koehler",
    name: "Gartenwerk Köhler",
    town: "Köln",
    street: "Militärringstraße 75",
    sectors: ["garten-und-landschaftsbau", "friedhofsgaertnerei"],
    description:
      "Gartenwerk Köhler baut und pflegt Gärten im Kölner Raum und betreut Wohnanlagen, Schulen und Friedhöfe. Wir sind Mitglied im Fachverband, bilden jedes Jahr aus und bieten unseren Leuten eine Perspektive.",
    profile: {
      kind: "ein Garten- und Landschaftsbaubetrieb",
      since: 1990,
      team: 55,
      focus: "Gartenbau, Objektpflege und Friedhofspflege im Kölner Raum",
    },
    initials: "GK",
    shape: "leaf",
    colors: ["#386641", "#f2e8cf"],
  },
  {
    key: "gartenbau-verhoeven",
    name: "Gartenbau Verhoeven",
    town: "Straelen",
    street: "Herongerweg 18",
    sectors: ["zierpflanzenbau"],
    description:
      "Am Niederrhein produzieren wir auf zwölf Hektar Glas Topfpflanzen für den Lebensmitteleinzelhandel. Unsere Gewächshäuser sind hoch automatisiert, unsere Abläufe gut geplant und unser Team international.",
    profile: {
      kind: "ein Produktionsbetrieb für Topfpflanzen",
      since: 1983,
      team: 95,
      focus: "Topfpflanzen für Handelsketten, hoch automatisiert unter Glas",
    },
    initials: "GV",
    shape: "square",
    colors: ["#e76f51", "#fff3e6"],
  },
  {
    key: "gemuesehof-hendricks",
    name: "Gemüsehof Hendricks",
    town: "Geldern",
    street: "Walbecker Straße 140",
    sectors: ["obst-und-gemuesebau"],
    description:
      "Wir bauen am Niederrhein Salate, Kohlrabi, Erdbeeren und Spargel an und beliefern den regionalen Handel. Unser Hofladen und zwei Verkaufsstände sind von Frühjahr bis Herbst geöffnet.",
    profile: {
      kind: "ein Gemüsebaubetrieb am Niederrhein",
      since: 1974,
      team: 30,
      focus: "Salate, Kohlrabi, Erdbeeren und Spargel für den regionalen Handel",
    },
    initials: "GH",
    shape: "leaf",
    colors: ["#4f772d", "#f7fbe9"],
  },
  {
    key: "baumschule-terhorst",
    name: "Baumschule Terhorst",
    town: "Münster",
    street: "Gasselstiege 33",
    sectors: ["baumschule", "garten-und-landschaftsbau"],
    description:
      "Die Baumschule Terhorst zieht Obstgehölze, Heckenpflanzen und Hausbäume und pflanzt sie mit eigener GaLaBau-Abteilung auch gleich beim Kunden. Im Münsterland sind wir seit Jahrzehnten ein fester Begriff.",
    profile: {
      kind: "eine Baumschule mit eigener GaLaBau-Abteilung",
      since: 1966,
      team: 33,
      focus: "Obstgehölze, Hecken und Hausbäume samt Pflanzservice",
    },
    initials: "BT",
    shape: "circle",
    colors: ["#2b9348", "#eef9f0"],
  },
  {
    key: "baumschule-zimmermann",
    name: "Baumschule und Obstbau Zimmermann",
    town: "Meckenheim",
    street: "Merler Straße 8",
    sectors: ["baumschule", "obst-und-gemuesebau"],
    description:
      "In der Obstregion Meckenheim veredeln wir Apfel-, Birnen- und Kirschbäume für Erwerbsobstbau und Hobbygärtner und bewirtschaften eigene Obstanlagen. Wir verbinden Baumschule und Obstbau unter einem Dach.",
    profile: {
      kind: "ein Baumschul- und Obstbaubetrieb",
      since: 1957,
      team: 29,
      focus: "Obstgehölze aus eigener Veredelung und eigene Obstanlagen",
    },
    initials: "BZ",
    shape: "leaf",
    colors: ["#6a994e", "#fdf6e3"],
  },
  {
    key: "friedhofsgaertnerei-haase",
    name: "Friedhofsgärtnerei Blumen-Haase",
    town: "Düsseldorf",
    street: "Am Nordfriedhof 4",
    sectors: ["friedhofsgaertnerei", "pflanzenhandel"],
    description:
      "Direkt am Düsseldorfer Nordfriedhof pflegen wir Grabstätten und führen ein Blumenfachgeschäft. Unser Team aus Friedhofsgärtnern und Floristinnen begleitet Angehörige mit Fachwissen und Einfühlungsvermögen.",
    profile: {
      kind: "eine Friedhofsgärtnerei mit Blumenfachgeschäft",
      since: 1949,
      team: 21,
      focus: "Grabpflege, Grabgestaltung und Trauerfloristik",
    },
    initials: "BH",
    shape: "circle",
    colors: ["#5e548e", "#f5f0fb"],
  },
  {
    key: "waldpflege-sauerland-braeutigam",
    name: "Waldpflege Sauerland Bräutigam",
    town: "Arnsberg",
    street: "Zu den Höfen 6",
    sectors: ["forstwirtschaft"],
    description:
      "Nach den Kalamitätsjahren bauen wir gemeinsam mit Waldbesitzern im Sauerland klimastabile Mischwälder auf. Unsere Teams pflanzen, pflegen und ernten mit Forstspezialmaschinen und viel Handarbeit.",
    profile: {
      kind: "ein Forstbetrieb im Sauerland",
      since: 1997,
      team: 26,
      focus: "Wiederbewaldung, Jungbestandspflege und Holzernte",
    },
    initials: "WB",
    shape: "leaf",
    colors: ["#344e41", "#dad7cd"],
  },
  {
    key: "gartencenter-hellweg-sommer",
    name: "Gartencenter Hellweg Sommer",
    town: "Soest",
    street: "Arnsberger Straße 72",
    sectors: ["pflanzenhandel", "zierpflanzenbau"],
    description:
      "Unser Gartencenter am Hellweg produziert einen großen Teil der Beet- und Balkonpflanzen selbst. Kundinnen und Kunden kommen wegen der Auswahl und bleiben wegen der Beratung.",
    profile: {
      kind: "ein Gartencenter mit eigener Produktion",
      since: 1971,
      team: 44,
      focus: "Beet- und Balkonpflanzen aus eigener Anzucht und Gartenbedarf",
    },
    initials: "HS",
    shape: "square",
    colors: ["#f4a259", "#3b2a14"],
  },
  // ── Hessen / Rheinland-Pfalz / Saarland ─────────────────────────────────────
  {
    key: "gaerten-am-main-schaefer",
    name: "Gärten am Main Schäfer",
    town: "Frankfurt am Main",
    street: "Hanauer Landstraße 301",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Wir gestalten hochwertige Privatgärten, Dachterrassen und Firmenaußenanlagen im Rhein-Main-Gebiet. Von der Planung bis zur Pflege bleibt alles in unserer Hand.",
    profile: {
      kind: "ein Fachbetrieb für Gartengestaltung",
      since: 2003,
      team: 37,
      focus: "Privatgärten, Dachterrassen und Firmenaußenanlagen",
    },
    initials: "GS",
    shape: "square",
    colors: ["#2a9d8f", "#f1faf8"],
  },
  {
    key: "pflanzenhof-wiegand",
    name: "Pflanzenhof Wiegand",
    town: "Kassel",
    street: "Leipziger Straße 280",
    sectors: ["pflanzenhandel", "zierpflanzenbau"],
    description:
      "Der Pflanzenhof Wiegand verbindet Gärtnerei und Gartenmarkt. Was wir verkaufen, ziehen wir zu einem großen Teil selbst, und das merkt man an der Qualität und an der Beratung.",
    profile: {
      kind: "eine Gärtnerei mit Gartenmarkt",
      since: 1969,
      team: 32,
      focus: "Beet- und Balkonpflanzen, Gemüsejungpflanzen und Gartenbedarf",
    },
    initials: "PW",
    shape: "circle",
    colors: ["#588157", "#f6fff0"],
  },
  {
    key: "galabau-wenzel",
    name: "Garten- und Landschaftsbau Wenzel",
    town: "Gießen",
    street: "Rödgener Straße 44",
    sectors: ["garten-und-landschaftsbau", "friedhofsgaertnerei"],
    description:
      "Wir bauen Gärten, pflegen Grünanlagen für Wohnungsunternehmen und betreuen Gräber auf den Friedhöfen in und um Gießen. Unser Betrieb ist solide gewachsen und bietet sichere Arbeitsplätze.",
    profile: {
      kind: "ein mittelhessischer GaLaBau-Betrieb",
      since: 1986,
      team: 29,
      focus: "Gartenbau, Grünanlagenpflege und Grabpflege",
    },
    initials: "W",
    shape: "leaf",
    colors: ["#31572c", "#ecf39e"],
  },
  {
    key: "spargelhof-ried-hofmann",
    name: "Spargelhof Ried Hofmann",
    town: "Lampertheim",
    street: "Neuschloßstraße 120",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Im Hessischen Ried bauen wir Spargel, Erdbeeren und Kürbisse an und verkaufen sie an eigenen Ständen in der Region. Jedes Frühjahr wächst unser Team für die Saison kräftig an.",
    profile: {
      kind: "ein Spargel- und Erdbeerhof",
      since: 1978,
      team: 14,
      focus: "Spargel, Erdbeeren und Kürbisse mit eigenen Verkaufsständen",
    },
    initials: "SH",
    shape: "circle",
    colors: ["#7f5539", "#fefae0"],
  },
  {
    key: "weingut-obstbau-schweickert",
    name: "Wein- und Obstgut Schweickert",
    town: "Neustadt an der Weinstraße",
    street: "Mandelring 52",
    sectors: ["landwirtschaft", "obst-und-gemuesebau"],
    description:
      "An der Deutschen Weinstraße bewirtschaften wir 30 Hektar Reben sowie Mandel-, Kirsch- und Aprikosenbäume. Wir keltern selbst und vermarkten unsere Weine und Früchte direkt.",
    profile: {
      kind: "ein Wein- und Obstgut an der Weinstraße",
      since: 1894,
      team: 18,
      focus: "Weinbau sowie Kirschen, Aprikosen und Mandeln",
    },
    initials: "WS",
    shape: "leaf",
    colors: ["#6d213c", "#fbeff3"],
  },
  {
    key: "gemuesehof-keller",
    name: "Gemüsehof Keller",
    town: "Schifferstadt",
    street: "Iggelheimer Straße 95",
    sectors: ["obst-und-gemuesebau"],
    description:
      "Der Gemüsehof Keller baut in der Vorderpfalz Radieschen, Salate und Frühlingszwiebeln an, vom zeitigen Frühjahr bis in den Spätherbst. Wir beliefern den Lebensmittelhandel täglich frisch.",
    profile: {
      kind: "ein Gemüsebaubetrieb in der Vorderpfalz",
      since: 1975,
      team: 40,
      focus: "Radieschen, Salate und Bundgemüse für den Lebensmittelhandel",
    },
    initials: "GK",
    shape: "square",
    colors: ["#ba181b", "#fff0f0"],
  },
  {
    key: "friedhofsgaertnerei-kessler",
    name: "Friedhofsgärtnerei Kessler",
    town: "Mainz",
    street: "Untere Zahlbacher Straße 20",
    sectors: ["friedhofsgaertnerei", "zierpflanzenbau"],
    description:
      "Wir pflegen Gräber auf dem Mainzer Hauptfriedhof und auf mehreren Stadtteilfriedhöfen. Die Pflanzen für Frühjahrs-, Sommer- und Herbstbepflanzung ziehen wir in unseren eigenen Gewächshäusern.",
    profile: {
      kind: "eine Friedhofsgärtnerei mit Gewächshäusern",
      since: 1960,
      team: 16,
      focus: "Grabpflege und Wechselbepflanzung aus eigener Produktion",
    },
    initials: "FK",
    shape: "circle",
    colors: ["#495057", "#f1f3f5"],
  },
  {
    key: "pflanzenmarkt-ohler",
    name: "Pflanzenmarkt Ohler",
    town: "Ingelheim am Rhein",
    street: "Binger Straße 180",
    sectors: ["pflanzenhandel", "zierpflanzenbau"],
    description:
      "Der Pflanzenmarkt Ohler ist das grüne Kaufhaus in Rheinhessen: Kübelpflanzen, Obstgehölze, Kräuter und alles für den Garten. Unsere eigene Gärtnerei sorgt für frische Ware.",
    profile: {
      kind: "ein Pflanzenmarkt mit eigener Gärtnerei",
      since: 1992,
      team: 38,
      focus: "Kübelpflanzen, Obstgehölze, Kräuter und Gartenbedarf",
    },
    initials: "PO",
    shape: "leaf",
    colors: ["#bc6c25", "#fefae0"],
  },
  {
    key: "landschaftspflege-thielen",
    name: "Landschaftspflege Thielen",
    town: "Trier",
    street: "Zurmaiener Straße 130",
    sectors: ["garten-und-landschaftsbau", "landwirtschaft"],
    description:
      "Wir pflegen Steillagen, Streuobstwiesen und kommunale Grünflächen an Mosel und Saar und bauen Gärten für Privatkunden. Landschaftspflege mit Maschine und Handarbeit ist unser Alltag.",
    profile: {
      kind: "ein Landschaftspflegebetrieb an der Mosel",
      since: 2006,
      team: 20,
      focus: "Landschaftspflege, Streuobstwiesen und Gartenbau an Mosel und Saar",
    },
    initials: "LT",
    shape: "circle",
    colors: ["#40916c", "#edf6f0"],
  },
  {
    key: "obsthof-saargau-schmitt",
    name: "Obsthof Saargau Schmitt",
    town: "Merzig",
    street: "Hilbringer Straße 27",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Im Saargau bewirtschaften wir Apfelplantagen und Streuobstwiesen und keltern daraus Saft und Viez. Unsere Produkte verkaufen wir im Hofladen und an die regionale Gastronomie.",
    profile: {
      kind: "ein Obsthof im Saargau",
      since: 1932,
      team: 12,
      focus: "Äpfel, Streuobst, Saft und Viez",
    },
    initials: "OS",
    shape: "circle",
    colors: ["#a7c957", "#2b2d1a"],
  },
  {
    key: "gartenbau-jung-saar",
    name: "Gartenbau Jung",
    town: "Saarbrücken",
    street: "Metzer Straße 160",
    sectors: ["garten-und-landschaftsbau", "friedhofsgaertnerei"],
    description:
      "Gartenbau Jung plant und baut Gärten im Regionalverband Saarbrücken und übernimmt Grabpflege auf sechs Friedhöfen. Seit drei Jahrzehnten arbeiten wir mit einem festen, langjährigen Team.",
    profile: {
      kind: "ein Gartenbaubetrieb mit Friedhofsgärtnerei",
      since: 1993,
      team: 25,
      focus: "Gartenanlagen, Pflege und Grabpflege im Saarland",
    },
    initials: "GJ",
    shape: "square",
    colors: ["#1d3557", "#f1faee"],
  },
  // ── Baden-Württemberg / Bayern ──────────────────────────────────────────────
  {
    key: "engel-roth-landschaftsbau",
    name: "Engel & Roth Landschaftsbau",
    town: "Stuttgart",
    street: "Heilbronner Straße 390",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Engel & Roth baut Außenanlagen für Wohnquartiere, Schulen und Unternehmen in der Region Stuttgart. Wir arbeiten mit BIM-Planung, GPS-Maschinensteuerung und erfahrenen Kolonnen.",
    profile: {
      kind: "ein Landschaftsbauunternehmen",
      since: 1982,
      team: 120,
      focus: "Außenanlagen für Wohnquartiere, Schulen und Unternehmen",
    },
    initials: "ER",
    shape: "square",
    colors: ["#283618", "#fefae0"],
  },
  {
    key: "baumschule-wetzel",
    name: "Baumschule Oberschwaben Wetzel",
    town: "Ravensburg",
    street: "Meckenbeurer Straße 55",
    sectors: ["baumschule", "pflanzenhandel"],
    description:
      "Zwischen Bodensee und Allgäu ziehen wir Bäume, Sträucher und Obstgehölze, die mit dem Voralpenklima zurechtkommen. Unser Verkaufsgelände ist Treffpunkt für Gartenfreunde aus ganz Oberschwaben.",
    profile: {
      kind: "eine Baumschule mit Verkaufsgelände",
      since: 1961,
      team: 27,
      focus: "robuste Gehölze und Obstbäume für das Voralpenklima",
    },
    initials: "BW",
    shape: "leaf",
    colors: ["#2d6a4f", "#fdfcdc"],
  },
  {
    key: "obsthof-brugger",
    name: "Obsthof Brugger",
    town: "Tettnang",
    street: "Hopfenweg 11",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Am Bodensee bauen wir Äpfel und Hopfen an. Unser Betrieb ist Mitglied einer Obstgenossenschaft und arbeitet nach den Richtlinien des integrierten Anbaus. Zur Apfel- und Hopfenernte brauchen wir jedes Jahr tatkräftige Unterstützung.",
    profile: {
      kind: "ein Obst- und Hopfenbaubetrieb am Bodensee",
      since: 1908,
      team: 13,
      focus: "Tafeläpfel und Aromahopfen",
    },
    initials: "OB",
    shape: "circle",
    colors: ["#9a031e", "#fff3e0"],
  },
  {
    key: "gemuesebau-reichenau-fuchs",
    name: "Gemüsebau Fuchs",
    town: "Reichenau",
    street: "Seestraße 38",
    sectors: ["obst-und-gemuesebau"],
    description:
      "Auf der Insel Reichenau bauen wir Salate, Tomaten und Gurken unter Glas und im Freiland an. Wir vermarkten über die Inselgenossenschaft und legen großen Wert auf Nützlingseinsatz.",
    profile: {
      kind: "ein Gemüsebaubetrieb auf der Insel Reichenau",
      since: 1950,
      team: 19,
      focus: "Salate, Tomaten und Gurken unter Glas und im Freiland",
    },
    initials: "GF",
    shape: "leaf",
    colors: ["#e85d04", "#fff8f0"],
  },
  {
    key: "weinberg-obst-ziegler",
    name: "Obst- und Weingut Ziegler",
    town: "Heilbronn",
    street: "Wartbergstraße 21",
    sectors: ["landwirtschaft", "obst-und-gemuesebau"],
    description:
      "Unser Familienweingut bewirtschaftet Steillagen rund um Heilbronn und eine Zwetschgen- und Kirschanlage. Wir bauen ökologisch an und vermarkten direkt an Privatkunden und Gastronomie.",
    profile: {
      kind: "ein ökologisches Familienweingut",
      since: 1921,
      team: 10,
      focus: "Weinbau in Steillagen sowie Zwetschgen und Kirschen",
    },
    initials: "Z",
    shape: "circle",
    colors: ["#5a189a", "#f6efff"],
  },
  {
    key: "gruenwerk-hoffmann",
    name: "Grünwerk Hoffmann",
    town: "München",
    street: "Schleißheimer Straße 470",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Grünwerk Hoffmann baut und pflegt Gärten, Dachgärten und Außenanlagen in München und im Umland. Wir legen Wert auf saubere Ausführung, moderne Elektrogeräte und eine Vier-Tage-Woche im Winter.",
    profile: {
      kind: "ein Münchner GaLaBau-Betrieb",
      since: 1999,
      team: 64,
      focus: "Gärten, Dachgärten und Außenanlagen in München und Umland",
    },
    initials: "GH",
    shape: "square",
    colors: ["#006d77", "#edf6f9"],
  },
  {
    key: "spargelhof-bruckmoser",
    name: "Spargelhof Bruckmoser",
    town: "Schrobenhausen",
    street: "Hörzhausener Straße 14",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Im Schrobenhausener Land bauen wir Spargel, Kartoffeln und Getreide an. Die Spargelsaison von April bis Johanni ist unsere wichtigste Zeit, mit Hofladen, Spargelstand und Lieferungen an die Gastronomie.",
    profile: {
      kind: "ein Spargelhof im Schrobenhausener Land",
      since: 1930,
      team: 12,
      focus: "Spargel, Kartoffeln und Getreide",
    },
    initials: "SB",
    shape: "circle",
    colors: ["#b08968", "#fffaf2"],
  },
  {
    key: "hofgut-lindenau",
    name: "Hofgut Lindenau",
    town: "Kempten (Allgäu)",
    street: "Lindenauer Weg 2",
    sectors: ["landwirtschaft"],
    description:
      "Auf dem Hofgut Lindenau halten wir 180 Braunviehkühe in Weidehaltung und produzieren Heumilch für eine Allgäuer Käserei. Melkroboter, Weidegang und ein junges Team prägen unseren Alltag.",
    profile: {
      kind: "ein Allgäuer Milchviehbetrieb",
      since: 1896,
      team: 9,
      focus: "Heumilch von Braunviehkühen in Weidehaltung",
    },
    initials: "HL",
    shape: "leaf",
    colors: ["#386641", "#fff8dc"],
  },
  {
    key: "landwirtschaft-hallmann",
    name: "Landwirtschaft Hallmann",
    town: "Straubing",
    street: "Ittlinger Straße 77",
    sectors: ["landwirtschaft", "obst-und-gemuesebau"],
    description:
      "Im fruchtbaren Gäuboden bauen wir Zuckerrüben, Weizen, Einlegegurken und Zwiebeln an. Unser Betrieb ist technisch modern aufgestellt und arbeitet eng mit regionalen Verarbeitern zusammen.",
    profile: {
      kind: "ein Ackerbaubetrieb im Gäuboden",
      since: 1919,
      team: 17,
      focus: "Zuckerrüben, Weizen, Einlegegurken und Zwiebeln",
    },
    initials: "LH",
    shape: "square",
    colors: ["#7f4f24", "#fdf0d5"],
  },
  {
    key: "galabau-huber",
    name: "GaLaBau Huber",
    town: "Landshut",
    street: "Münchnerau 23",
    sectors: ["garten-und-landschaftsbau", "baumschule"],
    description:
      "Wir sind ein niederbayerischer Garten- und Landschaftsbaubetrieb mit eigener kleiner Baumschule. Gärten, Pflasterflächen, Teiche und Baumpflege gehören zu unserem Alltag.",
    profile: {
      kind: "ein niederbayerischer GaLaBau-Betrieb mit eigener Baumschule",
      since: 1988,
      team: 34,
      focus: "Gartenbau, Pflasterarbeiten, Teichbau und Baumpflege",
    },
    initials: "GH",
    shape: "circle",
    colors: ["#0077b6", "#eaf6fd"],
  },
  {
    key: "forstservice-bayerwald-ertl",
    name: "Forstservice Bayerwald Ertl",
    town: "Passau",
    street: "Neuburger Straße 101",
    sectors: ["forstwirtschaft"],
    description:
      "Wir arbeiten für Waldbesitzervereinigungen und Privatwaldbesitzer im Bayerischen Wald und im Rottal. Mit Harvester, Forwarder, Seilkran und motormanuellen Teams sind wir für jede Lage gerüstet.",
    profile: {
      kind: "ein Forstunternehmen im Bayerischen Wald",
      since: 1992,
      team: 30,
      focus: "Holzernte, Seilkranarbeiten und Waldpflege",
    },
    initials: "BE",
    shape: "leaf",
    colors: ["#2f3e46", "#cad2c5"],
  },
  {
    key: "gaertnerei-weihenstephaner-feld",
    name: "Gärtnerei am Weihenstephaner Feld",
    town: "Freising",
    street: "Vöttinger Straße 46",
    sectors: ["zierpflanzenbau", "obst-und-gemuesebau", "pflanzenhandel"],
    description:
      "Wir ziehen Gemüsejungpflanzen, Kräuter und Beetpflanzen und verkaufen sie in unserer Gärtnerei und auf Märkten im Freisinger Land. Studierende der Hochschule sind bei uns als Aushilfen immer willkommen.",
    profile: {
      kind: "eine Freisinger Gärtnerei mit Direktverkauf",
      since: 1984,
      team: 15,
      focus: "Gemüsejungpflanzen, Kräuter und Beetpflanzen",
    },
    initials: "WF",
    shape: "leaf",
    colors: ["#38b000", "#f1fff0"],
  },
  {
    key: "gaertnerei-rauh",
    name: "Gärtnerei Rauh",
    town: "Bamberg",
    street: "Mittelstraße 28",
    sectors: ["obst-und-gemuesebau", "zierpflanzenbau"],
    description:
      "Als Familienbetrieb in der Bamberger Gärtnerstadt bauen wir Gemüse, Kräuter und Süßholz an und verkaufen ab Hof. Tradition ist uns wichtig, Neues ausprobieren aber genauso.",
    profile: {
      kind: "ein Familienbetrieb in der Bamberger Gärtnerstadt",
      since: 1905,
      team: 8,
      focus: "Gemüse, Kräuter und Süßholz aus der Gärtnerstadt",
    },
    initials: "GR",
    shape: "circle",
    colors: ["#606c38", "#fefae0"],
  },
  {
    key: "grabpflege-lindner",
    name: "Grabpflege & Floristik Lindner",
    town: "Nürnberg",
    street: "Schwabacher Straße 310",
    sectors: ["friedhofsgaertnerei", "pflanzenhandel"],
    description:
      "Wir betreuen Grabstätten auf dem Südfriedhof und dem Westfriedhof in Nürnberg und binden in unserem Laden Trauerfloristik und Saisonsträuße. Unser Team ist klein, erfahren und sehr herzlich.",
    profile: {
      kind: "eine Friedhofsgärtnerei mit Floristik",
      since: 1977,
      team: 12,
      focus: "Grabpflege, Grabschmuck und Trauerfloristik",
    },
    initials: "GL",
    shape: "square",
    colors: ["#6c757d", "#f8f9fa"],
  },
  {
    key: "gartencenter-frankenland-keim",
    name: "Gartencenter Frankenland Keim",
    town: "Würzburg",
    street: "Nürnberger Straße 118",
    sectors: ["pflanzenhandel"],
    description:
      "Das Gartencenter Frankenland ist seit vier Jahrzehnten die grüne Adresse in Mainfranken. Wir bieten Pflanzen, Gartenmöbel, Teichbedarf und Floristik auf großer Fläche.",
    profile: {
      kind: "ein großes Gartencenter in Mainfranken",
      since: 1983,
      team: 75,
      focus: "Pflanzen, Floristik, Gartenmöbel und Teichbedarf",
    },
    initials: "FK",
    shape: "circle",
    colors: ["#e9c46a", "#264653"],
  },
  // ── Berlin / Brandenburg / Mecklenburg-Vorpommern ───────────────────────────
  {
    key: "gruenpflege-nowak",
    name: "Grünpflege Nowak",
    town: "Berlin",
    street: "Storkower Straße 140",
    sectors: ["garten-und-landschaftsbau", "friedhofsgaertnerei"],
    description:
      "Grünpflege Nowak betreut Wohnanlagen, Parks und Friedhöfe in Berlin. Wir pflegen, pflanzen, bewässern und sorgen im Winter für sichere Wege. Unsere Teams arbeiten mit E-Fahrzeugen und Akkugeräten.",
    profile: {
      kind: "ein Berliner Grünpflegebetrieb",
      since: 2010,
      team: 80,
      focus: "Pflege von Wohnanlagen, Parks und Friedhöfen",
    },
    initials: "GN",
    shape: "square",
    colors: ["#2b2d42", "#8ac926"],
  },
  {
    key: "spargelhof-dannenberg",
    name: "Spargelhof Dannenberg",
    town: "Beelitz",
    street: "Zauchwitzer Straße 30",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Seit vier Generationen bauen wir in Beelitz Spargel an, heute ergänzt um Erdbeeren und Heidelbeeren. In der Saison verkaufen wir an über 30 Ständen in Berlin und Brandenburg.",
    profile: {
      kind: "ein Beelitzer Spargelhof",
      since: 1921,
      team: 35,
      focus: "Spargel, Erdbeeren und Heidelbeeren",
    },
    initials: "SD",
    shape: "circle",
    colors: ["#8d6e63", "#fff8f0"],
  },
  {
    key: "obstgut-havelland-petzold",
    name: "Obstgut Havelland Petzold",
    town: "Werder (Havel)",
    street: "Plessower Straße 77",
    sectors: ["obst-und-gemuesebau", "pflanzenhandel"],
    description:
      "Rund um Werder bewirtschaften wir Kirsch-, Apfel- und Birnenanlagen und betreiben einen Hofladen mit Obstbaumverkauf. Das Havelländer Obstbaugebiet ist unsere Heimat.",
    profile: {
      kind: "ein Obstgut im Havelland",
      since: 1991,
      team: 21,
      focus: "Kirschen, Äpfel und Birnen mit Hofladen",
    },
    initials: "OP",
    shape: "leaf",
    colors: ["#c1121f", "#fdf0d5"],
  },
  {
    key: "gartenkunst-potsdam-krueger",
    name: "Gartenkunst Krüger",
    town: "Potsdam",
    street: "Zeppelinstraße 150",
    sectors: ["garten-und-landschaftsbau", "baumschule"],
    description:
      "Wir pflegen historische Gärten und bauen neue Gartenanlagen in Potsdam und Berlin. Unsere kleine Anzuchtgärtnerei liefert Formgehölze und Heckenpflanzen für unsere eigenen Projekte.",
    profile: {
      kind: "ein Fachbetrieb für Garten- und Denkmalpflege",
      since: 1996,
      team: 28,
      focus: "historische Gärten, Formgehölze und neue Gartenanlagen",
    },
    initials: "GK",
    shape: "leaf",
    colors: ["#14213d", "#fca311"],
  },
  {
    key: "forstbetrieb-schorfheide-lemke",
    name: "Forstbetrieb Schorfheide Lemke",
    town: "Eberswalde",
    street: "Angermünder Straße 60",
    sectors: ["forstwirtschaft", "baumschule"],
    description:
      "Wir bewirtschaften Kiefern- und Mischwälder in der Schorfheide und betreiben eine Forstbaumschule für Eichen, Buchen und Douglasien. Waldumbau ist unser Tagesgeschäft.",
    profile: {
      kind: "ein Forstbetrieb mit eigener Forstbaumschule",
      since: 1994,
      team: 33,
      focus: "Waldumbau, Holzernte und Forstpflanzen",
    },
    initials: "SL",
    shape: "leaf",
    colors: ["#3a5a40", "#e9edc9"],
  },
  {
    key: "spreewaldhof-noack",
    name: "Spreewaldhof Noack",
    town: "Cottbus",
    street: "Dissenchener Straße 12",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Wir bauen Gurken, Meerrettich und Zwiebeln für die Spreewälder Verarbeitung an und halten eine kleine Mutterkuhherde. Unser Betrieb verbindet Gemüsebau, Grünland und Landschaftspflege.",
    profile: {
      kind: "ein Gemüse- und Grünlandbetrieb am Spreewald",
      since: 1991,
      team: 24,
      focus: "Einlegegurken, Meerrettich, Zwiebeln und Mutterkühe",
    },
    initials: "SN",
    shape: "circle",
    colors: ["#386641", "#f2e8cf"],
  },
  {
    key: "gut-rosenhagen",
    name: "Gut Rosenhagen",
    town: "Güstrow",
    street: "Rosenhagener Straße 1",
    sectors: ["landwirtschaft"],
    description:
      "Gut Rosenhagen bewirtschaftet 1.800 Hektar Acker und Grünland in Mecklenburg und hält 600 Milchkühe. Wir setzen auf präzise Technik, eigene Werkstatt und ein Team, das Verantwortung übernimmt.",
    profile: {
      kind: "ein großer Agrarbetrieb in Mecklenburg",
      since: 1991,
      team: 46,
      focus: "Ackerbau auf 1.800 Hektar und Milchproduktion",
    },
    initials: "GR",
    shape: "square",
    colors: ["#6f4e37", "#f5ebe0"],
  },
  {
    key: "schlossgarten-service-moeller",
    name: "Schlossgarten-Service Möller",
    town: "Schwerin",
    street: "Crivitzer Chaussee 35",
    sectors: ["garten-und-landschaftsbau", "friedhofsgaertnerei"],
    description:
      "Wir bauen und pflegen Gärten und Grünanlagen in Westmecklenburg und betreuen Grabstätten in Schwerin. Ein faires Miteinander und pünktliche Bezahlung sind bei uns selbstverständlich.",
    profile: {
      kind: "ein Garten- und Grünpflegebetrieb",
      since: 1992,
      team: 22,
      focus: "Gartenbau, Grünpflege und Grabpflege in Westmecklenburg",
    },
    initials: "SM",
    shape: "circle",
    colors: ["#023e8a", "#caf0f8"],
  },
  {
    key: "hofgaertnerei-tollense-ballin",
    name: "Hofgärtnerei Ballin",
    town: "Neubrandenburg",
    street: "Woldegker Chaussee 18",
    sectors: ["zierpflanzenbau", "pflanzenhandel"],
    description:
      "Unsere Hofgärtnerei am Tollensesee produziert Beet-, Balkon- und Grabpflanzen und verkauft sie direkt und an Friedhofsgärtnereien der Region. Im Herbst und zum Advent binden wir Kränze und Gestecke.",
    profile: {
      kind: "eine Hofgärtnerei am Tollensesee",
      since: 1995,
      team: 13,
      focus: "Beet-, Balkon- und Grabpflanzen sowie Adventsfloristik",
    },
    initials: "HB",
    shape: "leaf",
    colors: ["#9d4edd", "#f8f0ff"],
  },
  // ── Sachsen / Sachsen-Anhalt / Thüringen ────────────────────────────────────
  {
    key: "gartenbau-seidel",
    name: "Gartenbau Seidel",
    town: "Dresden",
    street: "Königsbrücker Landstraße 95",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Gartenbau Seidel baut Gärten, Spielplätze und Außenanlagen im Elbtal zwischen Meißen und Pirna. Unsere Teams arbeiten mit eigener Technik und planen gemeinsam mit den Kundinnen und Kunden.",
    profile: {
      kind: "ein sächsischer GaLaBau-Betrieb",
      since: 1991,
      team: 40,
      focus: "Gärten, Spielplätze und Außenanlagen im Elbtal",
    },
    initials: "GS",
    shape: "square",
    colors: ["#003049", "#fcbf49"],
  },
  {
    key: "baumschule-richter-pillnitz",
    name: "Baumschule Richter",
    town: "Dresden-Pillnitz",
    street: "Pillnitzer Landstraße 210",
    sectors: ["baumschule", "obst-und-gemuesebau"],
    description:
      "Am Elbhang in Pillnitz ziehen wir Obstgehölze alter und neuer Sorten, Beerenobst und Wildobst. Hobbygärtner, Streuobstinitiativen und Kommunen gehören zu unseren Kunden.",
    profile: {
      kind: "eine Obstbaumschule am Elbhang",
      since: 1993,
      team: 16,
      focus: "Obstgehölze alter und neuer Sorten, Beerenobst und Wildobst",
    },
    initials: "BR",
    shape: "circle",
    colors: ["#d62828", "#fefae0"],
  },
  {
    key: "forstbaumschule-kunze",
    name: "Forstbaumschule Kunze",
    town: "Tharandt",
    street: "Pienner Straße 9",
    sectors: ["forstwirtschaft", "baumschule"],
    description:
      "Wir produzieren herkunftsgesicherte Forstpflanzen für den Waldumbau im Erzgebirge und darüber hinaus und übernehmen mit eigenen Teams auch die Pflanzung im Wald.",
    profile: {
      kind: "eine Forstbaumschule mit Pflanzservice",
      since: 1990,
      team: 24,
      focus: "herkunftsgesicherte Forstpflanzen und Pflanzservice für den Waldumbau",
    },
    initials: "FK",
    shape: "leaf",
    colors: ["#3f4238", "#e9edc9"],
  },
  {
    key: "friedhofsgaertnerei-krause-leipzig",
    name: "Friedhofsgärtnerei Krause",
    town: "Leipzig",
    street: "Prager Straße 210",
    sectors: ["friedhofsgaertnerei"],
    description:
      "Gegenüber dem Südfriedhof pflegen wir seit 1920 Gräber und gestalten Grabstätten mit Stauden, Gehölzen und Naturstein. Wir sind ein eingespieltes Team mit viel Erfahrung und Ruhe.",
    profile: {
      kind: "eine alteingesessene Friedhofsgärtnerei",
      since: 1920,
      team: 15,
      focus: "Grabpflege und Grabgestaltung am Südfriedhof",
    },
    initials: "FK",
    shape: "square",
    colors: ["#5c677d", "#f0f4f8"],
  },
  {
    key: "galabau-wittig",
    name: "GaLaBau Wittig",
    town: "Leipzig",
    street: "Torgauer Straße 300",
    sectors: ["garten-und-landschaftsbau"],
    description:
      "Wir bauen und pflegen Grünanlagen für Wohnungsgenossenschaften, Kitas und Privatkunden in Leipzig und Halle. Unsere Auftragsbücher sind voll, deshalb suchen wir Verstärkung.",
    profile: {
      kind: "ein Leipziger Landschaftsbaubetrieb",
      since: 2002,
      team: 35,
      focus: "Grünanlagen für Genossenschaften, Kitas und Privatkunden",
    },
    initials: "GW",
    shape: "circle",
    colors: ["#3a86ff", "#eef4ff"],
  },
  {
    key: "boerde-gemuese-lehmann",
    name: "Börde-Gemüse Lehmann",
    town: "Magdeburg",
    street: "Sülzeanger 8",
    sectors: ["obst-und-gemuesebau", "landwirtschaft"],
    description:
      "Auf den Schwarzerdeböden der Magdeburger Börde bauen wir Möhren, Zwiebeln und Kohl an und bereiten sie in unserer eigenen Packstation auf. Wir wachsen und bilden aus.",
    profile: {
      kind: "ein Gemüsebaubetrieb in der Börde",
      since: 1992,
      team: 52,
      focus: "Möhren, Zwiebeln und Kohl mit eigener Packstation",
    },
    initials: "BL",
    shape: "square",
    colors: ["#f77f00", "#fff4e6"],
  },
  {
    key: "agrar-gmbh-kuehne",
    name: "Agrar GmbH Kühne",
    town: "Aschersleben",
    street: "Hecklinger Straße 40",
    sectors: ["landwirtschaft"],
    description:
      "Wir bewirtschaften 2.400 Hektar in der Magdeburger Börde mit Weizen, Zuckerrüben, Raps und Saatgutvermehrung. Moderne Technik, eine starke Werkstatt und flache Hierarchien zeichnen uns aus.",
    profile: {
      kind: "ein Ackerbaubetrieb mit Saatgutvermehrung",
      since: 1991,
      team: 38,
      focus: "Weizen, Zuckerrüben, Raps und Saatgutvermehrung",
    },
    initials: "AK",
    shape: "square",
    colors: ["#bc6c25", "#fefae0"],
  },
  {
    key: "forstservice-harz-bode",
    name: "Forstservice Harz Bode",
    town: "Wernigerode",
    street: "Nöschenröder Straße 70",
    sectors: ["forstwirtschaft"],
    description:
      "Im Harz räumen wir Schadflächen, pflanzen neue Mischwälder und pflegen junge Bestände. Wir arbeiten für Landesforst, Kommunen und Privatwaldbesitzer.",
    profile: {
      kind: "ein Forstdienstleister im Harz",
      since: 2000,
      team: 28,
      focus: "Schadflächenräumung, Wiederaufforstung und Bestandspflege",
    },
    initials: "HB",
    shape: "leaf",
    colors: ["#354f52", "#cad2c5"],
  },
  {
    key: "gartencenter-saalegruen-mertens",
    name: "Gartencenter Saalegrün Mertens",
    town: "Halle (Saale)",
    street: "Merseburger Straße 250",
    sectors: ["pflanzenhandel"],
    description:
      "Saalegrün ist das Gartencenter für Halle und den Saalekreis, mit großer Pflanzenhalle, Baumschulabteilung und Floristik. Wir sind inhabergeführt und kennen unsere Kundschaft.",
    profile: {
      kind: "ein inhabergeführtes Gartencenter",
      since: 1993,
      team: 50,
      focus: "Pflanzen, Baumschulware und Floristik",
    },
    initials: "SM",
    shape: "circle",
    colors: ["#52b788", "#081c15"],
  },
  {
    key: "gaertnerei-sonnenhang-ritter",
    name: "Gärtnerei Sonnenhang Ritter",
    town: "Erfurt",
    street: "Gothaer Straße 140",
    sectors: ["zierpflanzenbau", "obst-und-gemuesebau"],
    description:
      "In der Blumenstadt Erfurt ziehen wir Beet- und Balkonpflanzen, Gemüsejungpflanzen und Kräuter. Wir beliefern Gärtnereien, Gartencenter und Wochenmärkte in ganz Thüringen.",
    profile: {
      kind: "eine Thüringer Jungpflanzengärtnerei",
      since: 1990,
      team: 27,
      focus: "Beet- und Balkonpflanzen, Gemüsejungpflanzen und Kräuter",
    },
    initials: "SR",
    shape: "leaf",
    colors: ["#f48c06", "#fffbeb"],
  },
  {
    key: "forstdienst-thueringer-wald-heinze",
    name: "Forstdienst Thüringer Wald Heinze",
    town: "Suhl",
    street: "Rimbachstraße 22",
    sectors: ["forstwirtschaft"],
    description:
      "Wir sind im Thüringer Wald zu Hause und übernehmen Holzernte, Pflanzung und Wegeinstandhaltung für private und kommunale Waldbesitzer. Unsere Teams arbeiten sicher, ruhig und mit Blick für den Bestand.",
    profile: {
      kind: "ein Forstdienstleister im Thüringer Wald",
      since: 1998,
      team: 19,
      focus: "Holzernte, Pflanzung und Waldwegepflege",
    },
    initials: "TH",
    shape: "leaf",
    colors: ["#1b4332", "#b7e4c7"],
  },
  {
    key: "friedhofsgaertnerei-engelhardt",
    name: "Friedhofsgärtnerei Engelhardt",
    town: "Jena",
    street: "Friedhofsweg 3",
    sectors: ["friedhofsgaertnerei", "zierpflanzenbau"],
    description:
      "Unsere Friedhofsgärtnerei pflegt Gräber auf dem Nordfriedhof und dem Johannisfriedhof in Jena. Die Pflanzen für die Wechselbepflanzung kommen aus der eigenen Gärtnerei.",
    profile: {
      kind: "eine Friedhofsgärtnerei in Familienhand",
      since: 1967,
      team: 11,
      focus: "Grabpflege und Wechselbepflanzung aus eigener Gärtnerei",
    },
    initials: "FE",
    shape: "circle",
    colors: ["#4a5759", "#edeec9"],
  },
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A German landline number for the town: area code without the trunk zero, subscriber number
 * so that the national number has 10 digits (8 after "30" in Berlin, 5 after "33204" in Beelitz).
 */
export function demoPhone(town: string, salt: string): string {
  const area = demoAreaCode(town).slice(1);
  const length = 10 - area.length;
  let h = hash(`${town}|${salt}`);
  let digits = String(2 + (h % 8));
  while (digits.length < length) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    digits += String(h % 10);
  }
  return `+49 ${area} ${digits}`;
}

const profiles = new Map<string, DemoEmployerProfile>(seeds.map((s) => [s.key, s.profile]));

export function demoEmployerProfile(key: string): DemoEmployerProfile {
  const profile = profiles.get(key);
  if (!profile) throw new Error(`Unknown demo employer: ${key}`);
  return profile;
}

export const demoEmployers: DemoEmployer[] = seeds.map((s) => ({
  key: s.key,
  name: s.name,
  description: s.description,
  website: `https://${s.key}.example`,
  email: `${s.mailbox ?? "info"}@${s.key}.example`,
  phone: demoPhone(s.town, s.key),
  street: s.street,
  place: demoPlace(s.town),
  sectors: s.sectors,
  logo: { initials: s.initials, background: s.colors[0], foreground: s.colors[1], shape: s.shape },
}));

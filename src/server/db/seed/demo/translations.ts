// The demo's translations of seasonal ads (ADR 052): the harvest, packing and greenhouse jobs whose titles are below
// get a Polish and a Romanian title and texts, written by hand. The texts are the same few for
// every ad of a kind and name no fact the ad's own fields state (season, accommodation, pay):
// the job page shows those in the seeker's language itself. No PRNG draw, so every other field
// of every demo ad stays as it was.

import type { AdText, AdTranslations } from "#shared/schemas/jobs.ts";

interface Crop {
  /** The Polish title and the phrase of the work ("przy zbiorze szparagów"). */
  pl: { title: string; work: string };
  ro: { title: string; work: string };
  /** The tasks of a vineyard or of a greenhouse instead of those of the fields. */
  kind?: "vineyard" | "greenhouse";
}

const CROPS: Record<string, Crop> = {
  "Erntehelfer (m/w/d) Spargel und Erdbeeren": {
    pl: {
      title: "Pomocnik przy zbiorze szparagów i truskawek (m/k/d)",
      work: "przy zbiorze szparagów i truskawek",
    },
    ro: {
      title: "Lucrător sezonier la recoltarea sparanghelului și a căpșunilor (m/f/d)",
      work: "la recoltarea sparanghelului și a căpșunilor",
    },
  },
  "Erntehelfer (m/w/d) Spargel": {
    pl: { title: "Pomocnik przy zbiorze szparagów (m/k/d)", work: "przy zbiorze szparagów" },
    ro: {
      title: "Lucrător sezonier la recoltarea sparanghelului (m/f/d)",
      work: "la recoltarea sparanghelului",
    },
  },
  "Spargelstecher (m/w/d) Saison": {
    pl: { title: "Zbieracz szparagów (m/k/d) – sezon", work: "przy zbiorze szparagów" },
    ro: { title: "Culegător de sparanghel (m/f/d) – sezon", work: "la recoltarea sparanghelului" },
  },
  "Erntehelfer (m/w/d) Erdbeeren": {
    pl: { title: "Pomocnik przy zbiorze truskawek (m/k/d)", work: "przy zbiorze truskawek" },
    ro: { title: "Culegător de căpșuni (m/f/d)", work: "la culesul căpșunilor" },
  },
  "Erntehelfer (m/w/d) Apfelernte": {
    pl: { title: "Pomocnik przy zbiorze jabłek (m/k/d)", work: "przy zbiorze jabłek" },
    ro: { title: "Culegător de mere (m/f/d)", work: "la culesul merelor" },
  },
  "Erntehelfer (m/w/d) Kirschernte": {
    pl: { title: "Pomocnik przy zbiorze czereśni (m/k/d)", work: "przy zbiorze czereśni" },
    ro: { title: "Culegător de cireșe (m/f/d)", work: "la culesul cireșelor" },
  },
  "Erntehelfer (m/w/d) Heidelbeeren": {
    pl: { title: "Pomocnik przy zbiorze borówek (m/k/d)", work: "przy zbiorze borówek" },
    ro: { title: "Culegător de afine (m/f/d)", work: "la culesul afinelor" },
  },
  "Erntehelfer (m/w/d) Gemüseernte": {
    pl: { title: "Pomocnik przy zbiorze warzyw (m/k/d)", work: "przy zbiorze warzyw" },
    ro: {
      title: "Lucrător sezonier la recoltarea legumelor (m/f/d)",
      work: "la recoltarea legumelor",
    },
  },
  "Erntehelfer (m/w/d) Weinlese": {
    pl: { title: "Pomocnik przy winobraniu (m/k/d)", work: "przy winobraniu" },
    ro: { title: "Lucrător la culesul viei (m/f/d)", work: "la culesul viei" },
    kind: "vineyard",
  },
  "Erntehelfer (m/w/d) Zwetschgenernte": {
    pl: { title: "Pomocnik przy zbiorze śliwek (m/k/d)", work: "przy zbiorze śliwek" },
    ro: { title: "Culegător de prune (m/f/d)", work: "la culesul prunelor" },
  },
  "Saisonkraft (m/w/d) Obstsortierung": {
    pl: {
      title: "Pracownik sezonowy przy sortowaniu owoców (m/k/d)",
      work: "przy sortowaniu owoców",
    },
    ro: { title: "Lucrător sezonier la sortarea fructelor (m/f/d)", work: "la sortarea fructelor" },
  },
  "Saisonkraft (m/w/d) Packstation": {
    pl: { title: "Pracownik sezonowy przy pakowaniu (m/k/d)", work: "przy pakowaniu" },
    ro: { title: "Lucrător sezonier la ambalare (m/f/d)", work: "la ambalare" },
  },
  "Saisonkraft (m/w/d) Tomatenernte unter Glas": {
    pl: {
      title: "Pracownik sezonowy przy zbiorze pomidorów w szklarni (m/k/d)",
      work: "przy zbiorze pomidorów w szklarni",
    },
    ro: {
      title: "Lucrător sezonier la recoltarea roșiilor în seră (m/f/d)",
      work: "la recoltarea roșiilor în seră",
    },
  },
  "Saisonkraft (m/w/d) Topfpflanzenproduktion": {
    pl: {
      title: "Pracownik sezonowy przy produkcji roślin doniczkowych (m/k/d)",
      work: "przy produkcji roślin doniczkowych",
    },
    ro: {
      title: "Lucrător sezonier în producția de plante la ghiveci (m/f/d)",
      work: "în producția de plante la ghiveci",
    },
    kind: "greenhouse",
  },
  "Erntehelfer (m/w/d)": {
    pl: { title: "Pomocnik przy zbiorach (m/k/d)", work: "przy zbiorach" },
    ro: { title: "Lucrător sezonier la recoltare (m/f/d)", work: "la recoltare" },
  },
};

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

function polish(crop: Crop): AdText {
  return {
    title: crop.pl.title,
    description:
      `<p>Szukamy osób do pomocy ${crop.pl.work} w nadchodzącym sezonie. Pracujesz w zgranym ` +
      "zespole, a na początku wszystko ci pokażemy na miejscu.</p>" +
      "<p>Termin sezonu, zakwaterowanie i dojazd znajdziesz w zestawieniu na tej stronie.</p>",
    tasks: list(
      {
        vineyard: [
          "Zrywanie winogron do skrzynek",
          "Przenoszenie pełnych skrzynek do przyczepy",
          "Sprzątanie po zakończeniu zbioru",
        ],
        greenhouse: [
          "Sadzenie i przesadzanie roślin doniczkowych",
          "Podlewanie i pielęgnacja upraw w szklarni",
          "Kompletowanie i pakowanie zamówień",
        ],
        fields: [
          "Zbiór i sortowanie plonów",
          "Pakowanie do skrzynek i kartonów",
          "Proste prace porządkowe na polu i w hali",
        ],
      }[crop.kind ?? "fields"],
    ),
    profile: list([
      crop.kind === "greenhouse"
        ? "Lubisz pracę z roślinami"
        : "Lubisz pracę na świeżym powietrzu, także w deszczu i w upale",
      "Jesteś w dobrej formie i nie boisz się pracy fizycznej",
      "Możesz pracować przez cały sezon",
    ]),
    benefits: list([
      "Uczciwe rozliczenie każdej przepracowanej godziny",
      "Wdrożenie na miejscu i stała osoba kontaktowa w zespole",
      "Praca w zgranym, międzynarodowym zespole",
    ]),
  };
}

function romanian(crop: Crop): AdText {
  return {
    title: crop.ro.title,
    description:
      `<p>Căutăm lucrători ${crop.ro.work} pentru sezonul care urmează. Lucrezi într-o echipă ` +
      "unită, iar la început îți arătăm totul la fața locului.</p>" +
      "<p>Perioada sezonului, cazarea și transportul le găsești în rezumatul de pe această pagină.</p>",
    tasks: list(
      {
        vineyard: [
          "Culesul strugurilor în lăzi",
          "Transportul lăzilor pline la remorcă",
          "Curățenie după terminarea culesului",
        ],
        greenhouse: [
          "Plantarea și transplantarea plantelor la ghiveci",
          "Udarea și îngrijirea culturilor din seră",
          "Pregătirea și ambalarea comenzilor",
        ],
        fields: [
          "Recoltarea și sortarea produselor",
          "Ambalarea în lăzi și cutii",
          "Lucrări simple de curățenie pe câmp și în hală",
        ],
      }[crop.kind ?? "fields"],
    ),
    profile: list([
      crop.kind === "greenhouse"
        ? "Îți place să lucrezi cu plantele"
        : "Îți place să lucrezi în aer liber, și pe ploaie, și pe căldură",
      "Ești în formă și nu te sperie munca fizică",
      "Poți lucra pe toată durata sezonului",
    ]),
    benefits: list([
      "Fiecare oră lucrată, plătită corect",
      "Instruire la fața locului și o persoană de contact fixă în echipă",
      "O echipă unită și internațională",
    ]),
  };
}

/** The Polish and Romanian translations of a seasonal demo ad with one of the titles above. */
export function demoTranslations(title: string, seasonal: boolean): AdTranslations {
  const crop = seasonal ? CROPS[title] : undefined;
  return crop ? { pl: polish(crop), ro: romanian(crop) } : {};
}

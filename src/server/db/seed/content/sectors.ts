import type { SeedSector } from "./types.ts";

export const sectors: SeedSector[] = [
  {
    slug: "landwirtschaft",
    name: { de: "Landwirtschaft", en: "Agriculture" },
    intro: {
      de: "Du suchst einen Job in der Landwirtschaft? Hier findest du Stellen auf Ackerbau-, Milchvieh- und Gemischtbetrieben – von der Ausbildung zum Landwirt über Saisonarbeit in der Ernte bis zur Festanstellung als Betriebsleiter. Stell deine Suche nach Region und Umkreis ein und entdecke Betriebe, die genau dich suchen.",
    },
  },
  {
    slug: "garten-und-landschaftsbau",
    name: { de: "Garten- und Landschaftsbau", en: "Landscaping" },
    intro: {
      de: "Im Garten- und Landschaftsbau gestaltest du Gärten, Parks und Freiflächen, die bleiben. Ob Landschaftsgärtner, Vorarbeiter, Maschinenführer oder Azubi: Hier findest du GaLaBau-Jobs in deiner Nähe. Wähle deinen Umkreis und finde Betriebe, die Verstärkung für ihre Kolonnen suchen.",
    },
  },
  {
    slug: "baumschule",
    name: { de: "Baumschule", en: "Tree nursery" },
    intro: {
      de: "In der Baumschule ziehst du Bäume, Sträucher und Rosen heran, die später Städte und Gärten prägen. Hier findest du Jobs und Ausbildungsplätze in Anzucht, Veredelung, Pflege, Versand und Verkauf. Such gezielt in deiner Region und starte deine Karriere in einer Baumschule.",
    },
  },
  {
    slug: "pflanzenhandel",
    name: { de: "Pflanzenhandel", en: "Plant trade" },
    intro: {
      de: "Im Pflanzenhandel bringst du Grün zu den Menschen – im Gartencenter, im Großhandel, im Blumenfachgeschäft oder im Onlineversand. Hier findest du Stellen in Verkauf, Beratung, Einkauf und Logistik. Gib deine Region ein und entdecke passende Jobs im Pflanzenhandel.",
    },
  },
  {
    slug: "obst-und-gemuesebau",
    name: { de: "Obst- und Gemüsebau", en: "Fruit and vegetable growing" },
    intro: {
      de: "Vom Spargelfeld bis zur Apfelplantage: Im Obst- und Gemüsebau sorgst du dafür, dass frische Lebensmittel aus der Region auf den Tisch kommen. Hier findest du Saisonjobs in der Ernte, Ausbildungsplätze zum Gärtner und feste Stellen in Anbau, Gewächshaus und Vermarktung.",
    },
  },
  {
    slug: "zierpflanzenbau",
    name: { de: "Zierpflanzenbau", en: "Ornamental plant growing" },
    intro: {
      de: "Im Zierpflanzenbau produzierst du Beet- und Balkonpflanzen, Topfpflanzen und Schnittblumen – oft mit moderner Gewächshaustechnik. Hier findest du Jobs und Ausbildungsplätze in Gärtnereien und Produktionsbetrieben in deiner Nähe. Stell deinen Umkreis ein und finde den Betrieb, der zu dir passt.",
    },
  },
  {
    slug: "forstwirtschaft",
    name: { de: "Forstwirtschaft", en: "Forestry" },
    intro: {
      de: "In der Forstwirtschaft arbeitest du draußen im Wald und kümmerst dich um Pflanzung, Pflege und nachhaltige Holzernte. Hier findest du Stellen als Forstwirt, Maschinenführer oder Azubi bei Forstbetrieben, Dienstleistern und Waldbesitzern. Such in deiner Region nach Jobs, bei denen Klimaschutz und Handwerk zusammenkommen.",
    },
  },
  {
    slug: "friedhofsgaertnerei",
    name: { de: "Friedhofsgärtnerei", en: "Cemetery gardening" },
    intro: {
      de: "In der Friedhofsgärtnerei gestaltest und pflegst du Grabstätten und begleitest Menschen in einer besonderen Lebenssituation. Hier findest du Jobs und Ausbildungsplätze in Friedhofsgärtnereien, die Handwerk, Pflanzenkenntnis und Feingefühl verbinden. Wähle deine Region und entdecke passende Stellen in deiner Nähe.",
    },
  },
];

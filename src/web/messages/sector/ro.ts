import type { MessagesLike } from "#shared/translator.ts";
import type { SectorMessages } from "./de.ts";

export const sector: MessagesLike<SectorMessages> = {
  title: "Locuri de muncă în domeniul {name}",
  "meta.title": {
    one: "{count} post disponibil",
    few: "{count} posturi disponibile",
    other: "{count} de posturi disponibile",
  },
  "meta.description":
    "Locuri de muncă în domeniul {name}: găsește posturi în apropiere și aplică direct la angajator.",
  find: "Găsește locuri de muncă în apropiere",
  heading: {
    one: "{count} post disponibil în domeniul {name}",
    few: "{count} posturi disponibile în domeniul {name}",
    other: "{count} de posturi disponibile în domeniul {name}",
  },
  empty: "În acest domeniu nu există momentan niciun post disponibil.",
  "faq.heading": "Întrebări frecvente",
  "faq.countQ": "Câte locuri de muncă există în domeniul {name}?",
  "faq.countA": {
    one: "Pe Wurzelwerk găsești acum {count} post disponibil în domeniul {name}. În fiecare zi se adaugă anunțuri noi de la firme din toată Germania.",
    few: "Pe Wurzelwerk găsești acum {count} posturi disponibile în domeniul {name}. În fiecare zi se adaugă anunțuri noi de la firme din toată Germania.",
    other:
      "Pe Wurzelwerk găsești acum {count} de posturi disponibile în domeniul {name}. În fiecare zi se adaugă anunțuri noi de la firme din toată Germania.",
  },
  "faq.nearQ": "Cum găsesc locuri de muncă în domeniul {name} în apropiere?",
  "faq.nearA":
    "Pornește căutarea, alege domeniul {name}, tipul de angajare și data dorită de începere și introdu localitatea sau codul poștal. Îți arătăm posturile pe o rază de 30 până la 100 km, cele mai apropiate întâi.",
  "faq.registerQ": "Trebuie să mă înregistrez ca să aplic?",
  "faq.registerA":
    "Nu. Aplici direct la firmă – prin e-mail sau prin formularul de candidatură al angajatorului. Nu ai nevoie de cont.",
};

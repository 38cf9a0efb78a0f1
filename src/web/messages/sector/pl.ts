import type { MessagesLike } from "#shared/translator.ts";
import type { SectorMessages } from "./de.ts";

export const sector: MessagesLike<SectorMessages> = {
  title: "Praca w branży: {name}",
  "meta.title": {
    one: "{count} wolne miejsce pracy",
    few: "{count} wolne miejsca pracy",
    many: "{count} wolnych miejsc pracy",
    other: "{count} wolnego miejsca pracy",
  },
  "meta.description":
    "Praca w branży: {name}. Znajdź oferty w pobliżu i aplikuj bezpośrednio do pracodawcy.",
  find: "Znajdź pracę w pobliżu",
  heading: {
    one: "{count} wolne miejsce pracy w branży: {name}",
    few: "{count} wolne miejsca pracy w branży: {name}",
    many: "{count} wolnych miejsc pracy w branży: {name}",
    other: "{count} wolnego miejsca pracy w branży: {name}",
  },
  empty: "W tej branży nie ma teraz żadnych ofert.",
  "faq.heading": "Często zadawane pytania",
  "faq.countQ": "Ile jest ofert pracy w branży: {name}?",
  "faq.countA": {
    one: "Na Wurzelwerk znajdziesz obecnie {count} ofertę pracy w branży: {name}. Codziennie dochodzą nowe ogłoszenia od firm z całych Niemiec.",
    few: "Na Wurzelwerk znajdziesz obecnie {count} oferty pracy w branży: {name}. Codziennie dochodzą nowe ogłoszenia od firm z całych Niemiec.",
    many: "Na Wurzelwerk znajdziesz obecnie {count} ofert pracy w branży: {name}. Codziennie dochodzą nowe ogłoszenia od firm z całych Niemiec.",
    other:
      "Na Wurzelwerk znajdziesz obecnie {count} oferty pracy w branży: {name}. Codziennie dochodzą nowe ogłoszenia od firm z całych Niemiec.",
  },
  "faq.nearQ": "Jak znaleźć pracę w branży: {name} w pobliżu?",
  "faq.nearA":
    "Rozpocznij wyszukiwanie, wybierz branżę {name}, rodzaj zatrudnienia i termin rozpoczęcia, a potem podaj swoją miejscowość albo kod pocztowy. Pokażemy ci oferty w promieniu od 30 do 100 km, najbliższe najpierw.",
  "faq.registerQ": "Czy muszę się zarejestrować, żeby aplikować?",
  "faq.registerA":
    "Nie. Aplikujesz bezpośrednio do firmy – e-mailem albo przez formularz pracodawcy. Konto nie jest potrzebne.",
};

import type { MessagesLike } from "#shared/translator.ts";
import type { HomeMessages } from "./de.ts";

export const home: MessagesLike<HomeMessages> = {
  "meta.title": "Znajdź pracę w zielonej branży",
  "meta.description":
    "Znajdź pracę w rolnictwie, przy budowie ogrodów i terenów zielonych, w szkółkach i w handlu roślinami – z wyszukiwaniem w promieniu od miejsca zamieszkania, za darmo i bez rejestracji.",
  eyebrow: "Pierwsza interaktywna platforma kariery dla zielonej branży",
  title: "Twoja praca w zieleni –",
  titleHighlight: "blisko twojego domu",
  intro:
    "Pierwsza interaktywna platforma kariery dla zielonej branży. W kilku krokach znajdziesz pracę, która do ciebie pasuje.",
  postJob: "Dodaj ogłoszenie",
  "steps.heading": "Trzy kroki do pracy w zieleni",
  "steps.1.title": "Wybierz wymarzoną pracę",
  "steps.1.text":
    "Pełny etat, niepełny etat, praca sezonowa lub nauka zawodu – i od kiedy chcesz zacząć.",
  "steps.2.title": "Branża i region",
  "steps.2.text": "Do pięciu branż i promień od 30 do 100 km wokół twojego miejsca zamieszkania.",
  "steps.3.title": "Pasujące oferty",
  "steps.3.text": "Od razu zobaczysz oferty w pobliżu, najbliższe na początku – bez rejestracji.",
  "newest.heading": "Najnowsze oferty",
  "newest.all": "Zobacz wszystkie oferty",
  "employers.heading": "Brakuje rąk do pracy w firmie?",
  "employers.text":
    "Fachowcy, pracownicy sezonowi i uczniowie z regionu – dzięki ogłoszeniu, które powstaje w kilka minut i które można w każdej chwili przedłużyć lub zakończyć.",
  "employers.offers": "Oferta dla pracodawców",
  "employers.login": "Przejdź do logowania pracodawcy",
};

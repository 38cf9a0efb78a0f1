import type { MessagesLike } from "#shared/translator.ts";
import type { HomeMessages } from "./de.ts";

export const home: MessagesLike<HomeMessages> = {
  "meta.title": "Găsește locuri de muncă în sectorul verde",
  "meta.description":
    "Găsește locuri de muncă în agricultură, amenajări peisagistice, pepiniere și comerțul cu plante – cu căutare pe rază, gratuit și fără cont.",
  eyebrow: "Prima platformă interactivă de carieră pentru sectorul verde",
  title: "Jobul tău în natură –",
  titleHighlight: "aproape de casă",
  intro:
    "Prima platformă interactivă de carieră pentru sectorul verde. Găsește în câțiva pași locul de muncă potrivit pentru tine.",
  postJob: "Publică un anunț",
  "steps.heading": "În trei pași la un job în natură",
  "steps.1.title": "Alege jobul dorit",
  "steps.1.text":
    "Normă întreagă, normă parțială, muncă sezonieră sau ucenicie – și când vrei să începi.",
  "steps.2.title": "Domeniu și regiune",
  "steps.2.text": "Până la cinci domenii și o rază de 30 până la 100 km în jurul locuinței tale.",
  "steps.3.title": "Joburi potrivite",
  "steps.3.text":
    "Vezi imediat locurile de muncă din apropiere, începând cu cele mai apropiate – fără cont.",
  "newest.heading": "Cele mai noi anunțuri",
  "newest.all": "Vezi toate anunțurile",
  "employers.heading": "Personal nou pentru propria afacere?",
  "employers.text":
    "Specialiști, lucrători sezonieri și ucenici din regiune – cu un anunț creat în câteva minute, care poate fi prelungit sau încheiat oricând.",
  "employers.offers": "Oferte pentru angajatori",
  "employers.login": "Spre autentificarea angajatorilor",
};

import type { MessagesLike } from "#shared/translator.ts";
import type { SavedJobsMessages } from "./de.ts";

export const savedJobs: MessagesLike<SavedJobsMessages> = {
  heading: "Anunțurile tale salvate",
  loading: "Se încarcă anunțurile tale salvate …",
  empty: "Nu ai salvat încă niciun anunț.",
  emptyHint: "Atinge semnul de carte sau „Salvează” la un anunț și îl vei găsi aici.",
  count: {
    one: "Ai salvat {count} anunț. Lista ta este păstrată doar în acest browser – nu ai nevoie de cont pentru ea.",
    few: "Ai salvat {count} anunțuri. Lista ta este păstrată doar în acest browser – nu ai nevoie de cont pentru ea.",
    other:
      "Ai salvat {count} de anunțuri. Lista ta este păstrată doar în acest browser – nu ai nevoie de cont pentru ea.",
  },
  failed: "Anunțurile tale salvate nu au putut fi încărcate acum.",
  retry: "Încearcă din nou",
  list: "Anunțuri de angajare salvate",
  "ended.title": "Anunțul nr. {id}",
  "ended.text": "Acest anunț nu mai este online.",
  "ended.removeName": "Elimină anunțul nr. {id} din salvate",
  "ended.removed": "Anunțul nr. {id} nu mai este în lista ta de salvate.",
};

import type { MessagesLike } from "#shared/translator.ts";
import type { SavedJobsMessages } from "./de.ts";

export const savedJobs: MessagesLike<SavedJobsMessages> = {
  heading: "Twoje zapisane oferty",
  loading: "Wczytujemy twoje zapisane oferty …",
  empty: "Nie masz jeszcze zapisanych ofert.",
  emptyHint: "Stuknij zakładkę albo „Zapisz” przy ofercie, a znajdziesz ją tutaj.",
  count: {
    one: "Masz {count} zapisaną ofertę. Lista jest przechowywana tylko w tej przeglądarce – konto nie jest do tego potrzebne.",
    few: "Masz {count} zapisane oferty. Lista jest przechowywana tylko w tej przeglądarce – konto nie jest do tego potrzebne.",
    many: "Masz {count} zapisanych ofert. Lista jest przechowywana tylko w tej przeglądarce – konto nie jest do tego potrzebne.",
    other:
      "Masz {count} zapisanej oferty. Lista jest przechowywana tylko w tej przeglądarce – konto nie jest do tego potrzebne.",
  },
  failed: "Nie udało się teraz wczytać twoich zapisanych ofert.",
  retry: "Spróbuj ponownie",
  list: "Zapisane ogłoszenia o pracę",
  "ended.title": "Ogłoszenie nr {id}",
  "ended.text": "To ogłoszenie nie jest już dostępne.",
  "ended.removeName": "Usuń ogłoszenie nr {id} z zapisanych",
  "ended.removed": "Ogłoszenia nr {id} nie ma już na twojej liście zapisanych.",
};

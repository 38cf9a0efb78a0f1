import type { MessagesLike } from "#shared/translator.ts";
import type { ApplicationMessages } from "./de.ts";

export const application: MessagesLike<ApplicationMessages> = {
  title: "Twoja aplikacja",
  intro: "na stanowisko {job} w firmie {company}",
  "state.heading": "Stan aplikacji",
  "state.job": "Stanowisko",
  "state.company": "Firma",
  "state.sent": "Wysłano",
  "state.status": "Status",
  "status.neu": "Otrzymana – pracodawca jeszcze się nią nie zajął.",
  "status.in_pruefung": "W trakcie sprawdzania – pracodawca przegląda twoją aplikację.",
  "status.gespraech": "Rozmowa – pracodawca chce cię poznać i odezwie się do ciebie.",
  "status.zusage": "Przyjęta – serdeczne gratulacje!",
  "status.absage": "Odrzucona – tym razem niestety się nie udało.",
  "data.heading": "Twoje dane",
  "data.name": "Imię i nazwisko",
  "data.email": "E-mail",
  "data.phone": "Telefon",
  "data.message": "Wiadomość",
  "data.cv": "CV",
  "data.attachments": "Załączniki",
  "deletion.heading": "Kiedy ją usuniemy",
  "deletion.until":
    "Usuniemy twoją aplikację razem ze wszystkimi plikami najpóźniej {date} – automatycznie, nie musisz nic robić.",
  "deletion.later":
    "Usuniemy twoją aplikację razem ze wszystkimi plikami automatycznie, gdy po decyzji pracodawcy lub po zakończeniu ogłoszenia upłynie okres przechowywania.",
  "deletion.more": "Więcej w {link}.",
  "deletion.privacy": "polityce prywatności",
  "withdraw.button": "Wycofaj aplikację",
  "withdraw.question": "Wycofać aplikację?",
  "withdraw.text":
    "Twoja aplikacja zostanie od razu usunięta razem ze wszystkimi plikami, a firma {company} nie będzie jej już widzieć. Tego nie da się cofnąć.",
  "withdraw.confirm": "Tak, wycofaj",
  "withdraw.cancel": "Anuluj",
  "withdraw.failed": "Nie udało się. Spróbuj jeszcze raz.",
  "withdrawn.title": "Aplikacja wycofana",
  "withdrawn.heading": "Gotowe",
  "withdrawn.message": "Twoja aplikacja została wycofana i usunięta razem ze wszystkimi plikami.",
  "withdrawn.text":
    "Firma {company} nie widzi już twojej aplikacji na stanowisko {job}. Link z e-maila już nie działa.",
  "withdrawn.findJobs": "Znajdź inne oferty pracy",
  "unknown.heading": "Ten link nie działa",
  "unknown.message":
    "Tej aplikacji (już) u nas nie ma. Może została wycofana albo usunięta po upływie okresu przechowywania.",
  "unknown.search": "Przejdź do wyszukiwarki ofert",
};

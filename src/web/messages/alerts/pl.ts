import type { MessagesLike } from "#shared/translator.ts";
import type { AlertsMessages } from "./de.ts";

export const alerts: MessagesLike<AlertsMessages> = {
  toSearch: "Przejdź do wyszukiwarki ofert",
  "confirm.title": "Potwierdź alert o ofertach",
  "confirm.intro": "Jeszcze jedno kliknięcie i będziesz dostawać nowe pasujące oferty e-mailem.",
  "confirm.heading": "Twój alert o ofertach",
  "confirm.busy": "Potwierdzanie …",
  "confirm.notYours": {
    one: "Ten alert nie pochodzi od ciebie? Po prostu zamknij tę stronę – bez twojego potwierdzenia nic ci nie wyślemy, a alert zostanie usunięty po {count} dniu.",
    few: "Ten alert nie pochodzi od ciebie? Po prostu zamknij tę stronę – bez twojego potwierdzenia nic ci nie wyślemy, a alert zostanie usunięty po {count} dniach.",
    many: "Ten alert nie pochodzi od ciebie? Po prostu zamknij tę stronę – bez twojego potwierdzenia nic ci nie wyślemy, a alert zostanie usunięty po {count} dniach.",
    other:
      "Ten alert nie pochodzi od ciebie? Po prostu zamknij tę stronę – bez twojego potwierdzenia nic ci nie wyślemy, a alert zostanie usunięty po {count} dnia.",
  },
  "confirmed.title": "Alert potwierdzony",
  "confirmed.heading": "Gotowe!",
  "confirmed.text":
    "Twój alert jest potwierdzony. Od teraz będziesz dostawać nowe pasujące oferty e-mailem.",
  "confirmed.alreadyHeading": "Już załatwione",
  "confirmed.alreadyText": "Twój alert jest już potwierdzony. Nie musisz nic więcej robić.",
  "confirmed.hint":
    "Swoje alerty możesz w każdej chwili zmienić, wstrzymać lub usunąć – także przez link w każdym naszym e-mailu.",
  "confirmed.manage": "Zarządzaj alertami",
  "unknown.heading": "Ten link nie działa",
  "unknown.text":
    "Ten link jest nieprawidłowy lub już nieaktualny. Być może alert został usunięty albo nie potwierdzono go w ciągu 7 dni.",
  "unknown.unsubscribe":
    "Ten link jest nieprawidłowy lub już nieaktualny. Być może alert został usunięty albo nie potwierdzono go w ciągu 7 dni. Tak czy inaczej, nie dostaniesz już e-maili do tego alertu.",
  "unknown.hint": "Po prostu utwórz nowy alert w wyszukiwarce ofert – to zajmie tylko chwilę.",
  "unsubscribe.title": "Wypisz się z alertu",
  "unsubscribe.intro": "Nie będziesz już dostawać e-maili do tego alertu.",
  "unsubscribe.heading": "Ten alert zostanie usunięty",
  "unsubscribe.busy": "Wypisywanie …",
  "unsubscribe.button": "Wypisz się",
  "unsubscribed.title": "Wypisano",
  "unsubscribed.heading": "Załatwione",
  "unsubscribed.text": "Wypisano cię: do tego alertu nie dostaniesz już żadnych e-maili.",
  "unsubscribed.hint":
    "Alert został usunięty. Nowy możesz w każdej chwili utworzyć w wyszukiwarce ofert.",
  "manage.title": "Twoje alerty o ofertach",
  "manage.intro":
    "Wszystkie alerty przypisane do twojego adresu e-mail. Zmiany obowiązują od następnego e-maila.",
  "manage.none": "Nie masz już żadnych alertów. Nie będziemy ci wysyłać e-maili o nowych ofertach.",
  "manage.unconfirmed": "Jeszcze niepotwierdzony – kliknij link w naszym e-mailu.",
  "manage.paused": "Wstrzymany – nie wysyłamy ci e-maili.",
  "manage.active": "Aktywny",
  "manage.howOften": "Jak często chcesz dostawać e-maile?",
  "manage.daily": "Codziennie",
  "manage.weekly": "Co tydzień (w poniedziałki)",
  "manage.results": "Zobacz pasujące oferty",
  "manage.pause": "Wstrzymaj",
  "manage.resume": "Wznów",
  "manage.delete": "Usuń",
  "manage.deleteTitle": "Usunąć alert?",
  "manage.deleteConfirm": "Usuń na stałe",
  "manage.cancel": "Anuluj",
  "manage.deleteText":
    "Usuniemy alert „{title}” wraz ze wszystkimi danymi, które w związku z nim zapisaliśmy. Nie będziesz już dostawać e-maili do tego alertu.",
  "manage.nowDaily": "Od teraz będziesz dostawać e-maile codziennie.",
  "manage.nowWeekly": "Od teraz będziesz dostawać jeden e-mail w tygodniu (w poniedziałki).",
  "manage.nowPaused": "Alert jest wstrzymany: nie wyślemy ci e-maili, dopóki go nie wznowisz.",
  "manage.nowResumed": "Alert znowu działa.",
  "manage.deleted": "Alert został usunięty.",
  "problem.failed": "Coś poszło nie tak. Spróbuj ponownie.",
};

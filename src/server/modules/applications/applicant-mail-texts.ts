import { INTL_LOCALES, type Locale } from "#shared/locales.ts";

// The applicant's mails in the language of the page they applied on (`applications.locale`,
// ADR 051): the confirmation and the note on a second try. The seekers' du: Polish „ty“,
// Romanian „tu“, Ukrainian „ти“.

/** The form of a count's noun in `locale` (`{n}` in each form, as the language writes it). */
function counted(
  locale: Locale,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
) {
  const form = forms[new Intl.PluralRules(INTL_LOCALES[locale]).select(n)] ?? forms.other;
  return form.replace("{n}", n.toLocaleString(INTL_LOCALES[locale]));
}

export interface ApplicantMailTexts {
  tagline: string;
  greeting: (name: string) => string;
  sentHeader: string;
  button: string;
  buttonFallback: string;
  link: string;
  kept: (days: number) => string;
  notYou: string;
  confirmation: {
    title: string;
    intro: (job: string, company: string, app: string) => string;
    cv: string;
    attachment: string;
    message: string;
    messageValue: string;
  };
  duplicate: {
    title: string;
    intro: (date: string, job: string, company: string) => string;
    lead: string;
  };
}

export const APPLICANT_MAIL_TEXTS: Record<Locale, ApplicantMailTexts> = {
  de: {
    tagline: "die erste interaktive Karriereplattform für die grüne Branche",
    greeting: (name) => `Hallo ${name},`,
    sentHeader: "Das hast du geschickt:",
    button: "Bewerbung ansehen",
    buttonFallback: "Funktioniert die Schaltfläche nicht, kopiere diese Adresse in deinen Browser:",
    link: "Unter diesem Link siehst du deine Bewerbung und kannst sie jederzeit zurückziehen – dann löschen wir sie sofort mit allen Dateien:",
    kept: (days) =>
      `Sonst bewahren wir deine Bewerbung auf, bis der Betrieb sie abgeschlossen hat oder die Anzeige endet, und löschen sie danach spätestens nach ${days} Tagen automatisch.`,
    notYou:
      "Du hast dich nicht beworben? Dann zieh die Bewerbung über den Link zurück – damit ist sie gelöscht.",
    confirmation: {
      title: "Deine Bewerbung ist angekommen",
      intro: (job, company, app) =>
        `deine Bewerbung auf „${job}“ bei ${company} ist angekommen. Der Betrieb sieht sie ab jetzt in seinem Postfach bei ${app}.`,
      cv: "Lebenslauf",
      attachment: "Anhang",
      message: "Nachricht",
      messageValue: "deine Nachricht an den Betrieb",
    },
    duplicate: {
      title: "Du hast dich hier schon beworben",
      intro: (date, job, company) =>
        `du hast dich am ${date} schon auf „${job}“ bei ${company} beworben. Diese Bewerbung liegt beim Betrieb; die neue haben wir deshalb nicht noch einmal geschickt.`,
      lead: "Möchtest du etwas ändern, zieh die erste Bewerbung über diesen Link zurück und bewirb dich danach neu:",
    },
  },
  en: {
    tagline: "the first interactive career platform for the green sector",
    greeting: (name) => `Hello ${name},`,
    sentHeader: "This is what you sent:",
    button: "View application",
    buttonFallback: "If the button does not work, copy this address into your browser:",
    link: "At this link you can see your application and withdraw it at any time – we then delete it at once with all its files:",
    kept: (days) =>
      `Otherwise we keep your application until the employer has closed it or the ad ends, and then delete it automatically after ${counted("en", days, { one: "{n} day", other: "{n} days" })} at the latest.`,
    notYou: "You did not apply? Then withdraw the application using the link – that deletes it.",
    confirmation: {
      title: "Your application has arrived",
      intro: (job, company, app) =>
        `Your application for “${job}” at ${company} has arrived. The employer now sees it in their inbox on ${app}.`,
      cv: "CV",
      attachment: "Attachment",
      message: "Message",
      messageValue: "your message to the employer",
    },
    duplicate: {
      title: "You have already applied here",
      intro: (date, job, company) =>
        `You already applied for “${job}” at ${company} on ${date}. That application is with the employer, so we have not sent the new one again.`,
      lead: "If you want to change something, withdraw the first application using this link and then apply again:",
    },
  },
  pl: {
    tagline: "pierwsza interaktywna platforma kariery dla zielonej branży",
    greeting: (name) => `Cześć ${name},`,
    sentHeader: "Twoja aplikacja zawiera:",
    button: "Zobacz aplikację",
    buttonFallback: "Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:",
    link: "Pod tym linkiem zobaczysz swoją aplikację i możesz ją w każdej chwili wycofać – wtedy od razu usuniemy ją razem ze wszystkimi plikami:",
    kept: (days) =>
      `W przeciwnym razie przechowujemy twoją aplikację, dopóki pracodawca jej nie zamknie lub ogłoszenie się nie skończy, a potem usuwamy ją automatycznie najpóźniej po ${counted("pl", days, { one: "{n} dniu", other: "{n} dniach" })}.`,
    notYou: "Ta aplikacja nie pochodzi od ciebie? Wycofaj ją przez link – wtedy zostanie usunięta.",
    confirmation: {
      title: "Twoja aplikacja dotarła",
      intro: (job, company, app) =>
        `Twoja aplikacja na stanowisko „${job}” w firmie ${company} dotarła. Pracodawca widzi ją teraz w swojej skrzynce w ${app}.`,
      cv: "CV",
      attachment: "Załącznik",
      message: "Wiadomość",
      messageValue: "twoja wiadomość do pracodawcy",
    },
    duplicate: {
      title: "Ta aplikacja już do nas dotarła",
      intro: (date, job, company) =>
        `Twoja aplikacja na stanowisko „${job}” w firmie ${company} dotarła do nas już ${date}. Jest u pracodawcy, więc nowej nie przesłaliśmy ponownie.`,
      lead: "Jeśli chcesz coś zmienić, wycofaj pierwszą aplikację przez ten link i zaaplikuj jeszcze raz:",
    },
  },
  ro: {
    tagline: "prima platformă interactivă de carieră pentru sectorul verde",
    greeting: (name) => `Bună, ${name},`,
    sentHeader: "Iată ce ai trimis:",
    button: "Vezi aplicarea",
    buttonFallback: "Dacă butonul nu funcționează, copiază această adresă în browser:",
    link: "La acest link îți vezi aplicarea și o poți retrage oricând – atunci o ștergem imediat, cu toate fișierele:",
    kept: (days) =>
      `Altfel păstrăm aplicarea ta până când angajatorul o încheie sau anunțul se termină, iar apoi o ștergem automat după cel mult ${counted("ro", days, { one: "{n} zi", few: "{n} zile", other: "{n} de zile" })}.`,
    notYou: "Nu ai aplicat tu? Atunci retrage aplicarea prin link – astfel este ștearsă.",
    confirmation: {
      title: "Aplicarea ta a ajuns",
      intro: (job, company, app) =>
        `Aplicarea ta pentru „${job}” la ${company} a ajuns. Angajatorul o vede de acum în căsuța sa de pe ${app}.`,
      cv: "CV",
      attachment: "Atașament",
      message: "Mesaj",
      messageValue: "mesajul tău către angajator",
    },
    duplicate: {
      title: "Ai aplicat deja aici",
      intro: (date, job, company) =>
        `Ai aplicat deja pe ${date} pentru „${job}” la ${company}. Aplicarea aceea este la angajator, așa că pe cea nouă nu am mai trimis-o.`,
      lead: "Dacă vrei să schimbi ceva, retrage prima aplicare prin acest link și aplică apoi din nou:",
    },
  },
  uk: {
    tagline: "перша інтерактивна кар’єрна платформа для зеленої галузі",
    greeting: (name) => `Привіт, ${name}!`,
    sentHeader: "Твоя заявка містить:",
    button: "Переглянути заявку",
    buttonFallback: "Якщо кнопка не працює, скопіюй цю адресу в браузер:",
    link: "За цим посиланням ти бачиш свою заявку і можеш будь-коли її відкликати – тоді ми одразу видалимо її разом з усіма файлами:",
    kept: (days) =>
      `Інакше ми зберігаємо твою заявку, доки роботодавець її не закриє або оголошення не завершиться, а потім автоматично видаляємо її не пізніше ніж через ${counted("uk", days, { one: "{n} день", few: "{n} дні", many: "{n} днів", other: "{n} дня" })}.`,
    notYou: "Це не твоя заявка? Тоді відклич її за посиланням – так її буде видалено.",
    confirmation: {
      title: "Твоя заявка надійшла",
      intro: (job, company, app) =>
        `Твоя заявка на вакансію «${job}» у ${company} надійшла. Роботодавець тепер бачить її у своїй скриньці на ${app}.`,
      cv: "Резюме",
      attachment: "Вкладення",
      message: "Повідомлення",
      messageValue: "твоє повідомлення роботодавцю",
    },
    duplicate: {
      title: "Ця заявка вже в нас є",
      intro: (date, job, company) =>
        `Твоя заявка на вакансію «${job}» у ${company} надійшла до нас ще ${date}. Вона вже в роботодавця, тож нову ми не надсилали повторно.`,
      lead: "Якщо хочеш щось змінити, відклич першу заявку за цим посиланням і подай нову:",
    },
  },
};

import { INTL_LOCALES, type Locale } from "#shared/locales.ts";

// A job alert's mails in the alert's language (`job_alerts.locale`, ADR 051): the opt-in and
// the digest. The filter's words are src/shared/job-alert-words.ts (the pages name it alike).
// The seekers' du: Polish „ty“, Romanian „tu“, Ukrainian „ти“.

/** The form of a count's noun in `locale` (`{n}` in each form, as the language writes it). */
function counted(
  locale: Locale,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
) {
  const form = forms[new Intl.PluralRules(INTL_LOCALES[locale]).select(n)] ?? forms.other;
  return form.replace("{n}", n.toLocaleString(INTL_LOCALES[locale]));
}

/** Where the alert searches, as the digest's subject says it. */
interface Where {
  /** The place the seeker named, with a radius. */
  place: string;
  /** A whole Land (its German name). */
  state: string;
}

export interface AlertMailTexts {
  tagline: string;
  hello: string;
  buttonFallback: string;
  optIn: {
    title: string;
    intro: (app: string) => string;
    confirmLead: string;
    button: string;
    ignore: (days: number) => string;
    unsubscribe: string;
  };
  digest: {
    subject: (n: number, where: Where) => string;
    intro: (n: number, region: string) => string;
    more: (n: number) => string;
    all: string;
    allButton: string;
    footer: string;
    manage: string;
    unsubscribe: string;
    startFlexible: string;
    startNow: string;
    /** With `{date}`. */
    startFrom: string;
  };
}

export const ALERT_MAIL_TEXTS: Record<Locale, AlertMailTexts> = {
  de: {
    tagline: "die erste interaktive Karriereplattform für die grüne Branche",
    hello: "Hallo,",
    buttonFallback: "Funktioniert die Schaltfläche nicht, kopiere diese Adresse in deinen Browser:",
    optIn: {
      title: "Bitte bestätige deinen Suchauftrag",
      intro: (app) =>
        `du möchtest bei ${app} per E-Mail erfahren, wenn neue Jobs zu deiner Suche erscheinen:`,
      confirmLead: "Bestätige deinen Suchauftrag mit diesem Link:",
      button: "Suchauftrag bestätigen",
      ignore: (days) =>
        `Du hast keinen Suchauftrag angelegt? Dann ignoriere diese E-Mail einfach: Ohne deine Bestätigung schicken wir dir nichts, und der Suchauftrag wird nach ${days} Tagen gelöscht.`,
      unsubscribe: "Keine E-Mails mehr zu diesem Suchauftrag",
    },
    digest: {
      subject: (n, where) =>
        `${counted("de", n, { one: "{n} neuer Job", other: "{n} neue Jobs" })} für dich ${
          where.state
            ? where.state === "Saarland"
              ? "im Saarland"
              : `in ${where.state}`
            : `in der Nähe von ${where.place}`
        }`,
      intro: (n, region) =>
        counted("de", n, {
          one: `Seit unserer letzten E-Mail ist {n} neuer Job erschienen, der zu deinem Suchauftrag passt (${region}).`,
          other: `Seit unserer letzten E-Mail sind {n} neue Jobs erschienen, die zu deinem Suchauftrag passen (${region}).`,
        }),
      more: (n) =>
        counted("de", n, { one: "… und {n} weiterer Job.", other: "… und {n} weitere Jobs." }),
      all: "Alle passenden Jobs",
      allButton: "Alle passenden Jobs ansehen",
      footer: "Du bekommst diese E-Mail, weil du diesen Suchauftrag angelegt und bestätigt hast.",
      manage: "Suchauftrag verwalten",
      unsubscribe: "Abmelden",
      startFlexible: "ab sofort / nach Vereinbarung",
      startNow: "ab sofort",
      startFrom: "ab {date}",
    },
  },
  en: {
    tagline: "the first interactive careers platform for the green sector",
    hello: "Hello,",
    buttonFallback: "If the button does not work, copy this address into your browser:",
    optIn: {
      title: "Please confirm your job alert",
      intro: (app) => `you would like ${app} to email you when new jobs for your search appear:`,
      confirmLead: "Confirm your job alert with this link:",
      button: "Confirm job alert",
      ignore: (days) =>
        `You did not create a job alert? Then simply ignore this email: without your confirmation we send you nothing, and the job alert is deleted after ${days} days.`,
      unsubscribe: "No more emails for this job alert",
    },
    digest: {
      subject: (n, where) =>
        `${counted("en", n, { one: "{n} new job", other: "{n} new jobs" })} for you ${
          where.state ? `in ${where.state}` : `near ${where.place}`
        }`,
      intro: (n, region) =>
        counted("en", n, {
          one: `Since our last email, {n} new job has appeared that matches your job alert (${region}).`,
          other: `Since our last email, {n} new jobs have appeared that match your job alert (${region}).`,
        }),
      more: (n) => counted("en", n, { one: "… and {n} more job.", other: "… and {n} more jobs." }),
      all: "All matching jobs",
      allButton: "See all matching jobs",
      footer: "You get this email because you created and confirmed this job alert.",
      manage: "Manage job alert",
      unsubscribe: "Unsubscribe",
      startFlexible: "immediately / by arrangement",
      startNow: "immediately",
      startFrom: "from {date}",
    },
  },
  pl: {
    tagline: "pierwsza interaktywna platforma kariery dla branży zielonej",
    hello: "Cześć,",
    buttonFallback: "Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:",
    optIn: {
      title: "Potwierdź swój alert o ofertach",
      intro: (app) =>
        `chcesz otrzymywać od ${app} e-maile, gdy pojawią się nowe oferty do twojego wyszukiwania:`,
      confirmLead: "Potwierdź swój alert tym linkiem:",
      button: "Potwierdź alert",
      ignore: (days) =>
        `Ten alert nie pochodzi od ciebie? W takim razie po prostu zignoruj tę wiadomość: bez twojego potwierdzenia nic ci nie wyślemy, a alert zostanie usunięty po ${counted("pl", days, { one: "{n} dniu", other: "{n} dniach" })}.`,
      unsubscribe: "Nie chcę więcej e-maili do tego alertu",
    },
    digest: {
      subject: (n, where) =>
        `${counted("pl", n, {
          one: "{n} nowa oferta",
          few: "{n} nowe oferty",
          many: "{n} nowych ofert",
          other: "{n} nowej oferty",
        })} dla ciebie ${where.state ? `– land ${where.state}` : `– okolice: ${where.place}`}`,
      intro: (n, region) =>
        counted("pl", n, {
          one: `Od naszego ostatniego e-maila pojawiła się {n} nowa oferta pasująca do twojego alertu (${region}).`,
          few: `Od naszego ostatniego e-maila pojawiły się {n} nowe oferty pasujące do twojego alertu (${region}).`,
          many: `Od naszego ostatniego e-maila pojawiło się {n} nowych ofert pasujących do twojego alertu (${region}).`,
          other: `Od naszego ostatniego e-maila pojawiło się {n} nowej oferty pasującej do twojego alertu (${region}).`,
        }),
      more: (n) =>
        counted("pl", n, {
          one: "… i {n} kolejna oferta.",
          few: "… i {n} kolejne oferty.",
          many: "… i {n} kolejnych ofert.",
          other: "… i {n} kolejnej oferty.",
        }),
      all: "Wszystkie pasujące oferty",
      allButton: "Zobacz wszystkie pasujące oferty",
      footer:
        "Otrzymujesz ten e-mail, ponieważ ten alert został przez ciebie utworzony i potwierdzony.",
      manage: "Zarządzaj alertem",
      unsubscribe: "Wypisz się",
      startFlexible: "od zaraz / do uzgodnienia",
      startNow: "od zaraz",
      startFrom: "od {date}",
    },
  },
  ro: {
    tagline: "prima platformă interactivă de cariere pentru sectorul verde",
    hello: "Bună,",
    buttonFallback: "Dacă butonul nu funcționează, copiază această adresă în browser:",
    optIn: {
      title: "Te rugăm să confirmi alerta de locuri de muncă",
      intro: (app) =>
        `vrei să afli prin e-mail de la ${app} când apar locuri de muncă noi pentru căutarea ta:`,
      confirmLead: "Confirmă alerta cu acest link:",
      button: "Confirmă alerta",
      ignore: (days) =>
        `Nu ai creat nicio alertă? Atunci ignoră acest e-mail: fără confirmarea ta nu îți trimitem nimic, iar alerta se șterge după ${counted("ro", days, { one: "{n} zi", few: "{n} zile", other: "{n} de zile" })}.`,
      unsubscribe: "Nu mai vreau e-mailuri pentru această alertă",
    },
    digest: {
      subject: (n, where) =>
        `${counted("ro", n, {
          one: "{n} loc de muncă nou",
          few: "{n} locuri de muncă noi",
          other: "{n} de locuri de muncă noi",
        })} pentru tine ${where.state ? `în landul ${where.state}` : `lângă ${where.place}`}`,
      intro: (n, region) =>
        counted("ro", n, {
          one: `De la ultimul nostru e-mail a apărut {n} loc de muncă nou care se potrivește alertei tale (${region}).`,
          few: `De la ultimul nostru e-mail au apărut {n} locuri de muncă noi care se potrivesc alertei tale (${region}).`,
          other: `De la ultimul nostru e-mail au apărut {n} de locuri de muncă noi care se potrivesc alertei tale (${region}).`,
        }),
      more: (n) =>
        counted("ro", n, {
          one: "… și încă {n} loc de muncă.",
          few: "… și încă {n} locuri de muncă.",
          other: "… și încă {n} de locuri de muncă.",
        }),
      all: "Toate locurile de muncă potrivite",
      allButton: "Vezi toate locurile de muncă potrivite",
      footer: "Primești acest e-mail pentru că ai creat și confirmat această alertă.",
      manage: "Gestionează alerta",
      unsubscribe: "Dezabonare",
      startFlexible: "imediat / de comun acord",
      startNow: "imediat",
      startFrom: "din {date}",
    },
  },
  uk: {
    tagline: "перша інтерактивна кар’єрна платформа для зеленої галузі",
    hello: "Привіт!",
    buttonFallback: "Якщо кнопка не працює, скопіюй цю адресу в браузер:",
    optIn: {
      title: "Підтверди свою підписку на вакансії",
      intro: (app) =>
        `ти хочеш отримувати від ${app} листи, коли з’являтимуться нові вакансії за твоїм пошуком:`,
      confirmLead: "Підтверди підписку за цим посиланням:",
      button: "Підтвердити підписку",
      ignore: (days) =>
        `Підписку створив хтось інший? Тоді просто проігноруй цей лист: без твого підтвердження ми нічого не надсилатимемо, а підписку буде видалено через ${counted("uk", days, { one: "{n} день", few: "{n} дні", many: "{n} днів", other: "{n} дня" })}.`,
      unsubscribe: "Більше не надсилати листів за цією підпискою",
    },
    digest: {
      subject: (n, where) =>
        `${counted("uk", n, {
          one: "{n} нова вакансія",
          few: "{n} нові вакансії",
          many: "{n} нових вакансій",
          other: "{n} нової вакансії",
        })} для тебе ${where.state ? `– земля ${where.state}` : `– поблизу: ${where.place}`}`,
      intro: (n, region) =>
        counted("uk", n, {
          one: `Від нашого останнього листа з’явилася {n} нова вакансія за твоєю підпискою (${region}).`,
          few: `Від нашого останнього листа з’явилися {n} нові вакансії за твоєю підпискою (${region}).`,
          many: `Від нашого останнього листа з’явилося {n} нових вакансій за твоєю підпискою (${region}).`,
          other: `Від нашого останнього листа з’явилося {n} нової вакансії за твоєю підпискою (${region}).`,
        }),
      more: (n) =>
        counted("uk", n, {
          one: "… і ще {n} вакансія.",
          few: "… і ще {n} вакансії.",
          many: "… і ще {n} вакансій.",
          other: "… і ще {n} вакансії.",
        }),
      all: "Усі відповідні вакансії",
      allButton: "Переглянути всі відповідні вакансії",
      footer: "Ти отримуєш цей лист, бо цю підписку створено й підтверджено для твоєї адреси.",
      manage: "Керувати підпискою",
      unsubscribe: "Відписатися",
      startFlexible: "одразу / за домовленістю",
      startNow: "одразу",
      startFrom: "з {date}",
    },
  },
};

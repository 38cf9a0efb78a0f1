import type { Locale } from "#shared/locales.ts";
import { DEFAULT_REJECTION_TEMPLATE } from "#shared/schemas/applications.ts";

// The Absage mail in the language the applicant applied in (`applications.locale`, ADR 051).
// The employer's own text goes out as written (German); the standard text, which no employer
// wrote, is ours and goes out in the applicant's language. The placeholders stay German
// ({name}, {stelle}, {unternehmen}): they are the employer's template syntax.

export interface RejectionMailTexts {
  title: (company: string) => string;
  /** Why the applicant gets this mail, under the text. */
  origin: (company: string, app: string, job: string) => string;
  /** Added to the origin when a reply reaches the company. */
  reply: (company: string) => string;
  /** Before the employer's own text in another language: it is in German. */
  ownText: ((company: string) => string) | null;
  standard: string;
}

export const REJECTION_MAIL_TEXTS: Record<Locale, RejectionMailTexts> = {
  de: {
    title: (company) => `Deine Bewerbung bei ${company}`,
    origin: (company, app, job) =>
      `Diese Nachricht hat dir ${company} über ${app} geschickt, weil du dich dort auf „${job}“ beworben hast.`,
    reply: (company) => ` Wenn du antwortest, geht deine Antwort an ${company}.`,
    ownText: null,
    standard: DEFAULT_REJECTION_TEMPLATE,
  },
  en: {
    title: (company) => `Your application to ${company}`,
    origin: (company, app, job) =>
      `${company} sent you this message through ${app} because you applied there for “${job}”.`,
    reply: (company) => ` If you reply, your reply goes to ${company}.`,
    ownText: (company) => `${company} wrote this message in German:`,
    standard: `Hello {name},

thank you for applying as {stelle} and for your interest in {unternehmen}.

We have looked carefully at every application and this time we have decided on someone else. This is no judgement of you as a person – we wish you every success in your search and all the best.

Kind regards
{unternehmen}`,
  },
  pl: {
    title: (company) => `Twoja aplikacja – ${company}`,
    origin: (company, app, job) =>
      `Tę wiadomość wysłała ci firma ${company} przez ${app}, ponieważ aplikujesz tam na stanowisko „${job}”.`,
    reply: (company) => ` Jeśli odpowiesz, twoja odpowiedź trafi do firmy ${company}.`,
    ownText: (company) => `Firma ${company} napisała tę wiadomość po niemiecku:`,
    standard: `Cześć {name},

dziękujemy za twoją aplikację na stanowisko {stelle} i za zainteresowanie firmą {unternehmen}.

Dokładnie przejrzeliśmy wszystkie aplikacje i tym razem zdecydowaliśmy się na inną osobę. Nie jest to ocena ciebie jako osoby – życzymy ci powodzenia w dalszych poszukiwaniach i wszystkiego dobrego.

Pozdrawiamy
{unternehmen}`,
  },
  ro: {
    title: (company) => `Aplicarea ta la ${company}`,
    origin: (company, app, job) =>
      `Acest mesaj ți l-a trimis ${company} prin ${app}, pentru că ai aplicat acolo pentru „${job}”.`,
    reply: (company) => ` Dacă răspunzi, răspunsul tău ajunge la ${company}.`,
    ownText: (company) => `${company} a scris acest mesaj în germană:`,
    standard: `Bună, {name},

îți mulțumim pentru aplicarea ta pentru postul de {stelle} și pentru interesul față de {unternehmen}.

Am analizat cu atenție toate aplicările și de data aceasta am ales pe altcineva. Nu este o evaluare a ta ca persoană – îți dorim mult succes în căutarea ta și toate cele bune.

Cu bine,
{unternehmen}`,
  },
  uk: {
    title: (company) => `Твоя заявка в ${company}`,
    origin: (company, app, job) =>
      `Це повідомлення надіслав тобі ${company} через ${app}, бо ти подав(-ла) там заявку на «${job}».`,
    reply: (company) => ` Якщо ти відповіси, відповідь отримає ${company}.`,
    ownText: (company) => `${company} написав це повідомлення німецькою:`,
    standard: `Привіт, {name}!

Дякуємо за твою заявку на посаду {stelle} та за інтерес до {unternehmen}.

Ми уважно розглянули всі заявки і цього разу обрали іншого кандидата. Це не оцінка тебе як людини – бажаємо тобі успіхів у подальших пошуках і всього найкращого.

З найкращими побажаннями
{unternehmen}`,
  },
};

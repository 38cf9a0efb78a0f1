import { describe, expect, it } from "vitest";
import { ZApplicationFields } from "#shared/schemas/applications.ts";
import { createTranslator, type MessagesLike } from "#shared/translator.ts";
import { HttpError, OFFLINE_MESSAGE } from "#web/lib/http.ts";
import { CATALOGUE } from "#web/messages/catalogue.server.ts";
import { job as germanJob, type JobMessages } from "#web/messages/job/de.ts";
import { job as polishJob } from "#web/messages/job/pl.ts";
import { job as ukrainianJob } from "#web/messages/job/uk.ts";
import { shell as germanShellMessages, type ShellMessages } from "#web/messages/shell/de.ts";
import { shell as polishShellMessages } from "#web/messages/shell/pl.ts";
import { failureText, fieldErrorText } from "./error-text.ts";

const german = createTranslator("de", germanJob as MessagesLike<JobMessages>);
const polish = createTranslator("pl", polishJob);
const ukrainian = createTranslator("uk", ukrainianJob);
const germanShell = createTranslator("de", germanShellMessages as MessagesLike<ShellMessages>);
const polishShell = createTranslator("pl", polishShellMessages);

/** The German messages the rules give for these fields (the API answers the same in its 422). */
function germanErrors(fields: Record<string, string>): string[] {
  const parsed = ZApplicationFields.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("the application form's refusals in the page's language", () => {
  it("says every rule's message in Polish, none stays German", () => {
    const messages = [
      ...germanErrors({ name: "", email: "", consent: "false" }),
      ...germanErrors({
        name: "x".repeat(151),
        email: "keine-adresse",
        phone: "<b>",
        message: "x".repeat(2001),
        consent: "true",
      }),
      ...germanErrors({ name: "Alex\nB", email: `${"a".repeat(250)}@x.de`, consent: "true" }),
    ];
    expect(messages.length).toBeGreaterThanOrEqual(8);
    const polishTexts = messages.map((m) => fieldErrorText(m, polish));
    expect(polishTexts).not.toContain(polish("error.field"));
    expect(polishTexts).toContain("Podaj swoje imię i nazwisko.");
    expect(polishTexts).toContain("Imię i nazwisko może mieć najwyżej 150 znaków.");
    expect(polishTexts).toContain("Wiadomość może mieć najwyżej 2000 znaków.");
    for (const message of messages) expect(fieldErrorText(message, german)).toBe(message);
  });

  it("says the API's file refusals with the file's name, an unknown one as „check this“", () => {
    expect(
      fieldErrorText("Die Datei „cv.exe“ ist kein PDF, DOCX, JPEG oder PNG. Bitte …", polish),
    ).toBe(
      "Plik „cv.exe” nie jest plikiem PDF, Word, JPEG ani PNG. Wybierz plik w jednym z tych formatów.",
    );
    expect(fieldErrorText("Die Datei „leer.pdf“ ist leer.", ukrainian)).toBe(
      "Файл «leer.pdf» порожній.",
    );
    expect(
      fieldErrorText("Du kannst einen Lebenslauf und höchstens 3 Anhänge mitschicken.", polish),
    ).toBe("Możesz dołączyć najwyżej 3 załączniki.");
    expect(fieldErrorText("Dieses Feld gibt es im Bewerbungsformular nicht.", polish)).toBe(
      "Sprawdź tę informację.",
    );
  });

  it("says refusals of the whole form by their status, German pages as the API said them", () => {
    const gone = new HttpError(404, "Diese Stellenanzeige gibt es nicht.");
    expect(failureText(gone, polish, polishShell)).toBe(
      "To ogłoszenie nie przyjmuje już aplikacji.",
    );
    expect(failureText(gone, german, germanShell)).toBe("Diese Stellenanzeige gibt es nicht.");
    expect(failureText(new HttpError(429, "Zu viele Anfragen."), polish, polishShell)).toBe(
      "Z tego miejsca przychodzi teraz za dużo aplikacji. Poczekaj chwilę i spróbuj ponownie.",
    );
    // The daily limit names the wait the API gave (Retry-After), in minutes beyond 90 s.
    const limit = new HttpError(429, "Zu viele Anfragen.", undefined, undefined, 1500);
    expect(failureText(limit, polish, polishShell)).toBe(
      "Z tego miejsca przychodzi teraz za dużo aplikacji. Spróbuj ponownie za 25 minut.",
    );
    expect(failureText(limit, german, germanShell)).toBe("Zu viele Anfragen.");
    expect(
      failureText(
        new HttpError(413, "Deine Dateien sind zusammen zu groß: Erlaubt sind höchstens 20 MB."),
        polish,
        polishShell,
      ),
    ).toBe("Wszystkie pliki razem mogą mieć najwyżej 20 MB. Pomiń jeden lub wybierz mniejszy.");
    // A proxy's 413 without the API's words.
    expect(failureText(new HttpError(413, ""), polish, polishShell)).toBe(
      "Wszystkie pliki razem mogą mieć najwyżej 20 MB. Pomiń jeden lub wybierz mniejszy.",
    );
    expect(
      failureText(
        new HttpError(
          409,
          "Auf diese Stelle bewirbst du dich direkt …",
          undefined,
          "application.not_on_platform",
        ),
        ukrainian,
        createTranslator("uk", CATALOGUE.shell.uk),
      ),
    ).toBe(ukrainian("error.notOnPlatform"));
    expect(failureText(new HttpError(500, ""), polish, polishShell)).toBe(
      "Nie udało się teraz wysłać aplikacji. Spróbuj jeszcze raz.",
    );
    expect(failureText(new HttpError(0, OFFLINE_MESSAGE), polish, polishShell)).toBe(
      "Brak połączenia z serwerem. Sprawdź połączenie z internetem.",
    );
    expect(failureText(new HttpError(0, OFFLINE_MESSAGE), german, germanShell)).toBe(
      OFFLINE_MESSAGE,
    );
    expect(failureText(new HttpError(503, "Wartung."), polish, polishShell)).toBe(
      "Serwis jest teraz niedostępny. Spróbuj ponownie za chwilę.",
    );
  });
});

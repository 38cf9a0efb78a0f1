import { describe, expect, it } from "vitest";
import { ZApplicationFields } from "#shared/schemas/applications.ts";
import { createTranslator, type MessagesLike } from "#shared/translator.ts";
import { HttpError } from "#web/lib/http.ts";
import { job as germanJob, type JobMessages } from "#web/messages/job/de.ts";
import { job as polishJob } from "#web/messages/job/pl.ts";
import { job as ukrainianJob } from "#web/messages/job/uk.ts";
import { failureText, fieldErrorText } from "./error-text.ts";

const german = createTranslator("de", germanJob as MessagesLike<JobMessages>);
const polish = createTranslator("pl", polishJob);
const ukrainian = createTranslator("uk", ukrainianJob);

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
    expect(failureText(gone, polish)).toBe("To ogłoszenie nie przyjmuje już aplikacji.");
    expect(failureText(gone, german)).toBe("Diese Stellenanzeige gibt es nicht.");
    expect(failureText(new HttpError(429, "Zu viele Anfragen."), polish)).toBe(
      "Z tego miejsca przychodzi teraz za dużo aplikacji. Spróbuj ponownie później.",
    );
    expect(
      failureText(
        new HttpError(413, "Deine Dateien sind zusammen zu groß: Erlaubt sind höchstens 20 MB."),
        polish,
      ),
    ).toBe("Wszystkie pliki razem mogą mieć najwyżej 20 MB. Pomiń jeden lub wybierz mniejszy.");
    expect(failureText(new HttpError(500, ""), polish)).toBe(
      "Nie udało się teraz wysłać aplikacji. Spróbuj jeszcze raz.",
    );
  });
});

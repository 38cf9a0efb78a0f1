import { describe, expect, it } from "vitest";
import { HttpError } from "#web/lib/http.ts";
import { imageFileProblem, uploadErrorMessage } from "./image-upload-field.tsx";

const MB = 1024 * 1024;
const WRONG_TYPE = "Bitte wählen Sie ein Bild im Format JPG, PNG oder WebP.";

describe("imageFileProblem", () => {
  it("lets JPEG, PNG and WebP up to the limit through", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp"]) {
      expect(imageFileProblem({ type, size: 5 * MB }, 5 * MB, WRONG_TYPE)).toBeNull();
    }
  });

  it("refuses other types before their size, in German", () => {
    for (const type of ["image/gif", "image/svg+xml", "application/pdf", ""]) {
      expect(imageFileProblem({ type, size: 50 * MB }, 5 * MB, WRONG_TYPE)).toBe(WRONG_TYPE);
    }
  });

  it("refuses one byte over the limit and names the limit in MB", () => {
    expect(imageFileProblem({ type: "image/png", size: 5 * MB + 1 }, 5 * MB, WRONG_TYPE)).toBe(
      "Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.",
    );
    expect(imageFileProblem({ type: "image/jpeg", size: 2 * MB + 1 }, 2 * MB, WRONG_TYPE)).toBe(
      "Die Datei ist zu groß. Erlaubt sind höchstens 2 MB.",
    );
  });
});

describe("uploadErrorMessage", () => {
  const texts = { name: "logo", failed: "Fehlgeschlagen." };

  it("leaves the field's own server error to the form store", () => {
    const caught = new HttpError(422, "Ungültig.", { logo: ["Kein gültiges Bild."] });
    expect(uploadErrorMessage(caught, texts)).toBeNull();
  });

  it("shows the server's message of a 4xx, also a 422 about another field", () => {
    expect(uploadErrorMessage(new HttpError(413, "Zu groß."), texts)).toBe("Zu groß.");
    const other = new HttpError(422, "Ungültig.", { image: ["Kein gültiges Bild."] });
    expect(uploadErrorMessage(other, texts)).toBe("Ungültig.");
    expect(uploadErrorMessage(new HttpError(404, "Nicht gefunden."), texts)).toBe(
      "Nicht gefunden.",
    );
  });

  it("falls back to the failure text for 5xx, empty messages and other throws", () => {
    expect(uploadErrorMessage(new HttpError(500, "Interner Fehler."), texts)).toBe(
      "Fehlgeschlagen.",
    );
    expect(uploadErrorMessage(new HttpError(400, ""), texts)).toBe("Fehlgeschlagen.");
    expect(uploadErrorMessage(new TypeError("Failed to fetch"), texts)).toBe("Fehlgeschlagen.");
  });

  it("with plainFailureOn404 a 404 gets the failure text, other 4xx keep theirs", () => {
    const plain = { ...texts, plainFailureOn404: true };
    expect(uploadErrorMessage(new HttpError(404, "Nicht gefunden."), plain)).toBe(
      "Fehlgeschlagen.",
    );
    expect(uploadErrorMessage(new HttpError(413, "Zu groß."), plain)).toBe("Zu groß.");
  });
});

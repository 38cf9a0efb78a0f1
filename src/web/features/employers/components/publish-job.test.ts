import { describe, expect, it } from "vitest";
import { HttpError, OFFLINE_MESSAGE } from "#web/lib/http.ts";
import { publishRefusal } from "./publish-job.tsx";

const FALLBACK = "Die Anzeige konnte nicht veröffentlicht werden. Bitte versuchen Sie es erneut.";

describe("publishRefusal", () => {
  it("lists every field an incomplete ad lacks", () => {
    const caught = new HttpError(
      422,
      "Bitte geben Sie eine Beschreibung an.",
      {
        description: ["Bitte geben Sie eine Beschreibung an."],
        application_email: ["Bitte geben Sie eine E-Mail-Adresse für Bewerbungen an."],
      },
      "job.incomplete",
    );
    expect(publishRefusal(caught, FALLBACK)).toEqual({
      message: "Bitte geben Sie eine Beschreibung an.",
      missing: [
        "Bitte geben Sie eine Beschreibung an.",
        "Bitte geben Sie eine E-Mail-Adresse für Bewerbungen an.",
      ],
      noCredit: false,
    });
  });

  it.each([
    [402, "credits.none_left", "Sie haben kein Anzeigen-Guthaben mehr.", true],
    [409, "job.already_published", "Diese Anzeige ist bereits veröffentlicht.", false],
    [403, "auth.email_unverified", "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.", false],
  ] as const)(
    "%i %s: the server's reason; the packages help only without credits",
    (status, code, message, noCredit) => {
      const refusal = publishRefusal(new HttpError(status, message, undefined, code), null);
      expect(refusal).toEqual({ message, missing: [], noCredit });
    },
  );

  it("without a server reason: the caller's fallback, else the offline text or nothing", () => {
    const offline = new HttpError(0, OFFLINE_MESSAGE);
    expect(publishRefusal(offline, FALLBACK).message).toBe(FALLBACK);
    expect(publishRefusal(offline, null).message).toBe(OFFLINE_MESSAGE);
    expect(publishRefusal(new TypeError("boom"), FALLBACK).message).toBe(FALLBACK);
    expect(publishRefusal(new TypeError("boom"), null).message).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  accommodationText,
  drivingLicencesText,
  languagesText,
  weeklyHoursText,
} from "./seasonal-work-words.ts";

describe("the seasonal-work fields in words", () => {
  it("says the weekly hours with the number's own noun", () => {
    expect(weeklyHoursText(null)).toBeNull();
    expect(weeklyHoursText(1)).toBe("1 Stunde pro Woche");
    expect(weeklyHoursText(40)).toBe("40 Stunden pro Woche");
  });

  it("names the accommodation, with its monthly cost only when paid", () => {
    expect(accommodationText(null, null)).toBeNull();
    expect(accommodationText("none", null)).toBe("Keine Unterkunft");
    expect(accommodationText("free", null)).toBe("Unterkunft kostenlos");
    expect(accommodationText("paid", 25_050)).toBe(
      "Unterkunft gegen Bezahlung (250,50\u00a0€ im Monat)",
    );
  });

  it("tells no languages needed apart from languages not stated", () => {
    expect(languagesText(null)).toBeNull();
    expect(languagesText([])).toBe("Keine Sprachkenntnisse nötig");
    expect(
      languagesText([
        { code: "ro", level: "fluent" },
        { code: "de", level: "basic" },
      ]),
    ).toBe("Rumänisch (fließend), Deutsch (Grundkenntnisse)");
  });

  it("names one licence class or several", () => {
    expect(drivingLicencesText([])).toBeNull();
    expect(drivingLicencesText(["T"])).toBe("Führerschein Klasse T");
    expect(drivingLicencesText(["B", "BE"])).toBe("Führerscheinklassen B, BE");
  });
});

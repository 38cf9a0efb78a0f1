import { describe, expect, it } from "vitest";
import { titleNamesPlace, titleWithPlace } from "./job-title.ts";

describe("titleWithPlace", () => {
  it("adds the place to a title without it", () => {
    expect(titleWithPlace("Gärtner (m/w/d) Baumschule", "Ellerhoop")).toBe(
      "Gärtner (m/w/d) Baumschule in Ellerhoop",
    );
  });

  it("leaves a title that already names the place as it is", () => {
    const title = "Fahrer (m/w/d) Auslieferung Klasse C1 in Ellerhoop";
    expect(titleWithPlace(title, "Ellerhoop")).toBe(title);
    expect(titleWithPlace("Gärtner (m/w/d) – Ellerhoop", "Ellerhoop")).toBe(
      "Gärtner (m/w/d) – Ellerhoop",
    );
  });

  it("ignores case, umlaut spellings and accents", () => {
    expect(titleNamesPlace("Gärtner in ELLERHOOP", "Ellerhoop")).toBe(true);
    expect(titleNamesPlace("Landschaftsgärtner (m/w/d) Muenchen-Nord", "München")).toBe(true);
    expect(titleNamesPlace("Landschaftsgärtner (m/w/d) in München", "Muenchen")).toBe(true);
    expect(titleNamesPlace("Florist (m/w/d) Düsseldorf", "Dusseldorf")).toBe(false);
    expect(titleNamesPlace("Gärtner Köln", "Köln")).toBe(true);
  });

  it("matches the place's name without its qualifier", () => {
    expect(titleNamesPlace("Baumschulgärtner (m/w/d) in Ellerhoop", "Ellerhoop/Holstein")).toBe(
      true,
    );
    expect(titleNamesPlace("Gärtner (m/w/d) in Ellerhoop/Holstein", "Ellerhoop")).toBe(true);
    expect(titleNamesPlace("Verkäufer (m/w/d) Frankfurt", "Frankfurt am Main")).toBe(true);
    expect(titleNamesPlace("Gärtner (m/w/d) in Halle", "Halle (Saale)")).toBe(true);
    expect(titleNamesPlace("Forstwirt (m/w/d) Freiburg", "Freiburg im Breisgau")).toBe(true);
  });

  it("matches whole words only", () => {
    expect(titleNamesPlace("Landschaftsgärtner (m/w/d) Hammerweg", "Hamm")).toBe(false);
    expect(titleNamesPlace("Koch (m/w/d) Mittagessen", "Essen")).toBe(false);
    expect(titleWithPlace("Gärtner (m/w/d) Ulmenallee", "Ulm")).toBe(
      "Gärtner (m/w/d) Ulmenallee in Ulm",
    );
  });

  it("adds nothing when there is no place", () => {
    expect(titleWithPlace("Gärtner (m/w/d)", null)).toBe("Gärtner (m/w/d)");
    expect(titleWithPlace("Gärtner (m/w/d)", "  ")).toBe("Gärtner (m/w/d)");
  });
});

import { describe, expect, it } from "vitest";
import { splitStreet } from "./street.ts";

describe("splitStreet", () => {
  it("splits the house number off the street", () => {
    expect(splitStreet("Thiensener Weg 14")).toEqual({ street: "Thiensener Weg", number: "14" });
    expect(splitStreet("Elmshorner Straße 212")).toEqual({
      street: "Elmshorner Straße",
      number: "212",
    });
    expect(splitStreet("Hauptstraße 5a")).toEqual({ street: "Hauptstraße", number: "5a" });
    expect(splitStreet("Am Anger 3-5")).toEqual({ street: "Am Anger", number: "3-5" });
    expect(splitStreet("Straße des 17. Juni 100")).toEqual({
      street: "Straße des 17. Juni",
      number: "100",
    });
  });

  it("keeps a street without a number whole", () => {
    expect(splitStreet("Sülzeanger")).toEqual({ street: "Sülzeanger", number: null });
    expect(splitStreet("Straße des 17. Juni")).toEqual({
      street: "Straße des 17. Juni",
      number: null,
    });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { GazetteerFile } from "./gazetteer-format.ts";
import {
  buildIndex,
  createOfflineGeocoder,
  loadGazetteer,
  searchIndex,
  type GazetteerIndex,
} from "./offline-geocoder.ts";

let index: GazetteerIndex;
beforeAll(async () => {
  index = await loadGazetteer();
});

const search = (query: string, limit?: number) => searchIndex(index, query, limit);
const addresses = (query: string, limit?: number) =>
  search(query, limit).map((r) => r.formatted_address);

describe("the gazetteer data", () => {
  it("covers every Land and all German postcodes with their places", () => {
    // Berlin and Hamburg are found as cities; the other 14 as Länder.
    expect(index.counts.states).toBe(14);
    expect(index.counts.postcodes).toBeGreaterThan(8100);
    expect(index.counts.places).toBeGreaterThan(11000);
  });

  it("places every result inside Germany", () => {
    for (const q of ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "K", "S"]) {
      for (const r of search(q)) {
        expect(r.latitude, r.formatted_address).toBeGreaterThan(47.2);
        expect(r.latitude, r.formatted_address).toBeLessThan(55.1);
        expect(r.longitude, r.formatted_address).toBeGreaterThan(5.8);
        expect(r.longitude, r.formatted_address).toBeLessThan(15.1);
      }
    }
  });
});

describe("postcodes", () => {
  it("finds a PLZ with its place", () => {
    expect(search("80331")).toEqual([
      {
        kind: "postcode",
        formatted_address: "80331 München, Bayern",
        street: null,
        street_number: null,
        location: "München",
        zipcode: "80331",
        state: "Bayern",
        country: "DE",
        latitude: expect.closeTo(48.137, 1),
        longitude: expect.closeTo(11.575, 1),
      },
    ]);
  });

  it("suggests the PLZ areas that start with what was typed, in order", () => {
    const results = search("803");
    expect(results.length).toBeGreaterThan(3);
    expect(results.every((r) => r.zipcode?.startsWith("803"))).toBe(true);
    const codes = results.map((r) => r.zipcode);
    expect(codes).toEqual([...codes].sort());
    expect(results[0]?.location).toBe("München");
  });

  it("lists every municipality of a PLZ that has several, the largest first", () => {
    const results = search("04936");
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((r) => r.zipcode === "04936" && r.state === "Brandenburg")).toBe(true);
    expect(results.map((r) => r.location)).toContain("Schlieben");
  });

  it.each(["10115 Berlin", "Berlin 10115", "10115 berlin", "10115, Berlin", "10115 Berlin-Mitte"])(
    "finds %s as the PLZ in Berlin",
    (query) => {
      const [first] = search(query);
      expect(first).toMatchObject({
        formatted_address: "10115 Berlin",
        location: "Berlin",
        zipcode: "10115",
        state: "Berlin",
      });
    },
  );

  it("keeps only the places of a PLZ that match the name typed with it", () => {
    expect(addresses("99998 Mühl")).toEqual(["99998 Mühlhausen/Thüringen, Thüringen"]);
  });

  it("finds nothing for a PLZ that does not exist or too many digits", () => {
    expect(search("00000")).toEqual([]);
    expect(search("123456")).toEqual([]);
    expect(search("80331 80333")).toEqual([]);
  });
});

describe("places", () => {
  it.each(["München", "muenchen", "munchen", "MÜNCHEN", "  münchen  ", "Muenchen, Bayern"])(
    "finds München first for %j",
    (query) => {
      expect(search(query)[0]).toMatchObject({
        formatted_address: "München, Bayern",
        location: "München",
        zipcode: null,
        state: "Bayern",
        country: "DE",
        street: null,
        street_number: null,
      });
    },
  );

  it("finds a small town", () => {
    expect(search("Freising")[0]).toMatchObject({
      formatted_address: "Freising, Bayern",
      location: "Freising",
      state: "Bayern",
    });
  });

  it("ranks the big city first while the name is being typed", () => {
    expect(search("Münc")[0]?.location).toBe("München");
    expect(search("Mün")[0]?.location).toBe("München");
    expect(search("Köl")[0]?.location).toBe("Köln");
    expect(search("Hamb")[0]?.location).toBe("Hamburg");
  });

  it("offers both Frankfurts, am Main before (Oder)", () => {
    const locations = search("Frankfurt").map((r) => r.location);
    expect(locations.slice(0, 2)).toEqual(["Frankfurt am Main", "Frankfurt (Oder)"]);
    expect(search("frankfurt oder")[0]?.location).toBe("Frankfurt (Oder)");
    expect(search("Frankfurt Main")[0]?.location).toBe("Frankfurt am Main");
    expect(search("Frankfurt a. M.")[0]?.location).toBe("Frankfurt am Main");
  });

  it("ignores hyphens, spaces, ß and abbreviations", () => {
    expect(search("Gießen")[0]?.location).toBe("Gießen");
    expect(search("Giessen")[0]?.location).toBe("Gießen");
    expect(search("Baden Baden")[0]?.location).toBe("Baden-Baden");
    expect(search("badenbaden")[0]?.location).toBe("Baden-Baden");
    expect(search("Sankt Ingbert")[0]?.location).toMatch(/^(St\.|Sankt) Ingbert$/);
    expect(search("St. Ingbert")[0]?.location).toMatch(/^(St\.|Sankt) Ingbert$/);
    expect(search("Neumarkt i.d. OPf.")[0]?.location).toBe("Neumarkt in der Oberpfalz");
  });

  it("tells apart places of the same name in one Land", () => {
    const results = search("Altdorf");
    const inBw = results.filter((r) => r.state === "Baden-Württemberg");
    expect(inBw.length).toBeGreaterThan(1);
    expect(new Set(inBw.map((r) => r.formatted_address)).size).toBe(inBw.length);
  });

  it("takes a Land after a comma as a filter", () => {
    const results = search("Neustadt, Sachsen");
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.state === "Sachsen")).toBe(true);
  });

  it("finds a city that is a Land of its own as the city", () => {
    expect(search("Berlin")[0]).toMatchObject({
      formatted_address: "Berlin",
      location: "Berlin",
      state: "Berlin",
    });
    expect(search("Hamburg")[0]).toMatchObject({ formatted_address: "Hamburg", state: "Hamburg" });
    expect(addresses("Bremen").slice(0, 2)).toEqual(["Bremen", "Bremen, Deutschland"]);
  });
});

describe("Länder", () => {
  it("finds Bayern as the Land", () => {
    expect(search("Bayern")[0]).toEqual({
      kind: "state",
      formatted_address: "Bayern, Deutschland",
      street: null,
      street_number: null,
      location: null,
      zipcode: null,
      state: "Bayern",
      country: "DE",
      latitude: expect.closeTo(49, 0),
      longitude: expect.closeTo(11.4, 0),
    });
  });

  it.each(["Baden-Württemberg", "baden wuerttemberg", "Baden Württemberg", "BADEN-WURTTEMBERG"])(
    "finds %j as Baden-Württemberg",
    (query) => {
      expect(search(query)[0]).toMatchObject({
        formatted_address: "Baden-Württemberg, Deutschland",
        state: "Baden-Württemberg",
        location: null,
      });
    },
  );

  it("puts a Land before towns when its name is being typed", () => {
    expect(search("Sachs")[0]?.formatted_address).toBe("Sachsen, Deutschland");
    expect(search("Sachsen-A")[0]?.formatted_address).toBe("Sachsen-Anhalt, Deutschland");
    expect(search("Thüringen")[0]?.formatted_address).toBe("Thüringen, Deutschland");
  });

  it("finds its own answer again (the field may send it back)", () => {
    for (const q of ["Bayern", "80331", "Freising", "Altdorf", "Bremen"]) {
      for (const r of search(q)) {
        expect(addresses(r.formatted_address), r.formatted_address).toContain(r.formatted_address);
      }
    }
  });
});

describe("limits and odd input", () => {
  it("returns at most `limit` distinct results, 10 by default", () => {
    for (const q of ["M", "1", "Bad", "Neu"]) {
      expect(search(q)).toHaveLength(10);
      expect(new Set(addresses(q)).size).toBe(10);
      expect(search(q, 3)).toHaveLength(3);
    }
    expect(search("M", 0)).toEqual([]);
  });

  it.each([
    "",
    "   ",
    ",,,",
    "---",
    "xqzjvwk",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "Infinity",
    "1e5",
    "-1",
    "0x1F",
    "\u0000\u0001",
    "🙂",
    "Deutschland",
  ])("answers %j with nothing", (query) => {
    expect(search(query)).toEqual([]);
  });

  it("answers NaN-ish words without failing", () => {
    for (const q of ["NaN", "null", "undefined", "true", "[object Object]"]) {
      expect(Array.isArray(search(q))).toBe(true);
    }
  });

  it("gives each caller its own result objects", () => {
    const first = search("80331")[0]!;
    first.location = "Verändert";
    expect(search("80331")[0]?.location).toBe("München");
  });
});

describe("ranking rules (small gazetteer)", () => {
  const file: GazetteerFile = {
    version: 1,
    attribution: "test",
    states: [
      ["Bayern", 49, 11.4],
      ["Hessen", 50.6, 9],
    ],
    places: [
      ["Neustadt", 0, 49.7, 11.9, 0, "", "92660", ""],
      ["Neustadt", 1, 50.85, 9.11, 9000, "", "35279", ""],
      ["Neustadtheim", 0, 48, 11, 120000, "", "80000 80001", ""],
      ["Hessenthal", 0, 49.9, 9.3, 300, "", "63863", ""],
      ["Obernheim", 1, 50, 9, 0, "Neustadt", "", ""],
    ],
  };
  const small = buildIndex(file);
  const names = (q: string) => searchIndex(small, q).map((r) => r.formatted_address);

  it("puts exact names before longer ones, then by population", () => {
    expect(names("Neustadt")).toEqual([
      "Neustadt, Hessen",
      "Neustadt, Bayern",
      "Neustadtheim, Bayern",
      "Obernheim (Neustadt), Hessen",
    ]);
  });

  it("puts a Land before places with the same kind of match", () => {
    expect(names("Hessen")).toEqual(["Hessen, Deutschland", "Hessenthal, Bayern"]);
  });

  it("uses the number of PLZ where the population is unknown", () => {
    const file2: GazetteerFile = {
      ...file,
      places: [
        ["Aheim", 0, 49, 11, 0, "", "80000", ""],
        ["Abheim", 0, 49, 11, 0, "", "80001 80002 80003", ""],
      ],
    };
    expect(searchIndex(buildIndex(file2), "A").map((r) => r.location)).toEqual(["Abheim", "Aheim"]);
  });

  it("refuses a data file of another version", () => {
    expect(() => buildIndex({ ...file, version: 2 as 1 })).toThrow(/version/);
  });
});

describe("createOfflineGeocoder", () => {
  it("loads the file once, on first use", async () => {
    const geocoder = createOfflineGeocoder();
    const [a, b] = await Promise.all([geocoder.search("Freising"), geocoder.search("80331")]);
    expect(a[0]?.location).toBe("Freising");
    expect(b[0]?.zipcode).toBe("80331");
    expect(await geocoder.load()).toBe(await geocoder.load());
  });

  it("fails clearly when the data file is missing, and can try again", async () => {
    const geocoder = createOfflineGeocoder("/nonexistent/gazetteer.json.gz");
    await expect(geocoder.search("München")).rejects.toThrow(/ENOENT/);
    await expect(geocoder.search("München")).rejects.toThrow(/ENOENT/);
  });
});

describe("what seekers type for where they live", () => {
  it.each([
    ["Hauptstraße 5, Berlin", "Hauptstraße 5, Berlin", "Hauptstraße", "5", null, "Berlin"],
    ["Hauptstrasse 5 Berlin", "Hauptstrasse 5, Berlin", "Hauptstrasse", "5", null, "Berlin"],
    [
      "Berlin Unter den Linden 5",
      "Unter den Linden 5, Berlin",
      "Unter den Linden",
      "5",
      null,
      "Berlin",
    ],
    [
      "10115 Invalidenstraße 3",
      "Invalidenstraße 3, 10115 Berlin",
      "Invalidenstraße",
      "3",
      "10115",
      "Berlin",
    ],
    [
      "Invalidenstr. 3, 10115 Berlin",
      "Invalidenstraße 3, 10115 Berlin",
      "Invalidenstraße",
      "3",
      "10115",
      "Berlin",
    ],
    [
      "Marienplatz 1a, 80331 München",
      "Marienplatz 1a, 80331 München, Bayern",
      "Marienplatz",
      "1a",
      "80331",
      "München",
    ],
    [
      "Kaiserstr. 10, Frankfurt a. M.",
      "Kaiserstraße 10, Frankfurt am Main, Hessen",
      "Kaiserstraße",
      "10",
      null,
      "Frankfurt am Main",
    ],
    [
      "Frankfurt a. M. Hauptstr. 5",
      "Hauptstraße 5, Frankfurt am Main, Hessen",
      "Hauptstraße",
      "5",
      null,
      "Frankfurt am Main",
    ],
    ["Invalidenstraße, Berlin", "Invalidenstraße, Berlin", "Invalidenstraße", null, null, "Berlin"],
  ])(
    "finds %j as the place with the street kept",
    (query, formatted, street, number, zipcode, location) => {
      expect(search(query)[0]).toMatchObject({
        kind: "address",
        formatted_address: formatted,
        street,
        street_number: number,
        zipcode,
        location,
        country: "DE",
      });
    },
  );

  it("gives an address the coordinates of its place or PLZ area", () => {
    const [address] = search("Hauptstraße 5, Berlin");
    const [berlin] = search("Berlin");
    expect([address?.latitude, address?.longitude]).toEqual([berlin?.latitude, berlin?.longitude]);
    const [withPlz] = search("10115 Invalidenstraße 3");
    const [plz] = search("10115");
    expect([withPlz?.latitude, withPlz?.longitude]).toEqual([plz?.latitude, plz?.longitude]);
  });

  it.each([
    ["Muenchen Schwabing", "München"],
    ["München Schwabing", "München"],
    ["Schwabing München", "München"],
    ["Köln Ehrenfeld", "Köln"],
    ["Koeln", "Köln"],
    ["Frankfurt a. M.", "Frankfurt am Main"],
    ["Frankfurt am Main", "Frankfurt am Main"],
    ["St. Ingbert", "Sankt Ingbert"],
    ["Sankt Ingbert", "Sankt Ingbert"],
  ])("finds %j as %s (spellings, a part of town after or before the city)", (query, location) => {
    expect(search(query)[0]).toMatchObject({ kind: "place", location });
  });

  it.each(["asdfgh", "xxxxx 99999", "asdf qwer", "Hauptstraße 5", "Bahnhofstraße 3, xxxxx"])(
    "keeps %j without a suggestion",
    (query) => {
      expect(search(query)).toEqual([]);
    },
  );

  it("marks places, PLZ areas and Länder by their kind", () => {
    expect(search("Freising")[0]?.kind).toBe("place");
    expect(search("85354")[0]?.kind).toBe("postcode");
    expect(search("Bayern")[0]?.kind).toBe("state");
  });
});

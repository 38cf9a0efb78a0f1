import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createGeocoder } from "./geocoder.ts";
import { createHttpGeocoder } from "./http-geocoder.ts";

// A stand-in for Nominatim and Photon on 127.0.0.1, answering what the real ones answer.
let server: Server;
let base: string;
let requests: URL[] = [];
let reply: (url: URL, req: IncomingMessage) => { status: number; body: unknown; delayMs?: number };

const nominatimMunich = [
  {
    lat: "48.1371079",
    lon: "11.5753822",
    display_name: "Marienplatz, Altstadt, München, Bayern, 80331, Deutschland",
    address: {
      road: "Marienplatz",
      house_number: "1",
      postcode: "80331",
      city: "München",
      state: "Bayern",
      country: "Deutschland",
      country_code: "de",
    },
  },
  {
    lat: "48.4035",
    lon: "11.7488",
    address: { town: "Freising", postcode: "85354", state: "Bayern", country_code: "de" },
  },
  {
    lat: "48.9",
    lon: "11.4",
    address: { state: "Bayern", country_code: "de" },
  },
  // Outside Germany, broken coordinates, no address: dropped.
  { lat: "47.26", lon: "11.39", address: { city: "Innsbruck", country_code: "at" } },
  { lat: "abc", lon: "11.5", address: { city: "München", country_code: "de" } },
  "kaputt",
];

const photonBerlin = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [13.3888599, 52.5170365] },
      properties: {
        name: "Berlin",
        osm_value: "city",
        state: "Berlin",
        country: "Deutschland",
        countrycode: "DE",
      },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [13.3777, 52.5163] },
      properties: {
        name: "Brandenburger Tor",
        street: "Pariser Platz",
        postcode: "10117",
        city: "Berlin",
        state: "Berlin",
        countrycode: "DE",
      },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [9.04, 48.53] },
      properties: {
        name: "Baden-Württemberg",
        osm_value: "state",
        state: "Baden-Württemberg",
        countrycode: "DE",
      },
    },
    {
      type: "Feature",
      geometry: { type: "Point", coordinates: [-73.9, 40.7] },
      properties: { name: "Berlin", city: "Berlin", state: "New York", countrycode: "US" },
    },
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(url);
    const { status, body, delayMs } = reply(url, req);
    setTimeout(() => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    }, delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  requests = [];
  reply = (url) =>
    url.pathname === "/search"
      ? { status: 200, body: nominatimMunich }
      : { status: 200, body: photonBerlin };
});

describe("a Nominatim service", () => {
  it("asks for German results with addresses and maps them to our shape", async () => {
    const geocoder = createHttpGeocoder({ url: `${base}/search` });
    const results = await geocoder.search("München", 10);
    const sent = requests[0]!;
    expect(sent.searchParams.get("q")).toBe("München");
    expect(sent.searchParams.get("format")).toBe("jsonv2");
    expect(sent.searchParams.get("addressdetails")).toBe("1");
    expect(sent.searchParams.get("countrycodes")).toBe("de");
    expect(results).toEqual([
      {
        kind: "address",
        formatted_address: "Marienplatz 1, 80331 München, Bayern",
        street: "Marienplatz",
        street_number: "1",
        location: "München",
        zipcode: "80331",
        state: "Bayern",
        country: "DE",
        latitude: 48.1371079,
        longitude: 11.5753822,
      },
      {
        kind: "postcode",
        formatted_address: "85354 Freising, Bayern",
        street: null,
        street_number: null,
        location: "Freising",
        zipcode: "85354",
        state: "Bayern",
        country: "DE",
        latitude: 48.4035,
        longitude: 11.7488,
      },
      {
        kind: "state",
        formatted_address: "Bayern, Deutschland",
        street: null,
        street_number: null,
        location: null,
        zipcode: null,
        state: "Bayern",
        country: "DE",
        latitude: 48.9,
        longitude: 11.4,
      },
    ]);
  });

  it("returns at most `limit` results", async () => {
    const geocoder = createHttpGeocoder({ url: `${base}/search` });
    expect(await geocoder.search("München", 2)).toHaveLength(2);
    expect(await geocoder.search("   ", 2)).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe("a Photon service", () => {
  it("asks in German and maps places, addresses and Länder", async () => {
    const geocoder = createHttpGeocoder({ url: `${base}/api` });
    const results = await geocoder.search("Berlin");
    expect(requests[0]!.searchParams.get("lang")).toBe("de");
    expect(results.map((r) => r.formatted_address)).toEqual([
      "Berlin",
      "Pariser Platz, 10117 Berlin",
      "Baden-Württemberg, Deutschland",
    ]);
    expect(results[0]).toMatchObject({ location: "Berlin", state: "Berlin", latitude: 52.5170365 });
    expect(results[2]).toMatchObject({ location: null, state: "Baden-Württemberg" });
  });
});

describe("when the service fails", () => {
  it.each([
    ["an error status", () => ({ status: 503, body: { error: "down" } })],
    ["a body that is not JSON", () => ({ status: 200, body: "<html>" })],
    ["an unexpected shape", () => ({ status: 200, body: { hello: "world" } })],
    ["no answer in time", () => ({ status: 200, body: [], delayMs: 500 })],
  ])("throws on %s", async (_label, answer) => {
    reply = answer;
    const geocoder = createHttpGeocoder({ url: `${base}/search`, timeoutMs: 200 });
    await expect(geocoder.search("München")).rejects.toThrow();
  });

  it("createGeocoder answers from the offline gazetteer instead", async () => {
    reply = () => ({ status: 500, body: {} });
    const warnings: unknown[] = [];
    const geocoder = createGeocoder(
      { geocoderUrl: `${base}/search` },
      { warn: (...args: unknown[]) => warnings.push(args) },
    );
    const results = await geocoder.search("Freising");
    expect(results[0]).toMatchObject({ formatted_address: "Freising, Bayern" });
    expect(warnings).toHaveLength(1);
  });

  it("createGeocoder uses the service while it works", async () => {
    const geocoder = createGeocoder({ geocoderUrl: `${base}/search` });
    expect((await geocoder.search("München"))[0]?.street).toBe("Marienplatz");
  });

  it("createGeocoder without a URL is the offline gazetteer", async () => {
    const geocoder = createGeocoder({ geocoderUrl: undefined });
    expect((await geocoder.search("80331"))[0]?.zipcode).toBe("80331");
    expect(requests).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZGeocodingResponse } from "#shared/schemas/geocoding.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";

let t: TestApp;
let ip = 0;
// Each request from its own address, so the rate limit (tested separately) stays out of the way.
const fromNewAddress = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

beforeAll(async () => {
  t = await createTestApp();
  if (!t.app.hasRoute({ method: "POST", url: "/api/geocoding" })) {
    throw new Error("geocodingRoutes(deps) is not registered in src/server/app.ts");
  }
});
afterAll(async () => {
  await t.close();
});

function geocode(payload: unknown, options: { remoteAddress?: string } = {}) {
  return t.api({
    method: "POST",
    url: "/api/geocoding",
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? fromNewAddress(),
  });
}

async function found(address: string) {
  const res = await geocode({ address });
  expect(res.statusCode, res.body).toBe(200);
  const body = ZGeocodingResponse.parse(res.json());
  return body.data;
}

describe("POST /api/geocoding", () => {
  it("finds a PLZ with its place, in the answer shape of docs/product.md „Search: region, radius and Bundesland“", async () => {
    const res = await geocode({ address: "80331" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          kind: "postcode",
          formatted_address: "80331 München, Bayern",
          street: null,
          street_number: null,
          location: "München",
          zipcode: "80331",
          state: "Bayern",
          country: "DE",
          latitude: expect.closeTo(48.14, 1),
          longitude: expect.closeTo(11.58, 1),
        },
      ],
    });
  });

  it("suggests PLZ areas for the start of a PLZ", async () => {
    const data = await found("803");
    expect(data.length).toBeGreaterThan(1);
    expect(data.every((r) => r.zipcode?.startsWith("803") && r.location === "München")).toBe(true);
  });

  it.each(["München", "muenchen", "munchen", "MÜNCHEN", "Münc"])(
    "puts München first for %j",
    async (address) => {
      const [first] = await found(address);
      expect(first).toMatchObject({
        formatted_address: "München, Bayern",
        location: "München",
        state: "Bayern",
        zipcode: null,
        country: "DE",
      });
    },
  );

  it("finds a small town", async () => {
    expect((await found("Freising"))[0]).toMatchObject({
      formatted_address: "Freising, Bayern",
      location: "Freising",
      state: "Bayern",
    });
  });

  it("finds a Bundesland", async () => {
    expect((await found("Bayern"))[0]).toEqual({
      kind: "state",
      formatted_address: "Bayern, Deutschland",
      street: null,
      street_number: null,
      location: null,
      zipcode: null,
      state: "Bayern",
      country: "DE",
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    for (const address of ["Baden-Württemberg", "baden wuerttemberg"]) {
      expect((await found(address))[0]).toMatchObject({
        formatted_address: "Baden-Württemberg, Deutschland",
        state: "Baden-Württemberg",
        location: null,
      });
    }
  });

  it.each([
    ["Hauptstraße 5, Berlin", "Hauptstraße 5, Berlin", "Hauptstraße", "5", null],
    ["10115 Invalidenstraße 3", "Invalidenstraße 3, 10115 Berlin", "Invalidenstraße", "3", "10115"],
    [
      "Invalidenstr. 3, 10115 Berlin",
      "Invalidenstraße 3, 10115 Berlin",
      "Invalidenstraße",
      "3",
      "10115",
    ],
  ])(
    "finds the typed address %j as its place, the street kept",
    async (address, formatted, street, number, zipcode) => {
      expect((await found(address))[0]).toMatchObject({
        kind: "address",
        formatted_address: formatted,
        street,
        street_number: number,
        zipcode,
        location: "Berlin",
        state: "Berlin",
      });
    },
  );

  it.each([
    ["Muenchen Schwabing", "München"],
    ["Frankfurt a. M.", "Frankfurt am Main"],
    ["Koeln", "Köln"],
  ])("finds %j as %s", async (address, location) => {
    expect((await found(address))[0]).toMatchObject({ kind: "place", location });
  });

  it.each(["asdfgh", "xxxxx 99999"])("keeps %j without a suggestion", async (address) => {
    expect(await found(address)).toEqual([]);
  });

  it("finds a PLZ together with its place", async () => {
    expect((await found("10115 Berlin"))[0]).toMatchObject({
      formatted_address: "10115 Berlin",
      location: "Berlin",
      zipcode: "10115",
      state: "Berlin",
    });
  });

  it("offers both Frankfurts, the bigger first", async () => {
    const locations = (await found("Frankfurt")).map((r) => r.location);
    expect(locations.slice(0, 2)).toEqual(["Frankfurt am Main", "Frankfurt (Oder)"]);
  });

  it("answers at most 10 distinct suggestions", async () => {
    for (const address of ["M", "Neu", "1", "Bad"]) {
      const data = await found(address);
      expect(data).toHaveLength(10);
      expect(new Set(data.map((r) => r.formatted_address)).size).toBe(10);
    }
  });

  it.each([
    "xqzjvwk",
    "'; drop table users; --",
    "<script>alert(1)</script>",
    "Robert'); DROP TABLE jobs;--",
    "1 OR 1=1",
    "%00",
    "../../etc/passwd",
    "123456789",
    "Infinity",
    "-1",
    "1e5",
  ])("answers %j with an empty list", async (address) => {
    expect(await found(address)).toEqual([]);
  });

  it.each(["NaN", "null", "undefined", "true", "0", "ä", "🙂", "a".repeat(200)])(
    "answers %j without failing",
    async (address) => {
      const data = await found(address);
      expect(data.length).toBeLessThanOrEqual(10);
    },
  );

  it.each([
    ["a missing address", {}, "Dieses Feld ist erforderlich."],
    [
      "an empty address",
      { address: "" },
      "Bitte einen Ort, eine PLZ oder ein Bundesland eingeben.",
    ],
    ["only spaces", { address: "   " }, "Bitte einen Ort, eine PLZ oder ein Bundesland eingeben."],
    ["a number", { address: 80331 }, "Dieses Feld muss ein Text sein."],
    ["null", { address: null }, "Dieses Feld ist erforderlich."],
    ["an array", { address: ["München"] }, "Dieses Feld muss ein Text sein."],
    ["an object", { address: { city: "München" } }, "Dieses Feld muss ein Text sein."],
    ["a boolean", { address: true }, "Dieses Feld muss ein Text sein."],
    ["201 characters", { address: "a".repeat(201) }, "Bitte höchstens 200 Zeichen eingeben."],
  ])("rejects %s with a German field error", async (_label, payload, message) => {
    const res = await geocode(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message,
      errors: { address: [message] },
      code: "validation_failed",
    });
  });

  it("rejects unknown fields", async () => {
    const res = await geocode({ address: "München", limit: 1000 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ _: ["Unbekanntes Feld: limit."] });
  });

  it("refuses a 10 kB body with 413 before reading it", async () => {
    const res = await geocode({ address: "München ".repeat(1300) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Die Anfrage ist zu groß.", code: "payload_too_large" });
  });

  it("answers a body that is not an object with a German error", async () => {
    for (const payload of ["[]", '"München"', "null", "42", '[{"address":"München"}]']) {
      const res = await t.api({
        method: "POST",
        url: "/api/geocoding",
        payload,
        headers: { "content-type": "application/json" },
        remoteAddress: fromNewAddress(),
      });
      expect([400, 422], payload).toContain(res.statusCode);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("answers malformed JSON with 400 and another content type with 415", async () => {
    const broken = await t.api({
      method: "POST",
      url: "/api/geocoding",
      payload: '{"address": "Mün',
      headers: { "content-type": "application/json" },
      remoteAddress: fromNewAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      message: "Der Inhalt der Anfrage ist kein gültiges JSON.",
      code: "bad_request",
    });

    const form = await t.api({
      method: "POST",
      url: "/api/geocoding",
      payload: "address=München",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: fromNewAddress(),
    });
    expect(form.statusCode).toBe(415);
  });

  it("requires the XMLHttpRequest marker (CSRF) with 419", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/geocoding",
      payload: { address: "München" },
      remoteAddress: fromNewAddress(),
    });
    expect(res.statusCode).toBe(419);
  });

  it("is only a POST", async () => {
    const res = await t.api({ method: "GET", url: "/api/geocoding?address=München" });
    expect([404, 405]).toContain(res.statusCode);
    expect(typeof res.json().message).toBe("string");
  });

  it("limits one address to 120 lookups a minute with a German 429", async () => {
    const address = "10.99.1.1";
    for (let i = 0; i < 120; i++) {
      const ok = await geocode({ address: "Freising" }, { remoteAddress: address });
      expect(ok.statusCode).toBe(200);
    }
    const limited = await geocode({ address: "Freising" }, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Zu viele Anfragen\./);
  });

  it("is described in the OpenAPI document", async () => {
    const res = await t.api({ method: "GET", url: "/api/docs" });
    const operation = res.json().paths["/api/geocoding"].post;
    expect(operation.tags).toEqual(["Geocoding"]);
    expect(operation.summary).toMatch(/Orte/);
  });
});

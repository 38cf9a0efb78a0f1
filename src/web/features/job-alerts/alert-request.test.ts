import { describe, expect, it } from "vitest";
import type { SearchFilter } from "#web/features/search/store.ts";
import { ALERT_WORDS } from "#shared/job-alert-words.ts";
import { filterInWords, toJobAlertRequest } from "./alert-request.ts";

const freising: SearchFilter = {
  sectors: [
    { id: 3, name: "Baumschule" },
    { id: 1, name: "Landwirtschaft" },
  ],
  working_time: "Saisonarbeit",
  job_available_at: "more_than_3_months",
  location: {
    kind: "place",
    formatted_address: "85354 Freising, Deutschland",
    location: "Freising",
    zipcode: "85354",
    state: "Bayern",
    latitude: 48.4,
    longitude: 11.74,
    radius: 65,
  },
  updated_at: "2026-11-27T10:00:00.000Z",
};

const bayern: SearchFilter = {
  ...freising,
  location: {
    kind: "state",
    formatted_address: "Bayern, Deutschland",
    state: "Bayern",
    latitude: 48.95,
    longitude: 11.4,
    radius: 30,
  },
};

describe("toJobAlertRequest", () => {
  it("sends the search's filter with the place, the address and the frequency", () => {
    expect(
      toJobAlertRequest(freising, { email: "lena@example.org", frequency: "weekly" }, "de"),
    ).toEqual({
      sectors: [3, 1],
      working_time: "Saisonarbeit",
      job_available_at: "more_than_3_months",
      latitude: 48.4,
      longitude: 11.74,
      geo_radius: 65,
      location_label: "Freising",
      email: "lena@example.org",
      frequency: "weekly",
      locale: "de",
    });
  });

  it("sends a switch only when it is on", () => {
    const on = toJobAlertRequest(
      { ...freising, with_accommodation: true },
      { email: "lena@example.org", frequency: "daily" },
      "de",
    );
    expect(on).toMatchObject({ with_accommodation: true });
    expect(on).not.toHaveProperty("without_german");
  });

  it("sends a whole Land as the Land, without a radius", () => {
    const body = toJobAlertRequest(bayern, { email: "lena@example.org", frequency: "daily" }, "de");
    expect(body).toMatchObject({ state: "Bayern", location_label: "Bayern" });
    expect(body).not.toHaveProperty("geo_radius");
  });

  it("leaves a missing place empty, so the server names it", () => {
    const { location: _none, ...withoutPlace } = freising;
    const body = toJobAlertRequest(
      withoutPlace,
      { email: "a@example.org", frequency: "daily" },
      "de",
    );
    expect(body.location_label).toBeUndefined();
    expect(body.latitude).toBeUndefined();
  });
});

describe("filterInWords", () => {
  it("names sectors, working time, start and the place with its radius, as the mails do", () => {
    expect(filterInWords(freising, ALERT_WORDS.de)).toEqual([
      { label: "Branchen", value: "Baumschule, Landwirtschaft" },
      { label: "Anstellungsart", value: "Saisonarbeit" },
      { label: "Start", value: "mehr als 3 Monate" },
      { label: "Region", value: "65 km um Freising" },
    ]);
  });

  it("names one sector in the singular and a whole Land without radius", () => {
    const lines = filterInWords(
      { ...bayern, sectors: [{ id: 1, name: "Landwirtschaft" }] },
      ALERT_WORDS.de,
    );
    expect(lines[0]).toEqual({ label: "Branche", value: "Landwirtschaft" });
    expect(lines.at(-1)).toEqual({ label: "Region", value: "ganz Bayern" });
  });

  it("names the switches that are on after the region, as the mails do", () => {
    expect(
      filterInWords(
        { ...freising, with_accommodation: true, without_german: true },
        ALERT_WORDS.de,
      ).slice(-2),
    ).toEqual([
      { label: "Unterkunft", value: "nur Jobs mit Unterkunft" },
      { label: "Sprache", value: "nur Jobs ohne Deutschkenntnisse" },
    ]);
    expect(filterInWords(freising, ALERT_WORDS.de).at(-1)).toEqual({
      label: "Region",
      value: "65 km um Freising",
    });
  });

  it("names the filter in the page's language, the sectors as the caller names them", () => {
    const polish = (sector: { id: number; name: string }) =>
      sector.id === 3 ? "Szkółka roślin" : sector.name;
    expect(
      filterInWords({ ...freising, with_accommodation: true }, ALERT_WORDS.pl, polish),
    ).toEqual([
      { label: "Branże", value: "Szkółka roślin, Landwirtschaft" },
      { label: "Rodzaj zatrudnienia", value: "Praca sezonowa" },
      { label: "Rozpoczęcie", value: "ponad 3 miesiące" },
      { label: "Region", value: "65 km wokół: Freising" },
      { label: "Zakwaterowanie", value: "tylko oferty z zakwaterowaniem" },
    ]);
    expect(filterInWords(bayern, ALERT_WORDS.uk).at(-1)).toEqual({
      label: "Регіон",
      value: "уся земля Bayern",
    });
  });

  it("says nothing about an incomplete filter", () => {
    expect(filterInWords({ ...freising, working_time: undefined }, ALERT_WORDS.de)).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { RADIUS_MAX_KM, RADIUS_MIN_KM } from "#shared/constants.ts";
import { acceleratedStep, createKeyAccelerator } from "#web/ui/key-acceleration.ts";
import { filterChips, withoutChip } from "./components/filter-chips.ts";
import {
  wholeLand,
  type FilterLocation,
} from "#web/features/geocoding/components/location-value.ts";
import { WIZARD_STEP_LIST, wizardProgress } from "./components/wizard-steps.ts";
import { toSearchRequest, type SearchFilter } from "./store.ts";
import { createTranslator, type MessagesLike } from "#shared/translator.ts";
import { search as german, type SearchMessages } from "#web/messages/search/de.ts";
import { search as polish } from "#web/messages/search/pl.ts";

const t = createTranslator<MessagesLike<SearchMessages>>("de", german);
const chipsOf = (filter: SearchFilter) => filterChips(filter, t);

describe("held arrow keys on the radius slider", () => {
  it("grow the step from 1 to 2, 5 and 10 while the key repeats", () => {
    expect(acceleratedStep(0)).toBe(1);
    expect(acceleratedStep(5)).toBe(1);
    expect(acceleratedStep(6)).toBe(2);
    expect(acceleratedStep(12)).toBe(5);
    expect(acceleratedStep(18)).toBe(10);
    expect(acceleratedStep(500)).toBe(10);
  });

  it("start at 1 again after the key was released", () => {
    const keys = createKeyAccelerator();
    let value = 30;
    value = keys.next(value, "ArrowRight", false, RADIUS_MIN_KM, RADIUS_MAX_KM);
    expect(value).toBe(31);
    for (let i = 0; i < 20; i++)
      value = keys.next(value, "ArrowRight", true, RADIUS_MIN_KM, RADIUS_MAX_KM);
    // 5 × 1 + 6 × 2 + 6 × 5 + 3 × 10 = 77 → clamped at 100
    expect(value).toBe(100);
    keys.reset();
    expect(keys.next(50, "ArrowLeft", true, RADIUS_MIN_KM, RADIUS_MAX_KM)).toBe(49);
    expect(keys.next(50, "ArrowDown", false, RADIUS_MIN_KM, RADIUS_MAX_KM)).toBe(49);
  });

  it("never leaves 30–100 km and ignores other keys", () => {
    const keys = createKeyAccelerator();
    expect(keys.next(30, "ArrowLeft", false, RADIUS_MIN_KM, RADIUS_MAX_KM)).toBe(30);
    expect(keys.next(100, "ArrowUp", false, RADIUS_MIN_KM, RADIUS_MAX_KM)).toBe(100);
    expect(keys.next(40, "a", false, RADIUS_MIN_KM, RADIUS_MAX_KM)).toBe(40);
  });
});

describe("wizard steps", () => {
  it("ask job type, start, sectors, then region (docs/product.md step order)", () => {
    expect(WIZARD_STEP_LIST.map((s) => [s.field, t(`wizard.${s.field}`)])).toEqual([
      ["working_time", "Welchen Job suchst du?"],
      ["job_available_at", "Wann möchtest du starten?"],
      ["sectors", "In welcher Branche möchtest du arbeiten?"],
      ["location", "In welcher Region möchtest du arbeiten?"],
    ]);
  });

  it("advance the progress by 25 % and count 'n | 4'", () => {
    expect([0, 1, 2, 3].map(wizardProgress)).toEqual([
      { percent: 25, counter: "1 | 4" },
      { percent: 50, counter: "2 | 4" },
      { percent: 75, counter: "3 | 4" },
      { percent: 100, counter: "4 | 4" },
    ]);
  });
});

describe("filter chips", () => {
  const filter: SearchFilter = {
    sectors: [
      { id: 3, name: "Baumschule" },
      { id: 1, name: "Landwirtschaft" },
    ],
    working_time: "Teilzeit",
    job_available_at: "more_than_3_months",
    location: {
      formatted_address: "10115 Berlin",
      location: "Berlin",
      latitude: 52.53,
      longitude: 13.38,
      radius: 65,
    },
  };

  it("list the choices in the filter's field order", () => {
    expect(chipsOf(filter).map((c) => c.label)).toEqual([
      "Baumschule",
      "Landwirtschaft",
      "Teilzeit",
      "Start: mehr als 3 Monate",
      "Berlin (65 km)",
    ]);
    expect(chipsOf({})).toEqual([]);
  });

  it("name the values in the page's language", () => {
    const pl = createTranslator("pl", polish);
    const names = { sector: () => "Szkółka roślin", workingTime: () => "Niepełny etat" };
    expect(
      filterChips(
        { ...filter, sectors: filter.sectors!.slice(0, 1), with_accommodation: true },
        pl,
        names,
      ).map((c) => c.label),
    ).toEqual([
      "Szkółka roślin",
      "Niepełny etat",
      "Rozpoczęcie: za ponad 3 miesiące",
      "Berlin (65 km)",
      "Z zakwaterowaniem",
    ]);
  });

  it("remove exactly the chip's value", () => {
    const chips = chipsOf(filter);
    expect(withoutChip(filter, chips[0]!)).toEqual({
      sectors: [{ id: 1, name: "Landwirtschaft" }],
    });
    expect(withoutChip(filter, chips[2]!)).toEqual({ working_time: undefined });
    expect(withoutChip(filter, chips[4]!)).toEqual({ location: undefined });
  });

  it("show the switches that are on after the region, removable like the others", () => {
    const chips = chipsOf({ ...filter, with_accommodation: true, without_german: true });
    expect(chips.slice(-2).map((c) => c.label)).toEqual([
      "Mit Unterkunft",
      "Ohne Deutschkenntnisse",
    ]);
    expect(withoutChip(filter, chips.at(-1)!)).toEqual({ without_german: undefined });
  });
});

describe("a whole Bundesland as the region", () => {
  const bayern: FilterLocation = {
    kind: "state",
    formatted_address: "Bayern, Deutschland",
    location: null,
    zipcode: null,
    state: "Bayern",
    latitude: 48.93,
    longitude: 11.47,
    radius: 30,
  };
  const filter: SearchFilter = {
    sectors: [{ id: 3, name: "Baumschule" }],
    working_time: "Vollzeit",
    job_available_at: "1_to_3_months",
  };

  it("is sent as the Land with its centre, without a radius", () => {
    const body = toSearchRequest({ ...filter, location: bayern });
    expect(body).toMatchObject({ latitude: 48.93, longitude: 11.47, state: "Bayern" });
    expect(body).not.toHaveProperty("geo_radius");
  });

  it("is recognised in a filter stored before results had a kind", () => {
    const { kind: _kind, ...stored } = bayern;
    expect(wholeLand(stored)).toBe("Bayern");
    expect(toSearchRequest({ ...filter, location: stored })).toMatchObject({ state: "Bayern" });
  });

  it("leaves places, PLZ areas and city-states a circle with its radius", () => {
    const berlin: FilterLocation = {
      kind: "place",
      formatted_address: "Berlin",
      location: "Berlin",
      state: "Berlin",
      latitude: 52.5,
      longitude: 13.4,
      radius: 65,
    };
    expect(wholeLand(berlin)).toBeUndefined();
    const body = toSearchRequest({ ...filter, location: berlin });
    expect(body).toMatchObject({ geo_radius: 65 });
    expect(body).not.toHaveProperty("state");
  });

  it("shows as „Ganz Bayern“ in the chips", () => {
    expect(chipsOf({ location: bayern }).map((c) => c.label)).toEqual(["Ganz Bayern"]);
  });
});

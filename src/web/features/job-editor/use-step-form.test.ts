import { describe, expect, it } from "vitest";
import { HttpError, OFFLINE_MESSAGE } from "#web/lib/http.ts";
import { refusedFields, stepDraftTracker } from "./use-step-form.ts";

describe("stepDraftTracker", () => {
  const saved = { title: "Gärtner/in", sectors: [1, 2] };

  it("answers only when the input turns unsaved or back to the saved values", () => {
    const tracker = stepDraftTracker(saved);
    expect(tracker.update({ sectors: [1, 2], title: "Gärtner/in" })).toBeNull();
    expect(tracker.update({ ...saved, title: "Gärtner" })).toBe(true);
    expect(tracker.update({ ...saved, title: "Gärtner (m/w/d)" })).toBeNull();
    expect(tracker.update(saved)).toBe(false);
    expect(tracker.update(saved)).toBeNull();
  });

  it("keeps unsaved input when the step is left, and nothing unchanged", () => {
    const tracker = stepDraftTracker(saved);
    tracker.update(saved);
    expect(tracker.keepsInput()).toBe(false);
    tracker.update({ ...saved, sectors: [2, 1] });
    expect(tracker.keepsInput()).toBe(true);
  });

  it("keeps nothing after a save, changed as the input was", () => {
    const tracker = stepDraftTracker(saved);
    tracker.update({ ...saved, title: "" });
    tracker.markSaved();
    expect(tracker.keepsInput()).toBe(false);
  });
});

describe("refusedFields", () => {
  it("names the fields of a 422 (their errors are at the fields)", () => {
    const caught = new HttpError(422, "Bitte prüfen Sie Ihre Eingaben.", {
      "location-latitude": ["Bitte wählen Sie einen Ort aus der Liste."],
      title: ["Bitte geben Sie einen Stellentitel an."],
    });
    expect(refusedFields(caught)).toEqual(["location-latitude", "title"]);
  });

  it("has nothing to add when the server's message was shown (a 409 of an ended ad)", () => {
    expect(refusedFields(new HttpError(409, "Diese Anzeige wurde beendet."))).toEqual([]);
  });

  it("leaves the message to the step when none came from the server", () => {
    expect(refusedFields(new HttpError(0, OFFLINE_MESSAGE))).toBeNull();
    expect(refusedFields(new HttpError(500, ""))).toBeNull();
    expect(refusedFields(new TypeError("Failed to fetch"))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createTranslator } from "./translator.ts";

describe("Translator.around", () => {
  const t = createTranslator("pl", {
    intro: "{title} w firmie {employer}. Bez konta.",
    privacy: "Więcej w {link}.",
    plain: "Bez miejsca.",
  });

  it("splits at the part and fills each side", () => {
    expect(t.around("intro", "title", { employer: "Sadownictwo Kowalski" })).toEqual([
      "",
      " w firmie Sadownictwo Kowalski. Bez konta.",
    ]);
    expect(t.around("privacy", "link")).toEqual(["Więcej w ", "."]);
  });

  it("keeps a value that names the part as text (a company called „Evil {title} GmbH“)", () => {
    expect(t.around("intro", "title", { employer: "Evil {title} GmbH" })).toEqual([
      "",
      " w firmie Evil {title} GmbH. Bez konta.",
    ]);
  });

  it("answers the whole text before an empty rest where the part is missing", () => {
    expect(t.around("plain", "link")).toEqual(["Bez miejsca.", ""]);
  });
});

import { describe, expect, it } from "vitest";
import { compact, foldDigraph, foldVowel, nameKeys, words } from "./normalize.ts";

describe("folding", () => {
  it("writes umlauts and ß out, or drops the dots", () => {
    expect(foldDigraph("MÜNCHEN Straße Öhringen Ärzte")).toBe("muenchen strasse oehringen aerzte");
    expect(foldVowel("MÜNCHEN Straße Öhringen Ärzte")).toBe("munchen strasse ohringen arzte");
    expect(foldDigraph("Île-de-France Señor")).toBe("ile-de-france senor");
  });

  it("ignores spaces, hyphens, dots and brackets in keys", () => {
    expect(compact(foldDigraph("Baden-Württemberg"))).toBe(
      compact(foldDigraph("baden wuerttemberg")),
    );
    expect(compact(foldDigraph("Frankfurt (Oder)"))).toBe("frankfurtoder");
    expect(words(foldDigraph("Frankfurt (Oder)"))).toEqual(["frankfurt", "oder"]);
  });

  it("keys a name in every spelling people use", () => {
    expect(nameKeys("München")).toEqual(["muenchen", "munchen"]);
    expect(nameKeys("St. Ingbert")).toContain("sanktingbert");
    expect(nameKeys("Sankt Augustin")).toContain("staugustin");
    expect(nameKeys("Garching b. München")).toContain("garchingbeimuenchen");
    expect(nameKeys("Neumarkt i.d. OPf.")).toContain("neumarktinderopf");
  });
});

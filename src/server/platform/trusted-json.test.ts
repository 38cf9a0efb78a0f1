import { describe, expect, it } from "vitest";
import { cachedForJson, serializeTrusted, withDistances } from "./trusted-json.ts";

const text = (out: string | Buffer) => (typeof out === "string" ? out : out.toString("utf8"));

function card(id: number) {
  return {
    id,
    title: `Gärtner*in (m/w/d) – Nr. ${id} „Grünpflege“ \u2028`,
    location: { location: "Groß Köris", latitude: 52.16, longitude: null },
    sectors: [{ id: 1, name: "Baumschule" }],
    image: null,
    optional: undefined,
  };
}

describe("serializeTrusted", () => {
  it("answers what JSON.stringify answers, from cached bytes, for pages of cards", () => {
    const cached = [cachedForJson(card(1)), cachedForJson(card(2))];
    const page = { data: cached, current_page: 1, last_page: 3, per_page: 2, total: 5 };
    const out = serializeTrusted(page);
    expect(Buffer.isBuffer(out)).toBe(true);
    expect(JSON.parse(text(out))).toEqual(JSON.parse(JSON.stringify(page)));
  });

  it("gives each search result its distance as its last member, cards unchanged", () => {
    const cached = cachedForJson(card(3));
    const page = withDistances({ data: [cached, cached, card(4)], total: 3 }, [12.3, 0, 7]);
    const parsed = JSON.parse(text(serializeTrusted(page)));
    expect(parsed).toEqual({
      data: [
        { ...JSON.parse(JSON.stringify(cached)), distance_km: 12.3 },
        { ...JSON.parse(JSON.stringify(cached)), distance_km: 0 },
        { ...JSON.parse(JSON.stringify(card(4))), distance_km: 7 },
      ],
      total: 3,
    });
    expect(Object.keys(parsed.data[0]).at(-1)).toBe("distance_km");
    expect("distance_km" in cached).toBe(false);
  });

  it("serialises one cached object under data, and anything else as JSON.stringify does", () => {
    const ad = cachedForJson({ ...card(5), description: "<p>Wir &amp; ihr</p>" });
    expect(JSON.parse(text(serializeTrusted({ data: ad })))).toEqual(
      JSON.parse(JSON.stringify({ data: ad })),
    );
    for (const payload of [
      { data: card(6) },
      { data: [] },
      { data: null, total: 0 },
      { message: "Nicht gefunden." },
      [1, 2],
      "text",
      null,
    ]) {
      expect(text(serializeTrusted(payload))).toBe(JSON.stringify(payload));
    }
    expect(text(serializeTrusted({ data: [], total: 0 }))).toBe('{"data":[],"total":0}');
  });

  it("freezes what it caches, deeply, so a change by mistake cannot make its bytes stale", () => {
    const cached = cachedForJson(card(7));
    expect(() => {
      (cached as { title: string }).title = "anders";
    }).toThrow(TypeError);
    expect(() => {
      (cached.location as { location: string }).location = "anders";
    }).toThrow(TypeError);
    expect(() => cached.sectors.push({ id: 2, name: "x" })).toThrow(TypeError);
    expect(JSON.parse(text(serializeTrusted({ data: [cached] }))).data[0].title).toBe(
      card(7).title,
    );
  });
});

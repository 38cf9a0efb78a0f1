import { describe, expect, it } from "vitest";
import { jobCount } from "#shared/count-texts.ts";
import { createTranslator, type MessagesLike } from "#shared/translator.ts";
import type { SearchMessages } from "#web/messages/search/de.ts";
import { search as german } from "#web/messages/search/de.ts";
import { search as polish } from "#web/messages/search/pl.ts";
import { relaxationText as textOf } from "./relaxation-text.ts";

const t = createTranslator<MessagesLike<SearchMessages>>("de", german);
const relaxationText = (...args: [Parameters<typeof textOf>[0], number[]]) => textOf(...args, t);

describe("relaxationText", () => {
  it("agrees the count with its number: 0, 1 and many", () => {
    expect(jobCount(0)).toBe("0 Jobs");
    expect(jobCount(1)).toBe("1 Job");
    expect(jobCount(1204)).toBe("1.204 Jobs");
  });

  it("names each change in du-form German", () => {
    expect(relaxationText({ kind: "geo_radius", total: 3, geo_radius: 100 }, [])).toBe(
      "3 Jobs im Umkreis von 100 km",
    );
    expect(
      relaxationText(
        { kind: "job_available_at", total: 1, job_available_at: "more_than_3_months" },
        [],
      ),
    ).toBe("1 Job mit Start in mehr als 3 Monaten");
    expect(relaxationText({ kind: "working_time", total: 2, working_time: "Vollzeit" }, [])).toBe(
      "2 Jobs in Vollzeit",
    );
    const sectors = [
      { id: 1, name: "Garten- und Landschaftsbau" },
      { id: 2, name: "Baumschule" },
      { id: 3, name: "Landwirtschaft" },
    ];
    expect(relaxationText({ kind: "sectors", total: 5, sectors }, [1])).toBe(
      "5 Jobs mit Baumschule und Landwirtschaft dazu",
    );
    expect(
      relaxationText(
        { kind: "sectors", total: 4, sectors: [...sectors, { id: 4, name: "Pflanzenhandel" }] },
        [1],
      ),
    ).toBe("4 Jobs mit Baumschule, Landwirtschaft und Pflanzenhandel dazu");
    expect(relaxationText({ kind: "sectors", total: 1, sectors: sectors.slice(0, 2) }, [1])).toBe(
      "1 Job mit Baumschule dazu",
    );
  });

  it("agrees with the Polish plural forms and names the sectors in the page's language", () => {
    const pl = createTranslator("pl", polish);
    const radius = (total: number) =>
      textOf({ kind: "geo_radius", total, geo_radius: 100 }, [], pl);
    expect(radius(1)).toBe("1 oferta w promieniu 100 km");
    expect(radius(3)).toBe("3 oferty w promieniu 100 km");
    expect(radius(5)).toBe("5 ofert w promieniu 100 km");
    expect(radius(22)).toBe("22 oferty w promieniu 100 km");
    const sectors = [
      { id: 2, name: "Baumschule" },
      { id: 3, name: "Landwirtschaft" },
    ];
    const names: Record<number, string> = { 2: "Szkółka roślin", 3: "Rolnictwo" };
    expect(
      textOf({ kind: "sectors", total: 5, sectors }, [], pl, (sector) => names[sector.id]!),
    ).toBe("5 ofert, gdy dodasz: Szkółka roślin i Rolnictwo");
  });
});

// The details line of a job card („Ort · 12 km · Vollzeit · ab sofort · Gehalt“): where it wraps, no line starts with the separator „·“, and between two items on one
// line there always is one — on /jobs after a search (with distances) and on the home page,
// at 360, 390 and 1440 px.
import type { Page } from "@playwright/test";
import {
  DESKTOP,
  expect,
  jobCards,
  open,
  preAcceptConsent,
  presetBerlinSearch,
  test,
} from "./support.ts";

interface SeparatorCheck {
  lists: number;
  wrapped: number;
  problems: string[];
}

/**
 * Reads every card's "Eckdaten" list as laid out: its items grouped into lines by their top
 * edge, and for each item whether a „·“ is painted before it — as text or as a pseudo-element,
 * which paints where it stands (at the item's start when static, at its offset when absolutely
 * positioned) unless the list's own box clips it away.
 */
async function separators(page: Page): Promise<SeparatorCheck> {
  return page.getByRole("list", { name: "Eckdaten" }).evaluateAll((lists) => {
    const problems: string[] = [];
    let wrapped = 0;
    for (const list of lists) {
      const clip =
        getComputedStyle(list).overflowX === "visible" ? null : list.getBoundingClientRect();
      const items = [...list.children].map((item) => {
        const box = item.getBoundingClientRect();
        const before = getComputedStyle(item, "::before");
        const x = before.position === "absolute" ? box.left + parseFloat(before.left) : box.left;
        const pseudoDot =
          before.content.includes("·") && (!clip || (x >= clip.left - 0.5 && x < clip.right));
        const textDot = (item.textContent ?? "").trim().startsWith("·");
        return {
          top: Math.round(box.top),
          left: box.left,
          dot: pseudoDot || textDot,
          text: (item as HTMLElement).innerText,
        };
      });
      const lines = new Map<number, typeof items>();
      for (const item of items) lines.set(item.top, [...(lines.get(item.top) ?? []), item]);
      if (lines.size > 1) wrapped += 1;
      for (const line of lines.values()) {
        line.sort((a, b) => a.left - b.left);
        line.forEach((item, index) => {
          if (index === 0 && item.dot) problems.push(`Zeile beginnt mit „·“: ${item.text}`);
          if (index > 0 && !item.dot) problems.push(`kein „·“ vor: ${item.text}`);
        });
      }
    }
    return { lists: lists.length, wrapped, problems };
  });
}

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

for (const viewport of [{ width: 360, height: 780 }, { width: 390, height: 844 }, DESKTOP]) {
  test.describe(`Eckdaten der Jobkarten bei ${viewport.width} px`, () => {
    test.use({ viewport });
    const phone = viewport.width < 640;

    test("nach einer Suche: keine Zeile beginnt mit „·“", async ({ page }) => {
      await presetBerlinSearch(page);
      await open(page, "/jobs");
      // The search's own cards (with their distance), not the newest ads the server rendered
      // before the stored search ran.
      await expect(jobCards(page).first()).toContainText(/\d+(,\d+)? km/);
      await expect(page.getByRole("list", { name: "Eckdaten" })).toHaveCount(
        await jobCards(page).count(),
      );
      const check = await separators(page);
      expect(check.lists).toBe(await jobCards(page).count());
      // On a phone the details wrap on many cards — the case that matters.
      if (phone) expect(check.wrapped, "umbrechende Eckdaten").toBeGreaterThan(0);
      expect(check.problems).toEqual([]);
    });

    test("auf der Startseite: keine Zeile beginnt mit „·“", async ({ page }) => {
      await open(page, "/");
      // The newest ads.
      await expect(page.getByRole("article").first()).toBeVisible();
      const check = await separators(page);
      expect(check.lists).toBeGreaterThan(0);
      expect(check.problems).toEqual([]);
    });
  });
}

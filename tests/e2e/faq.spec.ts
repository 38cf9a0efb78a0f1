import { expect, open, preAcceptConsent, test } from "./support.ts";

test.beforeEach(async ({ page }) => {
  await preAcceptConsent(page);
});

test("ein Klick auf eine Frage klappt die Antwort auf und wieder zu", async ({ page }) => {
  type ApiFaq = { audience: string; question: { de: string }; answer: { de: string } };
  const faqs: ApiFaq[] = (await (await page.request.get("/api/faqs")).json()).data;
  const faq = faqs.find((f) => f.audience === "employer");
  expect(faq, "eine FAQ für Arbeitgeber").toBeDefined();
  // The first piece of text of the stored answer (HTML).
  const answerText = faq!.answer.de
    .split(/<[^>]+>/)
    .map((t) => t.trim())
    .find(Boolean)!;

  await open(page, "/faq");
  await expect(page).toHaveTitle("Häufige Fragen (FAQ) | Wurzelwerk");
  const item = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: faq!.question.de }) });
  await expect(item).toHaveCount(1);
  const answer = item.getByText(answerText);
  await expect(answer).toBeHidden();

  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();

  await item.locator("summary").click();
  await expect(answer).toBeHidden();
});

test("die Fragen lassen sich auch mit der Tastatur öffnen", async ({ page }) => {
  await open(page, "/faq");
  const second = page.locator("details").nth(1);
  await second.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(second.locator(":scope > div")).toBeVisible();
});

test("?scrollto=arbeitgeber scrollt nach einer Sekunde zum Arbeitgeber-Abschnitt", async ({
  page,
}) => {
  // When the page first moves, by the page's own clock (a check right after goto could come
  // after the second on a slow machine).
  await page.addInitScript(() => {
    addEventListener("scroll", () => {
      const w = window as unknown as { firstScrollAt?: number };
      if (scrollY > 0) w.firstScrollAt ??= performance.now();
    });
  });
  await page.goto("/faq?scrollto=arbeitgeber");
  const section = page.locator("section#arbeitgeber");
  await expect(section.getByRole("heading", { name: "Für Arbeitgeber" })).toBeInViewport();

  // docs/product.md "Texts and messages": the scroll happens 1000 ms after load — not at once: the page first shows its
  // top. The timer starts after the document has arrived, so the first scroll comes at least a
  // second after the response's end.
  const delay = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    const first = (window as unknown as { firstScrollAt?: number }).firstScrollAt;
    return first === undefined || !navigation ? undefined : first - navigation.responseEnd;
  });
  expect(delay).toBeGreaterThanOrEqual(990);
  // The section starts just below the fixed 70 px header, not hidden behind it.
  const top = () => section.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  await expect.poll(top, { timeout: 3000 }).toBeLessThan(150);
  expect(await top()).toBeGreaterThanOrEqual(70);
});

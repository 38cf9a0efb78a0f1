import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES, type Locale } from "#shared/locales.ts";
import { createTranslator } from "#shared/translator.ts";
import { CATALOGUE } from "#web/messages/catalogue.server.ts";
import { notify } from "#web/ui/toast.ts";
import { api } from "./api.ts";
import { HttpError, OFFLINE_MESSAGE, retryAfterSeconds, setPageRefusal } from "./http.ts";
import { refusalText, waitText } from "./refusal-text.ts";

const shellOf = (locale: Locale) => createTranslator(locale, CATALOGUE.shell[locale]);

const refusals = [
  new HttpError(0, OFFLINE_MESSAGE),
  new HttpError(
    429,
    "Zu viele Anfragen. Bitte in 30 Sekunden erneut versuchen.",
    undefined,
    undefined,
    30,
  ),
  new HttpError(429, "Zu viele Anfragen."),
  new HttpError(503, "Der Dienst ist vorübergehend nicht verfügbar."),
  new HttpError(502, ""),
  new HttpError(404, "Nicht gefunden."),
  new HttpError(500, "Interner Fehler."),
];

describe("a refused call in the page's language (ADR 056)", () => {
  it.each(LOCALES)("%s: a text of its own for each kind, none the server's", (locale) => {
    const t = shellOf(locale);
    const texts = refusals.map((error) => refusalText(error, t));
    for (const [i, text] of texts.entries()) {
      expect(text.trim(), `${locale} ${refusals[i]!.status}`).not.toBe("");
      expect(text).not.toContain("{");
      expect(text).not.toBe(refusals[i]!.message);
    }
    // Offline, the two 429s, unavailable (502 and 503 alike), unknown (404 and 500 alike).
    expect(new Set(texts).size).toBe(5);
    expect(texts[3]).toBe(texts[4]);
    expect(texts[5]).toBe(texts[6]);
  });

  it("says the wait the answer gave, in the language's plural forms", () => {
    const polish = shellOf("pl");
    expect([1, 2, 5, 22, 30].map((n) => waitText(n, polish))).toEqual([
      "Spróbuj ponownie za 1 sekundę.",
      "Spróbuj ponownie za 2 sekundy.",
      "Spróbuj ponownie za 5 sekund.",
      "Spróbuj ponownie za 22 sekundy.",
      "Spróbuj ponownie za 30 sekund.",
    ]);
    const ukrainian = shellOf("uk");
    expect(waitText(21, ukrainian)).toBe("Спробуй ще раз через 21 секунду.");
    expect(waitText(3, ukrainian)).toBe("Спробуй ще раз через 3 секунди.");
    // Beyond 90 s in whole minutes, rounded up.
    expect(waitText(91, ukrainian)).toBe("Спробуй ще раз через 2 хвилини.");
    expect(waitText(3600, polish)).toBe("Spróbuj ponownie za 60 minut.");
    expect(waitText(20, shellOf("ro"))).toBe("Încearcă din nou peste 20 de secunde.");
    expect(waitText(undefined, shellOf("en"))).toBe("Please wait a moment and try again.");
    expect(refusalText(refusals[1]!, shellOf("en"))).toBe(
      "Too many requests in a short time. Please try again in 30 seconds.",
    );
  });

  it("takes a caller's own words for too many and failed", () => {
    const t = shellOf("pl");
    const own = { tooMany: "Wysyłasz bardzo często.", failed: "Nie udało się." };
    expect(refusalText(refusals[1]!, t, own)).toBe(
      "Wysyłasz bardzo często. Spróbuj ponownie za 30 sekund.",
    );
    expect(refusalText(refusals[5]!, t, own)).toBe("Nie udało się.");
    expect(refusalText(refusals[0]!, t, own)).toBe(
      "Brak połączenia z serwerem. Sprawdź połączenie z internetem.",
    );
  });

  it("reads Retry-After as seconds or as a date", () => {
    const now = Date.parse("2026-11-29T02:00:00Z");
    expect(retryAfterSeconds("30", now)).toBe(30);
    expect(retryAfterSeconds("Sun, 29 Nov 2026 02:01:00 GMT", now)).toBe(60);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds("bald", now)).toBeUndefined();
  });
});

describe("the transport's toast with and without the page's words", () => {
  afterEach(() => vi.unstubAllGlobals());

  const refuse = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: "Zu viele Anfragen.", code: "too_many_requests" }),
            {
              status: 429,
              headers: { "retry-after": "12" },
            },
          ),
      ),
    );

  it("shows the server's German message where no page words are set", async () => {
    refuse();
    const error = vi.spyOn(notify, "error").mockImplementation(() => {});
    const caught = await api.get("/api/job-advertisements", {}).catch((e: unknown) => e);
    expect(caught).toMatchObject({ status: 429, retryAfter: 12 });
    expect(error).toHaveBeenCalledWith("Zu viele Anfragen.");
    error.mockRestore();
  });

  it("shows the page's words where the shell set them; none for a 503 when it says so", async () => {
    refuse();
    const t = shellOf("pl");
    const unset = setPageRefusal((e) => (e.status === 503 ? null : refusalText(e, t)));
    const error = vi.spyOn(notify, "error").mockImplementation(() => {});
    await api.get("/api/job-advertisements", {}).catch(() => {});
    expect(error).toHaveBeenCalledWith(
      "Zbyt wiele zapytań w krótkim czasie. Spróbuj ponownie za 12 sekund.",
    );
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await api.get("/api/job-advertisements", {}).catch(() => {});
    expect(error).toHaveBeenLastCalledWith(
      "Brak połączenia z serwerem. Sprawdź połączenie z internetem.",
    );
    // A call that says its refusal itself gets no toast either way.
    error.mockClear();
    await api.get("/api/job-advertisements", { toast: false }).catch(() => {});
    expect(error).not.toHaveBeenCalled();
    unset();
    error.mockRestore();
  });
});

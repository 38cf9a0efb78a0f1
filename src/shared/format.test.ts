import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatStart,
} from "./format.ts";
import { formatPhone, isValidPhone } from "./phone.ts";

describe("formatCurrency (docs/product.md „Texts and messages“)", () => {
  it("shows decimals only when there is a fractional part", () => {
    expect(formatCurrency(14900)).toBe("149\u00a0€");
    expect(formatCurrency(14950)).toBe("149,50\u00a0€");
    expect(formatCurrency(89900)).toBe("899\u00a0€");
    expect(formatCurrency(106981)).toBe("1.069,81\u00a0€");
  });
});

describe("formatDate", () => {
  it("formats in German, in Berlin time", () => {
    expect(formatDate("2026-11-22T10:00:00Z")).toBe("22.11.2026");
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("01.01.2027");
  });
});

describe("phone (docs/product.md „Texts and messages“)", () => {
  it("accepts real German and foreign numbers", () => {
    expect(isValidPhone("0170 1234567")).toBe(true);
    expect(isValidPhone("+49 89 123456")).toBe(true);
    expect(isValidPhone("+43 1 5123456")).toBe(true);
  });
  it("rejects numbers that match no country's pattern", () => {
    expect(isValidPhone("12")).toBe(false);
    expect(isValidPhone("abc")).toBe(false);
    expect(isValidPhone("+49 1")).toBe(false);
  });
  it("formats valid numbers and returns invalid input unchanged", () => {
    expect(formatPhone("0170 1234567")).toBe("+49 170 1234567");
    expect(formatPhone("12")).toBe("12");
  });
});

describe("formatSalary", () => {
  it("formats ranges, lower and upper bounds with the period", async () => {
    const { formatSalary } = await import("./format.ts");
    expect(formatSalary(280000, 320000, "month")).toBe("2.800\u00a0€ – 3.200\u00a0€ pro Monat");
    expect(formatSalary(1390, null, "hour")).toBe("ab 13,90\u00a0€ pro Stunde");
    expect(formatSalary(null, 5500000, "year")).toBe("bis 55.000\u00a0€ pro Jahr");
    expect(formatSalary(null, null, null)).toBeNull();
  });
});

describe("formatStart", () => {
  it("says „ab sofort“ from the start day in Berlin on, also before 1 a.m. when UTC is a day behind", () => {
    // 00:30 in Berlin on 26 November is 23:30 UTC on the 25th.
    const justAfterMidnight = new Date("2026-11-25T23:30:00Z");
    expect(formatStart("2026-11-26", justAfterMidnight)).toBe("ab sofort");
    expect(formatStart("2026-11-25", justAfterMidnight)).toBe("ab sofort");
    expect(formatStart("2026-11-27", justAfterMidnight)).toBe("ab 27.11.2026");
    // 23:30 in Berlin on 25 November (22:30 UTC): the 26th is still to come.
    expect(formatStart("2026-11-26", new Date("2026-11-25T22:30:00Z"))).toBe("ab 26.11.2026");
    expect(formatStart(null)).toBe("ab sofort / nach Vereinbarung");
  });
});

describe("formatFileSize", () => {
  it("shows kilobytes below a megabyte (at least 1) and megabytes with one decimal above", () => {
    expect(formatFileSize(10)).toBe("1 KB");
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(1024 * 1024 + 200 * 1024)).toBe("1,2 MB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10 MB");
  });

  it("writes the number the language's way (the applicant's page, ADR 051)", () => {
    expect(formatFileSize(1024 * 1024 + 200 * 1024, "en")).toBe("1.2 MB");
    expect(formatFileSize(1024 * 1024 + 200 * 1024, "pl")).toBe("1,2 MB");
    expect(formatFileSize(820 * 1024, "uk")).toBe("820 KB");
  });
});

describe("formatDateTime", () => {
  it("writes Berlin time, German by default, else the language's way", () => {
    expect(formatDateTime("2026-11-22T13:05:00Z")).toBe("22.11.2026, 14:05");
    expect(formatDateTime("2026-11-22T13:05:00Z", "en")).toBe("22/11/2026, 14:05");
    expect(formatDateTime("2026-11-22T13:05:00Z", "pl")).toBe("22.11.2026, 14:05");
  });
});

describe("formats in the seekers' other languages (ADR 051)", () => {
  it("writes money, distances and dates the language's way, with its words around them", async () => {
    const { formatDistance, formatSalary } = await import("./format.ts");
    const polish = {
      locale: "pl" as const,
      perHour: "za godzinę",
      perMonth: "miesięcznie",
      perYear: "rocznie",
      salaryFrom: "od {amount}",
      salaryUpTo: "do {amount}",
      salaryRange: "{min} – {max}",
      startFlexible: "od zaraz / do uzgodnienia",
      startNow: "od zaraz",
      startFrom: "od {date}",
    };
    expect(formatSalary(1390, null, "hour", polish)).toBe("od 13,90\u00a0€ za godzinę");
    expect(formatSalary(280000, 320000, "month", polish)).toBe(
      "2800\u00a0€ – 3200\u00a0€ miesięcznie",
    );
    expect(formatCurrency(123456700, "EUR", "pl")).toBe("1\u00a0234\u00a0567\u00a0€");
    expect(formatCurrency(14950, "EUR", "en")).toBe("€149.50");
    expect(formatDistance(12.34, "en")).toBe("12 km");
    expect(formatDistance(2.5, "uk")).toBe("2,5 km");
    expect(formatDate("2027-03-01T12:00:00Z", "en")).toBe("01/03/2027");
    expect(formatStart("2999-03-01", new Date("2026-11-28T12:00:00Z"), polish)).toBe(
      "od 01.03.2999",
    );
    expect(formatStart(null, undefined, polish)).toBe("od zaraz / do uzgodnienia");
  });
});

import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect.ts";

describe("safeRedirectPath", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeRedirectPath("/dashboard/job/12")).toBe("/dashboard/job/12");
    expect(safeRedirectPath("/arbeitgeber?processCheckout=1#preise")).toBe(
      "/arbeitgeber?processCheckout=1#preise",
    );
  });

  it("falls back to the dashboard for anything that could leave the site", () => {
    for (const hostile of [
      null,
      "",
      "dashboard",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      " /dashboard",
      "javascript:alert(1)",
      "/%5C%5Cevil.example",
    ]) {
      const result = safeRedirectPath(hostile);
      expect(new URL(result, "http://site.invalid").origin, String(hostile)).toBe(
        "http://site.invalid",
      );
    }
    expect(safeRedirectPath("//evil.example")).toBe("/dashboard");
    expect(safeRedirectPath("/\\evil.example")).toBe("/dashboard");
    expect(safeRedirectPath("/\t/evil.example")).toBe("/dashboard");
  });
});

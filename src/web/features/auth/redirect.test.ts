import { describe, expect, it } from "vitest";
import { homePath } from "#web/lib/home-path.ts";
import { landingPath, safeRedirectPath } from "./redirect.ts";

/** How a browser on this site reads a Location header or a navigation to `target`. */
function landsOn(target: string): string {
  return new URL(target, "http://site.invalid").origin;
}

describe("safeRedirectPath", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeRedirectPath("/dashboard/job/12")).toBe("/dashboard/job/12");
    expect(safeRedirectPath("/arbeitgeber?processCheckout=1#preise")).toBe(
      "/arbeitgeber?processCheckout=1#preise",
    );
    // Dot segments inside the site resolve as the browser would resolve them.
    expect(safeRedirectPath("/dashboard/../arbeitgeber")).toBe("/arbeitgeber");
    // Encoded slashes stay encoded: a path on this site, not a host.
    expect(safeRedirectPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
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
      "/\r/evil.example",
      " /dashboard",
      "javascript:alert(1)",
      "/%5C%5Cevil.example",
      "/%5Cevil.example",
      "/..//evil.example/phish",
      "/.//evil.example",
      "/./../..//evil.example",
      "/dashboard/../..//evil.example",
      "/%2e%2e//evil.example",
      "/%2E//evil.example",
      "/a/%2e%2e//evil.example",
      "/.%2e//evil.example",
      "/..\\/evil.example",
      "/.\\\\evil.example",
      "/..//\\evil.example",
      "/\u0000//evil.example",
      "/x".padEnd(2100, "x"),
    ]) {
      const result = safeRedirectPath(hostile);
      expect(landsOn(result), String(hostile)).toBe("http://site.invalid");
      expect(result.startsWith("//"), String(hostile)).toBe(false);
    }
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/..//evil.example/phish",
      "/.//evil.example",
      "/%2e%2e//evil.example",
      "/a/%2e%2e//evil.example",
    ]) {
      expect(safeRedirectPath(hostile), hostile).toBe("/dashboard");
    }
  });
});

describe("where the login leads by role", () => {
  const employer = { is_admin: false, impersonator: null };
  const staff = { is_admin: true, impersonator: null };
  const staffAsEmployer = { is_admin: false, impersonator: { id: 1, name: "Team" } };

  it("sends staff to /admin and employers (also staff acting as one) to /dashboard", () => {
    expect(homePath(staff)).toBe("/admin");
    expect(homePath(employer)).toBe("/dashboard");
    expect(homePath(staffAsEmployer)).toBe("/dashboard");
    expect(landingPath(staff, null)).toBe("/admin");
    expect(landingPath(employer, null)).toBe("/dashboard");
    expect(landingPath(staffAsEmployer, null)).toBe("/dashboard");
  });

  it("keeps a safe redirect staff can use, and turns the employer area into /admin for staff", () => {
    expect(landingPath(staff, "/admin/anzeigen?status=published")).toBe(
      "/admin/anzeigen?status=published",
    );
    expect(landingPath(staff, "/faq")).toBe("/faq");
    for (const employerArea of ["/dashboard", "/dashboard/job/12", "/dashboard?tab=1"]) {
      expect(landingPath(staff, employerArea), employerArea).toBe("/admin");
      expect(landingPath(employer, employerArea), employerArea).toBe(employerArea);
    }
    // A path that only starts like the dashboard is another page.
    expect(landingPath(staff, "/dashboards")).toBe("/dashboards");
    // Hostile targets fall back to the user's home.
    expect(landingPath(staff, "//evil.example")).toBe("/admin");
    expect(landingPath(employer, "//evil.example")).toBe("/dashboard");
  });
});

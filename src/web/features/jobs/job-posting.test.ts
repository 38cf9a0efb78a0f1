import { describe, expect, it } from "vitest";
import type { JobAdvertisement } from "#shared/schemas/jobs.ts";
import { SEASONAL_WORK_NOT_STATED } from "#tests/support/seasonal-work.ts";
import { jobPostingJsonLd } from "./job-posting.ts";

const job: JobAdvertisement = {
  id: 42,
  status: "published",
  title: "Baumschulgärtner (m/w/d)",
  sectors: [{ id: 3, name: { de: "Baumschule" }, slug: "baumschule" }],
  working_time: "Vollzeit",
  starts_at: null,
  translations: {},
  location: {
    formatted_address: "25373 Ellerhoop",
    street: "Baumweg",
    street_number: "4",
    zipcode: "25373",
    location: "Ellerhoop",
    state: "Schleswig-Holstein",
    country: "DE",
    latitude: 53.71,
    longitude: 9.77,
  },
  employer: {
    id: 7,
    name: "Baumschule Lorenz",
    slug: "baumschule-lorenz",
    logo: { url: "/media/logo.svg", sm: "/media/logo-sm.svg" },
    description: "Seit 1920.",
    website: "https://lorenz.example",
    city: "Ellerhoop",
  },
  image: { url: "/media/header.svg" },
  description: "<p>Über die Stelle</p>",
  tasks: "<ul><li>Rosen veredeln</li></ul>",
  profile: "<ul><li>Ausbildung</li></ul>",
  benefits: "<ul><li>Tarif</li></ul>",
  salary_min: 280000,
  salary_max: 320000,
  salary_period: "month",
  contact_name: "Maria",
  contact_email: "m@lorenz.example",
  contact_phone: null,
  application_method: "email",
  application_email: "jobs@lorenz.example",
  application_url: null,
  application_deadline: null,
  highlighted: false,
  published_at: "2026-11-01T08:00:00.000Z",
  expires_at: "2026-12-01T08:00:00.000Z",
  terminated_at: null,
  ...SEASONAL_WORK_NOT_STATED,
};

describe("JobPosting JSON-LD", () => {
  const ld = jobPostingJsonLd(job, "https://wurzelwerk.example");

  it("has every property Google requires", () => {
    expect(ld["@type"]).toBe("JobPosting");
    expect(ld.title).toBe("Baumschulgärtner (m/w/d)");
    expect(ld.description).toContain("Rosen veredeln");
    expect(ld.datePosted).toBe("2026-11-01T08:00:00.000Z");
    expect(ld.hiringOrganization).toEqual({
      "@type": "Organization",
      name: "Baumschule Lorenz",
      sameAs: "https://lorenz.example",
      logo: "https://wurzelwerk.example/media/logo-sm.svg",
    });
    expect(ld.jobLocation.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Baumweg 4",
      addressLocality: "Ellerhoop",
      postalCode: "25373",
      addressRegion: "Schleswig-Holstein",
      addressCountry: "DE",
    });
  });

  it("has the recommended properties", () => {
    expect(ld.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", minValue: 2800, maxValue: 3200, unitText: "MONTH" },
    });
    // By mail: applied elsewhere.
    expect(ld.directApply).toBe(false);
    expect(ld.employmentType).toEqual(["FULL_TIME"]);
    expect(ld.identifier).toEqual({
      "@type": "PropertyValue",
      name: "Baumschule Lorenz",
      value: "42",
    });
    expect(ld.validThrough).toBe("2026-12-01T08:00:00.000Z");
  });

  it("says directApply when the form on the job page takes the application", () => {
    expect(
      jobPostingJsonLd({ ...job, application_method: "wurzelwerk" }, "https://x").directApply,
    ).toBe(true);
    expect(jobPostingJsonLd({ ...job, application_method: "url" }, "https://x").directApply).toBe(
      false,
    );
  });

  it("leaves the seasonal-work properties out when the ad states none", () => {
    for (const key of ["workHours", "jobStartDate", "jobBenefits", "qualifications"]) {
      expect(ld, key).not.toHaveProperty(key);
    }
  });

  it("states the seasonal-work fields as JobPosting properties", () => {
    const seasonal = jobPostingJsonLd(
      {
        ...job,
        working_time: "Saisonarbeit",
        starts_at: "2027-03-20",
        season_start: "2027-04-01",
        season_end: "2027-06-30",
        hours_per_week: 40,
        accommodation: "paid",
        accommodation_cost_cents: 25_000,
        meals: true,
        transport: true,
        fixed_term: true,
        driving_licences: ["T", "B"],
        languages: [
          { code: "pl", level: "basic" },
          { code: "de", level: "good" },
        ],
      },
      "https://x",
    );
    expect(seasonal.workHours).toBe("40 Stunden pro Woche");
    expect(seasonal.jobStartDate).toBe("2027-04-01");
    expect(seasonal.jobBenefits).toBe(
      "Unterkunft gegen Bezahlung (250\u00a0€ im Monat), Verpflegung gestellt, Abholung oder Fahrt zum Einsatzort",
    );
    expect(seasonal.qualifications).toBe(
      "Führerscheinklassen T, B, Sprachkenntnisse: Polnisch (Grundkenntnisse), Deutsch (gute Kenntnisse)",
    );
    expect(seasonal.employmentType).toEqual(["TEMPORARY"]);
  });

  it("says when no language is needed, a free accommodation without cost, and a fixed full-time job", () => {
    const ld2 = jobPostingJsonLd(
      {
        ...job,
        starts_at: "2027-01-15",
        hours_per_week: 1,
        accommodation: "free",
        fixed_term: true,
        driving_licences: ["CE"],
        languages: [],
      },
      "https://x",
    );
    expect(ld2.workHours).toBe("1 Stunde pro Woche");
    expect(ld2.jobStartDate).toBe("2027-01-15");
    expect(ld2.jobBenefits).toBe("Unterkunft kostenlos");
    expect(ld2.qualifications).toBe("Führerschein Klasse CE, Keine Sprachkenntnisse nötig");
    expect(ld2.employmentType).toEqual(["FULL_TIME", "TEMPORARY"]);
    // No accommodation is no benefit.
    expect(jobPostingJsonLd({ ...job, accommodation: "none" }, "https://x")).not.toHaveProperty(
      "jobBenefits",
    );
  });

  it("maps every working time", () => {
    for (const [wt, type] of [
      ["Teilzeit", ["PART_TIME"]],
      ["Saisonarbeit", ["TEMPORARY"]],
      ["Ausbildung", ["FULL_TIME", "OTHER"]],
    ] as const) {
      expect(jobPostingJsonLd({ ...job, working_time: wt }, "https://x").employmentType).toEqual(
        type,
      );
    }
  });
});

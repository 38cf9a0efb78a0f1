// Shapes of the generated demo data (employers and job ads on an empty database, SEED_DEMO).

import type { AccommodationKind, DrivingLicence } from "#shared/constants.ts";
import type { ApplicationMethod } from "#shared/schemas/applications.ts";
import type { AdLanguage, AdTranslations } from "#shared/schemas/jobs.ts";

export type DemoWorkingTime = "Vollzeit" | "Teilzeit" | "Saisonarbeit" | "Ausbildung";

export interface DemoPlace {
  zipcode: string;
  location: string; // city / municipality
  state: string; // Bundesland, e.g. "Bayern"
  latitude: number;
  longitude: number;
}

export interface DemoEmployer {
  /** Stable key, e.g. "baumschule-lorenz". */
  key: string;
  name: string;
  /** Plain text, 2–4 sentences, Sie-/Wir-form. */
  description: string;
  website: string | null;
  email: string; // e.g. jobs@baumschule-lorenz.example
  phone: string; // valid German number, e.g. "+49 4122 12345"
  street: string;
  place: DemoPlace;
  /** Sector slugs the business works in (from the seeded sectors). */
  sectors: string[];
  /** Colours for the generated logo. */
  logo: {
    initials: string;
    background: string;
    foreground: string;
    shape: "circle" | "leaf" | "square";
  };
}

/** The seasonal-work fields of a demo ad (ADR 049); the season in days from seeding. */
export interface DemoSeasonalWork {
  season: { startInDays: number; endInDays: number } | null;
  hours_per_week: number | null;
  accommodation: AccommodationKind | null;
  accommodation_cost_cents: number | null;
  meals: boolean;
  transport: boolean;
  fixed_term: boolean;
  driving_licences: DrivingLicence[];
  languages: AdLanguage[] | null;
}

export interface DemoJob {
  employerKey: string;
  title: string;
  sectors: string[]; // 1–3 sector slugs
  working_time: DemoWorkingTime;
  /** Days from today until the start; null = "ab sofort / nach Vereinbarung". */
  startsInDays: number | null;
  place: DemoPlace; // usually the employer's place, sometimes a branch nearby
  street: string | null;
  /** The house number, split off the street ("Thiensener Weg" + "14"). */
  street_number: string | null;
  description: string; // HTML: p, br, strong, em, ul, ol, li
  tasks: string; // HTML list
  profile: string; // HTML list
  benefits: string; // HTML list
  salary: { min: number; max: number | null; period: "hour" | "month" | "year" } | null; // euro cents
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  /** The form on the job page, the address or the employer's link (ADR 046). */
  application_method: ApplicationMethod;
  /** Null when the ad takes applications on Wurzelwerk. */
  application_email: string | null;
  application_url: string | null;
  /** Days since publication (0–25) so "newest" differs. */
  publishedDaysAgo: number;
  highlighted: boolean;
  seasonal: DemoSeasonalWork;
  /** Polish and Romanian title and texts of some seasonal ads (ADR 052); {} for the others. */
  translations: AdTranslations;
  /** Which generated header image motif to use. */
  headerMotif:
    "field" | "garden" | "nursery" | "greenhouse" | "forest" | "orchard" | "flowers" | "cemetery";
}

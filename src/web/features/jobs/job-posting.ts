import { adDescriptionHtml } from "#shared/ad-text.ts";
import type { JobAdvertisement } from "#shared/schemas/jobs.ts";
import {
  seasonalBenefits,
  seasonalQualifications,
  weeklyHoursText,
} from "#shared/seasonal-work-words.ts";
import { imageUrl } from "#web/lib/image.ts";

const EMPLOYMENT_TYPES: Record<string, string[]> = {
  Vollzeit: ["FULL_TIME"],
  Teilzeit: ["PART_TIME"],
  Saisonarbeit: ["TEMPORARY"],
  // An Ausbildung is neither an internship nor a plain job; schema.org has no closer type.
  Ausbildung: ["FULL_TIME", "OTHER"],
};

function employmentType(job: JobAdvertisement): string[] | undefined {
  const types = job.working_time ? EMPLOYMENT_TYPES[job.working_time] : undefined;
  if (!job.fixed_term || types?.includes("TEMPORARY")) return types;
  return [...(types ?? []), "TEMPORARY"];
}

const UNITS = { hour: "HOUR", month: "MONTH", year: "YEAR" } as const;

const absolute = (appUrl: string, url: string | undefined) =>
  url ? (url.startsWith("http") ? url : `${appUrl}${url}`) : undefined;

/**
 * schema.org JobPosting with every property Google lists as required (title, description,
 * datePosted, hiringOrganization, jobLocation) and the recommended ones we have
 * (baseSalary, directApply, employmentType, identifier, validThrough), and the seasonal-work
 * fields (ADR 049) as the JobPosting properties that hold them: workHours, jobStartDate (the
 * season's start, else the ad's), jobBenefits (accommodation, meals, transport) and
 * qualifications (driving licences, languages). A fixed term adds TEMPORARY to employmentType.
 */
export function jobPostingJsonLd(job: JobAdvertisement, appUrl: string) {
  const description = adDescriptionHtml(job);
  const salary =
    job.salary_min !== null || job.salary_max !== null
      ? {
          "@type": "MonetaryAmount",
          currency: "EUR",
          value: {
            "@type": "QuantitativeValue",
            ...(job.salary_min !== null ? { minValue: job.salary_min / 100 } : {}),
            ...(job.salary_max !== null ? { maxValue: job.salary_max / 100 } : {}),
            ...(job.salary_min !== null && job.salary_max === null
              ? { value: job.salary_min / 100 }
              : {}),
            unitText: UNITS[job.salary_period ?? "month"],
          },
        }
      : undefined;

  const workHours = weeklyHoursText(job.hours_per_week);
  const startDate = job.season_start ?? job.starts_at;
  const benefits = seasonalBenefits(job);
  const qualifications = seasonalQualifications(job);

  return {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description,
    identifier: { "@type": "PropertyValue", name: job.employer.name, value: String(job.id) },
    datePosted: job.published_at ?? undefined,
    validThrough: job.expires_at ?? undefined,
    employmentType: employmentType(job),
    ...(workHours ? { workHours } : {}),
    ...(startDate ? { jobStartDate: startDate } : {}),
    ...(benefits.length > 0 ? { jobBenefits: benefits.join(", ") } : {}),
    ...(qualifications.length > 0 ? { qualifications: qualifications.join(", ") } : {}),
    hiringOrganization: {
      "@type": "Organization",
      name: job.employer.name,
      ...(job.employer.website ? { sameAs: job.employer.website } : {}),
      ...(job.employer.logo ? { logo: absolute(appUrl, imageUrl(job.employer.logo, "sm")) } : {}),
    },
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(job.location.street
          ? {
              streetAddress: [job.location.street, job.location.street_number]
                .filter(Boolean)
                .join(" "),
            }
          : {}),
        addressLocality: job.location.location ?? undefined,
        postalCode: job.location.zipcode ?? undefined,
        addressRegion: job.location.state ?? undefined,
        addressCountry: job.location.country,
      },
      ...(job.location.latitude !== null && job.location.longitude !== null
        ? {
            geo: {
              "@type": "GeoCoordinates",
              latitude: job.location.latitude,
              longitude: job.location.longitude,
            },
          }
        : {}),
    },
    ...(salary ? { baseSalary: salary } : {}),
    // True when the form on the job page takes the application (ADR 046); by mail or the
    // employer's own site it is applied elsewhere.
    directApply: job.application_method === "wurzelwerk",
    ...(job.image ? { image: absolute(appUrl, imageUrl(job.image, "lg")) } : {}),
  };
}

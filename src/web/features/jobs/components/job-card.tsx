import { Link } from "react-router";
import { formatDistance, formatSalary, formatStart } from "#shared/format.ts";
import { adTitleFor } from "#shared/ad-text.ts";
import { companyPagePath } from "#shared/company-page.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { formatWords, useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { SaveJobButton } from "#web/features/saved-jobs/components/save-job-button.tsx";
import { SeparatedList } from "#web/ui/separated-list.tsx";
import { placeLabel, sectorNames } from "../labels.ts";
import { EmployerLogo } from "./employer-logo.tsx";

/** A result card: the whole card is one link to the job page. */
export function JobCard({ job, headingLevel = 2 }: { job: JobSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useShellText();
  const path = useLocalizedPath();
  const words = formatWords(t);
  const salary = formatSalary(job.salary_min, job.salary_max, job.salary_period, words);
  // The employer's title in the page's language where they translated it; German, marked, else.
  const title = adTitleFor(job, t.locale);
  return (
    <article
      className={`relative flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 transition hover:shadow-lg sm:p-5 ${
        job.highlighted ? "ring-2 ring-earth-500" : "ring-moss-200"
      }`}
    >
      <EmployerLogo name={job.employer.name} logo={job.employer.logo} />
      {/* No intrinsic width of its own: the one-line sector list would otherwise make a grid
          column as wide as its text and push the page past 360 px. */}
      <div className="min-w-0 flex-1 [contain:inline-size]">
        {job.highlighted ? (
          <p className="mb-1 inline-block rounded-full bg-earth-600 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            {t("card.topJob")}
          </p>
        ) : null}
        <Heading className="hyphens-auto text-lg font-bold leading-snug text-moss-900 [overflow-wrap:anywhere]">
          <Link
            to={path(`/jobs/${job.id}`)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-earth-500"
          >
            <span lang={title.lang === t.locale ? undefined : title.lang}>{title.title}</span>
          </Link>
        </Heading>
        <p className="mt-1 text-moss-800">
          {job.employer.slug ? (
            // Above the card's link overlay, so it is a link of its own.
            <Link
              to={companyPagePath(job.employer.slug)}
              hrefLang={t.locale === "de" ? undefined : "de"}
              className="relative z-10 underline decoration-moss-300 underline-offset-2 hover:decoration-moss-800"
            >
              {job.employer.name}
            </Link>
          ) : (
            job.employer.name
          )}
        </p>
        <SeparatedList label={t("card.facts")} className="mt-3 gap-y-1 text-sm text-ink">
          <li>
            <span className="sr-only">{t("card.place")} </span>
            {placeLabel(job.location, t("card.placeOnRequest"))}
          </li>
          {job.distance_km !== undefined ? (
            <li className="font-semibold text-moss-700">
              <span className="sr-only">{t("card.distance")} </span>
              {formatDistance(job.distance_km, t.locale)}
            </li>
          ) : null}
          {job.working_time ? (
            <li>
              <span className="sr-only">{t("card.workingTime")} </span>
              {t.lookup(`workingTime.${job.working_time}`) ?? job.working_time}
            </li>
          ) : null}
          <li>
            <span className="sr-only">{t("card.start")} </span>
            {formatStart(job.starts_at, undefined, words)}
          </li>
          {salary ? (
            <li className="font-medium">
              <span className="sr-only">{t("card.salary")} </span>
              {salary}
            </li>
          ) : null}
        </SeparatedList>
        <p className="mt-2 truncate text-sm text-moss-700">{sectorNames(job, t)}</p>
      </div>
      {/* Above the card's link overlay, so it is a button of its own. */}
      <SaveJobButton
        job={{ id: job.id, title: title.title }}
        className="relative z-10 -mr-2 -mt-2 shrink-0"
      />
    </article>
  );
}

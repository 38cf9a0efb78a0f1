import { Link } from "react-router";
import { openPositions } from "#shared/count-texts.ts";
import { translate } from "#shared/i18n.ts";
import type { CompanyPage } from "#shared/load-context.ts";
import { EmployerLogo } from "#web/features/jobs/components/employer-logo.tsx";
import { JobCard } from "#web/features/jobs/components/job-card.tsx";
import { SeparatedList } from "#web/ui/separated-list.tsx";
import { WebsiteLink } from "#web/ui/website-link.tsx";

/** The public company page (ADR 057): who the employer is and its live ads, for seekers (du). */
export function CompanyView({ company }: { company: CompanyPage }) {
  return (
    <>
      <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-10 pt-[calc(70px+2.5rem)] sm:px-6 lg:px-10">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 sm:flex-row sm:items-start">
          <EmployerLogo name={company.name} logo={company.logo} size={96} />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold uppercase tracking-wide text-moss-700">
              Arbeitgeber
            </p>
            <h1 className="hyphens-auto text-3xl font-extrabold tracking-tight text-moss-900 [overflow-wrap:anywhere] sm:text-4xl lg:text-5xl">
              {company.name}
            </h1>
            <dl className="mt-4 flex flex-wrap gap-x-12 gap-y-3 text-moss-800">
              {company.sectors.length > 0 ? (
                <div>
                  <dt className="text-sm font-semibold text-moss-700">Branchen</dt>
                  <dd>
                    <SeparatedList label="Branchen" className="gap-y-1">
                      {company.sectors.map((sector) => (
                        <li key={sector.id}>
                          <Link
                            to={`/jobs-im-bereich/${sector.slug}`}
                            className="underline underline-offset-2"
                          >
                            {translate(sector.name)}
                          </Link>
                        </li>
                      ))}
                    </SeparatedList>
                  </dd>
                </div>
              ) : null}
              {company.places.length > 0 ? (
                <div>
                  <dt className="text-sm font-semibold text-moss-700">Einsatzorte</dt>
                  <dd className="[overflow-wrap:anywhere]">{company.places.join(", ")}</dd>
                </div>
              ) : null}
            </dl>
            {company.website ? (
              <p className="mt-4">
                <WebsiteLink href={company.website} newWindow="(neues Fenster)">
                  Website des Unternehmens
                </WebsiteLink>
              </p>
            ) : null}
          </div>
        </div>
      </section>
      <div className="px-4 py-10 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl space-y-12">
          {company.description ? (
            <section aria-labelledby="company-about" className="max-w-3xl">
              <h2 id="company-about" className="mb-3 text-2xl font-bold text-moss-900">
                Über {company.name}
              </h2>
              <p className="whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]">
                {company.description}
              </p>
            </section>
          ) : null}
          <section aria-labelledby="company-jobs">
            <h2 id="company-jobs" className="mb-6 text-2xl font-bold text-moss-900">
              {company.total > 0
                ? `${openPositions(company.total)} bei ${company.name}`
                : `Offene Stellen bei ${company.name}`}
            </h2>
            {company.jobs.length > 0 ? (
              <>
                <ul className="grid gap-4 lg:grid-cols-2" aria-label="Stellenanzeigen">
                  {company.jobs.map((job) => (
                    <li key={job.id} className="min-w-0">
                      <JobCard job={job} headingLevel={3} />
                    </li>
                  ))}
                </ul>
                {company.total > company.jobs.length ? (
                  <p className="mt-6 text-sm text-moss-800">
                    Die {company.jobs.length} neuesten von {openPositions(company.total)}.
                  </p>
                ) : null}
              </>
            ) : (
              <div className="rounded-3xl bg-moss-50 p-8 text-center text-lg">
                <p>{company.name} sucht gerade niemanden.</p>
                <p className="mt-3">
                  <Link
                    to="/jobs"
                    className="font-semibold text-moss-700 underline underline-offset-2"
                  >
                    Alle Jobs ansehen
                  </Link>
                </p>
              </div>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

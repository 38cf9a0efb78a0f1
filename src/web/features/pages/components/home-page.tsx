import { Link } from "react-router";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { JobCard } from "#web/features/jobs/components/job-card.tsx";
import { useSearchStore } from "#web/features/search/store.ts";
import { translate } from "#shared/i18n.ts";
import type { Page } from "#shared/schemas/pages.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { SECTOR_PANEL_HEADING } from "#web/features/layout/components/sector-links.tsx";
import { RichText } from "#web/ui/rich-text.tsx";

const SEEKER_STEPS = [
  {
    title: "Wunschjob wählen",
    text: "Vollzeit, Teilzeit, Saisonarbeit oder Ausbildung – und wann du starten möchtest.",
  },
  {
    title: "Branche und Region",
    text: "Bis zu fünf Branchen und ein Umkreis von 30 bis 100 km um deinen Wohnort.",
  },
  {
    title: "Passende Jobs",
    text: "Sofort die Stellen in deiner Nähe sehen, die nächste zuerst – ohne Anmeldung.",
  },
];

function Landscape() {
  return (
    <svg
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-56"
      aria-hidden="true"
    >
      <path d="M0 220C240 150 420 250 720 190s520-90 720-20v150H0z" fill="#9fc38d" opacity="0.55" />
      <path d="M0 260c200-40 380 30 640-10s560-70 800 0v70H0z" fill="#4f8a3c" opacity="0.6" />
      <path d="M0 300c260-30 520 20 760-5s480-25 680 5v20H0z" fill="#2f5a27" />
    </svg>
  );
}

/** The home page serves both audiences: seekers find jobs, employers find the way to post. */
export function HomePage({
  page,
  sectors,
  newest = [],
}: {
  page: Page;
  sectors: Sector[];
  newest?: JobSummary[];
}) {
  const openWizard = useSearchStore((s) => s.openWizard);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-moss-100 via-moss-50 to-white px-4 pb-44 pt-[calc(70px+3rem)] sm:px-6 sm:pb-56 lg:px-10">
        <div className="relative z-10 mx-auto max-w-5xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-moss-700 sm:text-base">
            Die erste interaktive Karriereplattform für die grüne Branche
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-moss-900 sm:text-5xl lg:text-6xl">
            Dein Job im Grünen – <span className="text-moss-600">ganz in deiner Nähe</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-moss-800 sm:text-xl">
            {translate(page.intro)}
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {/* A link without script; with script it opens the search wizard (docs/product.md "Pages and addresses"). */}
            <ButtonLink
              to="/jobs"
              className="px-8 py-3 text-lg"
              onClick={(event) => {
                event.preventDefault();
                openWizard();
              }}
            >
              Jobs finden
            </ButtonLink>
            <ButtonLink to="/arbeitgeber" variant="secondary" className="px-8 py-3 text-lg">
              Stelle ausschreiben
            </ButtonLink>
          </div>
        </div>
        <Landscape />
      </section>

      <section
        aria-labelledby="home-steps"
        className="bg-moss-900 px-4 py-14 text-white sm:px-6 lg:px-10"
      >
        <div className="mx-auto max-w-6xl">
          <h2 id="home-steps" className="text-2xl font-bold sm:text-3xl">
            In drei Schritten zum Job im Grünen
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {SEEKER_STEPS.map((step, i) => (
              <li key={step.title} className="appear rounded-2xl bg-moss-800 p-6">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-moss-300 text-lg font-bold text-moss-900"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-xl font-bold">{step.title}</h3>
                <p className="mt-2 text-moss-100">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="home-sectors" id="branchen" className="px-4 py-16 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <h2 id="home-sectors" className="text-2xl font-bold text-moss-900 sm:text-3xl">
            {SECTOR_PANEL_HEADING}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {sectors.map((sector) => (
              <li key={sector.id} className="appear">
                <Link
                  to={`/jobs-im-bereich/${sector.slug}`}
                  className="flex min-h-24 items-end rounded-2xl bg-gradient-to-br from-moss-50 to-moss-100 p-5 text-lg font-bold text-moss-900 ring-1 ring-moss-200 transition hover:-translate-y-0.5 hover:shadow-md"
                >
                  {translate(sector.name)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {newest.length > 0 ? (
        <section aria-labelledby="home-newest" className="bg-moss-50 px-4 py-16 sm:px-6 lg:px-10">
          <div className="mx-auto max-w-6xl">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="home-newest" className="text-2xl font-bold text-moss-900 sm:text-3xl">
                Neueste Jobs
              </h2>
              <Link to="/jobs" className="font-semibold text-moss-700 underline underline-offset-4">
                Alle Jobs ansehen
              </Link>
            </div>
            <ul className="mt-8 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
              {newest.map((job) => (
                <li key={job.id} className="appear">
                  <JobCard job={job} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="home-employers" className="px-4 pb-16 sm:px-6 lg:px-10">
        <div className="appear mx-auto grid max-w-6xl items-center gap-8 rounded-3xl bg-earth-600 p-8 text-white sm:p-12 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <h2 id="home-employers" className="text-2xl font-bold sm:text-3xl">
              Verstärkung für den eigenen Betrieb gesucht?
            </h2>
            <p className="mt-3 text-lg text-white/90">
              Fachkräfte, Saisonkräfte und Auszubildende aus der Region erreichen – mit einer
              Anzeige, die in wenigen Minuten erstellt ist und sich jederzeit verlängern oder
              beenden lässt.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink to="/arbeitgeber" variant="light">
              Angebote für Arbeitgeber
            </ButtonLink>
            <Link to="/login" className="text-center font-semibold underline underline-offset-4">
              Zum Arbeitgeber-Login
            </Link>
          </div>
        </div>
      </section>

      {translate(page.content) ? (
        <section className="px-4 pb-16 sm:px-6 lg:px-10">
          <RichText html={translate(page.content)} className="mx-auto max-w-3xl" />
        </section>
      ) : null}
    </>
  );
}

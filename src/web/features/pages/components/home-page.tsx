import { Link } from "react-router";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { JobCard } from "#web/features/jobs/components/job-card.tsx";
import { useSearchStore } from "#web/features/search/store.ts";
import { ownText } from "#shared/i18n.ts";
import type { Page } from "#shared/schemas/pages.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import type { MessagesLike, Translator } from "#shared/translator.ts";
import { sectorName, sortedSectors, useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import type { HomeMessages } from "#web/messages/home/de.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { RichText } from "#web/ui/rich-text.tsx";

const SEEKER_STEPS = [1, 2, 3] as const;

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
  text,
}: {
  page: Page;
  sectors: Sector[];
  newest?: JobSummary[];
  /** The home page's texts in the page's language (its loader's messages). */
  text: Translator<MessagesLike<HomeMessages>>;
}) {
  const openWizard = useSearchStore((s) => s.openWizard);
  const shell = useShellText();
  const path = useLocalizedPath();
  const t = text;
  // The staff's texts where they wrote one in this language; the rich text only then (ADR 051).
  const intro = ownText(page.intro, t.locale) || t("intro");
  const content = ownText(page.content, t.locale);
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-moss-100 via-moss-50 to-white px-4 pb-44 pt-[calc(70px+3rem)] sm:px-6 sm:pb-56 lg:px-10">
        <div className="relative z-10 mx-auto max-w-5xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-moss-700 sm:text-base">
            {t("eyebrow")}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-moss-900 sm:text-5xl lg:text-6xl">
            {t("title")} <span className="text-moss-600">{t("titleHighlight")}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-moss-800 sm:text-xl">{intro}</p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {/* A link without script; with script it opens the search wizard (docs/product.md "Pages and addresses"). */}
            <ButtonLink
              to={path("/jobs")}
              className="px-8 py-3 text-lg"
              onClick={(event) => {
                event.preventDefault();
                openWizard();
              }}
            >
              {shell("findJobs")}
            </ButtonLink>
            <ButtonLink to={path("/arbeitgeber")} variant="secondary" className="px-8 py-3 text-lg">
              {t("postJob")}
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
            {t("steps.heading")}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {SEEKER_STEPS.map((step) => (
              <li key={step} className="appear rounded-2xl bg-moss-800 p-6">
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-moss-300 text-lg font-bold text-moss-900"
                  aria-hidden="true"
                >
                  {step}
                </span>
                <h3 className="mt-4 text-xl font-bold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-2 text-moss-100">{t(`steps.${step}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="home-sectors" id="branchen" className="px-4 py-16 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <h2 id="home-sectors" className="text-2xl font-bold text-moss-900 sm:text-3xl">
            {shell("sectors.heading")}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {sortedSectors(sectors, shell).map((sector) => (
              <li key={sector.id} className="appear">
                <Link
                  to={path(`/jobs-im-bereich/${sector.slug}`)}
                  className="flex min-h-24 items-end rounded-2xl bg-gradient-to-br from-moss-50 to-moss-100 p-5 text-lg font-bold text-moss-900 ring-1 ring-moss-200 transition hover:-translate-y-0.5 hover:shadow-md"
                >
                  {sectorName(sector, shell)}
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
                {t("newest.heading")}
              </h2>
              <Link
                to={path("/jobs")}
                className="font-semibold text-moss-700 underline underline-offset-4"
              >
                {t("newest.all")}
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
              {t("employers.heading")}
            </h2>
            <p className="mt-3 text-lg text-white/90">{t("employers.text")}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <ButtonLink to={path("/arbeitgeber")} variant="light">
              {t("employers.offers")}
            </ButtonLink>
            <Link to="/login" className="text-center font-semibold underline underline-offset-4">
              {t("employers.login")}
            </Link>
          </div>
        </div>
      </section>

      {content ? (
        <section className="px-4 pb-16 sm:px-6 lg:px-10">
          <RichText html={content} className="mx-auto max-w-3xl" />
        </section>
      ) : null}
    </>
  );
}

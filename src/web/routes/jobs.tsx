import { appContext } from "#shared/load-context.ts";
import { RADIUS_MAX_KM } from "#shared/constants.ts";
import { JobResults } from "#web/features/jobs/components/job-results.tsx";
import { useJobResults } from "#web/features/jobs/use-job-results.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { FilterSummary } from "#web/features/search/components/filter-summary.tsx";
import { openSearch, useSearchStore } from "#web/features/search/store.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { Route } from "./+types/jobs";
import { matchingJobs } from "#shared/count-texts.ts";

const PAGE_SIZE = 12;

export async function loader({ context }: Route.LoaderArgs) {
  return {
    initial: await context.get(appContext).services.listJobs({ page: 1, pageSize: PAGE_SIZE }),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const total = loaderData?.initial.total ?? 0;
  return [
    {
      title: `Jobs in der grünen Branche – ${total.toLocaleString("de-DE")} offene Stellen | ${root?.app_name ?? "Wurzelwerk"}`,
    },
    {
      name: "description",
      content:
        "Aktuelle Stellen in Landwirtschaft, Garten- und Landschaftsbau, Baumschule und Pflanzenhandel – in deiner Nähe, nach Umkreis sortiert.",
    },
    ...(root ? [{ tagName: "link", rel: "canonical", href: `${root.app_url}/jobs` }] : []),
  ];
}

function EmptySearch({
  radius,
  onWiden,
  onReset,
}: {
  radius: number;
  onWiden: () => void;
  onReset: () => void;
}) {
  return (
    <div className="rounded-3xl bg-moss-50 p-8 text-center ring-1 ring-moss-200">
      <h2 className="text-xl font-bold text-moss-900">Leider noch keine passenden Jobs</h2>
      <p className="mx-auto mt-2 max-w-xl text-moss-800">
        Im Umkreis von {radius} km gibt es gerade keine Stelle, die zu allen deinen Angaben passt.{" "}
        {radius < RADIUS_MAX_KM
          ? "Erweitere den Umkreis oder wähle weitere Branchen."
          : "Wähle weitere Branchen oder eine andere Anstellungsart."}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {radius < RADIUS_MAX_KM ? (
          <button type="button" className={buttonClasses("primary")} onClick={onWiden}>
            Umkreis auf {Math.min(RADIUS_MAX_KM, radius + 35)} km erweitern
          </button>
        ) : null}
        <button type="button" className={buttonClasses("secondary")} onClick={onReset}>
          Alle Jobs ansehen
        </button>
      </div>
    </div>
  );
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const results = useJobResults(loaderData.initial);
  const { setFilter, setResults, resetFilter } = useSearchStore();
  const radius = results.filter.location?.radius ?? 30;

  const widen = () => {
    if (!results.filter.location) return;
    setFilter({
      location: { ...results.filter.location, radius: Math.min(RADIUS_MAX_KM, radius + 35) },
    });
    setResults(null);
  };

  const heading =
    results.mode === "search"
      ? results.searching
        ? "Wir suchen passende Jobs …"
        : `${matchingJobs(results.total)} in deiner Nähe`
      : "Aktuelle Jobs in der grünen Branche";

  return (
    <>
      <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-8 pt-[calc(70px+2rem)] sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <h1
            className="text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl"
            aria-live="polite"
          >
            {heading}
          </h1>
          <p className="mt-2 text-moss-800">
            {results.mode === "search"
              ? `Sortiert nach Entfernung – die nächste Stelle zuerst. Umkreis: ${radius} km.`
              : `${loaderData.initial.total.toLocaleString("de-DE")} offene Stellen, die neuesten zuerst. Grenze die Suche nach Branche, Anstellungsart und Region ein.`}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {results.mode === "search" ? (
              <>
                <FilterSummary />
                <button type="button" className={buttonClasses("ghost")} onClick={resetFilter}>
                  Alle Jobs ansehen
                </button>
              </>
            ) : (
              <button type="button" className={buttonClasses("primary")} onClick={openSearch}>
                Passende Jobs finden
              </button>
            )}
          </div>
        </div>
      </section>
      <div className="px-4 py-10 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl" aria-busy={results.searching}>
          {results.searching ? (
            <p className="py-10 text-center text-lg text-moss-800">Suche läuft …</p>
          ) : (
            <JobResults
              jobs={results.jobs}
              total={results.total}
              hasMore={results.hasMore}
              loadingMore={results.loadingMore}
              onLoadMore={results.loadMore}
              empty={
                results.mode === "search" ? (
                  <EmptySearch radius={radius} onWiden={widen} onReset={resetFilter} />
                ) : (
                  <p className="rounded-3xl bg-moss-50 p-8 text-center text-lg">
                    Gerade sind keine Stellen online. Schau bald wieder vorbei!
                  </p>
                )
              }
            />
          )}
        </div>
      </div>
    </>
  );
}

import { appContext } from "#shared/load-context.ts";
import {
  JobAlertButton,
  JobAlertOffer,
  JobAlertSheetHost,
} from "#web/features/job-alerts/components/job-alert-offer.tsx";
import { EmptySearch } from "#web/features/jobs/components/empty-search.tsx";
import { JobResults } from "#web/features/jobs/components/job-results.tsx";
import { asPagesUpTo, pageFromAddress } from "#web/features/jobs/result-pages.ts";
import { useJobResults } from "#web/features/jobs/use-job-results.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { FilterSummary } from "#web/features/search/components/filter-summary.tsx";
import {
  wholeLand,
  type FilterLocation,
} from "#web/features/geocoding/components/location-value.ts";
import { openSearch, useSearchStore } from "#web/features/search/store.ts";
import { linkedFilter, useLinkedSearch } from "#web/features/search/components/linked-search.ts";
import { parseSearchLink } from "#shared/search-link.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { Route } from "./+types/jobs";
import { matchingJobs } from "#shared/count-texts.ts";

const PAGE_SIZE = 12;

/** `?page=N` (docs/product.md "API conventions"): pages 1 to N, as "Mehr Jobs laden" had shown them. */
/** A search address (`?branche=…&anstellung=…`, src/shared/search-link.ts) becomes the filter. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageFromAddress(url.search);
  const { services } = context.get(appContext);
  const combined = await services.listJobs({ page: 1, pageSize: PAGE_SIZE * page });
  const linked = parseSearchLink(url.searchParams);
  return {
    initial: asPagesUpTo(combined, page, PAGE_SIZE),
    page,
    linked: linked ? linkedFilter(linked, await services.listSectors()) : null,
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

/** Under the heading: how the results are ordered, and the region (a Land has no radius). */
function searchNote(location: FilterLocation | undefined, radius: number): string {
  const land = wholeLand(location);
  return land
    ? `Ganz ${land}, sortiert nach Entfernung von der Landesmitte.`
    : `Sortiert nach Entfernung – die nächste Stelle zuerst. Umkreis: ${radius} km.`;
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const results = useJobResults(loaderData.initial, loaderData.page);
  useLinkedSearch(loaderData.linked);
  const { changeFilter, resetFilter, arrivedWith } = useSearchStore();
  const radius = results.filter.location?.radius ?? 30;
  // Right after the wizard or the filter led here, the job alert is offered above the results;
  // afterwards between the first cards (and always beside the filter).
  const justArrived =
    arrivedWith !== null && arrivedWith === results.filter.updated_at && !results.searching;

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
              ? searchNote(results.filter.location, radius)
              : `${loaderData.initial.total.toLocaleString("de-DE")} offene Stellen, die neuesten zuerst. Grenze die Suche nach Branche, Anstellungsart und Region ein.`}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {results.mode === "search" ? (
              <>
                <FilterSummary />
                <JobAlertButton />
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
          {justArrived && results.jobs.length > 0 ? (
            <div className="mb-6">
              <JobAlertOffer kind="arrival" />
            </div>
          ) : null}
          {results.searching ? (
            <p className="py-10 text-center text-lg text-moss-800">Suche läuft …</p>
          ) : (
            <JobResults
              jobs={results.jobs}
              total={results.total}
              hasMore={results.hasMore}
              loadingMore={results.loadingMore}
              onLoadMore={results.loadMore}
              interlude={
                results.mode === "search" && !justArrived ? (
                  <JobAlertOffer kind="results" />
                ) : undefined
              }
              empty={
                results.mode === "search" ? (
                  <EmptySearch
                    filter={results.filter}
                    onChange={changeFilter}
                    onReset={resetFilter}
                  >
                    <JobAlertOffer kind="empty" />
                  </EmptySearch>
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
      {results.mode === "search" ? <JobAlertSheetHost /> : null}
    </>
  );
}

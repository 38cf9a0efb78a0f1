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
import { languageMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { FilterSummary } from "#web/features/search/components/filter-summary.tsx";
import {
  wholeLand,
  type FilterLocation,
} from "#web/features/geocoding/components/location-value.ts";
import { openSearch, useSearchStore } from "#web/features/search/store.ts";
import { linkedFilter, useLinkedSearch } from "#web/features/search/components/linked-search.ts";
import { parseSearchLink } from "#shared/search-link.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { localeOfPath } from "#shared/locales.ts";
import { ALERT_WORDS } from "#shared/job-alert-words.ts";
import { createTranslator } from "#shared/translator.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";
import type { SearchText } from "#web/features/search/components/search-text.ts";
import type { Route } from "./+types/jobs";

const PAGE_SIZE = 12;

/** `?page=N` (docs/product.md "API conventions"): pages 1 to N, as "Mehr Jobs laden" had shown them. */
/** A search address (`?branche=…&anstellung=…`, src/shared/search-link.ts) becomes the filter. */
// `/jobs` and its language versions (routes.ts, ADR 051): the search's texts come along.
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageFromAddress(url.search);
  const { services } = context.get(appContext);
  const combined = await services.listJobs({ page: 1, pageSize: PAGE_SIZE * page });
  const linked = parseSearchLink(url.searchParams);
  return {
    initial: asPagesUpTo(combined, page, PAGE_SIZE),
    page,
    linked: linked ? linkedFilter(linked, await services.listSectors()) : null,
    locale,
    searchMessages: messagesOf("search", locale),
    // The alert sheet names the filter in these words (ADR 051: loader data, not JS).
    alertWords: ALERT_WORDS[locale],
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData) return [];
  const t = createTranslator(loaderData.locale, loaderData.searchMessages);
  const language = root ? languageMeta("/jobs", loaderData.locale, root.app_url) : undefined;
  return [
    {
      title: `${t.count("meta.title", loaderData.initial.total)} | ${root?.app_name ?? "Wurzelwerk"}`,
    },
    { name: "description", content: t("meta.description") },
    ...(language ? [{ tagName: "link", rel: "canonical", href: language.url }] : []),
    ...(language?.links ?? []),
  ];
}

/** Under the heading: how the results are ordered, and the region (a Land has no radius). */
function searchNote(location: FilterLocation | undefined, radius: number, t: SearchText): string {
  const land = wholeLand(location);
  return land ? t("note.land", { land }) : t("note.radius", { radius });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const t = useTranslator(loaderData.locale, loaderData.searchMessages);
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
        ? t("heading.searching")
        : t.count("heading.found", results.total)
      : t("heading.latest");

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
              ? searchNote(results.filter.location, radius, t)
              : t.count("note.latest", loaderData.initial.total)}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            {results.mode === "search" ? (
              <>
                <FilterSummary />
                <JobAlertButton />
                <button type="button" className={buttonClasses("ghost")} onClick={resetFilter}>
                  {t("allJobs")}
                </button>
              </>
            ) : (
              <button type="button" className={buttonClasses("primary")} onClick={openSearch}>
                {t("findMatching")}
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
            <p className="py-10 text-center text-lg text-moss-800">{t("running")}</p>
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
                  <p className="rounded-3xl bg-moss-50 p-8 text-center text-lg">{t("noJobs")}</p>
                )
              }
            />
          )}
        </div>
      </div>
      {results.mode === "search" ? <JobAlertSheetHost words={loaderData.alertWords} /> : null}
    </>
  );
}

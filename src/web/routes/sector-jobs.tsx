import { useEffect, useState } from "react";
import { data } from "react-router";
import { appContext, type SectorSeo } from "#shared/load-context.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { translate } from "#shared/i18n.ts";
import { JobResults } from "#web/features/jobs/components/job-results.tsx";
import { fetchJobPage } from "#web/features/jobs/api.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { useSearchStore } from "#web/features/search/store.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { Route } from "./+types/sector-jobs";
import { openPositions } from "#shared/count-texts.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";

const PAGE_SIZE = 12;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const seo = await services.sectorSeo(params.slug);
  if (!seo) return data({ seo: null, jobs: null, searchMessages: null }, { status: 404 });
  return {
    seo,
    jobs: await services.listJobs({ page: 1, pageSize: PAGE_SIZE, sector: seo.sector.slug }),
    // A German page: its results and the wizard it opens read the search's German texts.
    searchMessages: messagesOf("search", "de"),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const seo = loaderData?.seo;
  if (!seo || !root) return notFoundMeta(root?.app_name);
  const url = `${root.app_url}/jobs-im-bereich/${seo.sector.slug}`;
  const description = seo.intro.slice(0, 158);
  const total = loaderData.jobs?.total ?? 0;
  return [
    {
      title: `${seo.title} – ${total.toLocaleString("de-DE")} offene ${total === 1 ? "Stelle" : "Stellen"} | ${root.app_name}`,
    },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: seo.faq.map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    },
  ];
}

export default function SectorJobs({ loaderData }: Route.ComponentProps) {
  const { seo, jobs } = loaderData;
  if (!seo || !jobs) return <NotFoundPage />;
  // Keyed by sector, so "Mehr Jobs laden" state starts fresh on another sector's page.
  return <SectorJobsView key={seo.sector.slug} seo={seo} initial={jobs} />;
}

function SectorJobsView({ seo, initial }: { seo: SectorSeo; initial: Paginated<JobSummary> }) {
  const { setFilter, openWizard, hydrate } = useSearchStore();
  const [list, setList] = useState(initial);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(hydrate, [hydrate]);

  // The filter starts with this sector (SPEC: sector pages pre-set the filter).
  const searchHere = () => {
    setFilter({ sectors: [{ id: seo.sector.id, name: translate(seo.sector.name) }] });
    openWizard();
  };
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await fetchJobPage(list.current_page + 1, PAGE_SIZE, seo.sector.slug);
      setList({ ...next, data: [...list.data, ...next.data] });
    } catch {
      // toast from lib/http.ts
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-10 pt-[calc(70px+2.5rem)] sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl lg:text-5xl">
            {seo.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-moss-800">{seo.intro}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className={buttonClasses("primary")} onClick={searchHere}>
              Jobs in meiner Nähe finden
            </button>
          </div>
        </div>
      </section>
      <div className="px-4 py-10 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <h2 className="mb-6 text-2xl font-bold text-moss-900">
            {openPositions(list.total)} im Bereich {translate(seo.sector.name)}
          </h2>
          <JobResults
            jobs={list.data}
            total={list.total}
            hasMore={list.current_page < list.last_page}
            loadingMore={loadingMore}
            onLoadMore={loadMore}
            empty={
              <p className="rounded-3xl bg-moss-50 p-8 text-center text-lg">
                In dieser Branche sind gerade keine Stellen online.
              </p>
            }
          />
          <section aria-labelledby="sector-faq" className="mt-16">
            <h2 id="sector-faq" className="mb-4 text-2xl font-bold text-moss-900">
              Häufige Fragen
            </h2>
            <div className="divide-y divide-moss-100 rounded-2xl ring-1 ring-moss-200">
              {seo.faq.map((f) => (
                <details key={f.question} className="px-5 py-1">
                  <summary className="min-h-12 cursor-pointer py-3 text-lg font-semibold text-moss-900">
                    {f.question}
                  </summary>
                  <p className="pb-4">{f.answer}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

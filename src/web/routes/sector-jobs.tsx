import { Fragment, useEffect, useState } from "react";
import { data } from "react-router";
import { appContext, type SectorSeo } from "#shared/load-context.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { sectorFeedPath } from "#shared/feeds.ts";
import { ownText, translate } from "#shared/i18n.ts";
import { localeOfPath, OG_LOCALES, type Locale } from "#shared/locales.ts";
import { createTranslator, type Translator } from "#shared/translator.ts";
import { JobResults } from "#web/features/jobs/components/job-results.tsx";
import { fetchJobPage } from "#web/features/jobs/api.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { languageMeta, notFoundMetaOf, rootMetadata } from "#web/features/pages/meta.ts";
import { useSearchStore } from "#web/features/search/store.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { sectorName, useTranslator } from "#web/lib/i18n.ts";
import { messagesOf, type AreaMessages } from "#web/messages/catalogue.server.ts";
import type { Route } from "./+types/sector-jobs";

const PAGE_SIZE = 12;

type SectorText = Translator<AreaMessages<"sector">>;

/** A text and its language: `lang` differs from the page's where only German is stored (ADR 053). */
interface Worded {
  text: string;
  lang: Locale;
}

// `/jobs-im-bereich/{slug}` and its language versions (routes.ts, ADR 051): the interface's
// texts in the page's language; the sector's name and intro as staff translated them (ADR 053),
// German where they have not.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const messages = messagesOf("sector", locale);
  const { services } = context.get(appContext);
  const seo = await services.sectorSeo(params.slug);
  if (!seo)
    return data(
      { seo: null, jobs: null, locale, messages, searchMessages: null, name: null, intro: null },
      { status: 404 },
    );
  const shell = createTranslator(locale, messagesOf("shell", locale));
  const ownName = locale === "de" ? translate(seo.sector.name) : sectorName(seo.sector, shell);
  const name: Worded =
    ownName === translate(seo.sector.name) && locale !== "de" && !seo.sector.name[locale]
      ? { text: ownName, lang: "de" }
      : { text: ownName, lang: locale };
  const introOwn = ownText(seo.intro_texts, locale);
  const intro: Worded = introOwn
    ? { text: introOwn, lang: locale }
    : { text: seo.intro, lang: "de" };
  return {
    seo,
    jobs: await services.listJobs({ page: 1, pageSize: PAGE_SIZE, sector: seo.sector.slug }),
    locale,
    messages,
    // The results and the wizard the page opens read the search's texts in its language.
    searchMessages: messagesOf("search", locale),
    name,
    intro,
  };
}

/** The questions and answers below the results, in the page's language with the live count. */
function faqOf(t: SectorText, name: string, total: number) {
  return [
    { question: t("faq.countQ", { name }), answer: t.count("faq.countA", total, { name }) },
    { question: t("faq.nearQ", { name }), answer: t("faq.nearA", { name }) },
    { question: t("faq.registerQ"), answer: t("faq.registerA") },
  ];
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const seo = loaderData?.seo;
  if (!seo || !root || !loaderData.name || !loaderData.intro) return notFoundMetaOf(matches);
  const t = createTranslator(loaderData.locale, loaderData.messages);
  const name = loaderData.name.text;
  const language = languageMeta(
    `/jobs-im-bereich/${seo.sector.slug}`,
    loaderData.locale,
    root.app_url,
  );
  const total = loaderData.jobs?.total ?? 0;
  const title = t("title", { name });
  // A German intro is no description for a page in another language: its own sentence then.
  const description = (
    loaderData.intro.lang === loaderData.locale && loaderData.intro.text
      ? loaderData.intro.text
      : t("meta.description", { name })
  ).slice(0, 158);
  return [
    { title: `${title} – ${t.count("meta.title", total)} | ${root.app_name}` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: language.url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: language.url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES[loaderData.locale] },
    ...language.links,
    // The sector's newest ads as an Atom feed (ADR 059), in German in every language version.
    // No hreflang: search engines read rel=alternate with hreflang as the page's language
    // versions, and a feed named "de" would stand beside the German page.
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `Jobs im Bereich ${translate(seo.sector.name)}`,
      href: `${root.app_url}${sectorFeedPath(seo.sector.slug)}`,
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: loaderData.locale,
        mainEntity: faqOf(t, name, total).map((f) => ({
          "@type": "Question",
          name: f.question,
          acceptedAnswer: { "@type": "Answer", text: f.answer },
        })),
      },
    },
  ];
}

export default function SectorJobs({ loaderData }: Route.ComponentProps) {
  const { seo, jobs, name, intro } = loaderData;
  const t = useTranslator(loaderData.locale, loaderData.messages);
  if (!seo || !jobs || !name || !intro) return <NotFoundPage />;
  // Keyed by sector, so "Mehr Jobs laden" state starts fresh on another sector's page.
  return (
    <SectorJobsView
      key={seo.sector.slug}
      seo={seo}
      initial={jobs}
      name={name}
      intro={intro}
      t={t}
    />
  );
}

function SectorJobsView({
  seo,
  initial,
  name,
  intro,
  t,
}: {
  seo: SectorSeo;
  initial: Paginated<JobSummary>;
  name: Worded;
  intro: Worded;
  t: SectorText;
}) {
  const { setFilter, openWizard, hydrate } = useSearchStore();
  const [list, setList] = useState(initial);
  const [loadingMore, setLoadingMore] = useState(false);
  useEffect(hydrate, [hydrate]);
  // A German name inside a sentence of another language is marked as German.
  const langOf = (worded: Worded) => (worded.lang === t.locale ? undefined : worded.lang);
  const nameMark = "\u0000";
  const withName = (text: string) =>
    text.split(nameMark).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <span lang={langOf(name)}>{name.text}</span>}
        {part}
      </Fragment>
    ));

  // The filter starts with this sector (SPEC: sector pages pre-set the filter).
  const searchHere = () => {
    setFilter({ sectors: [{ id: seo.sector.id, name: name.text }] });
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
            {withName(t("title", { name: nameMark }))}
          </h1>
          {intro.text && (
            <p className="mt-4 max-w-3xl text-lg text-moss-800" lang={langOf(intro)}>
              {intro.text}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className={buttonClasses("primary")} onClick={searchHere}>
              {t("find")}
            </button>
          </div>
        </div>
      </section>
      <div className="px-4 py-10 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <h2 className="mb-6 text-2xl font-bold text-moss-900">
            {withName(t.count("heading", list.total, { name: nameMark }))}
          </h2>
          <JobResults
            jobs={list.data}
            total={list.total}
            hasMore={list.current_page < list.last_page}
            loadingMore={loadingMore}
            onLoadMore={loadMore}
            empty={<p className="rounded-3xl bg-moss-50 p-8 text-center text-lg">{t("empty")}</p>}
          />
          <section aria-labelledby="sector-faq" className="mt-16">
            <h2 id="sector-faq" className="mb-4 text-2xl font-bold text-moss-900">
              {t("faq.heading")}
            </h2>
            <div className="divide-y divide-moss-100 rounded-2xl ring-1 ring-moss-200">
              {faqOf(t, nameMark, list.total).map((f, index) => (
                <details key={index} className="px-5 py-1">
                  <summary className="min-h-12 cursor-pointer py-3 text-lg font-semibold text-moss-900">
                    {withName(f.question)}
                  </summary>
                  <p className="pb-4">{withName(f.answer)}</p>
                </details>
              ))}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

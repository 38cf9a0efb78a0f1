import { adTextFor } from "#shared/ad-text.ts";
import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { translate } from "#shared/i18n.ts";
import { localeOfPath, localizedPath, OG_LOCALES } from "#shared/locales.ts";
import { createTranslator } from "#shared/translator.ts";
import { formatPhone } from "#shared/phone.ts";
import { titleNamesPlace, titleWithPlace } from "#shared/job-title.ts";
import { JobDetail } from "#web/features/jobs/components/job-detail.tsx";
import { jobPostingJsonLd } from "#web/features/jobs/job-posting.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import type { JobText } from "#web/lib/i18n.ts";
import { languageMeta, notFoundMetaOf, rootMetadata } from "#web/features/pages/meta.ts";
import { sectorName, useLocalizedPath, useTranslator } from "#web/lib/i18n.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";
import { imageUrl } from "#web/lib/image.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import type { Route } from "./+types/job";

// `/jobs/{id}` and its language versions (routes.ts, ADR 051): the page's texts come with the
// ad; the ad's own texts stay as the employer wrote them.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const messages = messagesOf("job", locale);
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id < 1)
    return data(
      {
        status: 404 as const,
        job: null,
        message: "Diese Stellenanzeige gibt es nicht.",
        locale,
        messages,
      },
      { status: 404 },
    );
  const found = await context.get(appContext).services.findJob(id);
  if (found.status !== 200) {
    // The API's reason is German: another language says its own.
    const message =
      locale === "de" || found.status !== 410 ? found.message : messages["gone.reason"];
    return data(
      { status: found.status, job: null, message, locale, messages },
      { status: found.status },
    );
  }
  // Formatted here, on the server: libphonenumber's metadata (28 KiB gzip) stays off the page.
  const { contact_phone } = found.job;
  const contactPhone = contact_phone ? formatPhone(contact_phone) : null;
  // The working time and the sectors in the page's language, for the meta's words.
  const shell = createTranslator(locale, messagesOf("shell", locale));
  const workingTime = found.job.working_time
    ? (shell.lookup(`workingTime.${found.job.working_time}`) ?? found.job.working_time)
    : null;
  const sectors = found.job.sectors.map((s) =>
    locale === "de" ? translate(s.name) : sectorName(s, shell),
  );
  return {
    status: 200 as const,
    job: found.job,
    contactPhone,
    message: null,
    locale,
    messages,
    workingTime,
    sectors,
  };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const job = loaderData?.job;
  if (!job || !root || loaderData.status !== 200) {
    if (loaderData?.status === 410) {
      const t = createTranslator(loaderData.locale, loaderData.messages);
      return [
        { title: `${t("meta.gone")} | ${root?.app_name ?? "Wurzelwerk"}` },
        { name: "robots", content: "noindex" },
      ];
    }
    return notFoundMetaOf(matches);
  }
  const t = createTranslator(loaderData.locale, loaderData.messages);
  const language = languageMeta(`/jobs/${job.id}`, loaderData.locale, root.app_url);
  const url = language.url;
  const place = job.location.location ?? "";
  // „… in München“ in German; the other languages put the place after a comma or their word.
  const withPlace = (text: string) =>
    t.locale === "de"
      ? titleWithPlace(text, place)
      : !place.trim() || titleNamesPlace(text, place.trim())
        ? text
        : t("meta.withPlace", { title: text, place: place.trim() });
  // The employer's translation where the page's language has one (ADR 052).
  const text = adTextFor(job, loaderData.locale);
  const title = `${t("meta.title", { title: withPlace(text.title), employer: job.employer.name })} | ${root.app_name}`;
  const description =
    `${withPlace(loaderData.workingTime ?? "Job")}: ${plainText(text.description)}`.slice(0, 158);
  const image = imageUrl(job.image, "lg");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: `${text.title} – ${job.employer.name}` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[loaderData.locale] },
    ...(image
      ? [
          {
            property: "og:image",
            content: image.startsWith("http") ? image : `${root.app_url}${image}`,
          },
        ]
      : []),
    {
      name: "keywords",
      content: [loaderData.workingTime, ...loaderData.sectors, place].filter(Boolean).join(", "),
    },
    { "script:ld+json": jobPostingJsonLd(job, root.app_url) },
    ...language.links,
  ];
}

function GonePage({ message, t }: { message: string; t: JobText }) {
  const path = useLocalizedPath();
  return (
    <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-20 pt-[calc(70px+3rem)] sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold text-moss-900 sm:text-4xl">{t("gone.title")}</h1>
        <p className="mt-4 text-lg text-moss-800">{`${message} ${t("gone.text")}`}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to={path("/jobs")}>{t("gone.jobs")}</ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { app_url } = usePageMetadata();
  const t = useTranslator(loaderData.locale, loaderData.messages);
  const path = useLocalizedPath();
  if (loaderData.status === 410) return <GonePage message={loaderData.message ?? ""} t={t} />;
  if (!loaderData.job) return <NotFoundPage />;
  return (
    <JobDetail
      job={loaderData.job}
      t={t}
      backTo={path("/jobs")}
      shareUrl={`${app_url}${localizedPath(`/jobs/${loaderData.job.id}`, loaderData.locale)}`}
      contactPhone={loaderData.contactPhone}
      saveable
    />
  );
}

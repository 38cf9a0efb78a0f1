import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { translate } from "#shared/i18n.ts";
import { formatPhone } from "#shared/phone.ts";
import { titleWithPlace } from "#shared/job-title.ts";
import { JobDetail } from "#web/features/jobs/components/job-detail.tsx";
import { jobPostingJsonLd } from "#web/features/jobs/job-posting.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { imageUrl } from "#web/lib/image.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import type { Route } from "./+types/job";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id) || id < 1)
    return data(
      { status: 404 as const, job: null, message: "Diese Stellenanzeige gibt es nicht." },
      { status: 404 },
    );
  const found = await context.get(appContext).services.findJob(id);
  if (found.status !== 200)
    return data(
      { status: found.status, job: null, message: found.message },
      { status: found.status },
    );
  // Formatted here, on the server: libphonenumber's metadata (28 KiB gzip) stays off the page.
  const { contact_phone } = found.job;
  const contactPhone = contact_phone ? formatPhone(contact_phone) : null;
  return { status: 200 as const, job: found.job, contactPhone, message: null };
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
  if (!job || !root) {
    if (loaderData?.status === 410)
      return [
        { title: `Stelle nicht mehr verfügbar | ${root?.app_name ?? "Wurzelwerk"}` },
        { name: "robots", content: "noindex" },
      ];
    return notFoundMeta(root?.app_name);
  }
  const url = `${root.app_url}/jobs/${job.id}`;
  const place = job.location.location ?? "";
  const title = `${titleWithPlace(job.title, place)} bei ${job.employer.name} | ${root.app_name}`;
  const description =
    `${titleWithPlace(job.working_time ?? "Job", place)}: ${plainText(job.description)}`.slice(
      0,
      158,
    );
  const image = imageUrl(job.image, "lg");
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: `${job.title} – ${job.employer.name}` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "de_DE" },
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
      content: [job.working_time, ...job.sectors.map((s) => translate(s.name)), place]
        .filter(Boolean)
        .join(", "),
    },
    { "script:ld+json": jobPostingJsonLd(job, root.app_url) },
  ];
}

function GonePage({ message }: { message: string }) {
  return (
    <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-20 pt-[calc(70px+3rem)] sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-extrabold text-moss-900 sm:text-4xl">
          Diese Stelle ist nicht mehr verfügbar
        </h1>
        <p className="mt-4 text-lg text-moss-800">
          {message} Vielleicht ist eine ähnliche Stelle in deiner Nähe dabei.
        </p>
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/jobs">Aktuelle Jobs ansehen</ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { app_url } = usePageMetadata();
  if (loaderData.status === 410) return <GonePage message={loaderData.message ?? ""} />;
  if (!loaderData.job) return <NotFoundPage />;
  return (
    <JobDetail
      job={loaderData.job}
      shareUrl={`${app_url}/jobs/${loaderData.job.id}`}
      contactPhone={loaderData.contactPhone}
      saveable
    />
  );
}

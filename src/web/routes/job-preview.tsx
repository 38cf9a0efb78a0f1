import { data, redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { AD_TEXT_LOCALES, type AdTextLocale } from "#shared/schemas/jobs.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";
import { JobPreviewPage } from "#web/features/job-editor/components/job-preview-page.tsx";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/job-preview";

/**
 * docs/product.md "Pages and addresses" `/dashboard/job/preview?id=…`: the own ad as seekers will see it, in any status,
 * rendered on the server. Logged out → /login and back; a missing, unknown or foreign id → 404.
 * `&sprache=pl` (en, pl, ro, uk) shows it as seekers of that language see it (ADR 052): the
 * job page's and the shell's texts in that language come with the data; anything else is German.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const raw = url.searchParams.get("id") ?? "";
  const valid = /^\d{1,9}$/.test(raw) && Number(raw) > 0;
  const found = valid ? await services.ownJob(Number(raw)) : null;
  if (found === null && !(await services.currentUser())) {
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (found?.status !== 200) return data({ ad: null, seen: null }, { status: 404 });
  const asked = url.searchParams.get("sprache");
  const locale = AD_TEXT_LOCALES.find((l) => l === asked);
  return { ad: found.job, seen: locale ? seenIn(locale) : null };
}

function seenIn(locale: AdTextLocale) {
  return { locale, job: messagesOf("job", locale), shell: messagesOf("shell", locale) };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData?.ad) return notFoundMeta(root?.app_name);
  return [
    { title: `Vorschau Ihrer Stellenanzeige | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function JobPreview({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ad) return <NotFoundPage />;
  return <JobPreviewPage ad={loaderData.ad} seen={loaderData.seen ?? undefined} />;
}

import { data, redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { JobPreviewPage } from "#web/features/job-editor/components/job-preview-page.tsx";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/job-preview";

/**
 * docs/product.md "Pages and addresses" `/dashboard/job/preview?id=…`: the own ad as seekers will see it, in any status,
 * rendered on the server. Logged out → /login and back; a missing, unknown or foreign id → 404.
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
  if (found?.status !== 200) return data({ ad: null }, { status: 404 });
  return { ad: found.job };
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
  return <JobPreviewPage ad={loaderData.ad} />;
}

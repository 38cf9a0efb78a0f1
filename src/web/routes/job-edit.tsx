import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { JobEditor } from "#web/features/job-editor/components/job-editor.tsx";
import { creditsRefreshWanted } from "#web/features/job-editor/credits-refresh.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/job-edit";

/**
 * docs/product.md "Pages and addresses" `/dashboard/job/{id}`: the ad editor, rendered on the server with the owner's
 * view of the ad, and for a draft the credits its preview step publishes with. Logged out →
 * /login and back; an unknown id or another employer's ad → 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const valid = /^\d{1,9}$/.test(params.id) && Number(params.id) > 0;
  const [found, credits] = valid
    ? await Promise.all([services.ownJob(Number(params.id)), services.credits()])
    : [{ status: 404 as const }, null];
  if (found === null) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (found.status !== 200) return data({ ad: null, credits: null }, { status: 404 });
  return { ad: found.job, credits };
}

// Moving between steps changes only `?schritt=`: the editor keeps the ad it has (each save's
// answer replaces it), so the loader need not run again. On the same address it runs only when
// the preview step asks for the credits anew (features/job-editor/credits-refresh.ts).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    return currentUrl.search === nextUrl.search && creditsRefreshWanted()
      ? defaultShouldRevalidate
      : false;
  }
  return defaultShouldRevalidate;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData?.ad) return notFoundMeta(root?.app_name);
  return [
    { title: `Stellenanzeige bearbeiten | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function JobEdit({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ad) return <NotFoundPage />;
  return <JobEditor key={loaderData.ad.id} initial={loaderData.ad} credits={loaderData.credits} />;
}

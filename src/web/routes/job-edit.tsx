import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { JobEditor } from "#web/features/job-editor/components/job-editor.tsx";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath, useSessionExpired } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/job-edit";

/**
 * SPEC.md §2 `/dashboard/job/{id}`: the ad editor. The loader only checks the session and the
 * id; the ad itself is read in the browser (the load context has no service for the owner's
 * view of an ad), with a designed loading state.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await context.get(appContext).services.currentUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  if (!/^\d{1,9}$/.test(params.id) || Number(params.id) < 1) {
    return data({ id: null }, { status: 404 });
  }
  return { id: Number(params.id) };
}

// Moving between steps changes only `?schritt=`: the session check need not run again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Stellenanzeige bearbeiten | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function JobEdit({ loaderData }: Route.ComponentProps) {
  const onSessionExpired = useSessionExpired();
  if (loaderData.id === null) return <NotFoundPage />;
  return <JobEditor key={loaderData.id} id={loaderData.id} onSessionExpired={onSessionExpired} />;
}

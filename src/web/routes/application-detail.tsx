import { data, redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { ApplicationDetailPage } from "#web/features/applications/components/application-detail-page.tsx";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { isStaffAtWork, STAFF_HOME_PATH } from "#web/lib/home-path.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/application-detail";

/**
 * `/dashboard/bewerbungen/{id}`: one application (ADR 046); reading it marks it seen. With it
 * the Absage text its status control offers. Logged out → /login and back; an unknown id or
 * another employer's application → 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const valid = /^[1-9]\d{0,8}$/.test(params.id);
  const [user, found, template] = await Promise.all([
    services.currentUser(),
    valid ? services.ownApplication(Number(params.id)) : null,
    services.ownRejectionTemplate(),
  ]);
  if (!user) throw redirect(loginPath(url.pathname + url.search));
  if (isStaffAtWork(user)) throw redirect(STAFF_HOME_PATH);
  if (!found || found.status !== 200) {
    return data({ application: null, template: null }, { status: 404 });
  }
  return { application: found.data, template };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData?.application) return notFoundMeta(root?.app_name);
  return [
    { title: `Bewerbung von ${loaderData.application.name} | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function ApplicationDetailRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.application) return <NotFoundPage />;
  return (
    <ApplicationDetailPage application={loaderData.application} template={loaderData.template} />
  );
}

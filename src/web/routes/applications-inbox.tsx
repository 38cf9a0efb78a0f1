import { data, redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { InboxPage } from "#web/features/applications/components/inbox-page.tsx";
import { readInboxQuery } from "#web/features/applications/inbox-query.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { isStaffAtWork, STAFF_HOME_PATH } from "#web/lib/home-path.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/applications-inbox";

/**
 * `/dashboard/bewerbungen`: the employer's inbox (ADR 046), to every own ad or with
 * `?anzeige={id}` to one; status filter and page in the address (`?status=…&seite=…`,
 * features/applications/inbox-query.ts). Logged out → /login and back; staff not acting as an
 * employer → /admin; another employer's ad → 404. Live events run the loader again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const url = new URL(request.url);
  const query = readInboxQuery(url.searchParams);
  const [user, found] = await Promise.all([
    services.currentUser(),
    services.ownApplications(query),
  ]);
  if (!user || !found) throw redirect(loginPath(url.pathname + url.search));
  if (isStaffAtWork(user)) throw redirect(STAFF_HOME_PATH);
  if (found.status !== 200) return data({ list: null, job: null }, { status: 404 });
  // The ad's title for the heading; the rows carry it too, but an empty filter has no rows.
  const job = query.jobId ? await services.ownJob(query.jobId) : null;
  if (job && job.status !== 200) return data({ list: null, job: null }, { status: 404 });
  return {
    list: found.data,
    job: job?.job ? { id: job.job.id, title: job.job.title ?? "Anzeige ohne Titel" } : null,
  };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData?.list) return notFoundMeta(root?.app_name);
  return [
    { title: `Bewerbungen | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function ApplicationsInbox({ loaderData }: Route.ComponentProps) {
  if (!loaderData.list) return <NotFoundPage />;
  return <InboxPage list={loaderData.list} job={loaderData.job} />;
}

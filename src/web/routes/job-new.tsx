import { redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { NewJobPage } from "#web/features/job-editor/components/new-job-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/job-new";

/** docs/product.md "Pages and addresses" `/dashboard/job`: create a job advertisement; logged out → /login and back. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.get(appContext).services.currentUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return null;
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Neue Stellenanzeige | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function JobNew() {
  return <NewJobPage />;
}

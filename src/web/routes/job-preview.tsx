import { redirect } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { JobPreviewPage } from "#web/features/job-editor/components/job-preview-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { loginPath, useSessionExpired } from "#web/lib/session-expired.ts";
import type { Route } from "./+types/job-preview";

/** SPEC.md §2 `/dashboard/job/preview?id=…`: the own ad as seekers will see it, in any status. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.get(appContext).services.currentUser();
  const url = new URL(request.url);
  if (!user) throw redirect(loginPath(url.pathname + url.search));
  const raw = url.searchParams.get("id") ?? "";
  return { id: /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  return [
    { title: `Vorschau Ihrer Stellenanzeige | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function JobPreview({ loaderData }: Route.ComponentProps) {
  const onSessionExpired = useSessionExpired();
  return (
    <JobPreviewPage
      key={loaderData.id ?? "none"}
      id={loaderData.id}
      onSessionExpired={onSessionExpired}
    />
  );
}

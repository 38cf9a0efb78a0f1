import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { UnknownAlertLinkPage } from "#web/features/job-alerts/components/confirm-alert-page.tsx";
import { ManageAlertsPage } from "#web/features/job-alerts/components/manage-alerts-page.tsx";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/job-alerts-manage";

// The manage link of every alert mail: all alerts of the address the token belongs to.
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.get(appContext).services.jobAlertsToManage(params.token);
  return found.status === 200 ? found : data(found, { status: 404 });
}

export const headers = tokenLinkHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return tokenLinkMeta("Deine Suchaufträge", rootMetadata(matches)?.app_name);
}

export default function JobAlertsManage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.status !== 200)
    return <UnknownAlertLinkPage title="Deine Suchaufträge" message={loaderData.message} />;
  // A new token (the page's own alert was deleted) starts the list afresh from the loader.
  return <ManageAlertsPage key={params.token} token={params.token} alerts={loaderData.alerts} />;
}

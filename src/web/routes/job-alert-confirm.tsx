import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import {
  ConfirmAlertPage,
  UnknownAlertLinkPage,
} from "#web/features/job-alerts/components/confirm-alert-page.tsx";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/job-alert-confirm";

// The opt-in mail's link: shows the alert and a button that confirms (POST); opening it changes nothing.
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.get(appContext).services.jobAlertToConfirm(params.token);
  return found.status === 200 ? found : data(found, { status: 404 });
}

export const headers = tokenLinkHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return tokenLinkMeta("Suchauftrag bestätigen", rootMetadata(matches)?.app_name);
}

export default function JobAlertConfirm({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.status !== 200)
    return <UnknownAlertLinkPage title="Suchauftrag bestätigen" message={loaderData.message} />;
  return (
    <ConfirmAlertPage
      key={params.token}
      token={params.token}
      alert={loaderData.alert}
      manageToken={loaderData.manage_token}
    />
  );
}

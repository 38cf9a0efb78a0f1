import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { UnknownAlertLinkPage } from "#web/features/job-alerts/components/confirm-alert-page.tsx";
import { UnsubscribePage } from "#web/features/job-alerts/components/unsubscribe-page.tsx";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/job-alert-unsubscribe";

// The text link "Abmelden" of an alert mail: a button unsubscribes (POST), never the GET.
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.get(appContext).services.jobAlertToUnsubscribe(params.token);
  return found.status === 200 ? found : data(found, { status: 404 });
}

export const headers = tokenLinkHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return tokenLinkMeta("Vom Suchauftrag abmelden", rootMetadata(matches)?.app_name);
}

export default function JobAlertUnsubscribe({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.status !== 200)
    return (
      <UnknownAlertLinkPage
        title="Vom Suchauftrag abmelden"
        message={`${loaderData.message} Dann bekommst du dazu auch keine E-Mails mehr.`}
      />
    );
  return <UnsubscribePage key={params.token} token={params.token} alert={loaderData.alert} />;
}

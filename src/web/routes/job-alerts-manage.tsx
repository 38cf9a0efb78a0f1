import { appContext } from "#shared/load-context.ts";
import { createTranslator } from "#shared/translator.ts";
import { UnknownAlertLinkPage } from "#web/features/job-alerts/components/confirm-alert-page.tsx";
import { ManageAlertsPage } from "#web/features/job-alerts/components/manage-alerts-page.tsx";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { alertLinkAnswer, alertLinkTexts } from "#web/features/job-alerts/link-page.server.ts";
import type { Route } from "./+types/job-alerts-manage";

// The manage link of every alert mail: all alerts of the address the token belongs to, in the
// language of the mail's link (ADR 051).
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const texts = alertLinkTexts(request);
  const found = await context
    .get(appContext)
    .services.jobAlertsToManage(params.token, texts.locale);
  return alertLinkAnswer(found, texts);
}

export const headers = tokenLinkHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? createTranslator(loaderData.locale, loaderData.messages)("manage.title")
    : "Deine Suchaufträge";
  return tokenLinkMeta(title, rootMetadata(matches)?.app_name);
}

export default function JobAlertsManage({ loaderData, params }: Route.ComponentProps) {
  const t = useTranslator(loaderData.locale, loaderData.messages);
  if (loaderData.status !== 200)
    return <UnknownAlertLinkPage t={t} title={t("manage.title")} message={t("unknown.text")} />;
  // A new token (the page's own alert was deleted) starts the list afresh from the loader.
  return (
    <ManageAlertsPage
      key={params.token}
      t={t}
      words={loaderData.words}
      token={params.token}
      alerts={loaderData.alerts}
    />
  );
}

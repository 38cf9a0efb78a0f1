import { appContext } from "#shared/load-context.ts";
import { createTranslator } from "#shared/translator.ts";
import {
  ConfirmAlertPage,
  UnknownAlertLinkPage,
} from "#web/features/job-alerts/components/confirm-alert-page.tsx";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { alertLinkAnswer, alertLinkTexts } from "#web/features/job-alerts/link-page.server.ts";
import type { Route } from "./+types/job-alert-confirm";

// The opt-in mail's link: shows the alert and a button that confirms (POST); opening it changes
// nothing. In the alert's language when the mail's link has its prefix (ADR 051).
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const texts = alertLinkTexts(request);
  const found = await context
    .get(appContext)
    .services.jobAlertToConfirm(params.token, texts.locale);
  return alertLinkAnswer(found, texts);
}

export const headers = tokenLinkHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? createTranslator(loaderData.locale, loaderData.messages)("confirm.title")
    : "Suchauftrag bestätigen";
  return tokenLinkMeta(title, rootMetadata(matches)?.app_name);
}

export default function JobAlertConfirm({ loaderData, params }: Route.ComponentProps) {
  const t = useTranslator(loaderData.locale, loaderData.messages);
  if (loaderData.status !== 200)
    return <UnknownAlertLinkPage t={t} title={t("confirm.title")} message={t("unknown.text")} />;
  return (
    <ConfirmAlertPage
      key={params.token}
      t={t}
      words={loaderData.words}
      token={params.token}
      alert={loaderData.alert}
      manageToken={loaderData.manage_token}
    />
  );
}

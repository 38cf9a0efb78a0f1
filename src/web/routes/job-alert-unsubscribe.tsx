import { appContext } from "#shared/load-context.ts";
import { createTranslator } from "#shared/translator.ts";
import { UnknownAlertLinkPage } from "#web/features/job-alerts/components/confirm-alert-page.tsx";
import { UnsubscribePage } from "#web/features/job-alerts/components/unsubscribe-page.tsx";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { alertLinkAnswer, alertLinkTexts } from "#web/features/job-alerts/link-page.server.ts";
import type { Route } from "./+types/job-alert-unsubscribe";

// The text link "Abmelden" of an alert mail: a button unsubscribes (POST), never the GET. In the
// language of the mail's link (ADR 051).
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const texts = alertLinkTexts(request);
  const found = await context
    .get(appContext)
    .services.jobAlertToUnsubscribe(params.token, texts.locale);
  return alertLinkAnswer(found, texts);
}

export const headers = tokenLinkHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? createTranslator(loaderData.locale, loaderData.messages)("unsubscribe.title")
    : "Vom Suchauftrag abmelden";
  return tokenLinkMeta(title, rootMetadata(matches)?.app_name);
}

export default function JobAlertUnsubscribe({ loaderData, params }: Route.ComponentProps) {
  const t = useTranslator(loaderData.locale, loaderData.messages);
  if (loaderData.status !== 200)
    return (
      <UnknownAlertLinkPage
        t={t}
        title={t("unsubscribe.title")}
        message={t("unknown.unsubscribe")}
      />
    );
  return (
    <UnsubscribePage
      key={params.token}
      t={t}
      words={loaderData.words}
      token={params.token}
      alert={loaderData.alert}
    />
  );
}

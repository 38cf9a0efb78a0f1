import { data } from "react-router";
import { localeOfPath } from "#shared/locales.ts";
import { appContext } from "#shared/load-context.ts";
import { createTranslator } from "#shared/translator.ts";
import {
  ApplicationPage,
  UnknownApplicationPage,
} from "#web/features/apply/components/application-page.tsx";
import { rootMetadata } from "#web/features/pages/meta.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import { tokenLinkHeaders, tokenLinkMeta } from "#web/lib/token-link-page.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";
import type { Route } from "./+types/application";

// The link of the applicant's confirmation mail (ADR 046): see the application, withdraw it
// with a button (DELETE), never by opening the page. `/bewerbung/{token}` and, for an
// application sent in another language, `/pl/bewerbung/{token}` (routes.ts, ADR 051): the texts
// come with the loader's data in the page's language. Private, so in no sitemap or hreflang.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const messages = messagesOf("application", locale);
  const found = await context.get(appContext).services.applicationByToken(params.token);
  return found.status === 200
    ? { ...found, locale, messages }
    : data({ ...found, locale, messages }, { status: 404 });
}

export const headers = tokenLinkHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData
    ? createTranslator(loaderData.locale, loaderData.messages)("title")
    : "Deine Bewerbung";
  return tokenLinkMeta(title, rootMetadata(matches)?.app_name);
}

export default function Application({ loaderData, params }: Route.ComponentProps) {
  const t = useTranslator(loaderData.locale, loaderData.messages);
  if (loaderData.status !== 200) return <UnknownApplicationPage t={t} />;
  return (
    <ApplicationPage
      key={params.token}
      token={params.token}
      application={loaderData.application}
      t={t}
    />
  );
}

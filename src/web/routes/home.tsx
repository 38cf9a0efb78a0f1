import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { localeOfPath } from "#shared/locales.ts";
import { createTranslator } from "#shared/translator.ts";
import { contentMeta, languageMeta, notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { HomePage } from "#web/features/pages/components/home-page.tsx";
import { useTranslator } from "#web/lib/i18n.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";
import type { Route } from "./+types/home";

// `/` and its language versions `/en`, `/pl`, … (routes.ts, ADR 051).
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const locale = localeOfPath(new URL(request.url).pathname);
  const [found, newest] = await Promise.all([services.resolveSlug("home"), services.newestJobs()]);
  if (!found) throw data(null, { status: 404 });
  return {
    page: found.data,
    newest,
    locale,
    messages: messagesOf("home", locale),
    // The search wizard and the filter modal the home page opens.
    searchMessages: messagesOf("search", locale),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData) return notFoundMeta(root?.app_name);
  const { locale, messages } = loaderData;
  const t = createTranslator(locale, messages);
  const language = root ? languageMeta("/", locale, root.app_url) : undefined;
  return [
    ...contentMeta(loaderData.page, {
      url: language?.url,
      appName: root?.app_name,
      locale,
      fallback: { title: t("meta.title"), description: t("meta.description") },
    }),
    ...(language?.links ?? []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sectors } = usePageMetadata();
  const text = useTranslator(loaderData.locale, loaderData.messages);
  return (
    <HomePage page={loaderData.page} sectors={sectors} newest={loaderData.newest} text={text} />
  );
}

import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { contentMeta, NOT_FOUND_META } from "#web/features/pages/meta.ts";
import { HomePage } from "#web/features/pages/components/home-page.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const found = await context.get(appContext).services.resolveSlug("home");
  if (!found) throw data(null, { status: 404 });
  return { page: found.data };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return NOT_FOUND_META;
  const root = matches[0]?.loaderData as { metadata?: { app_url: string } } | undefined;
  return contentMeta(loaderData.page, { url: root?.metadata ? `${root.metadata.app_url}/` : undefined });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sectors } = usePageMetadata();
  return <HomePage page={loaderData.page} sectors={sectors} />;
}

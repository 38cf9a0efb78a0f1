import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { contentMeta, notFoundMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { HomePage } from "#web/features/pages/components/home-page.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  const [found, newest] = await Promise.all([services.resolveSlug("home"), services.newestJobs()]);
  if (!found) throw data(null, { status: 404 });
  return { page: found.data, newest };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData) return notFoundMeta(root?.app_name);
  return contentMeta(loaderData.page, {
    url: root ? `${root.app_url}/` : undefined,
    appName: root?.app_name,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sectors } = usePageMetadata();
  return <HomePage page={loaderData.page} sectors={sectors} newest={loaderData.newest} />;
}

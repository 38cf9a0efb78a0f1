import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { ZAdminContentListQuery } from "#shared/schemas/admin-content.ts";
import { requireStaffPage, staffOnly } from "#web/features/admin/guard.ts";
import {
  ContentListPage,
  type ContentListing,
} from "#web/features/admin/content/content-list-page.tsx";
import { CONTENT_SECTIONS, sectionOf } from "#web/features/admin/content/sections.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/admin-content-list";

/** /admin/branchen, /admin/seiten, /admin/faq, /admin/blog, /admin/tarife: a section's list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const url = new URL(request.url);
  const section = sectionOf(url.pathname);
  if (!section) throw data({ message: "Diese Seite gibt es nicht." }, { status: 404 });
  const query = ZAdminContentListQuery.safeParse(Object.fromEntries(url.searchParams));
  const search = query.success ? (query.data.search ?? "") : "";
  const page = query.success ? query.data.page : 1;
  const list = await services.adminContent.list(section.kind, {
    search: search || undefined,
    page,
  });
  if (!list) throw staffOnly();
  return { kind: section.kind, list, search } as ContentListing;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const title = loaderData ? CONTENT_SECTIONS[loaderData.kind].title : "Team-Bereich";
  return [
    { title: `${title} | Team-Bereich | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminContentList({ loaderData }: Route.ComponentProps) {
  return <ContentListPage listing={loaderData} />;
}

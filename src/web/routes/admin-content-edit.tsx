import { data } from "react-router";
import { appContext } from "#shared/load-context.ts";
import { ZId } from "#shared/schemas/common.ts";
import { requireStaffPage, staffOnly } from "#web/features/admin/guard.ts";
import {
  ContentEditPage,
  type ContentEntry,
} from "#web/features/admin/content/content-edit-page.tsx";
import { CONTENT_SECTIONS, sectionOf } from "#web/features/admin/content/sections.ts";
import { rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/admin-content-edit";

const notFound = () => data({ message: "Diesen Eintrag gibt es nicht (mehr)." }, { status: 404 });

/** /admin/{section}/neu and /admin/{section}/{id}: the form of one entry. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = context.get(appContext);
  requireStaffPage(await services.currentUser(), request);
  const section = sectionOf(new URL(request.url).pathname);
  if (!section) throw notFound();
  // A new entry needs no data; saving it goes through the staff-only API.
  if (params.id === "neu") return { kind: section.kind, item: null } as ContentEntry;
  const id = ZId.safeParse(params.id);
  if (!id.success) throw notFound();
  const found = await services.adminContent.get(section.kind, id.data);
  if (!found) throw staffOnly();
  if (!found.item) throw notFound();
  return { kind: section.kind, item: found.item } as ContentEntry;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const section = loaderData ? CONTENT_SECTIONS[loaderData.kind] : null;
  const title = section
    ? loaderData?.item
      ? section.editTitle
      : section.newTitle
    : "Team-Bereich";
  return [
    { title: `${title} | Team-Bereich | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function AdminContentEdit({ loaderData }: Route.ComponentProps) {
  return <ContentEditPage entry={loaderData} />;
}

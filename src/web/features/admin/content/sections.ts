import type { AdminContentKind } from "#shared/schemas/admin-content.ts";

// The backoffice's content sections: one list and one edit page each, under
// /admin/{path}. The edit page of a new entry is /admin/{path}/neu.

export interface ContentSection {
  kind: AdminContentKind;
  path: string;
  /** Navigation and list heading. */
  title: string;
  /** "Neue Branche", "Branche bearbeiten". */
  newTitle: string;
  editTitle: string;
  /** The list's count: [one, many]. */
  count: [string, string];
  searchLabel: string;
  searchPlaceholder: string;
}

export const CONTENT_SECTIONS: Record<AdminContentKind, ContentSection> = {
  sectors: {
    kind: "sectors",
    path: "/admin/branchen",
    title: "Branchen",
    newTitle: "Neue Branche",
    editTitle: "Branche bearbeiten",
    count: ["Branche", "Branchen"],
    searchLabel: "Branchen suchen",
    searchPlaceholder: "Name oder Kurzname",
  },
  pages: {
    kind: "pages",
    path: "/admin/seiten",
    title: "Seiten",
    newTitle: "Neue Seite",
    editTitle: "Seite bearbeiten",
    count: ["Seite", "Seiten"],
    searchLabel: "Seiten suchen",
    searchPlaceholder: "Titel oder Adresse",
  },
  faqs: {
    kind: "faqs",
    path: "/admin/faq",
    title: "FAQ",
    newTitle: "Neue Frage",
    editTitle: "Frage bearbeiten",
    count: ["Frage", "Fragen"],
    searchLabel: "Fragen suchen",
    searchPlaceholder: "Frage oder Antwort",
  },
  "blog-posts": {
    kind: "blog-posts",
    path: "/admin/blog",
    title: "Blog",
    newTitle: "Neuer Beitrag",
    editTitle: "Beitrag bearbeiten",
    count: ["Beitrag", "Beiträge"],
    searchLabel: "Beiträge suchen",
    searchPlaceholder: "Titel oder Adresse",
  },
  plans: {
    kind: "plans",
    path: "/admin/tarife",
    title: "Tarife",
    newTitle: "Neuer Tarif",
    editTitle: "Tarif bearbeiten",
    count: ["Tarif", "Tarife"],
    searchLabel: "Tarife suchen",
    searchPlaceholder: "Name oder Kurzname",
  },
};

/** The section a backoffice path belongs to ("/admin/faq/12" → FAQ), or null. */
export function sectionOf(pathname: string): ContentSection | null {
  // Client navigations fetch a loader's data from "/admin/faq.data".
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return (
    Object.values(CONTENT_SECTIONS).find(
      (section) => path === section.path || path.startsWith(`${section.path}/`),
    ) ?? null
  );
}

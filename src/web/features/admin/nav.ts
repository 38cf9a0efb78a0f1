// The sections of the staff backoffice, in the order of the navigation. Each entry is a child
// route of routes/admin-layout.tsx (see routes.ts).
export interface AdminNavItem {
  to: string;
  label: string;
  /** Active only on exactly this path (the index page). */
  end?: boolean;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { to: "/admin", label: "Konten", end: true },
  { to: "/admin/anzeigen", label: "Anzeigen" },
  { to: "/admin/bestellungen", label: "Bestellungen" },
  { to: "/admin/statistik", label: "Statistik" },
  { to: "/admin/branchen", label: "Branchen" },
  { to: "/admin/seiten", label: "Seiten" },
  { to: "/admin/faq", label: "FAQ" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/tarife", label: "Tarife" },
];

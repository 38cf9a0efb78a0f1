import { Link } from "react-router";
import { formatCurrency, formatDate } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import {
  FAQ_AUDIENCE_LABELS,
  type AdminContentItems,
  type AdminContentKind,
} from "#shared/schemas/admin-content.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { ListHeader } from "../components/list-header.tsx";
import { AdminPager, withQuery } from "../components/admin-page.tsx";
import { CONTENT_SECTIONS } from "./sections.ts";
import { adCount, dayCount, orderCount } from "#shared/count-texts.ts";
import { countText } from "#shared/plural.ts";

/** One section's list as its loader returns it. */
export type ContentListing = {
  [K in AdminContentKind]: { kind: K; list: Paginated<AdminContentItems[K]>; search: string };
}[AdminContentKind];

interface Row {
  id: number;
  title: string;
  details: string[];
  badge?: string;
}

const BLOG_STATUS = { draft: "Entwurf", scheduled: "Geplant", published: "Veröffentlicht" };

/** What a list row shows of each kind: its name, where it appears and its state. */
function rows(listing: ContentListing): Row[] {
  switch (listing.kind) {
    case "sectors":
      return listing.list.data.map((s) => ({
        id: s.id,
        title: translate(s.name),
        details: [
          `/jobs-im-bereich/${s.slug}`,
          adCount(s.job_count),
          `${s.employer_count} Unternehmen`,
        ],
      }));
    case "pages":
      return listing.list.data.map((p) => ({
        id: p.id,
        title: translate(p.name),
        details: [
          p.slug === "home" ? "/" : `/${p.slug}`,
          `geändert am ${formatDate(p.updated_at)}`,
        ],
        badge: p.protected ? "Feste Seite" : undefined,
      }));
    case "faqs":
      return listing.list.data.map((f) => ({
        id: f.id,
        title: translate(f.question),
        details: [FAQ_AUDIENCE_LABELS[f.audience], `Position ${f.position}`],
      }));
    case "blog-posts":
      return listing.list.data.map((b) => ({
        id: b.id,
        title: translate(b.title),
        details: [
          `/blog/${b.slug}`,
          b.author,
          ...(b.published_at ? [formatDate(`${b.published_at}T12:00:00Z`)] : []),
        ],
        badge: BLOG_STATUS[b.status],
      }));
    case "plans":
      return listing.list.data.map((p) => ({
        id: p.id,
        title: p.name,
        details: [
          `${formatCurrency(p.price_net)} netto`,
          `${adCount(p.ad_count)} je ${dayCount(p.duration_days)}`,
          orderCount(p.order_count),
        ],
        badge: p.active ? undefined : "Nicht buchbar",
      }));
  }
}

/** A content section's list: search, „Neu anlegen“, each entry linking to its form. */
export function ContentListPage({ listing }: { listing: ContentListing }) {
  const section = CONTENT_SECTIONS[listing.kind];
  const { list, search } = listing;
  const [one, many] = section.count;
  return (
    <>
      <ListHeader
        title={section.title}
        search={search}
        searchLabel={section.searchLabel}
        placeholder={section.searchPlaceholder}
        action={<ButtonLink to={`${section.path}/neu`}>Neu anlegen</ButtonLink>}
      />
      <div className="px-4 py-8 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <p role="status" className="text-moss-800">
            {list.total === 0
              ? `Keine ${many} gefunden.`
              : `${countText(list.total, one, many)}${search ? ` für „${search}“` : ""}`}
          </p>
          {list.data.length ? (
            <ul
              aria-label="Einträge"
              className="mt-4 divide-y divide-moss-100 rounded-3xl bg-white ring-1 ring-moss-200"
            >
              {rows(listing).map((row) => (
                <li key={row.id} className="p-4 sm:p-5">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`${section.path}/${row.id}`}
                      className="font-semibold text-moss-900 underline-offset-2 hover:underline"
                    >
                      {row.title}
                    </Link>
                    {row.badge ? (
                      <span className="rounded-full bg-moss-100 px-2.5 py-0.5 text-xs font-bold text-moss-900 ring-1 ring-moss-300">
                        {row.badge}
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 break-words text-sm text-moss-800">
                    {row.details.join(" · ")}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          <AdminPager
            page={list}
            linkTo={(page) => withQuery(section.path, { search }, { page })}
          />
        </div>
      </div>
    </>
  );
}

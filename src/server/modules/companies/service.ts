import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { companyPagePath } from "#shared/company-page.ts";
import type { CompanyLookup } from "#shared/load-context.ts";
import { selectCompaniesWithLiveAds, selectCompanyBySlug } from "./queries.ts";

// The public company page /unternehmen/{slug} (ADR 057). The slug is the database's (migration
// 0020); here it is only looked up.

/** The cards a company page shows at most; the count says how many there are. */
const COMPANY_PAGE_ADS = 60;
/** What a slug can look like: the trigger's base of at most 70 characters and a number. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 80;

const collator = new Intl.Collator("de", { sensitivity: "base" });

/**
 * A company page by its current slug; an earlier slug of the same employer answers the current
 * one (301), anything else — a malformed slug too, without a query — 404.
 */
export async function findCompanyPage(
  deps: Pick<Deps, "db" | "search">,
  slug: string,
): Promise<CompanyLookup> {
  if (slug.length > SLUG_MAX || !SLUG.test(slug)) return { status: 404 };
  const row = await selectCompanyBySlug(deps.db, slug);
  if (!row?.slug) return { status: 404 };
  if (row.slug !== slug) return { status: 301, slug: row.slug };
  await deps.search.index.ensureFresh();
  const jobs = await deps.search.summaries(row.adIds.slice(0, COMPANY_PAGE_ADS).map(Number));
  return {
    status: 200,
    company: {
      id: row.id,
      name: row.name,
      slug: row.slug,
      description: row.description,
      website: row.website,
      logo: row.logo,
      sectors: row.sectors.sort((a, b) => collator.compare(a.name.de ?? "", b.name.de ?? "")),
      places: row.places.sort(collator.compare),
      jobs,
      total: row.adIds.length,
    },
  };
}

/** The company pages the sitemap lists: those with a live ad (ADR 057). */
export async function listCompanyPaths(db: Db): Promise<{ path: string; updated_at: Date }[]> {
  return (await selectCompaniesWithLiveAds(db)).map((r) => ({
    path: companyPagePath(r.slug),
    updated_at: r.updated_at,
  }));
}

import { data, redirect } from "react-router";
import { companyPagePath } from "#shared/company-page.ts";
import { openPositions } from "#shared/count-texts.ts";
import { appContext } from "#shared/load-context.ts";
import { OG_LOCALES } from "#shared/locales.ts";
import { CompanyView } from "#web/features/companies/components/company-view.tsx";
import { organizationJsonLd } from "#web/features/companies/organization.ts";
import { NotFoundPage } from "#web/features/pages/components/not-found-page.tsx";
import { notFoundMetaOf, rootMetadata } from "#web/features/pages/meta.ts";
import type { Route } from "./+types/company";

// `/unternehmen/{slug}` (ADR 057): German only. An earlier slug of a renamed employer answers
// its current address with 301; an unknown or malformed one the site's 404. The 301 is not
// to be cached: renamed back, the employer's current address answers again, and a browser that
// kept the old redirect would go round in a loop.
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await context.get(appContext).services.companyPage(params.slug);
  if (found.status === 301) {
    throw redirect(companyPagePath(found.slug), {
      status: 301,
      headers: { "Cache-Control": "no-cache" },
    });
  }
  if (found.status === 404) return data({ company: null }, { status: 404 });
  return { company: found.company };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  const company = loaderData?.company;
  if (!company || !root) return notFoundMetaOf(matches);
  const url = `${root.app_url}${companyPagePath(company.slug)}`;
  const title = `${company.name}: ${openPositions(company.total)} | ${root.app_name}`;
  const description = (
    company.description?.replace(/\s+/g, " ").trim() ||
    `${company.name} auf ${root.app_name}: das Unternehmen und seine offenen Stellen.`
  ).slice(0, 158);
  return [
    { title },
    { name: "description", content: description },
    // Without a live ad the page has nothing a search engine should send a seeker to (ADR 057).
    ...(company.total === 0 ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: company.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: OG_LOCALES.de },
    { "script:ld+json": organizationJsonLd(company, url, root.app_url) },
  ];
}

export default function CompanyRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.company) return <NotFoundPage />;
  return <CompanyView company={loaderData.company} />;
}

import type { CompanyPage } from "#shared/load-context.ts";
import { imageUrl } from "#web/lib/image.ts";

/**
 * schema.org Organization of a company page (ADR 057): name, the page as `url`, the logo and
 * the employer's website as `sameAs`. Rendered by React Router's `script:ld+json` meta, which
 * escapes it like the job page's JobPosting (no `</script>` can close it).
 */
export function organizationJsonLd(company: CompanyPage, url: string, appUrl: string) {
  const logo = imageUrl(company.logo, "sm");
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    url,
    ...(logo ? { logo: logo.startsWith("http") ? logo : `${appUrl}${logo}` } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.description ? { description: company.description } : {}),
  };
}

/** The address of an employer's public company page (ADR 057). German only: no language prefix. */
export function companyPagePath(slug: string): string {
  return `/unternehmen/${slug}`;
}

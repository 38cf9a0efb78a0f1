import type { CompaniesWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { findCompanyPage } from "./service.ts";

/** The public company pages (ADR 057): a page and the sitemap's entries, no API of their own. */
export const companiesModule = {
  name: "companies",
  routes: [],
  services: (deps): CompaniesWebServices => ({
    companyPage: (slug) => findCompanyPage(deps, slug),
  }),
} as const satisfies AppModule;

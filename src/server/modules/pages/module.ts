import type { PagesWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { pageRoutes } from "./routes.ts";
import { listFaqs, resolveSlug } from "./service.ts";

export const pagesModule = {
  name: "pages",
  routes: [pageRoutes],
  services: (deps): PagesWebServices => ({
    resolveSlug: (slug) => resolveSlug(deps.db, slug),
    listFaqs: () => listFaqs(deps.db),
  }),
} as const satisfies AppModule;

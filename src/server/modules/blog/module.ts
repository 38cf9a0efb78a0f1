import type { BlogWebServices } from "#shared/load-context.ts";
import type { AppModule } from "../module.ts";
import { blogRoutes } from "./routes.ts";
import { findPublishedPost, listPublishedPosts } from "./service.ts";

export const blogModule = {
  name: "blog",
  routes: [blogRoutes],
  services: (deps): BlogWebServices => ({
    listBlogPosts: (page, pageSize) => listPublishedPosts(deps.db, page, pageSize),
    findBlogPost: (slug) => findPublishedPost(deps.db, slug),
  }),
} as const satisfies AppModule;

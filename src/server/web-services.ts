import type { FastifyRequest } from "fastify";
import type { WebServices } from "#shared/load-context.ts";
import type { Deps } from "./deps.ts";
import { selectPublishedPost } from "./modules/blog/queries.ts";
import { listPublishedPosts } from "./modules/blog/service.ts";
import { selectFaqs } from "./modules/pages/queries.ts";
import { resolveSlug } from "./modules/pages/service.ts";
import { selectSectors } from "./modules/sectors/queries.ts";
import { buildPageMetadata } from "./modules/system/metadata.ts";

/** The services route loaders may call, bound to this request (its session, its user). */
export function createWebServices(deps: Deps, request: FastifyRequest): WebServices {
  return {
    pageMetadata: () => buildPageMetadata(deps, request),
    listSectors: () => selectSectors(deps.db, "name.asc"),
    resolveSlug: (slug) => resolveSlug(deps.db, slug),
    listFaqs: () => selectFaqs(deps.db),
    listBlogPosts: (page, pageSize) => listPublishedPosts(deps.db, page, pageSize),
    findBlogPost: (slug) => selectPublishedPost(deps.db, slug),
  };
}

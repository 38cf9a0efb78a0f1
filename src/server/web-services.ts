import type { FastifyRequest } from "fastify";
import type { WebServices } from "#shared/load-context.ts";
import type { Deps } from "./deps.ts";
import { findPublishedPost, listPublishedPosts } from "./modules/blog/service.ts";
import { listFaqs, resolveSlug } from "./modules/pages/service.ts";
import { listSectors } from "./modules/sectors/service.ts";
import { buildPageMetadata } from "./modules/system/metadata.ts";

/** The services route loaders may call, bound to this request (its session, its user). */
export function createWebServices(deps: Deps, request: FastifyRequest): WebServices {
  return {
    pageMetadata: () => buildPageMetadata(deps, request),
    listSectors: () => listSectors(deps.db, "name.asc"),
    resolveSlug: (slug) => resolveSlug(deps.db, slug),
    listFaqs: () => listFaqs(deps.db),
    listBlogPosts: (page, pageSize) => listPublishedPosts(deps.db, page, pageSize),
    findBlogPost: (slug) => findPublishedPost(deps.db, slug),
  };
}

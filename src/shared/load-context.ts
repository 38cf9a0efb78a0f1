import { createContext } from "react-router";
import type { BlogPost, BlogPostSummary } from "./schemas/blog.ts";
import type { Paginated } from "./schemas/common.ts";
import type { PageMetadata } from "./schemas/meta.ts";
import type { Faq, SlugLookup } from "./schemas/pages.ts";
import type { Sector } from "./schemas/sectors.ts";

/**
 * What route loaders may ask the server for. Fastify fills it per request (getLoadContext);
 * web code sees only this interface, never the server's modules (DESIGN.md "Rendering").
 * This module is imported by both sides through the same specifier (`#shared/load-context.ts`)
 * so the context token is one instance.
 */
export interface WebServices {
  pageMetadata(): Promise<PageMetadata>;
  listSectors(): Promise<Sector[]>;
  resolveSlug(slug: string): Promise<SlugLookup["data"] | null>;
  listFaqs(): Promise<Faq[]>;
  listBlogPosts(page: number, pageSize: number): Promise<Paginated<BlogPostSummary>>;
  findBlogPost(slug: string): Promise<BlogPost | null>;
}

export interface AppLoadContext {
  requestId: string;
  /** Per-request nonce of the Content-Security-Policy for the inline hydration scripts. */
  cspNonce: string;
  services: WebServices;
}

export const appContext = createContext<AppLoadContext>();

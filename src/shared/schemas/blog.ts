import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZPageQuery, ZTranslatable, zPaginated } from "./common.ts";

const ZBlogPostSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: ZTranslatable,
  excerpt: ZTranslatable,
  author: z.string(),
  published_at: z.string(),
});
export type BlogPostSummary = z.infer<typeof ZBlogPostSummary>;

const ZBlogPost = ZBlogPostSummary.extend({
  content: ZTranslatable,
  meta_title: ZTranslatable.nullable(),
  meta_description: ZTranslatable.nullable(),
});
export type BlogPost = z.infer<typeof ZBlogPost>;

const ZBlogPostList = zPaginated(ZBlogPostSummary);
const ZBlogPostResponse = z.object({ data: ZBlogPost });
const ZBlogSlugParams = z.object({
  slug: z.string().min(1).max(200, { error: "Die Adresse ist zu lang." }),
});

export const blogEndpoints = defineEndpoints({
  "GET /api/blog-posts": {
    tags: ["Blog"],
    summary: "Veröffentlichte Blogbeiträge, neueste zuerst (Paginator)",
    querystring: ZPageQuery,
    response: { 200: ZBlogPostList },
  },
  "GET /api/blog-posts/:slug": {
    tags: ["Blog"],
    summary: "Ein veröffentlichter Blogbeitrag",
    params: ZBlogSlugParams,
    response: { 200: ZBlogPostResponse, 404: ZMessage },
  },
});

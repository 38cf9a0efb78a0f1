import { z } from "zod";
import "../validation.ts";
import { ZTranslatable, zPaginated } from "./common.ts";

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

export const ZBlogPostList = zPaginated(ZBlogPostSummary);
export const ZBlogPostResponse = z.object({ data: ZBlogPost });
export const ZBlogSlugParams = z.object({
  slug: z.string().min(1).max(200, { error: "Die Adresse ist zu lang." }),
});

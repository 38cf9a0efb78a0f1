import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ZBlogPostList, ZBlogPostResponse, ZBlogSlugParams } from "#shared/schemas/blog.ts";
import { ZMessage, ZPageQuery } from "#shared/schemas/common.ts";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { findPublishedPost, listPublishedPosts } from "./service.ts";

export const blogRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/blog-posts",
      {
        schema: {
          tags: ["Blog"],
          summary: "Veröffentlichte Blogbeiträge, neueste zuerst (Paginator)",
          querystring: ZPageQuery,
          response: { 200: ZBlogPostList },
        },
      },
      async (request) => listPublishedPosts(deps.db, request.query.page, request.query.page_size),
    );

    app.get(
      "/api/blog-posts/:slug",
      {
        schema: {
          tags: ["Blog"],
          summary: "Ein veröffentlichter Blogbeitrag",
          params: ZBlogSlugParams,
          response: { 200: ZBlogPostResponse, 404: ZMessage },
        },
      },
      async (request) => {
        const post = await findPublishedPost(deps.db, request.params.slug);
        if (!post) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
        return { data: post };
      },
    );
  };

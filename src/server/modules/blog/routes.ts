import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { blogEndpoints as api } from "#shared/schemas/blog.ts";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import { findPublishedPost, listPublishedPosts } from "./service.ts";

export const blogRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpoint(api, "GET /api/blog-posts"),
      handler: async (request) =>
        listPublishedPosts(deps.db, request.query.page, request.query.page_size),
    });

    app.route({
      ...endpoint(api, "GET /api/blog-posts/:slug"),
      handler: async (request) => {
        const post = await findPublishedPost(deps.db, request.params.slug);
        if (!post) throw AppError.notFound("Diesen Beitrag gibt es nicht.");
        return { data: post };
      },
    });
  };

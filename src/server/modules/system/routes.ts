import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { endpoint } from "#server/platform/endpoint.ts";
import { systemEndpoints as api } from "#shared/schemas/meta.ts";
import { z } from "zod";
import { ZMessage } from "#shared/schemas/common.ts";
import type { Deps } from "#server/deps.ts";
import { buildPageMetadata } from "./metadata.ts";

export const systemRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Liveness: the process answers. Never touches the database, so a database outage
    // does not get healthy processes restarted.
    app.get("/healthz", { schema: { hide: true }, logLevel: "warn" }, async () => ({
      status: "ok",
    }));

    // Readiness: the database answers; load balancers stop sending traffic otherwise.
    app.get(
      "/readyz",
      {
        schema: { hide: true, response: { 200: z.object({ status: z.string() }), 503: ZMessage } },
        logLevel: "warn",
      },
      async (_request, reply) => {
        try {
          await deps.database.ping();
          return { status: "ok" };
        } catch {
          return reply.code(503).send({ message: "Die Datenbank ist nicht erreichbar." });
        }
      },
    );

    app.route({
      ...endpoint(api, "GET /api/version"),
      logLevel: "warn",
      handler: async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { version: deps.config.appVersion };
      },
    });

    app.route({
      ...endpoint(api, "GET /api/meta"),
      handler: async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await buildPageMetadata(deps, request) };
      },
    });
  };

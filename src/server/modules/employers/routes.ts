import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { readUpload, registerUploads } from "#server/platform/media/upload.ts";
import { requireUser } from "#server/platform/session.ts";
import {
  employerEndpoints as api,
  LOGO_MAX_BYTES,
  PROFILE_UPDATED_MESSAGE,
} from "#shared/schemas/employers.ts";
import {
  getEmployerProfile,
  removeEmployerLogo,
  replaceEmployerLogo,
  updateEmployerProfile,
} from "./service.ts";

export const employerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerUploads(app, LOGO_MAX_BYTES);

    app.route({
      ...endpoint(api, "GET /api/employers/:id"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await getEmployerProfile(deps, user, request.params.id) };
      },
    });

    app.route({
      ...endpoint(api, "PUT /api/employers/:id"),
      bodyLimit: 64 * 1024,
      handler: async (request) => {
        const user = await requireUser(deps, request);
        const data = await updateEmployerProfile(deps, user, request.params.id, request.body);
        return { data, message: PROFILE_UPDATED_MESSAGE };
      },
    });

    app.route({
      ...endpoint(api, "POST /api/employers/:id/logo"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        const bytes = await readUpload(request, "logo", LOGO_MAX_BYTES);
        return { data: await replaceEmployerLogo(deps, user, request.params.id, bytes) };
      },
    });

    app.route({
      ...endpoint(api, "DELETE /api/employers/:id/logo"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await removeEmployerLogo(deps, user, request.params.id) };
      },
    });
  };

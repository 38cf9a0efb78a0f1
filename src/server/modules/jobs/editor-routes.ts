import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireUser } from "#server/platform/session.ts";
import { HEADER_IMAGE_MAX_BYTES, jobEditorEndpoints as api } from "#shared/schemas/job-editor.ts";
import { readUpload, registerUploads } from "#server/platform/media/upload.ts";
import { createDraft, saveStep1, saveStep2, saveStep3, uploadHeaderImage } from "./editor.ts";
import { deleteDraft } from "./delete-draft.ts";
import { creditSummary } from "#server/modules/credits/service.ts";
import { duplicateJob, extendJob, publishJob, terminateJob } from "./lifecycle.ts";

// The employer's side of job ads (docs/product.md "API conventions"): drafts, steps, lifecycle.
// GET /api/job-advertisements?mine=1 and the owner's GET …/{id} live in routes.ts with the
// public list and detail they share a path with.

const BODY_LIMIT = 256 * 1024;

export const jobEditorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerUploads(app, HEADER_IMAGE_MAX_BYTES);

    app.route({
      ...endpoint(api, "POST /api/job-advertisements/images"),
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        const bytes = await readUpload(request, "image", HEADER_IMAGE_MAX_BYTES);
        return reply.code(201).send({ data: await uploadHeaderImage(deps, user, bytes) });
      },
    });

    app.route({
      ...endpoint(api, "POST /api/job-advertisements"),
      bodyLimit: 1024,
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.code(201).send({ data: await createDraft(deps, user) });
      },
    });

    const steps = [
      ["PUT /api/job-advertisements/:id/step1", saveStep1],
      ["PUT /api/job-advertisements/:id/step2", saveStep2],
      ["PUT /api/job-advertisements/:id/step3", saveStep3],
    ] as const;
    for (const [key, save] of steps) {
      app.route({
        ...endpoint(api, key),
        bodyLimit: BODY_LIMIT,
        handler: async (request) => {
          const user = await requireUser(deps, request);
          // Each step's body matches its own save function (the tuple above pairs them).
          const input = request.body as never;
          return { data: await save(deps, user, request.params.id, input) };
        },
      });
    }

    const actions = [
      ["PUT /api/job-advertisements/:id/publish", publishJob],
      ["PUT /api/job-advertisements/:id/extend", extendJob],
      ["PUT /api/job-advertisements/:id/terminate", terminateJob],
    ] as const;
    for (const [key, run] of actions) {
      app.route({
        ...endpoint(api, key),
        bodyLimit: 1024,
        handler: async (request) => {
          const user = await requireUser(deps, request);
          return { data: await run(deps, user, request.params.id) };
        },
      });
    }

    app.route({
      ...endpoint(api, "POST /api/job-advertisements/:id/duplicate"),
      bodyLimit: 1024,
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.code(201).send({ data: await duplicateJob(deps, user, request.params.id) });
      },
    });

    app.route({
      ...endpoint(api, "DELETE /api/job-advertisements/:id"),
      bodyLimit: 1024,
      handler: async (request, reply) => {
        const user = await requireUser(deps, request);
        await deleteDraft(deps, user, request.params.id);
        return reply.code(204).send(null);
      },
    });

    app.route({
      ...endpoint(api, "GET /api/credits"),
      handler: async (request) => {
        const user = await requireUser(deps, request);
        return { data: await creditSummary(deps, user) };
      },
    });
  };

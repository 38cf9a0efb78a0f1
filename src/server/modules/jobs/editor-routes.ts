import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { requireUser } from "#server/platform/session.ts";
import { ZEmptyBody } from "#shared/schemas/auth.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import {
  HEADER_IMAGE_MAX_BYTES,
  ZUploadedImageResponse,
  ZCreditSummaryResponse,
  ZOwnJobResponse,
  ZStep1Request,
  ZStep2Request,
  ZStep3Request,
} from "#shared/schemas/job-editor.ts";
import { ZJobIdParams } from "#shared/schemas/jobs.ts";
import { readUpload, registerUploads } from "#server/platform/media/upload.ts";
import { createDraft, saveStep1, saveStep2, saveStep3, uploadHeaderImage } from "./editor.ts";
import { deleteDraft } from "./delete-draft.ts";
import { creditSummary } from "#server/modules/credits/service.ts";
import { duplicateJob, extendJob, publishJob, terminateJob } from "./lifecycle.ts";

// The employer's side of job ads (PRODUCT.md "API details"): drafts, steps, lifecycle.
// GET /api/job-advertisements?mine=1 and the owner's GET …/{id} live in routes.ts with the
// public list and detail they share a path with.

const TAGS = ["Stellenanzeigen (Arbeitgeber)"];
const BODY_LIMIT = 256 * 1024;
const errors = { 401: ZMessage, 403: ZMessage, 404: ZMessage, 409: ZMessage };

export const jobEditorRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerUploads(app, HEADER_IMAGE_MAX_BYTES);

    app.post(
      "/api/job-advertisements/images",
      {
        schema: {
          tags: TAGS,
          summary:
            "Titelbild hochladen (multipart/form-data, Feld „image“; JPEG, PNG oder WebP, bis 5 MB)",
          consumes: ["multipart/form-data"],
          response: {
            201: ZUploadedImageResponse,
            401: ZMessage,
            403: ZMessage,
            413: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const bytes = await readUpload(request, "image", HEADER_IMAGE_MAX_BYTES);
        return reply.code(201).send({ data: await uploadHeaderImage(deps, user, bytes) });
      },
    );

    app.post(
      "/api/job-advertisements",
      {
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: "Neuen Entwurf anlegen",
          body: ZEmptyBody,
          response: { 201: ZOwnJobResponse, 401: ZMessage, 403: ZMessage },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.code(201).send({ data: await createDraft(deps, user) });
      },
    );

    const steps = [
      [1, ZStep1Request, saveStep1, "Schritt 1 speichern: Basisdaten"],
      [2, ZStep2Request, saveStep2, "Schritt 2 speichern: Beschreibung (Texte werden bereinigt)"],
      [3, ZStep3Request, saveStep3, "Schritt 3 speichern: Kontakt & Bewerbung"],
    ] as const;
    for (const [n, body, save, summary] of steps) {
      app.put(
        `/api/job-advertisements/:id/step${n}`,
        {
          bodyLimit: BODY_LIMIT,
          schema: {
            tags: TAGS,
            summary,
            params: ZJobIdParams,
            body,
            response: { 200: ZOwnJobResponse, ...errors, 422: ZValidationError },
          },
        },
        async (request) => {
          const user = await requireUser(deps, request);
          // Each step's body matches its own save function (the tuple above pairs them).
          const input = request.body as never;
          return { data: await save(deps, user, request.params.id, input) };
        },
      );
    }

    const actions = [
      [
        "publish",
        publishJob,
        "Veröffentlichen (verbraucht ein Guthaben; E-Mail-Adresse bestätigt)",
      ],
      ["extend", extendJob, "Verlängern (verbraucht ein Guthaben)"],
      ["terminate", terminateJob, "Vorzeitig beenden (kein Guthaben zurück)"],
    ] as const;
    for (const [action, run, summary] of actions) {
      app.put(
        `/api/job-advertisements/:id/${action}`,
        {
          bodyLimit: 1024,
          schema: {
            tags: TAGS,
            summary,
            params: ZJobIdParams,
            body: ZEmptyBody,
            response: { 200: ZOwnJobResponse, ...errors, 402: ZMessage, 422: ZValidationError },
          },
        },
        async (request) => {
          const user = await requireUser(deps, request);
          return { data: await run(deps, user, request.params.id) };
        },
      );
    }

    app.post(
      "/api/job-advertisements/:id/duplicate",
      {
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: "Als neuen Entwurf duplizieren",
          params: ZJobIdParams,
          body: ZEmptyBody,
          response: { 201: ZOwnJobResponse, ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        return reply.code(201).send({ data: await duplicateJob(deps, user, request.params.id) });
      },
    );

    app.delete(
      "/api/job-advertisements/:id",
      {
        bodyLimit: 1024,
        schema: {
          tags: TAGS,
          summary: "Entwurf löschen (nur Entwürfe; eine Anzeige eines anderen Unternehmens: 404)",
          params: ZJobIdParams,
          response: { 204: z.null(), 401: ZMessage, 404: ZMessage, 409: ZMessage },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        await deleteDraft(deps, user, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/api/credits",
      {
        schema: {
          tags: TAGS,
          summary: "Verfügbares Anzeigen-Guthaben des eigenen Unternehmens",
          response: { 200: ZCreditSummaryResponse, 401: ZMessage },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return { data: await creditSummary(deps, user) };
      },
    );
  };

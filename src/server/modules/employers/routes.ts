import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { readUpload, registerUploads } from "#server/platform/media/upload.ts";
import { requireUser } from "#server/platform/session.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import {
  LOGO_MAX_BYTES,
  PROFILE_UPDATED_MESSAGE,
  ZEmployerIdParams,
  ZEmployerResponse,
  ZUpdateEmployerRequest,
} from "#shared/schemas/employers.ts";
import {
  getEmployerProfile,
  removeEmployerLogo,
  replaceEmployerLogo,
  updateEmployerProfile,
} from "./service.ts";

const TAGS = ["Unternehmen"];
const errors = { 401: ZMessage, 403: ZMessage, 404: ZMessage };

export const employerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerUploads(app, LOGO_MAX_BYTES);

    app.get(
      "/api/employers/:id",
      {
        schema: {
          tags: TAGS,
          summary: "Unternehmensprofil (eigenes, oder jedes für Mitarbeitende)",
          params: ZEmployerIdParams,
          response: { 200: ZEmployerResponse, ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return { data: await getEmployerProfile(deps, user, request.params.id) };
      },
    );

    app.put(
      "/api/employers/:id",
      {
        bodyLimit: 64 * 1024,
        schema: {
          tags: TAGS,
          summary: "Unternehmensprofil ändern",
          params: ZEmployerIdParams,
          body: ZUpdateEmployerRequest,
          response: {
            200: ZEmployerResponse.extend({ message: z.string() }),
            ...errors,
            409: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        const data = await updateEmployerProfile(deps, user, request.params.id, request.body);
        return { data, message: PROFILE_UPDATED_MESSAGE };
      },
    );

    app.post(
      "/api/employers/:id/logo",
      {
        schema: {
          tags: TAGS,
          summary:
            "Logo hochladen (multipart/form-data, Feld „logo“; JPEG, PNG oder WebP, bis 5 MB)",
          consumes: ["multipart/form-data"],
          params: ZEmployerIdParams,
          response: {
            200: ZEmployerResponse,
            ...errors,
            409: ZMessage,
            413: ZMessage,
            422: ZValidationError,
          },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        const bytes = await readUpload(request, "logo", LOGO_MAX_BYTES);
        return { data: await replaceEmployerLogo(deps, user, request.params.id, bytes) };
      },
    );

    app.delete(
      "/api/employers/:id/logo",
      {
        schema: {
          tags: TAGS,
          summary: "Logo entfernen",
          params: ZEmployerIdParams,
          response: { 200: ZEmployerResponse, ...errors },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        return { data: await removeEmployerLogo(deps, user, request.params.id) };
      },
    );
  };

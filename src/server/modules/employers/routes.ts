import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
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
const LOGO_TOO_LARGE = "Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.";
const LOGO_MISSING = "Bitte wählen Sie eine Bilddatei aus.";

export const employerRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart only inside this plugin: everywhere else a multipart body stays a 415.
    await app.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
    });

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
          response: { 200: ZEmployerResponse, ...errors, 413: ZMessage, 422: ZValidationError },
        },
      },
      async (request) => {
        const user = await requireUser(deps, request);
        if (!request.isMultipart()) throw AppError.validation({ logo: [LOGO_MISSING] });
        const file = await request.file().catch(() => undefined);
        if (!file || file.fieldname !== "logo") {
          throw AppError.validation({ logo: [LOGO_MISSING] });
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
            throw new AppError(413, LOGO_TOO_LARGE);
          }
          throw AppError.validation({ logo: [LOGO_MISSING] });
        }
        if (bytes.length === 0) throw AppError.validation({ logo: [LOGO_MISSING] });
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

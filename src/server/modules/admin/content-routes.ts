import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import type { Db } from "#server/db/client.ts";
import { requireStaff } from "#server/platform/session.ts";
import type { AdminContentListQuery } from "#shared/schemas/admin-content.ts";
import {
  ZAdminBlogPost,
  ZAdminBlogPostInput,
  ZAdminBlogPostList,
  ZAdminContentListQuery,
  ZAdminDeleted,
  ZAdminFaq,
  ZAdminFaqInput,
  ZAdminFaqList,
  ZAdminPage,
  ZAdminPageInput,
  ZAdminPageList,
  ZAdminPlan,
  ZAdminPlanInput,
  ZAdminPlanList,
  ZAdminSector,
  ZAdminSectorInput,
  ZAdminSectorList,
  zAdminAnswer,
} from "#shared/schemas/admin-content.ts";
import { ZId, ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import * as content from "./content/index.ts";

// Staff CRUD of sectors, content pages, FAQ, blog posts and plans (PRODUCT.md "API details":
// /api/admin/…). HTTP only: each handler checks the staff role first (401 logged out, 403 for
// everyone else), the rules live in content/.

/**
 * One resource's five routes. Schemas and service functions are typed on their own; here they
 * are plugged together (the body is parsed by `input` before the service gets it).
 */
interface Resource {
  path: string;
  /** German names for the API documentation: "Branche", "Branchen". */
  one: string;
  many: string;
  input: z.ZodType;
  item: z.ZodType;
  list: z.ZodType;
  messages: { created: string; updated: string };
  bodyLimit: number;
  listItems(db: Db, query: AdminContentListQuery): Promise<unknown>;
  get(db: Db, id: number): Promise<unknown>;
  create(db: Db, staff: CurrentUser, input: never): Promise<unknown>;
  update(db: Db, staff: CurrentUser, id: number, input: never): Promise<unknown>;
  remove(db: Db, staff: CurrentUser, id: number): Promise<z.input<typeof ZAdminDeleted>>;
}

const ZIdParams = z.object({ id: ZId });
const errors = { 401: ZMessage, 403: ZMessage };

function crud(app: Parameters<FastifyPluginAsyncZod>[0], deps: Deps, r: Resource) {
  const base = `/api/admin/${r.path}`;
  const tags = ["Team"];
  const answer = zAdminAnswer(r.item);

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `${r.many} auflisten (nur Team, 25 je Seite, Suche mit search=)`,
        querystring: ZAdminContentListQuery,
        response: { 200: r.list, ...errors, 422: ZValidationError },
      },
    },
    async (request) => {
      await requireStaff(deps, request);
      return r.listItems(deps.db, request.query);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${r.one} anzeigen (nur Team)`,
        params: ZIdParams,
        response: { 200: z.object({ data: r.item }), ...errors, 404: ZMessage },
      },
    },
    async (request) => {
      await requireStaff(deps, request);
      return { data: await r.get(deps.db, request.params.id) };
    },
  );

  app.post(
    base,
    {
      bodyLimit: r.bodyLimit,
      schema: {
        tags,
        summary: `${r.one} anlegen (nur Team)`,
        body: r.input,
        response: { 201: answer, ...errors, 422: ZValidationError },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(deps, request);
      const data = await r.create(deps.db, staff, request.body as never);
      return reply.code(201).send({ data, message: r.messages.created });
    },
  );

  app.put(
    `${base}/:id`,
    {
      bodyLimit: r.bodyLimit,
      schema: {
        tags,
        summary: `${r.one} ändern (nur Team)`,
        params: ZIdParams,
        body: r.input,
        response: { 200: answer, ...errors, 404: ZMessage, 422: ZValidationError },
      },
    },
    async (request) => {
      const staff = await requireStaff(deps, request);
      const data = await r.update(deps.db, staff, request.params.id, request.body as never);
      return { data, message: r.messages.updated };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      bodyLimit: 1024,
      schema: {
        tags,
        summary: `${r.one} löschen (nur Team)`,
        params: ZIdParams,
        response: { 200: ZAdminDeleted, ...errors, 404: ZMessage, 409: ZMessage },
      },
    },
    async (request) => {
      const staff = await requireStaff(deps, request);
      return r.remove(deps.db, staff, request.params.id);
    },
  );
}

const HTML_BODY_LIMIT = 1024 * 1024;

export const adminContentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    crud(app, deps, {
      path: "sectors",
      one: "Branche",
      many: "Branchen",
      input: ZAdminSectorInput,
      item: ZAdminSector,
      list: ZAdminSectorList,
      bodyLimit: 64 * 1024,
      messages: {
        created: "Die Branche wurde angelegt.",
        updated: "Die Branche wurde gespeichert.",
      },
      listItems: content.adminListSectors,
      get: content.adminGetSector,
      create: content.adminCreateSector,
      update: content.adminUpdateSector,
      remove: async (db, staff, id) => ({
        message: await content.adminDeleteSector(db, staff, id),
      }),
    });

    crud(app, deps, {
      path: "pages",
      one: "Inhaltsseite",
      many: "Inhaltsseiten",
      input: ZAdminPageInput,
      item: ZAdminPage,
      list: ZAdminPageList,
      bodyLimit: HTML_BODY_LIMIT,
      messages: { created: "Die Seite wurde angelegt.", updated: "Die Seite wurde gespeichert." },
      listItems: content.adminListPages,
      get: content.adminGetPage,
      create: content.adminCreatePage,
      update: content.adminUpdatePage,
      remove: async (db, staff, id) => ({ message: await content.adminDeletePage(db, staff, id) }),
    });

    crud(app, deps, {
      path: "faqs",
      one: "Frage (FAQ)",
      many: "Häufige Fragen",
      input: ZAdminFaqInput,
      item: ZAdminFaq,
      list: ZAdminFaqList,
      bodyLimit: 128 * 1024,
      messages: { created: "Die Frage wurde angelegt.", updated: "Die Frage wurde gespeichert." },
      listItems: content.adminListFaqs,
      get: content.adminGetFaq,
      create: content.adminCreateFaq,
      update: content.adminUpdateFaq,
      remove: async (db, staff, id) => ({ message: await content.adminDeleteFaq(db, staff, id) }),
    });

    crud(app, deps, {
      path: "blog-posts",
      one: "Blogbeitrag",
      many: "Blogbeiträge (auch Entwürfe)",
      input: ZAdminBlogPostInput,
      item: ZAdminBlogPost,
      list: ZAdminBlogPostList,
      bodyLimit: HTML_BODY_LIMIT,
      messages: {
        created: "Der Beitrag wurde angelegt.",
        updated: "Der Beitrag wurde gespeichert.",
      },
      listItems: content.adminListBlogPosts,
      get: content.adminGetBlogPost,
      create: content.adminCreateBlogPost,
      update: content.adminUpdateBlogPost,
      remove: async (db, staff, id) => ({
        message: await content.adminDeleteBlogPost(db, staff, id),
      }),
    });

    crud(app, deps, {
      path: "plans",
      one: "Tarif",
      many: "Tarife (auch nicht buchbare)",
      input: ZAdminPlanInput,
      item: ZAdminPlan,
      list: ZAdminPlanList,
      bodyLimit: 64 * 1024,
      messages: { created: "Der Tarif wurde angelegt.", updated: "Der Tarif wurde gespeichert." },
      listItems: content.adminListPlans,
      get: content.adminGetPlan,
      create: content.adminCreatePlan,
      update: content.adminUpdatePlan,
      remove: content.adminDeletePlan,
    });
  };

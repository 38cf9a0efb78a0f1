import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Deps } from "#server/deps.ts";
import type { Db } from "#server/db/client.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { requireStaff } from "#server/platform/session.ts";
import {
  adminContentEndpoints,
  type AdminContentKind,
  type AdminContentListQuery,
  type AdminContentTable,
  type ZAdminDeleted,
} from "#shared/schemas/admin-content.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import * as content from "./content/index.ts";

// Staff CRUD of sectors, content pages, FAQ, blog posts and plans (docs/product.md "API conventions":
// /api/admin/…). HTTP only: each handler checks the staff role first (401 logged out, 403 for
// everyone else), the rules live in content/.

/**
 * One resource's five routes (their entries: `adminContentEndpoints`). Schemas and service
 * functions are typed on their own; here they are plugged together (the body is parsed by the
 * entry's schema before the service gets it).
 */
interface Resource {
  kind: AdminContentKind;
  messages: { created: string; updated: string };
  bodyLimit: number;
  listItems(db: Db, query: AdminContentListQuery): Promise<unknown>;
  get(db: Db, id: number): Promise<unknown>;
  create(db: Db, staff: CurrentUser, input: never): Promise<unknown>;
  update(db: Db, staff: CurrentUser, id: number, input: never): Promise<unknown>;
  remove(db: Db, staff: CurrentUser, id: number): Promise<z.input<typeof ZAdminDeleted>>;
}

/** Every kind's entries seen alike: the same keys with the kind's path, schemas left open. */
const api: AdminContentTable = adminContentEndpoints;

function crud(app: Parameters<FastifyPluginAsyncZod>[0], deps: Deps, r: Resource) {
  const base = `/api/admin/${r.kind}` as const;

  app.route({
    ...endpoint(api, `GET ${base}`),
    handler: async (request) => {
      await requireStaff(deps, request);
      return r.listItems(deps.db, request.query);
    },
  });

  app.route({
    ...endpoint(api, `GET ${base}/:id`),
    handler: async (request) => {
      await requireStaff(deps, request);
      return { data: await r.get(deps.db, request.params.id) };
    },
  });

  app.route({
    ...endpoint(api, `POST ${base}`),
    bodyLimit: r.bodyLimit,
    handler: async (request, reply) => {
      const staff = await requireStaff(deps, request);
      const data = await r.create(deps.db, staff, request.body as never);
      return reply.code(201).send({ data, message: r.messages.created });
    },
  });

  app.route({
    ...endpoint(api, `PUT ${base}/:id`),
    bodyLimit: r.bodyLimit,
    handler: async (request) => {
      const staff = await requireStaff(deps, request);
      const data = await r.update(deps.db, staff, request.params.id, request.body as never);
      return { data, message: r.messages.updated };
    },
  });

  app.route({
    ...endpoint(api, `DELETE ${base}/:id`),
    bodyLimit: 1024,
    handler: async (request) => {
      const staff = await requireStaff(deps, request);
      return r.remove(deps.db, staff, request.params.id);
    },
  });
}

const HTML_BODY_LIMIT = 1024 * 1024;

export const adminContentRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    crud(app, deps, {
      kind: "sectors",
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
      kind: "pages",
      bodyLimit: HTML_BODY_LIMIT,
      messages: { created: "Die Seite wurde angelegt.", updated: "Die Seite wurde gespeichert." },
      listItems: content.adminListPages,
      get: content.adminGetPage,
      create: content.adminCreatePage,
      update: content.adminUpdatePage,
      remove: async (db, staff, id) => ({ message: await content.adminDeletePage(db, staff, id) }),
    });

    crud(app, deps, {
      kind: "faqs",
      bodyLimit: 128 * 1024,
      messages: { created: "Die Frage wurde angelegt.", updated: "Die Frage wurde gespeichert." },
      listItems: content.adminListFaqs,
      get: content.adminGetFaq,
      create: content.adminCreateFaq,
      update: content.adminUpdateFaq,
      remove: async (db, staff, id) => ({ message: await content.adminDeleteFaq(db, staff, id) }),
    });

    crud(app, deps, {
      kind: "blog-posts",
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
      kind: "plans",
      bodyLimit: 64 * 1024,
      messages: { created: "Der Tarif wurde angelegt.", updated: "Der Tarif wurde gespeichert." },
      listItems: content.adminListPlans,
      get: content.adminGetPlan,
      create: content.adminCreatePlan,
      update: content.adminUpdatePlan,
      remove: content.adminDeletePlan,
    });
  };

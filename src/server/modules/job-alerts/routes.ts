import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { DEFAULT_LOCALE } from "#shared/locales.ts";
import {
  JOB_ALERT_REQUESTED_MESSAGE,
  jobAlertEndpoints as api,
} from "#shared/schemas/job-alerts.ts";
import { createJobAlertLimiters, requestJobAlert } from "./create.ts";
import {
  confirmAlert,
  deleteManagedAlert,
  listManagedAlerts,
  unsubscribeAlert,
  updateManagedAlert,
} from "./manage.ts";

const BODY_LIMIT = 16 * 1024;
/** The routes of a mail's links: enough for a person, slow for anyone trying tokens. */
const LINK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: "1 minute" } };

export const jobAlertRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const limiters = createJobAlertLimiters(deps);

    app.route({
      ...endpoint(api, "POST /api/job-alerts"),
      bodyLimit: BODY_LIMIT,
      // The alert is stored and its mail made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request, reply) => {
        await requestJobAlert(deps, limiters, request.ip, request.body);
        return reply.code(202).send({ message: JOB_ALERT_REQUESTED_MESSAGE });
      },
    });

    app.route({
      ...endpoint(api, "POST /api/job-alerts/confirm"),
      bodyLimit: BODY_LIMIT,
      config: LINK_RATE_LIMIT,
      handler: async (request) => confirmAlert(deps, request.body.token),
    });

    app.route({
      ...endpoint(api, "GET /api/job-alerts/manage/:token"),
      config: LINK_RATE_LIMIT,
      handler: async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return { data: await listManagedAlerts(deps, request.params.token, DEFAULT_LOCALE) };
      },
    });

    app.route({
      ...endpoint(api, "PATCH /api/job-alerts/manage/:token/:id"),
      bodyLimit: BODY_LIMIT,
      config: LINK_RATE_LIMIT,
      handler: async (request) =>
        updateManagedAlert(deps, request.params.token, request.params.id, request.body),
    });

    app.route({
      ...endpoint(api, "DELETE /api/job-alerts/manage/:token/:id"),
      config: LINK_RATE_LIMIT,
      handler: async (request) => deleteManagedAlert(deps, request.params.token, request.params.id),
    });

    // Its own scope: only this route reads a form body (RFC 8058's `List-Unsubscribe=One-Click`,
    // which says nothing beyond the POST itself, so its content is not read).
    const oneClickScope: FastifyPluginAsyncZod = async (oneClick) => {
      oneClick.addContentTypeParser(
        "application/x-www-form-urlencoded",
        { parseAs: "string" },
        (_request, _body, done) => done(null, {}),
      );
      oneClick.route({
        ...endpoint(api, "POST /api/job-alerts/unsubscribe/:token"),
        bodyLimit: 1024,
        config: LINK_RATE_LIMIT,
        handler: async (request) => ({
          message: await unsubscribeAlert(deps, request.params.token),
        }),
      });
    };
    await app.register(oneClickScope);
  };

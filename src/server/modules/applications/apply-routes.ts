import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import { AppError } from "#server/platform/errors.ts";
import { clientKey } from "#server/platform/rate-limits.ts";
import { APPLICATION_SENT_MESSAGE, applyEndpoints as api } from "#shared/schemas/applications.ts";
import { readApplicationForm, registerApplicationUploads } from "./apply-form.ts";
import {
  createApplyLimiters,
  openJob,
  ownApplication,
  submitApplication,
  withdrawApplication,
} from "./apply.ts";

/** The routes of the applicant's link: enough for a person, slow for anyone trying tokens. */
const LINK_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: "1 minute" } };
/**
 * Before the body is read: a client sending forms faster than anyone fills one in is stopped
 * before its files are. The real limits (per client and per address) count taken forms.
 */
const APPLY_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: "1 minute" } };

/**
 * Forms read at the same time, in the process and per client: until a form is checked its files
 * are held in memory (up to 20 MB each), so slow uploads side by side must not add up.
 */
const FORMS_AT_ONCE = 8;
const FORMS_AT_ONCE_PER_CLIENT = 2;
/** What a client told to wait is asked to wait: about as long as a form takes on a phone. */
const FORMS_BUSY_WAIT_MS = 30_000;

/** The seeker's side (ADR 046): apply, see the application by its link, withdraw it. */
export const applyRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerApplicationUploads(app);
    const limiters = createApplyLimiters(deps);
    const liveUpdates = new WeakMap<FastifyRequest, () => Promise<void>>();
    let readingTotal = 0;
    const reading = new Map<string, number>();

    app.route({
      ...endpoint(api, "POST /api/job-advertisements/:id/applications"),
      config: APPLY_RATE_LIMIT,
      // The mails and the employer's live updates go out once the answer is out
      // (platform/outbox.ts; submitApplication says why).
      onResponse: async (request) => {
        deps.outbox.kick();
        const publish = liveUpdates.get(request);
        liveUpdates.delete(request);
        await publish?.().catch((error: unknown) =>
          request.log.warn({ err: error }, "Live-Benachrichtigung zur Bewerbung fehlgeschlagen"),
        );
      },
      handler: async (request, reply) => {
        // A draft, an ended ad or one that takes mails is refused before its files are read.
        await openJob(deps.db, request.params.id, new Date());
        const client = clientKey(request.ip);
        const ofClient = reading.get(client) ?? 0;
        if (readingTotal >= FORMS_AT_ONCE || ofClient >= FORMS_AT_ONCE_PER_CLIENT) {
          throw AppError.tooManyRequests(FORMS_BUSY_WAIT_MS);
        }
        readingTotal += 1;
        reading.set(client, ofClient + 1);
        let form;
        try {
          form = await readApplicationForm(request);
        } finally {
          readingTotal -= 1;
          const left = (reading.get(client) ?? 1) - 1;
          if (left > 0) reading.set(client, left);
          else reading.delete(client);
        }
        liveUpdates.set(
          request,
          await submitApplication(deps, limiters, request.ip, request.params.id, form),
        );
        return reply.code(201).send({ message: APPLICATION_SENT_MESSAGE });
      },
    });

    app.route({
      ...endpoint(api, "GET /api/applications/by-token/:token"),
      config: LINK_RATE_LIMIT,
      handler: async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        return { data: await ownApplication(deps, request.params.token) };
      },
    });

    app.route({
      ...endpoint(api, "DELETE /api/applications/by-token/:token"),
      config: LINK_RATE_LIMIT,
      handler: async (request) => ({
        message: await withdrawApplication(deps, request.params.token),
      }),
    });
  };

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { createResetMailLimiter, requestPasswordReset, resetPassword } from "./password-reset.ts";
import { requireUser } from "#server/platform/session.ts";
import { updatePassword, updateProfileInformation } from "./account.ts";
import {
  authEndpoints as api,
  FORGOT_PASSWORD_MESSAGE,
  REGISTER_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from "#shared/schemas/auth.ts";
import { endpoint } from "#server/platform/endpoint.ts";
import {
  createCurrentPasswordLimiter,
  createLoginLimiter,
  login,
  logout,
  register,
  resendVerification,
  verifyEmail,
} from "./service.ts";

// Fortify's routes (docs/product.md "API conventions"). Only the POST methods of /login, /register and
// /logout are ours; GET of those paths are pages of the web app.

const BODY_LIMIT = 16 * 1024;

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const loginLimiter = createLoginLimiter(deps);

    app.route({
      ...endpoint(api, "POST /register"),
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      // The mail is made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request, reply) => {
        await register(deps, reply, request.body);
        return reply.code(201).send({ data: null, message: REGISTER_MESSAGE });
      },
    });

    const resetMailLimiter = createResetMailLimiter(deps);

    app.route({
      ...endpoint(api, "POST /forgot-password"),
      bodyLimit: BODY_LIMIT,
      // Per IP here; per address silently in the service (a 429 would reveal the account).
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
      // The mail is made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request) => {
        await requestPasswordReset(deps, resetMailLimiter, request.body.email);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    });

    app.route({
      ...endpoint(api, "POST /reset-password"),
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      // The notice of the new password is made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request) => {
        await resetPassword(deps, request.body);
        return { message: RESET_PASSWORD_MESSAGE };
      },
    });

    app.route({
      ...endpoint(api, "POST /login"),
      bodyLimit: BODY_LIMIT,
      handler: async (request, reply) => ({
        data: await login(deps, loginLimiter, request, reply, request.body),
      }),
    });

    app.route({
      ...endpoint(api, "POST /logout"),
      bodyLimit: BODY_LIMIT,
      handler: async (request, reply) => {
        await logout(deps, request, reply);
        return reply.code(204).send(null);
      },
    });

    app.route({
      ...endpoint(api, "GET /api/user"),
      handler: async (request) => ({ data: await requireUser(deps, request) }),
    });

    // The mailed link (GET) is a page of the web app (routes/email-verify-link.tsx) that
    // changes nothing; its button confirms here (ADR 019).
    app.route({
      ...endpoint(api, "POST /email/verify/:id/:hash"),
      bodyLimit: BODY_LIMIT,
      // Any link that is not ours is a 403, a NUL in it too.
      config: { rateLimit: { max: 10, timeWindow: "1 minute" }, ownTextCheck: true },
      handler: async (request) => verifyEmail(deps, request, request.params, request.body),
    });

    const passwordLimiter = createCurrentPasswordLimiter(deps);

    app.route({
      ...endpoint(api, "PUT /user/profile-information"),
      bodyLimit: BODY_LIMIT,
      // The mails of an email change are made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request) => {
        const { user, message } = await updateProfileInformation(
          deps,
          passwordLimiter,
          request,
          request.body,
        );
        return { data: user, message };
      },
    });

    app.route({
      ...endpoint(api, "PUT /user/password"),
      bodyLimit: BODY_LIMIT,
      // The notice of the new password is made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request, reply) => ({
        message: await updatePassword(deps, passwordLimiter, request, reply, request.body),
      }),
    });

    app.route({
      ...endpoint(api, "POST /email/verification-notification"),
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 6, timeWindow: "1 minute" } },
      // The link is made once the answer is out (platform/outbox.ts).
      onResponse: async () => deps.outbox.kick(),
      handler: async (request) => {
        const sent = await resendVerification(deps, request);
        return {
          message: sent ? VERIFICATION_SENT_MESSAGE : "Ihre E-Mail-Adresse ist bereits bestätigt.",
        };
      },
    });
  };

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "#server/deps.ts";
import {
  createResetMailLimiter,
  PASSWORD_RESET_OUTBOX,
  requestPasswordReset,
  resetPassword,
  sendPasswordResetLink,
} from "./password-reset.ts";
import { requireUser } from "#server/platform/session.ts";
import {
  EMAIL_CHANGE_OUTBOX,
  sendEmailChangeMails,
  updatePassword,
  updateProfileInformation,
} from "./account.ts";
import {
  FORGOT_PASSWORD_MESSAGE,
  REGISTER_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZProfileInformationRequest,
  ZUpdatePasswordRequest,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResetPasswordRequest,
  ZVerifyEmailParams,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
} from "#shared/schemas/auth.ts";
import { ZMessage, ZValidationError } from "#shared/schemas/common.ts";
import { ZCurrentUser } from "#shared/schemas/user.ts";
import {
  createCurrentPasswordLimiter,
  createLoginLimiter,
  login,
  logout,
  register,
  REGISTRATION_OUTBOX,
  resendVerification,
  sendRegistrationMail,
  verifyEmail,
} from "./service.ts";

// Fortify's routes (PRODUCT.md "API details"). Only the POST methods of /login, /register and
// /logout are ours; GET of those paths are pages of the web app.

const BODY_LIMIT = 16 * 1024;
const ZUserResponse = z.object({ data: ZCurrentUser });

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const loginLimiter = createLoginLimiter(deps);
    deps.outbox.handle(REGISTRATION_OUTBOX, (payload) => sendRegistrationMail(deps, payload));

    app.post(
      "/register",
      {
        bodyLimit: BODY_LIMIT,
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: {
          tags: ["Konto"],
          summary: "Registrieren (Benutzer und erster Betrieb)",
          body: ZRegisterRequest,
          response: { 201: ZRegisterResponse, 422: ZValidationError, 429: ZMessage },
        },
        // The mail is made once the answer is out (platform/outbox.ts).
        onResponse: async () => deps.outbox.kick(),
      },
      async (request, reply) => {
        await register(deps, reply, request.body);
        return reply.code(201).send({ data: null, message: REGISTER_MESSAGE });
      },
    );

    const resetMailLimiter = createResetMailLimiter(deps);
    deps.outbox.handle(PASSWORD_RESET_OUTBOX, (payload) => sendPasswordResetLink(deps, payload));

    app.post(
      "/forgot-password",
      {
        bodyLimit: BODY_LIMIT,
        // Per IP here; per address silently in the service (a 429 would reveal the account).
        config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
        schema: {
          tags: ["Konto"],
          summary:
            "Link zum Zurücksetzen des Passworts anfordern (gleiche Antwort für jede Adresse)",
          body: ZForgotPasswordRequest,
          response: { 200: ZMessage, 422: ZValidationError, 429: ZMessage },
        },
        // The mail is made once the answer is out (platform/outbox.ts).
        onResponse: async () => deps.outbox.kick(),
      },
      async (request) => {
        await requestPasswordReset(deps, resetMailLimiter, request.body.email);
        return { message: FORGOT_PASSWORD_MESSAGE };
      },
    );

    app.post(
      "/reset-password",
      {
        bodyLimit: BODY_LIMIT,
        config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
        schema: {
          tags: ["Konto"],
          summary: "Neues Passwort mit dem Link aus der E-Mail setzen; beendet alle Sitzungen",
          body: ZResetPasswordRequest,
          response: { 200: ZMessage, 422: ZValidationError, 429: ZMessage },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body);
        return { message: RESET_PASSWORD_MESSAGE };
      },
    );

    app.post(
      "/login",
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ["Konto"],
          summary: "Anmelden",
          body: ZLoginRequest,
          response: { 200: ZUserResponse, 422: ZValidationError, 429: ZMessage },
        },
      },
      async (request, reply) => ({
        data: await login(deps, loginLimiter, request, reply, request.body),
      }),
    );

    app.post(
      "/logout",
      { bodyLimit: BODY_LIMIT, schema: { tags: ["Konto"], summary: "Abmelden" } },
      async (request, reply) => {
        await logout(deps, request, reply);
        return reply.code(204).send();
      },
    );

    app.get(
      "/api/user",
      {
        schema: {
          tags: ["Konto"],
          summary: "Der angemeldete Benutzer",
          response: { 200: ZUserResponse, 401: ZMessage },
        },
      },
      async (request) => ({ data: await requireUser(deps, request) }),
    );

    // The mailed link (GET) is a page of the web app (routes/email-verify-link.tsx) that
    // changes nothing; its button confirms here (ADR 019).
    app.post(
      "/email/verify/:id/:hash",
      {
        bodyLimit: BODY_LIMIT,
        // Any link that is not ours is a 403, a NUL in it too.
        config: { rateLimit: { max: 10, timeWindow: "1 minute" }, ownTextCheck: true },
        schema: {
          tags: ["Konto"],
          summary:
            "E-Mail-Adresse mit dem signierten Link aus der E-Mail bestätigen; beendet die anderen Sitzungen eines neuen Kontos",
          params: ZVerifyEmailParams,
          body: ZVerifyEmailRequest,
          response: {
            200: ZVerifyEmailResponse,
            403: ZMessage,
            409: ZMessage,
            422: ZValidationError,
            429: ZMessage,
          },
        },
      },
      async (request) => verifyEmail(deps, request, request.params, request.body),
    );

    const passwordLimiter = createCurrentPasswordLimiter(deps);
    deps.outbox.handle(EMAIL_CHANGE_OUTBOX, (payload) => sendEmailChangeMails(deps, payload));

    app.put(
      "/user/profile-information",
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ["Konto"],
          summary:
            "Name und E-Mail-Adresse ändern (eine neue Adresse braucht das aktuelle Passwort und gilt erst nach ihrer Bestätigung)",
          body: ZProfileInformationRequest,
          response: {
            200: ZUserResponse.extend({ message: z.string() }),
            401: ZMessage,
            422: ZValidationError,
            429: ZMessage,
          },
        },
        // The mails of an email change are made once the answer is out (platform/outbox.ts).
        onResponse: async () => deps.outbox.kick(),
      },
      async (request) => {
        const { user, message } = await updateProfileInformation(
          deps,
          passwordLimiter,
          request,
          request.body,
        );
        return { data: user, message };
      },
    );

    app.put(
      "/user/password",
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ["Konto"],
          summary: "Passwort ändern; beendet alle Sitzungen, auch diese (danach neu anmelden)",
          body: ZUpdatePasswordRequest,
          response: { 200: ZMessage, 401: ZMessage, 422: ZValidationError, 429: ZMessage },
        },
      },
      async (request, reply) => ({
        message: await updatePassword(deps, passwordLimiter, request, reply, request.body),
      }),
    );

    app.post(
      "/email/verification-notification",
      {
        bodyLimit: BODY_LIMIT,
        config: { rateLimit: { max: 6, timeWindow: "1 minute" } },
        schema: {
          tags: ["Konto"],
          summary: "Bestätigungslink erneut senden",
          response: { 200: ZMessage, 401: ZMessage, 429: ZMessage },
        },
      },
      async (request) => {
        const sent = await resendVerification(deps, request);
        return {
          message: sent ? VERIFICATION_SENT_MESSAGE : "Ihre E-Mail-Adresse ist bereits bestätigt.",
        };
      },
    );
  };

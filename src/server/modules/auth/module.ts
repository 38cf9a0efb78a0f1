import type { AuthWebServices } from "#shared/load-context.ts";
import { currentUser } from "#server/platform/session.ts";
import type { AppModule } from "../module.ts";
import { EMAIL_CHANGE_OUTBOX, sendEmailChangeMails } from "./account.ts";
import {
  mailPasswordChanged,
  PASSWORD_CHANGED_MAIL,
  PASSWORD_RESET_OUTBOX,
  sendPasswordResetLink,
} from "./password-reset.ts";
import { authRoutes } from "./routes.ts";
import { REGISTRATION_OUTBOX, sendRegistrationMail } from "./service.ts";

export const authModule = {
  name: "auth",
  routes: [authRoutes],
  // Every mail of the module is made after its request's answer (platform/outbox.ts).
  work: (deps) => ({
    [REGISTRATION_OUTBOX]: (payload) => sendRegistrationMail(deps, payload),
    [PASSWORD_RESET_OUTBOX]: (payload) => sendPasswordResetLink(deps, payload),
    [EMAIL_CHANGE_OUTBOX]: (payload) => sendEmailChangeMails(deps, payload),
    [PASSWORD_CHANGED_MAIL]: (payload) => mailPasswordChanged(deps, payload),
  }),
  services: (deps, request): AuthWebServices => ({
    currentUser: () => currentUser(deps.db, request),
  }),
} as const satisfies AppModule;

import type {
  ForgotPasswordRequest,
  LoginForm,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from "#shared/schemas/auth.ts";
import { api, type CallOptions } from "#web/lib/api.ts";

// The account calls of docs/product.md "API conventions" (names per docs/product.md "API conventions"). Failures are handled
// by the pages: each one has its own German toast text (docs/product.md "Texts and messages"), so no global error toast.

export const LOGIN_FORM_ID = "login";
export const REGISTER_FORM_ID = "register";
export const FORGOT_PASSWORD_FORM_ID = "forgot-password";
export const RESET_PASSWORD_FORM_ID = "reset-password";

export function login(values: LoginForm) {
  return api.post("/login", { body: values, form: LOGIN_FORM_ID, toast: false });
}

/**
 * docs/product.md "Accounts and sign-in": after login the user is fetched. A 401 here means the new session did not take:
 * the login page says the login failed instead of leading to the login again.
 */
export function fetchCurrentUser() {
  return api.get("/api/user", { toast: false, on401: "throw" });
}

/** 201 without a session (ADR 009): the employer confirms the mailed link, then logs in (ADR 019). */
export function register(values: RegisterRequest) {
  return api.post("/register", { body: values, form: REGISTER_FORM_ID, toast: false });
}

export function logout() {
  return api.post("/logout", { toast: false });
}

export function requestPasswordReset(values: ForgotPasswordRequest) {
  return api.post("/forgot-password", {
    body: values,
    form: FORGOT_PASSWORD_FORM_ID,
    toast: false,
  });
}

export function resetPassword(values: ResetPasswordRequest) {
  return api.post("/reset-password", { body: values, form: RESET_PASSWORD_FORM_ID, toast: false });
}

/**
 * Sends a new verification link; the server's message (or its 429 message) as a toast.
 * `on401: "throw"` for a page that shows its logged-out state instead of the login.
 */
export function resendVerificationLink(options: Pick<CallOptions, "on401"> = {}) {
  return api.post("/email/verification-notification", options);
}

/** DELETE /impersonation: staff return from an employer's account to their own. */
export function endImpersonation() {
  return api.delete("/impersonation");
}

/** The button on the page a verification link opens (ADR 019): the link's path and signature. */
export function confirmEmail(params: { id: string; hash: string }, link: VerifyEmailRequest) {
  return api.post("/email/verify/:id/:hash", { params, body: link, toast: false });
}

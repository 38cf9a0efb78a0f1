import type {
  ForgotPasswordRequest,
  LoginForm,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from "#shared/schemas/auth.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { http } from "#web/lib/http.ts";

// The account calls of SPEC.md §7 (names per PRODUCT.md "API details"). Failures are handled
// by the pages: each one has its own German toast text (SPEC.md §8), so no global error toast.

export const LOGIN_FORM_ID = "login";
export const REGISTER_FORM_ID = "register";
export const FORGOT_PASSWORD_FORM_ID = "forgot-password";
export const RESET_PASSWORD_FORM_ID = "reset-password";

export function login(values: LoginForm) {
  return http.post<{ data: CurrentUser }>("/login", values, { form: LOGIN_FORM_ID });
}

/** SPEC.md §4: after login the user is fetched. */
export function fetchCurrentUser() {
  return http.get<{ data: CurrentUser }>("/api/user");
}

/** 201 without a session (ADR 009): the employer confirms the mailed link, then logs in (ADR 019). */
export function register(values: RegisterRequest) {
  return http.post<{ data: null; message: string }>("/register", values, {
    form: REGISTER_FORM_ID,
  });
}

// An empty JSON object: the JSON content type of SPEC.md §7 with no body is refused.
export function logout() {
  return http.post<null>("/logout", {});
}

export function requestPasswordReset(values: ForgotPasswordRequest) {
  return http.post<{ message: string }>("/forgot-password", values, {
    form: FORGOT_PASSWORD_FORM_ID,
  });
}

export function resetPassword(values: ResetPasswordRequest) {
  return http.post<{ message: string }>("/reset-password", values, {
    form: RESET_PASSWORD_FORM_ID,
  });
}

/** Sends a new verification link; the server's message (or its 429 message) as a toast. */
export function resendVerificationLink() {
  return http.post<{ message: string }>(
    "/email/verification-notification",
    {},
    {
      globalErrors: true,
    },
  );
}

/** DELETE /impersonation: staff return from an employer's account to their own. */
export function endImpersonation() {
  return http.delete<{ message: string }>("/impersonation", { globalErrors: true });
}

/** The button on the page a verification link opens (ADR 019): the link's path and signature. */
export function confirmEmail(path: string, link: VerifyEmailRequest) {
  return http.post<VerifyEmailResponse>(path, link);
}

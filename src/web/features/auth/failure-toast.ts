import { notify } from "#web/ui/toast.ts";
import { HttpError } from "#web/lib/http.ts";

/**
 * A failed account call without field errors: docs/product.md "Texts and messages"'s text, followed by the server's
 * reason when it helps the user (too many attempts: when to try again; no connection).
 */
export function showFailureToast(title: string, error: unknown): void {
  const detail =
    error instanceof HttpError && (error.status === 429 || error.status === 0) && error.message
      ? error.message
      : "";
  notify.error(detail ? `${title}. ${detail}` : title);
}

/** True when the server answered with field errors, which the form shows at its fields. */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof HttpError && Boolean(error.errors && Object.keys(error.errors).length);
}

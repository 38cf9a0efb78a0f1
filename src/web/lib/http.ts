import type { ErrorCode } from "#shared/error-codes.ts";
import { notify } from "#web/ui/toast.ts";
import { useFormErrorStore } from "./form-errors.ts";
import { reloadAfterBackoff, resetReloadBackoff } from "./unavailable-reload.ts";

/**
 * The transport under the typed client (`lib/api.ts`): default headers, per-form field errors,
 * red toasts for server messages (or the page's own words, `setPageRefusal`), the session's end handled once, reload on 503 (after a
 * back-off). Pages call `api`, never this module's `request` directly.
 */
export interface RequestOptions {
  /** Sent as JSON; a FormData body is sent as multipart/form-data. */
  body?: unknown;
  /** Form identifier: its stored field errors are cleared before the call and on success, filled on 422. */
  form?: string;
  /** Show the server's message as a red toast when the call fails (except 401). */
  globalErrors?: boolean;
  /**
   * A 401 means the session ended meanwhile: by default the handler set by the app shell
   * (`setSessionExpiredHandler`) leads to the login and back, and the call never settles, so no
   * caller shows a second message for it. `"throw"` lets the caller see the 401 instead.
   */
  on401?: "login" | "throw";
  signal?: AbortSignal;
}

export class HttpError extends Error {
  readonly status: number;
  /** The server's machine-readable reason (`code` of the error body), if it sent one. */
  readonly code: ErrorCode | undefined;
  readonly errors: Record<string, string[]> | undefined;
  /** Seconds to wait before trying again, where the answer said so (`Retry-After`, a 429 or 503). */
  readonly retryAfter: number | undefined;
  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    code?: ErrorCode,
    retryAfter?: number,
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export const DEFAULT_HEADERS: Record<string, string> = {
  "Content-Type": "application/json",
  "Cache-Control": "no-cache",
  Accept: "application/json",
  "X-Requested-With": "XMLHttpRequest",
};

export const OFFLINE_MESSAGE = "Keine Verbindung zum Server. Bitte die Internetverbindung prüfen.";

const { "Content-Type": _json, ...MULTIPART_HEADERS } = DEFAULT_HEADERS;

let sessionExpired: (() => void) | null = null;
let pageRefusal: ((error: HttpError) => string | null) | null = null;

/** Set once by the app shell: what a 401 does (to the login and back); returns the unset. */
export function setSessionExpiredHandler(handler: () => void): () => void {
  sessionExpired = handler;
  return () => {
    if (sessionExpired === handler) sessionExpired = null;
  };
}

/**
 * Set by the app shell on a page in another language than German (lib/refusal-text.ts, ADR 056):
 * the red toast of a refusal says this text instead of the server's German message (null: no
 * toast). Unset, the toast is the server's message as always. Returns the unset.
 */
export function setPageRefusal(say: (error: HttpError) => string | null): () => void {
  pageRefusal = say;
  return () => {
    if (pageRefusal === say) pageRefusal = null;
  };
}

/** The toast of a refused call: the page's own text where one is set, else the server's. */
function toastRefusal(error: HttpError, serverMessage: string): void {
  const text = pageRefusal ? pageRefusal(error) : serverMessage;
  if (text) notify.error(text);
}

/** `Retry-After` in seconds: a number of seconds or a date (RFC 9110); else undefined. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A 401 outside `request` (a file download): the app shell's handler, as for any call. False
 * when no handler is set (then the caller reports the 401 itself).
 */
export function handleSessionExpired(): boolean {
  if (!sessionExpired) return false;
  sessionExpired();
  return true;
}

export async function request<T>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const store = useFormErrorStore.getState();
  if (options.form) store.clearForm(options.form);

  // A FormData body (file uploads) goes as is: the browser sets the multipart Content-Type
  // with its boundary, so the JSON one must not be sent.
  const multipart = typeof FormData !== "undefined" && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: multipart ? MULTIPART_HEADERS : DEFAULT_HEADERS,
      credentials: "same-origin",
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    const offline = new HttpError(0, OFFLINE_MESSAGE);
    if (options.globalErrors) toastRefusal(offline, OFFLINE_MESSAGE);
    throw offline;
  }

  const payload = await readJson(response);
  if (response.ok) {
    resetReloadBackoff();
    if (options.form) store.clearForm(options.form);
    return payload as T;
  }

  if (response.status === 401 && options.on401 !== "throw" && handleSessionExpired()) {
    return new Promise<T>(() => {});
  }
  if (response.status === 503) reloadAfterBackoff();
  const message = typeof payload?.message === "string" ? payload.message : "";
  const code = typeof payload?.code === "string" ? (payload.code as ErrorCode) : undefined;
  const errors =
    payload?.errors && typeof payload.errors === "object"
      ? (payload.errors as Record<string, string[]>)
      : undefined;
  if (options.form && errors) store.setErrors(options.form, errors);
  const error = new HttpError(
    response.status,
    message || `Fehler ${response.status}`,
    errors,
    code,
    retryAfterSeconds(response.headers.get("retry-after")),
  );
  if (response.status !== 401 && options.globalErrors) toastRefusal(error, message);
  throw error;
}

async function readJson(
  response: Response,
): Promise<{ message?: unknown; errors?: unknown; code?: unknown } | null> {
  if (response.status === 204) return null;
  try {
    return (await response.json()) as { message?: unknown; errors?: unknown; code?: unknown };
  } catch {
    return null;
  }
}

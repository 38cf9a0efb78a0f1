import type { ApiContract } from "#shared/api-contract.ts";
import type { Endpoint, EndpointInput, EndpointOutput, HttpMethod } from "#shared/contract.ts";
import { request, type RequestOptions } from "./http.ts";

/**
 * The browser's typed API client. Paths, parameters, bodies and answers come from the contract
 * (`src/shared/contract.ts`, one table per feature), as types only: no schema reaches the
 * browser through this module.
 *
 *   const { data } = await api.put("/api/job-advertisements/:id/step1", { params: { id }, body });
 *
 * Errors: a 401 leads to the login once for the whole app (the call never settles); with `form`,
 * 422 field errors show at that form's fields; `toast` (on unless set to false) shows any other
 * refusal's German message as a red toast; the call rejects with `HttpError` (status, code,
 * message, errors) for the caller to react to.
 */

type KeyOf<M extends HttpMethod> = Extract<keyof ApiContract, `${M} ${string}`>;
type PathOf<M extends HttpMethod> = KeyOf<M> extends `${M} ${infer P}` ? P : never;
type EntryOf<M extends HttpMethod, P extends string> = ApiContract[`${M} ${P}` & keyof ApiContract];

export interface CallOptions {
  /** Form identifier: field errors of a 422 show at that form's fields. */
  form?: string;
  /** The server's message as a red toast on a refusal (default); false when the caller says it. */
  toast?: boolean;
  /** `"throw"` when a 401 means something to this call instead of "the session ended". */
  on401?: RequestOptions["on401"];
  signal?: AbortSignal;
}

type Args<E> = E extends Endpoint
  ? Partial<EndpointInput<E>> extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions]
  : never;

interface LooseInput extends CallOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `/api/x/:id` with `{ id: 5 }` → `/api/x/5`, each value encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
}

/** The query string of an input: undefined left out, arrays as repeated keys. */
export function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function caller<M extends HttpMethod>(method: M) {
  return <P extends PathOf<M>>(
    path: P,
    ...[input]: Args<EntryOf<M, P>>
  ): Promise<EndpointOutput<EntryOf<M, P>>> => {
    const { params, query, body, form, toast = true, on401, signal } = (input ?? {}) as LooseInput;
    return request(method, fillPath(path, params) + queryString(query), {
      body,
      form,
      globalErrors: toast,
      on401,
      signal,
    });
  };
}

export const api = {
  get: caller("GET"),
  post: caller("POST"),
  put: caller("PUT"),
  patch: caller("PATCH"),
  delete: caller("DELETE"),
};

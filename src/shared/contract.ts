import type { z } from "zod";

/**
 * The API contract: every JSON endpoint is declared once, as data, in the table of its feature
 * (`src/shared/schemas/<feature>.ts`, `…Endpoints`). The server registers its routes from these
 * entries (`server/platform/endpoint.ts`: schemas, validation, OpenAPI); the browser's client
 * (`web/lib/api.ts`) takes its types from the same entries, so a wrong path, parameter, body or
 * field is a type error and no call writes its answer's type by hand. docs/decisions/026.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `"METHOD /path/:param"`, the path in Fastify's syntax. */
export type EndpointKey = `${HttpMethod} /${string}`;

export interface Endpoint {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly querystring?: z.ZodType;
  /** A JSON body; a multipart endpoint has none and declares `consumes` instead. */
  readonly body?: z.ZodType;
  readonly consumes?: readonly ["multipart/form-data"];
  /** By status; the success status (200, 201 or 204) is what the client returns. */
  readonly response: { readonly [status: number]: z.ZodType };
}

export type EndpointTable = { readonly [key: EndpointKey]: Endpoint };

/** Declares a feature's endpoints; the identity, for the types it keeps. */
export function defineEndpoints<const T extends EndpointTable>(table: T): T {
  return table;
}

// ---- Types the client derives from an entry ----

/**
 * What a path or query value is given as: the schema's input, except that a coercing schema
 * (`z.coerce.number()`, whose input is `unknown`) takes its output's type.
 */
type UrlValues<S extends z.ZodType> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};

type ParamsInput<E extends Endpoint> = E["params"] extends z.ZodType
  ? { params: UrlValues<E["params"]> }
  : { params?: never };

type QueryInput<E extends Endpoint> = E["querystring"] extends z.ZodType
  ? Partial<UrlValues<E["querystring"]>> extends UrlValues<E["querystring"]>
    ? { query?: UrlValues<E["querystring"]> }
    : { query: UrlValues<E["querystring"]> }
  : { query?: never };

type BodyInput<E extends Endpoint> = E["consumes"] extends readonly ["multipart/form-data"]
  ? { body: FormData }
  : E["body"] extends z.ZodType
    ? Partial<z.input<E["body"]>> extends z.input<E["body"]>
      ? { body?: z.input<E["body"]> }
      : { body: z.input<E["body"]> }
    : { body?: never };

/** What a call passes: path parameters, query and body, each only where the entry has one. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The parsed answer of a successful call; `null` for 204. */
export type EndpointOutput<E extends Endpoint> = {
  [S in SuccessStatus & keyof E["response"]]: S extends 204
    ? null
    : E["response"][S] extends z.ZodType
      ? z.output<E["response"][S]>
      : never;
}[SuccessStatus & keyof E["response"]];

/** Splits a key into its method and path at run time. */
export function splitEndpointKey(key: EndpointKey): { method: HttpMethod; path: string } {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space) as HttpMethod, path: key.slice(space + 1) };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { moreErrors, secondCount } from "#shared/count-texts.ts";
import { codeForStatus, ERROR_CODES, type ErrorCode } from "#shared/error-codes.ts";

export type FieldErrors = Record<string, string[]>;

/** The codes that belong to one HTTP status (a 404 factory takes only 404 codes). */
export type CodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C] extends S ? C : never;
}[ErrorCode];

/**
 * A failure the client should see. Services throw it; the one error handler below turns it
 * into Laravel's shapes (docs/ARCHITECTURE.md): 422 `{ message, errors }`, otherwise `{ message }`,
 * each with the machine-readable `code` beside (src/shared/error-codes.ts): the one given to
 * `AppError.of` or a factory, else the generic code of the status.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors?: FieldErrors,
    headers?: Record<string, string>,
    code: ErrorCode = codeForStatus(status),
  ) {
    super(message);
    this.name = "AppError";
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.headers = headers;
  }

  /** A refusal with its own code; the status is the code's (ERROR_CODES). */
  static of(
    code: ErrorCode,
    message: string,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ): AppError {
    return new AppError(ERROR_CODES[code], message, options.fieldErrors, options.headers, code);
  }
  static validation(
    fieldErrors: FieldErrors,
    code: CodeWithStatus<422> = "validation_failed",
  ): AppError {
    return new AppError(422, summarise(fieldErrors), fieldErrors, undefined, code);
  }
  static notFound(
    message = "Die angeforderte Seite wurde nicht gefunden.",
    code: CodeWithStatus<404> = "not_found",
  ): AppError {
    return new AppError(404, message, undefined, undefined, code);
  }
  static forbidden(
    message = "Sie haben keine Berechtigung für diese Aktion.",
    code: CodeWithStatus<403> = "forbidden",
  ): AppError {
    return new AppError(403, message, undefined, undefined, code);
  }
  static unauthenticated(message = "Sie sind nicht angemeldet."): AppError {
    return new AppError(401, message);
  }
  /** 429 with the wait in whole seconds (at least 1), as every rate limit answers. */
  static tooManyRequests(waitMs: number): AppError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError(
      429,
      `Zu viele Anfragen. Bitte in ${secondCount(seconds)} erneut versuchen.`,
      undefined,
      { "retry-after": String(seconds) },
    );
  }
}

/** The body of an answer without a more precise reason: the status's message and code. */
export function errorBody(
  status: number,
  message = messageForStatus(status),
): { message: string; code: ErrorCode } {
  return { message, code: codeForStatus(status) };
}

/** True for PostgreSQL's unique_violation (23505), also when wrapped by the driver or Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueIndex(error) !== undefined;
}

/**
 * The index (or constraint) a unique_violation names, "" where the driver does not say;
 * undefined for any other error.
 */
export function violatedUniqueIndex(error: unknown): string | undefined {
  // PGlite names it `constraint` (as node-postgres), postgres.js `constraint_name`.
  type Cause = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };
  for (let e = error as Cause | undefined, d = 0; e && d < 5; d++) {
    if (e.code === "23505") return e.constraint ?? e.constraint_name ?? "";
    e = e.cause as Cause | undefined;
  }
  return undefined;
}

/** Laravel's summary: the first message, plus "(und N weitere Fehler)". */
function summarise(fieldErrors: FieldErrors): string {
  const all = Object.values(fieldErrors).flat();
  const first = all[0] ?? "Die übermittelten Daten sind ungültig.";
  const rest = all.length - 1;
  if (rest <= 0) return first;
  return `${first} (und ${moreErrors(rest)})`;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: "Die Anfrage ist ungültig.",
  401: "Sie sind nicht angemeldet.",
  403: "Sie haben keine Berechtigung für diese Aktion.",
  404: "Die angeforderte Adresse wurde nicht gefunden.",
  405: "Diese Methode ist hier nicht erlaubt.",
  406: "Dieses Antwortformat wird nicht unterstützt.",
  408: "Die Anfrage hat zu lange gedauert.",
  413: "Die Anfrage ist zu groß.",
  414: "Die Adresse ist zu lang.",
  415: "Dieser Inhaltstyp wird nicht unterstützt. Bitte JSON senden (application/json).",
  419: "Die Anfrage konnte nicht bestätigt werden. Bitte die Seite neu laden und es erneut versuchen.",
  422: "Die übermittelten Daten sind ungültig.",
  429: "Zu viele Anfragen. Bitte später erneut versuchen.",
  431: "Die Kopfzeilen der Anfrage sind zu groß.",
  503: "Der Dienst ist vorübergehend nicht erreichbar. Bitte gleich noch einmal versuchen.",
};

function messageForStatus(status: number): string {
  return (
    STATUS_MESSAGES[status] ??
    (status >= 500 ? "Es ist ein interner Fehler aufgetreten." : "Die Anfrage ist ungültig.")
  );
}

/** Fastify's own error codes for malformed requests, mapped to precise German messages. */
function fastifyErrorMessage(error: FastifyError): string | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "Der Inhalt der Anfrage ist kein gültiges JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Der Inhalt der Anfrage ist leer, obwohl JSON angegeben wurde.";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Die Anfrage ist zu groß.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return messageForStatus(error.statusCode === 400 ? 400 : 415);
    default:
      return undefined;
  }
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
]);

/** Database unreachable (connection refused or lost, server shutting down, PGlite closed); Drizzle wraps these in `cause`. */
function isDatabaseDown(error: unknown): boolean {
  for (
    let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (CONNECTION_CODES.has(e.code ?? "") || /PGlite is closed/i.test(e.message ?? ""))
      return true;
  }
  return false;
}

/** Fastify's `frameworkErrors`: a bad URL encoding (400) or an overlong parameter (414). */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(errorBody(status));
}

/**
 * PostgreSQL text cannot hold NUL (SQLSTATE 22021, also PGlite's): a value with one that no
 * schema refused (most fields refuse control characters with a field error; a path segment such
 * as a slug does not) fails inside the query. That is bad input, not a server fault.
 */
function isUnstorableText(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === "22021" || e.code === "22P05") return true;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.status)
        .send(
          error.fieldErrors
            ? { message: error.message, errors: error.fieldErrors, code: error.code }
            : { message: error.message, code: error.code },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: FieldErrors = {};
      for (const v of error.validation) {
        const key = v.instancePath.split("/").filter(Boolean).join(".") || "_";
        (fieldErrors[key] ??= []).push(v.message ?? messageForStatus(422));
      }
      return reply.code(422).send({
        message: summarise(fieldErrors),
        errors: fieldErrors,
        code: "validation_failed" satisfies ErrorCode,
      });
    }
    const fe = error as FastifyError;
    const status = typeof fe.statusCode === "number" ? fe.statusCode : 500;
    if (status === 429) {
      return reply.code(429).send(errorBody(429, fe.message || messageForStatus(429)));
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorBody(status, fastifyErrorMessage(fe) ?? messageForStatus(status)));
    }
    if (isUnstorableText(error)) {
      return reply
        .code(400)
        .send(errorBody(400, "Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL)."));
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.code(503).header("retry-after", "5").send(errorBody(503));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(errorBody(500));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404));
  });
}

/**
 * One line for an operator: the innermost cause's message (Drizzle wraps the driver's
 * "connect ECONNREFUSED …" in "Failed query: …\nparams: …"), line breaks folded.
 */
export function operatorMessage(error: unknown): string {
  let inner = error as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; depth < 5 && inner?.cause instanceof Error; depth++) inner = inner.cause;
  const message =
    typeof inner?.message === "string" && inner.message ? inner.message : String(error);
  return message.replace(/\s*\n\s*/g, " ").trim();
}

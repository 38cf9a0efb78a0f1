import multipart from "@fastify/multipart";
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, type FieldErrors } from "#server/platform/errors.ts";
import { recogniseFile, type RecognisedFile } from "#server/platform/files/recognise.ts";
import { UNSTORABLE_TEXT_MESSAGE } from "#server/platform/unstorable-text.ts";
import { countText } from "#shared/plural.ts";
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGE_OR_FILE_MESSAGE,
  ZApplicationFields,
  type ApplicationFields,
} from "#shared/schemas/applications.ts";

/** A file of the form, recognised by its bytes (ADR 046). */
interface ApplicationUpload extends RecognisedFile {
  kind: "cv" | "attachment";
  /** The applicant's file name, cleaned for a download header. */
  fileName: string;
  bytes: Buffer;
}

export interface ApplicationForm {
  fields: ApplicationFields;
  files: ApplicationUpload[];
}

const MB = 1024 * 1024;
const TEXT_FIELDS = ["name", "email", "phone", "message", "consent", "locale"];
// A message of 2,000 characters is at most 8,000 bytes of UTF-8; a longer value is cut here and
// then refused by the schema's own length message.
const FIELD_BYTES = 16 * 1024;

/**
 * The multipart parser of the apply route's plugin only (everywhere else a multipart body stays
 * a 415). Busboy cuts a file at 10 MB and stops at the count of files and fields; the 20 MB
 * together are counted while reading (readFilePart), so a request never costs more than 20 MB
 * of files to read and hold.
 */
export async function registerApplicationUploads(app: FastifyInstance): Promise<void> {
  // Any other body (text/plain, multipart/mixed …) gets this route's own German 415, not the
  // API's general „send JSON“: the form is what a seeker's browser sends here.
  app.addContentTypeParser("*", (_request, _payload, done) =>
    done(new AppError(415, NOT_A_FORM), undefined),
  );
  await app.register(multipart, {
    limits: {
      fileSize: APPLICATION_LIMITS.fileBytes,
      files: 1 + APPLICATION_LIMITS.attachments,
      // Room for a few unknown fields, answered by name; the files' own limit comes first.
      fields: 2 * TEXT_FIELDS.length,
      parts: 2 * TEXT_FIELDS.length + 2 + APPLICATION_LIMITS.attachments,
      fieldSize: FIELD_BYTES,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  });
}

const TOO_MANY_FILES = `Du kannst einen Lebenslauf und höchstens ${countText(APPLICATION_LIMITS.attachments, "Anhang", "Anhänge")} mitschicken.`;
const fileTooLarge = (name: string) =>
  new AppError(
    413,
    `Die Datei „${name}“ ist zu groß: Erlaubt sind höchstens ${APPLICATION_LIMITS.fileBytes / MB} MB je Datei.`,
  );
const TOTAL_TOO_LARGE = new AppError(
  413,
  `Deine Dateien sind zusammen zu groß: Erlaubt sind höchstens ${APPLICATION_LIMITS.totalBytes / MB} MB.`,
);
const NOT_A_FORM =
  "Bitte schick die Bewerbung über das Formular (multipart/form-data) – so kam sie bei uns nicht an.";
const BROKEN_FORM =
  "Das Formular kam unvollständig oder beschädigt an. Bitte schick es noch einmal ab.";
const WRONG_FILE_TYPE = (name: string) =>
  `Die Datei „${name}“ ist kein PDF, DOCX, JPEG oder PNG. Bitte lade sie in einem dieser Formate hoch.`;
const MESSAGE_OR_FILE = APPLICATION_MESSAGE_OR_FILE_MESSAGE;

/**
 * Reads the form: text fields, the CV once and up to three attachments. Limits answer at once
 * (413 for size, 422 for count); everything else is gathered and answered as one 422 with a
 * message per field, so the form shows all of it together. Nothing is stored here.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  if (!request.isMultipart()) throw new AppError(415, NOT_A_FORM);
  // Without a prototype: a field named „constructor“ is a field like any other.
  const raw: Record<string, unknown> = Object.create(null);
  const errors: FieldErrors = Object.create(null);
  const addError = (field: string, message: string) => {
    (errors[field] ??= []).push(message);
  };
  const files: ApplicationUpload[] = [];
  let total = 0;
  let attachments = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (!TEXT_FIELDS.includes(part.fieldname)) addError(part.fieldname, UNKNOWN_FIELD);
        else if (part.fieldname in raw) addError(part.fieldname, TWICE);
        else raw[part.fieldname] = part.value;
        continue;
      }
      const kind =
        part.fieldname === APPLICATION_FILE_FIELDS.cv
          ? "cv"
          : part.fieldname === APPLICATION_FILE_FIELDS.attachments
            ? "attachment"
            : null;
      const shownName = cleanFileName(part.filename) || "ohne Namen";
      const bytes = await readFilePart(part.file, shownName, total);
      total += bytes.length;
      // A file input left empty sends a part without name and bytes: no file.
      if (bytes.length === 0 && !part.filename) continue;
      if (kind === null) {
        addError(part.fieldname, UNKNOWN_FIELD);
        continue;
      }
      if (kind === "cv" && files.some((file) => file.kind === "cv")) {
        addError("cv", "Bitte lade nur einen Lebenslauf hoch.");
        continue;
      }
      if (kind === "attachment" && ++attachments > APPLICATION_LIMITS.attachments) {
        throw AppError.validation({ attachments: [TOO_MANY_FILES] });
      }
      const field = kind === "cv" ? "cv" : "attachments";
      if (bytes.length === 0) {
        addError(field, `Die Datei „${shownName}“ ist leer.`);
        continue;
      }
      const recognised = recogniseFile(bytes);
      if (!recognised) {
        addError(field, WRONG_FILE_TYPE(shownName));
        continue;
      }
      files.push({
        ...recognised,
        kind,
        fileName: downloadName(part.filename, recognised.extension, kind, files.length),
        bytes,
      });
    }
  } catch (error) {
    throw formError(error);
  }

  const parsed = ZApplicationFields.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(String(issue.path[0] ?? "_"), issue.message);
  }
  for (const [field, value] of Object.entries(raw)) {
    if (typeof value === "string" && value.includes("\u0000"))
      addError(field, UNSTORABLE_TEXT_MESSAGE);
  }
  // Without either, the employer learns nothing but a name (ADR 046).
  if (
    parsed.success &&
    !parsed.data.message &&
    files.length === 0 &&
    !errors.cv &&
    !errors.attachments
  ) {
    addError("message", MESSAGE_OR_FILE);
  }
  if (Object.keys(errors).length > 0 || !parsed.success) throw AppError.validation(errors);
  return { fields: parsed.data, files };
}

/**
 * A file part's bytes, counted while they arrive: a 413 as soon as the file passes 10 MB
 * (busboy cuts it there and says so with `limit`) or all files so far pass 20 MB. Either ends
 * the part's stream early, and with it @fastify/multipart stops reading the request: the rest
 * of the body is neither read nor held.
 */
async function readFilePart(
  file: Readable & { truncated?: boolean },
  shownName: string,
  before: number,
): Promise<Buffer> {
  const tooLarge = () => fileTooLarge(shownName);
  const cut = () => file.destroy(tooLarge());
  file.once("limit", cut);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      // Cut before this loop began (a body that arrived at once): `limit` has been and gone.
      if (file.truncated) throw tooLarge();
      size += chunk.length;
      if (before + size > APPLICATION_LIMITS.totalBytes) throw TOTAL_TOO_LARGE;
      chunks.push(chunk);
    }
  } finally {
    file.off("limit", cut);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

const UNKNOWN_FIELD = "Dieses Feld gibt es im Bewerbungsformular nicht.";
const TWICE = "Dieses Feld darf nur einmal vorkommen.";

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** The multipart parser's failures as German answers; an AppError passes unchanged. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch (codeOf(error)) {
    case "FST_FILES_LIMIT":
      return AppError.validation({ attachments: [TOO_MANY_FILES] });
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return AppError.validation({ _: ["Das Formular hat zu viele Felder."] });
    case "FST_INVALID_JSON_FIELD_ERROR":
      return AppError.validation({ _: ["Ein Feld des Formulars ist ungültig."] });
    default:
      // Broken boundaries, cut bodies, prototype names: nothing a real form sends.
      return new AppError(400, BROKEN_FORM);
  }
}

/**
 * The name a download will carry: the last path part, without control characters and
 * quotes, at most 200 characters, and ending in the extension the content has (a DOCX sent as
 * „cv.pdf“ downloads as „cv.pdf.docx“, so no program opens it as what it is not).
 */
function downloadName(
  given: string | undefined,
  extension: RecognisedFile["extension"],
  kind: "cv" | "attachment",
  index: number,
): string {
  const base = cleanFileName(given) || (kind === "cv" ? "Lebenslauf" : `Anhang-${index + 1}`);
  const matches =
    base.toLowerCase().endsWith(`.${extension}`) ||
    (extension === "jpg" && base.toLowerCase().endsWith(".jpeg"));
  const suffix = matches ? "" : `.${extension}`;
  return base.slice(0, APPLICATION_LIMITS.fileName - suffix.length) + suffix;
}

function cleanFileName(given: string | undefined): string {
  return (given ?? "")
    .normalize("NFC")
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, APPLICATION_LIMITS.fileName);
}

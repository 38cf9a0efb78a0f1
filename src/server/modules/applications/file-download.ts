import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "#server/deps.ts";
import { applicationFiles, applications } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { requireUser } from "#server/platform/session.ts";
import { APPLICATION_FILE_TYPES, ZApplicationFileParams } from "#shared/schemas/applications.ts";
import { ZMessage } from "#shared/schemas/common.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { applicationStorage } from "./files.ts";
import { assertApplicationAccess, auditStaffRead } from "./inbox.ts";

// An application's file (ADR 046): a file route beside the JSON contract, like the ZIP export
// and the invoice PDFs. The bytes come from private storage and go only to the employer's own
// users, always as a download: an applicant's file may lie about its type (a script named
// cv.pdf, a PDF with JavaScript), so the browser must neither render nor sniff it.

const FILE_NOT_FOUND = "Diese Datei gibt es nicht (mehr).";

interface Download {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** One file of one application, for the application's employer; 404 for anything else. */
async function applicationFile(
  deps: Pick<Deps, "db" | "config">,
  user: CurrentUser,
  applicationId: number,
  fileId: number,
): Promise<Download> {
  const notFound = () => AppError.notFound(FILE_NOT_FOUND, "application.not_found");
  const [row] = await deps.db
    .select({
      application_id: applications.id,
      employer_id: applications.employer_id,
      file_name: applicationFiles.file_name,
      content_type: applicationFiles.content_type,
      storage_key: applicationFiles.storage_key,
    })
    .from(applicationFiles)
    .innerJoin(applications, eq(applications.id, applicationFiles.application_id))
    .where(
      and(eq(applicationFiles.id, fileId), eq(applicationFiles.application_id, applicationId)),
    );
  if (!row) throw notFound();
  assertApplicationAccess(user, row.employer_id, notFound);
  const bytes = await applicationStorage(deps.config).read(row.storage_key);
  // Its row outlived the file only between a deletion's two steps: gone for the caller too.
  if (!bytes) throw notFound();
  await auditStaffRead(
    deps.db,
    user,
    { id: row.application_id, employer_id: row.employer_id },
    "application.file_downloaded",
  );
  return {
    fileName: row.file_name,
    // Only a type we recognised from the bytes is named; anything else is opaque bytes.
    contentType:
      row.content_type in APPLICATION_FILE_TYPES ? row.content_type : "application/octet-stream",
    bytes,
  };
}

/**
 * `attachment` with the name twice: `filename*` (RFC 6266/8187) in UTF-8 for every browser of
 * today, and a plain ASCII `filename` for anything older — quotes, backslashes, control and
 * non-ASCII characters replaced, so no name can break out of the header.
 */
function attachmentDisposition(fileName: string): string {
  const ascii =
    fileName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/ß/g, "ss")
      .replace(/[^\x20-\x7e]|["\\;%]/g, "_")
      .trim() || "datei";
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const fileDownloadRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/api/applications/:id/files/:fileId",
      {
        // A person downloads a handful of files; far more is someone walking ids.
        config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
        schema: {
          tags: ["Bewerbungen"],
          summary:
            "Eine Datei einer Bewerbung herunterladen (nur für das Unternehmen; immer als Download)",
          params: ZApplicationFileParams,
          produces: ["application/octet-stream"],
          response: { 401: ZMessage, 403: ZMessage, 404: ZMessage, 429: ZMessage },
        },
      },
      async (request, reply) => {
        const user = await requireUser(deps, request);
        const file = await applicationFile(deps, user, request.params.id, request.params.fileId);
        return (
          reply
            .type(file.contentType)
            .header("content-disposition", attachmentDisposition(file.fileName))
            .header("x-content-type-options", "nosniff")
            // Should a browser render it after all, it runs in an opaque origin without script.
            .header("content-security-policy", "sandbox; default-src 'none'")
            .header("cache-control", "private, no-store")
            // Bytes, not JSON: Fastify sends a Buffer as it is (no response schema applies).
            .send(file.bytes as never)
        );
      },
    );
  };

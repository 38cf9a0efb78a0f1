import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";

/**
 * One uploaded file per request (logos, header images). Registered per route plugin, so only
 * those routes accept multipart bodies; everywhere else a multipart body stays a 415.
 */
export async function registerUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });
}

const MISSING = "Bitte wählen Sie eine Bilddatei aus.";

/** The bytes of the file in `field`; 422 on `field` when missing, 413 when too large. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  const missing = () => AppError.validation({ [field]: [MISSING] });
  if (!request.isMultipart()) throw missing();
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== field) throw missing();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      const mb = Math.round(maxBytes / (1024 * 1024));
      throw new AppError(413, `Die Datei ist zu groß. Erlaubt sind höchstens ${mb} MB.`);
    }
    throw missing();
  }
  if (bytes.length === 0) throw missing();
  return bytes;
}

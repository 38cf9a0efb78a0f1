import { APPLICATION_LIMITS } from "#shared/schemas/applications.ts";
import { formatFileSize } from "#shared/format.ts";
import { INTL_LOCALES } from "#shared/locales.ts";
import type { JobText } from "#web/lib/i18n.ts";

// The browser's check of an application's files before anything is sent: type by the first
// bytes (as the server recognises it, ADR 046) and the sizes. It only spares the seeker a
// long upload that would be refused; the server checks everything again and decides. The
// words are the page's language's (ADR 051).

const MB = 1024 * 1024;
const megabytes = (bytes: number, t: JobText) =>
  `${(bytes / MB).toLocaleString(INTL_LOCALES[t.locale])} MB`;

/** What each file may be, in words (the field's hint). */
export function fileLimitsText(t: JobText): string {
  return t("form.fileLimits", {
    fileSize: megabytes(APPLICATION_LIMITS.fileBytes, t),
    totalSize: megabytes(APPLICATION_LIMITS.totalBytes, t),
  });
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
// A DOCX is a ZIP; whether it holds a Word document only the server looks at.
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** Whether the file's first bytes are those of a PDF, PNG, JPEG or ZIP (DOCX). */
async function looksAllowed(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return [PDF, PNG, JPEG, ZIP].some((signature) => startsWith(head, signature));
}

/** Why a single file cannot be sent, or null. */
export async function fileProblem(file: File, t: JobText): Promise<string | null> {
  if (file.size === 0) return t("error.fileEmpty", { name: file.name });
  if (file.size > APPLICATION_LIMITS.fileBytes) {
    return t("error.fileTooLarge", {
      name: file.name,
      size: megabytes(APPLICATION_LIMITS.fileBytes, t),
    });
  }
  if (!(await looksAllowed(file))) return t("error.fileType", { name: file.name });
  return null;
}

/** Why these files together cannot be sent (too many attachments, too large), or null. */
export function filesTogetherProblem(
  cv: File | null,
  attachments: readonly File[],
  t: JobText,
): string | null {
  if (attachments.length > APPLICATION_LIMITS.attachments) {
    return t.count("error.tooManyFiles", APPLICATION_LIMITS.attachments);
  }
  const total = [cv, ...attachments].reduce((sum, file) => sum + (file?.size ?? 0), 0);
  if (total > APPLICATION_LIMITS.totalBytes) {
    return t("error.filesTooLarge", { size: megabytes(APPLICATION_LIMITS.totalBytes, t) });
  }
  return null;
}

/** A file's size for the list of chosen files: „240 KB“, „3,4 MB“ (the inbox's words too). */
export const fileSize = formatFileSize;

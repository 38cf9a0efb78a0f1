import { APPLICATION_LIMITS } from "#shared/schemas/applications.ts";
import { countText } from "#shared/plural.ts";
import { formatFileSize } from "#shared/format.ts";

// The browser's check of an application's files before anything is sent: type by the first
// bytes (as the server recognises it, ADR 046) and the sizes. It only spares the seeker a
// long upload that would be refused; the server checks everything again and decides.

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toLocaleString("de-DE")} MB`;

/** The formats in words, for hints and refusals. */
const FILE_FORMATS_TEXT = "PDF, Word (DOCX), JPEG oder PNG";

/** What each file may be, in words (the field's hint). */
export const FILE_LIMITS_TEXT = `${FILE_FORMATS_TEXT}; je Datei bis ${megabytes(APPLICATION_LIMITS.fileBytes)}, zusammen bis ${megabytes(APPLICATION_LIMITS.totalBytes)}.`;

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
export async function fileProblem(file: File): Promise<string | null> {
  if (file.size === 0) return `„${file.name}“ ist leer.`;
  if (file.size > APPLICATION_LIMITS.fileBytes) {
    return `„${file.name}“ ist zu groß: Jede Datei darf höchstens ${megabytes(APPLICATION_LIMITS.fileBytes)} groß sein.`;
  }
  if (!(await looksAllowed(file))) {
    return `„${file.name}“ ist keine PDF-, Word-, JPEG- oder PNG-Datei. Bitte wähle eine Datei in einem dieser Formate.`;
  }
  return null;
}

/** Why these files together cannot be sent (too many attachments, too large), or null. */
export function filesTogetherProblem(cv: File | null, attachments: readonly File[]): string | null {
  if (attachments.length > APPLICATION_LIMITS.attachments) {
    return `Du kannst höchstens ${countText(APPLICATION_LIMITS.attachments, "Anhang", "Anhänge")} mitschicken.`;
  }
  const total = [cv, ...attachments].reduce((sum, file) => sum + (file?.size ?? 0), 0);
  if (total > APPLICATION_LIMITS.totalBytes) {
    return `Alle Dateien zusammen dürfen höchstens ${megabytes(APPLICATION_LIMITS.totalBytes)} groß sein. Bitte lass eine weg oder wähle eine kleinere.`;
  }
  return null;
}

/** A file's size for the list of chosen files: „240 KB“, „3,4 MB“ (the inbox's words too). */
export const fileSize = formatFileSize;

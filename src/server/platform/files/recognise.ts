/**
 * What a user's file is, told by its bytes alone (ADR 046): the name and the type the browser
 * sent count for nothing, since both are whatever the sender wants. Knows the types of an
 * application (PDF, DOCX, JPEG, PNG); anything else is null.
 */
export interface RecognisedFile {
  contentType:
    | "application/pdf"
    | "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
    | "image/jpeg"
    | "image/png";
  extension: "pdf" | "docx" | "jpg" | "png";
}

/** A DOCX may unpack to at most this much, by the sizes its directory declares. */
export const DOCX_MAX_UNCOMPRESSED = 50 * 1024 * 1024;
/** No entry of a DOCX may claim to have been compressed more than this (a zip bomb does). */
const DOCX_MAX_RATIO = 100;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from("%PDF-", "latin1");
const ZIP_LOCAL = 0x04034b50;

const startsWith = (bytes: Buffer, magic: Buffer) =>
  bytes.length > magic.length && bytes.subarray(0, magic.length).equals(magic);

export function recogniseFile(bytes: Buffer): RecognisedFile | null {
  if (startsWith(bytes, PDF)) return { contentType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, PNG)) return { contentType: "image/png", extension: "png" };
  if (startsWith(bytes, JPEG)) return { contentType: "image/jpeg", extension: "jpg" };
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL && isDocx(bytes)) {
    return {
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    };
  }
  return null;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;

/**
 * A Word document: a ZIP whose central directory names `[Content_Types].xml` and
 * `word/document.xml`. Only the directory is read, nothing is inflated: the declared sizes
 * must add up to at most 50 MB and no entry may declare a ratio over 100:1, so a zip bomb is
 * refused before anyone unpacks it. ZIP64 (for archives beyond 4 GB) never holds a CV and is
 * refused with everything else that does not add up.
 */
function isDocx(bytes: Buffer): boolean {
  const eocd = findEndOfDirectory(bytes);
  if (eocd < 0) return false;
  const entries = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return false;
  if (offset + size > eocd) return false;
  const names = new Set<string>();
  let total = 0;
  let at = offset;
  for (let i = 0; i < entries; i++) {
    if (at + CENTRAL_SIZE > offset + size || bytes.readUInt32LE(at) !== CENTRAL) return false;
    const compressed = bytes.readUInt32LE(at + 20);
    const uncompressed = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const end = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (end > offset + size || localOffset >= offset) return false;
    if (uncompressed > compressed * DOCX_MAX_RATIO && uncompressed > 0) return false;
    total += uncompressed;
    if (total > DOCX_MAX_UNCOMPRESSED) return false;
    names.add(bytes.toString("utf8", at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
    at = end;
  }
  return names.has("[Content_Types].xml") && names.has("word/document.xml");
}

/** The End of Central Directory record: the last 22 bytes, or earlier by a comment's length. */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - 0xffff);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at--) {
    if (
      bytes.readUInt32LE(at) === EOCD &&
      at + EOCD_SIZE + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return at;
    }
  }
  return -1;
}

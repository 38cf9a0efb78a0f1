import sharp from "sharp";
import { AppError } from "../errors.ts";
import type { MediaStorage } from "./storage.ts";

/**
 * Uploaded pictures → the variants of docs/product.md "Job ads: fields and editor" (thumb, sm, md, md-blurred, lg, original).
 * The type is decided by the file's first bytes, never by its name or the browser's claim;
 * only JPEG, PNG and WebP are decoded at all (no SVG, which could carry script, no TIFF/HEIF).
 * Every variant is re-encoded as WebP without metadata (no EXIF location leaks).
 */

export type ImageKind = "logo" | "header";

export interface StoredImage {
  variants: {
    thumb: string;
    sm: string;
    md: string;
    "md-blurred": string;
    lg: string;
    original: string;
    url: string;
  };
  width: number;
  height: number;
}

/** Longest edge per variant; logos are small marks, header images wide pictures. */
const EDGES: Record<ImageKind, Record<"thumb" | "sm" | "md" | "lg" | "original", number>> = {
  logo: { thumb: 96, sm: 192, md: 384, lg: 768, original: 1600 },
  header: { thumb: 240, sm: 640, md: 1024, lg: 1920, original: 2560 },
};
const BLUR_EDGE = 32;
/** Decompression bombs: a 5 MB PNG can claim gigapixels. 40 MP covers any real photo. */
const MAX_INPUT_PIXELS = 40_000_000;
const MIN_EDGE = 16;

const INVALID_IMAGE_MESSAGE = "Die Datei ist kein gültiges Bild. Erlaubt sind JPEG, PNG und WebP.";

function sniffImageType(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return "png";
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

/**
 * Checks and converts an upload; throws a 422 on `field` for anything that is not a decodable
 * JPEG/PNG/WebP of sensible size.
 */
export async function storeImageVariants(
  storage: MediaStorage,
  folder: string,
  bytes: Buffer,
  kind: ImageKind,
  field: string,
): Promise<StoredImage> {
  const invalid = (message = INVALID_IMAGE_MESSAGE) => AppError.validation({ [field]: [message] });
  const type = sniffImageType(bytes);
  if (!type) throw invalid();

  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== type) throw invalid();
    // EXIF orientation 5–8 swaps the edges once the picture is turned upright.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    // Decode fully once: a truncated or corrupt file fails here, not halfway through.
    await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .resize(8, 8, { fit: "inside" })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const tooLarge = /pixel limit/i.test((error as Error).message);
    throw invalid(
      tooLarge
        ? "Das Bild hat zu viele Pixel. Bitte laden Sie ein Bild mit höchstens 40 Megapixeln hoch."
        : INVALID_IMAGE_MESSAGE,
    );
  }
  if (width < MIN_EDGE || height < MIN_EDGE) {
    throw invalid(
      `Das Bild ist zu klein. Es muss mindestens ${MIN_EDGE} × ${MIN_EDGE} Pixel groß sein.`,
    );
  }

  const base = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const sized = async (edge: number) =>
    base()
      .resize(edge, edge, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer();
  const edges = EDGES[kind];
  const [thumb, sm, md, lg, original, blurred] = await Promise.all([
    sized(edges.thumb),
    sized(edges.sm),
    sized(edges.md),
    sized(edges.lg),
    sized(edges.original),
    base().resize(BLUR_EDGE, BLUR_EDGE, { fit: "inside" }).blur(2).webp({ quality: 40 }).toBuffer(),
  ]);
  const put = (data: Buffer) => storage.put(folder, data, "webp");
  const [thumbUrl, smUrl, mdUrl, lgUrl, originalUrl, blurredUrl] = await Promise.all(
    [thumb, sm, md, lg, original, blurred].map(put),
  );
  return {
    variants: {
      thumb: thumbUrl!,
      sm: smUrl!,
      md: mdUrl!,
      "md-blurred": blurredUrl!,
      lg: lgUrl!,
      original: originalUrl!,
      url: originalUrl!,
    },
    width,
    height,
  };
}

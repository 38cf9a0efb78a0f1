import type { Image } from "#shared/schemas/jobs.ts";

const SIZES = ["thumb", "sm", "md", "lg", "original"] as const;
export type ImageSize = (typeof SIZES)[number] | "md-blurred";

/** docs/product.md "Job ads: fields and editor": the requested variant, else the next smaller one, else `url`. */
export function imageUrl(image: Image | null | undefined, size: ImageSize): string | undefined {
  if (!image) return undefined;
  if (size === "md-blurred") return image["md-blurred"] ?? imageUrl(image, "thumb");
  for (let i = SIZES.indexOf(size); i >= 0; i--) {
    const url = image[SIZES[i]!];
    if (url) return url;
  }
  return image.url;
}

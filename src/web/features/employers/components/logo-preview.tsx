import { useEffect, useRef, useState } from "react";
import type { Image } from "#shared/schemas/jobs.ts";
import { imageUrl } from "#web/lib/image.ts";

/**
 * The logo in the `md` variant (docs/product.md "Job ads: fields and editor", falling back to a smaller one). While it loads,
 * the tiny `md-blurred` variant fills the box, so the space never flashes empty.
 */
export function LogoPreview({
  name,
  logo,
  size = 128,
}: {
  name: string;
  logo: Image | null;
  size?: number;
}) {
  const src = imageUrl(logo, "md");
  const placeholder = imageUrl(logo, "md-blurred");
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);

  // An image from the server-rendered HTML may have finished before React attached onLoad.
  useEffect(() => {
    if (src && img.current?.complete && img.current.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  const box = { width: size, height: size };
  if (!src) {
    return (
      <div
        className="flex shrink-0 flex-col items-center justify-center rounded-2xl border-2 border-dashed border-moss-300 bg-moss-50 text-center text-moss-800"
        style={box}
      >
        <span aria-hidden="true" className="text-3xl font-bold">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="mt-1 px-2 text-xs font-medium">Noch kein Logo</span>
      </div>
    );
  }
  const loaded = loadedSrc === src;
  return (
    <div
      className="relative shrink-0 overflow-hidden rounded-2xl bg-white bg-cover bg-center ring-1 ring-moss-200"
      style={{
        ...box,
        backgroundImage: !loaded && placeholder ? `url("${placeholder}")` : undefined,
      }}
      data-loaded={loaded ? "true" : "false"}
    >
      <img
        ref={img}
        key={src}
        src={src}
        alt={`Logo ${name}`}
        width={size}
        height={size}
        onLoad={() => setLoadedSrc(src)}
        // A broken image shows its alt text rather than staying invisible.
        onError={() => setLoadedSrc(src)}
        className={`h-full w-full object-contain transition-opacity duration-300 ${loaded ? "opacity-100" : "opacity-0"}`}
      />
    </div>
  );
}

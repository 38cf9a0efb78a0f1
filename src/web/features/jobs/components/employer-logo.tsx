import type { Image } from "#shared/schemas/jobs.ts";
import { useShellText } from "#web/lib/i18n.ts";
import { imageUrl } from "#web/lib/image.ts";

/** The employer's logo, or its initial on a tinted square when it has none. */
export function EmployerLogo({
  name,
  logo,
  size = 56,
}: {
  name: string;
  logo: Image | null;
  size?: number;
}) {
  const t = useShellText();
  const src = imageUrl(logo, size > 80 ? "sm" : "thumb");
  const box = { width: size, height: size };
  if (src) {
    return (
      <img
        src={src}
        alt={t("card.logo", { name })}
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-xl bg-white object-contain ring-1 ring-moss-100"
        style={box}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-xl bg-moss-100 text-xl font-bold text-moss-800"
      style={box}
    >
      {name.slice(0, 1)}
    </span>
  );
}

import { Link } from "react-router";
import type { Sector } from "#shared/schemas/sectors.ts";
import { sectorName, sortedSectors, useLocalizedPath, useShellText } from "#web/lib/i18n.ts";

/** Each sector linking to its job page (docs/product.md "Pages and addresses" header panel and footer). */
export function SectorLinks({
  sectors,
  className,
  linkClassName,
}: {
  sectors: Sector[];
  className?: string;
  linkClassName?: string;
}) {
  const t = useShellText();
  const path = useLocalizedPath();
  return (
    <ul className={className}>
      {sortedSectors(sectors, t).map((sector) => (
        <li key={sector.id}>
          <Link to={path(`/jobs-im-bereich/${sector.slug}`)} className={linkClassName}>
            {sectorName(sector, t)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

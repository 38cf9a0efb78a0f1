import { Link } from "react-router";
import { translate } from "#shared/i18n.ts";
import type { Sector } from "#shared/schemas/sectors.ts";

export const SECTOR_PANEL_HEADING = "Finde Jobs in den folgenden Bereichen";

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
  return (
    <ul className={className}>
      {sectors.map((sector) => (
        <li key={sector.id}>
          <Link to={`/jobs-im-bereich/${sector.slug}`} className={linkClassName}>
            {translate(sector.name)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

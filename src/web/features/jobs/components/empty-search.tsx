import { useEffect, useState, type ReactNode } from "react";
import type { SearchRelaxation } from "#shared/schemas/jobs.ts";
import { fetchRelaxations } from "#web/features/search/store.ts";
import { wholeLand } from "#web/features/geocoding/components/location-value.ts";
import type { SearchFilter } from "#web/features/search/store.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { useSearchText } from "#web/features/search/components/search-text.ts";
import { sectorName, useShellText } from "#web/lib/i18n.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { relaxationText } from "../relaxation-text.ts";

/** The filter change a relaxation stands for. */
function changeOf(relaxation: SearchRelaxation, filter: SearchFilter): Partial<SearchFilter> {
  switch (relaxation.kind) {
    case "geo_radius":
      return filter.location
        ? { location: { ...filter.location, radius: relaxation.geo_radius } }
        : {};
    case "job_available_at":
      return { job_available_at: relaxation.job_available_at };
    case "sectors":
      return { sectors: relaxation.sectors };
    case "working_time":
      return { working_time: relaxation.working_time };
  }
}

/**
 * A search without results offers the changes of one field that would find something, each
 * with its count (ADR 025), as buttons that apply it; "Alle Jobs ansehen" drops the filter.
 * `children` (the job alert's offer) stand below.
 */
export function EmptySearch({
  filter,
  onChange,
  onReset,
  children,
}: {
  filter: SearchFilter;
  onChange: (patch: Partial<SearchFilter>) => void;
  onReset: () => void;
  children?: ReactNode;
}) {
  const t = useSearchText();
  const shell = useShellText();
  const { sectors } = usePageMetadata();
  const nameOf = (sector: { id: number; name: string }) => {
    const known = sectors.find((candidate) => candidate.id === sector.id);
    return known ? sectorName(known, shell) : sector.name;
  };
  const [offered, setOffered] = useState<{ key: string; data: SearchRelaxation[] } | null>(null);
  const key = filter.updated_at ?? "";
  useEffect(() => {
    let current = true;
    fetchRelaxations(filter)
      .then((answer) => current && setOffered({ key, data: answer.data }))
      .catch(() => current && setOffered({ key, data: [] }));
    return () => {
      current = false;
    };
    // One request per filter: `updated_at` changes with every change of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const relaxations = offered?.key === key ? offered.data : null;
  const land = wholeLand(filter.location);
  const radius = filter.location?.radius;
  const own = (filter.sectors ?? []).map((sector) => sector.id);

  return (
    <div className="rounded-3xl bg-moss-50 p-6 text-center ring-1 ring-moss-200 sm:p-8">
      <h2 className="text-xl font-bold text-moss-900">{t("empty.heading")}</h2>
      <p className="mx-auto mt-2 max-w-xl text-moss-800" aria-live="polite">
        {land ? t("empty.land", { land }) : radius ? t("empty.radius", { radius }) : t("empty.any")}{" "}
        {relaxations === null
          ? t("empty.looking")
          : relaxations.length > 0
            ? t("empty.offer")
            : t("empty.nothing")}
      </p>
      {relaxations && relaxations.length > 0 ? (
        <ul className="mx-auto mt-6 flex max-w-xl flex-col gap-3" aria-label={t("empty.changes")}>
          {relaxations.map((relaxation) => (
            <li key={relaxation.kind}>
              <button
                type="button"
                className={buttonClasses("primary", "w-full whitespace-normal")}
                onClick={() => onChange(changeOf(relaxation, filter))}
              >
                {relaxationText(relaxation, own, t, nameOf)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 flex justify-center">
        <button type="button" className={buttonClasses("secondary")} onClick={onReset}>
          {t("allJobs")}
        </button>
      </div>
      {children}
    </div>
  );
}

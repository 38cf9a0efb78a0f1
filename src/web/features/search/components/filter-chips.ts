import { regionLabel } from "./region.ts";
import { FILTER_TOGGLES } from "../store.ts";
import type { FilterField, FilterSector, FilterToggle, SearchFilter } from "../store.ts";
import type { WorkingTime } from "#shared/constants.ts";
import type { SearchText } from "./search-text.ts";

/** One removable chip under "Deine Auswahl:" (docs/product.md "Pages and addresses" filter modal). */
export interface FilterChip {
  key: string;
  label: string;
  field: FilterField | FilterToggle;
  /** For sector chips: the sector's id. */
  sectorId?: number;
}

/** How the page's language names a stored sector and a working time (German: as stored). */
export interface ChipNames {
  sector?(sector: FilterSector): string;
  workingTime?(time: WorkingTime): string;
}

/** The chips of a filter, in the field order of docs/product.md "Pages and addresses". */
export function filterChips(
  filter: SearchFilter,
  t: SearchText,
  names: ChipNames = {},
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const sector of filter.sectors ?? []) {
    chips.push({
      key: `sector-${sector.id}`,
      label: names.sector?.(sector) ?? sector.name,
      field: "sectors",
      sectorId: sector.id,
    });
  }
  if (filter.working_time) {
    chips.push({
      key: "working_time",
      label: names.workingTime?.(filter.working_time) ?? filter.working_time,
      field: "working_time",
    });
  }
  if (filter.job_available_at) {
    chips.push({
      key: "job_available_at",
      label: t("chip.start", { start: t(`start.${filter.job_available_at}`) }),
      field: "job_available_at",
    });
  }
  if (filter.location) {
    chips.push({ key: "location", label: regionLabel(filter.location, t), field: "location" });
  }
  for (const toggle of FILTER_TOGGLES) {
    if (filter[toggle]) chips.push({ key: toggle, label: t(`toggle.${toggle}`), field: toggle });
  }
  return chips;
}

/** The filter change that removes one chip (pass it to `setFilter`). */
export function withoutChip(filter: SearchFilter, chip: FilterChip): Partial<SearchFilter> {
  if (chip.field === "sectors") {
    return { sectors: (filter.sectors ?? []).filter((sector) => sector.id !== chip.sectorId) };
  }
  return { [chip.field]: undefined };
}

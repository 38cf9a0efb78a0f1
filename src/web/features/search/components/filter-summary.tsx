import { ChipList } from "#web/ui/chip.tsx";
import { useSearchStore } from "../store.ts";
import { filterChips } from "./filter-chips.ts";
import { FilterIcon } from "./icons.tsx";
import { useChipNames, useSearchText } from "./search-text.ts";

/**
 * The current filter at a glance for the /jobs header: the chosen values as chips and a
 * "Filter" button that opens the filter modal. Chips are not removable here: changing the
 * filter happens in the modal, where the search runs again.
 */
export function FilterSummary({ className = "" }: { className?: string }) {
  const filter = useSearchStore((state) => state.filter);
  const hydrated = useSearchStore((state) => state.hydrated);
  const openFilterModal = useSearchStore((state) => state.openFilterModal);
  const t = useSearchText();
  const chips = filterChips(filter, t, useChipNames());

  return (
    <div
      className={`flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="min-w-0">
        <p className="mb-1.5 text-sm font-semibold text-moss-900">{t("selection.heading")}</p>
        {hydrated ? (
          <ChipList label={t("selection.name")} emptyText={t("selection.empty")} items={chips} />
        ) : (
          <div className="h-8 w-48 animate-pulse rounded-full bg-moss-100" aria-hidden="true" />
        )}
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openFilterModal}
        className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 self-start rounded-full bg-white px-5 py-2 font-semibold text-moss-800 ring-2 ring-inset ring-moss-700 transition-colors hover:bg-moss-50 sm:self-auto"
      >
        <FilterIcon />
        {t("filter")}
        {chips.length > 0 ? (
          <span className="rounded-full bg-moss-700 px-2 py-0.5 text-xs font-bold text-white">
            {/* Read as "Filter, 5 gewählt"; the visible text stays part of the name (WCAG 2.5.3). */}
            <span className="sr-only">, </span>
            {chips.length}
            <span className="sr-only"> {t("filter.chosen")}</span>
          </span>
        ) : null}
      </button>
    </div>
  );
}

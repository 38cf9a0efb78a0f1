import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { LocationField } from "#web/features/geocoding/components/location-field.tsx";
import { useFormErrors, useFormErrorStore } from "#web/lib/form-errors.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ChipList } from "#web/ui/chip.tsx";
import { ModalBody, ModalDialog, ModalHeader } from "#web/ui/modal-dialog.tsx";
import { hasSearchedBefore, SEARCH_FORM_ID, useSearchStore, type SearchFilter } from "../store.ts";
import { filterChips, withoutChip } from "./filter-chips.ts";
import {
  SearchFailure,
  SectorChoice,
  StartChoice,
  ToggleChoice,
  WorkingTimeChoice,
} from "./filter-fields.tsx";
import { useRunSearch } from "./use-run-search.ts";
import { useChipNames, useSearchText } from "./search-text.ts";
import { locationTexts } from "./location-texts.ts";

const HEADING_ID = "filter-modal-heading";

/** The server's field names for each filter field (a 422 names these). */
const ERROR_KEYS: Record<keyof Omit<SearchFilter, "updated_at">, string[]> = {
  sectors: ["sectors"],
  working_time: ["working_time"],
  job_available_at: ["job_available_at"],
  location: ["latitude", "longitude", "geo_radius", "state"],
  with_accommodation: ["with_accommodation"],
  without_german: ["without_german"],
};

const noSubscription = () => () => {};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-moss-100 pt-5">
      <h3 id={id} className="mb-3 text-lg font-bold text-moss-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The filter modal (docs/product.md "Search wizard and filter modal"): sector, job type, start,
 * region and the switches "Mit Unterkunft" and "Ohne Deutschkenntnisse", the chosen values as removable chips, "Zurücksetzen" and the search. Closes on the
 * X, Escape, a click on the backdrop, or after a successful search (then /jobs).
 */
export function FilterModal() {
  const t = useSearchText();
  const names = useChipNames();
  const filter = useSearchStore((state) => state.filter);
  const setFilter = useSearchStore((state) => state.setFilter);
  const resetFilter = useSearchStore((state) => state.resetFilter);
  const close = useSearchStore((state) => state.closeFilterModal);
  const { sectors } = usePageMetadata();
  const errors = useFormErrors(SEARCH_FORM_ID);
  const { run, pending, failed } = useRunSearch(close);
  const searchedBefore = useSyncExternalStore(noSubscription, hasSearchedBefore, () => false);
  const [resets, setResets] = useState(0);
  const selectionHeading = useRef<HTMLHeadingElement>(null);

  const update = (patch: Partial<SearchFilter>) => {
    setFilter(patch);
    // docs/product.md "Texts and messages": a field's error disappears when the field gets a value.
    const clearField = useFormErrorStore.getState().clearField;
    for (const field of Object.keys(patch) as (keyof typeof ERROR_KEYS)[]) {
      if (patch[field] === undefined) continue;
      for (const key of ERROR_KEYS[field] ?? []) clearField(SEARCH_FORM_ID, key);
    }
  };

  const reset = () => {
    resetFilter();
    useFormErrorStore.getState().clearForm(SEARCH_FORM_ID);
    // A fresh location field also forgets a radius chosen without a place.
    setResets((count) => count + 1);
  };

  const chips = filterChips(filter, t, names);
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <ModalDialog
      onClose={close}
      closeOnOutsideClick
      layout="sheet"
      aria-labelledby={HEADING_ID}
      className="sm:max-w-2xl"
    >
      <ModalHeader
        id={HEADING_ID}
        title={t("filter")}
        onClose={close}
        closeLabel={t("modal.close")}
      />

      <ModalBody className="space-y-6 px-4 pb-8 pt-5 sm:px-8">
        <p className="text-moss-800" data-testid="filter-intro">
          {searchedBefore ? t("modal.introRepeat") : t("modal.introFirst")}
        </p>

        <div>
          <h3
            ref={selectionHeading}
            tabIndex={-1}
            className="mb-2 font-semibold text-moss-900 outline-none"
          >
            {t("selection.heading")}
          </h3>
          <ChipList
            label={t("selection.name")}
            emptyText={t("selection.empty")}
            removeLabel={(label) => t("chip.remove", { label })}
            items={chips}
            fallbackFocus={selectionHeading}
            onRemove={(item) => {
              const chip = chips.find((candidate) => candidate.key === item.key);
              if (chip) setFilter(withoutChip(useSearchStore.getState().filter, chip));
            }}
          />
        </div>

        <Section id="filter-sectors" title={t("modal.sectors")}>
          <SectorChoice
            labelledBy="filter-sectors"
            sectors={sectors}
            value={filter.sectors}
            onChange={(chosen) => update({ sectors: chosen })}
            error={errors.sectors?.[0]}
          />
        </Section>

        <Section id="filter-working-time" title={t("modal.workingTime")}>
          <WorkingTimeChoice
            labelledBy="filter-working-time"
            value={filter.working_time}
            onChange={(working_time) => update({ working_time })}
            error={errors.working_time?.[0]}
          />
        </Section>

        <Section id="filter-start" title={t("modal.start")}>
          <StartChoice
            labelledBy="filter-start"
            value={filter.job_available_at}
            onChange={(job_available_at) => update({ job_available_at })}
            error={errors.job_available_at?.[0]}
          />
        </Section>

        <Section id="filter-region" title={t("modal.region")}>
          <LocationField
            key={resets}
            text={locationTexts(t)}
            value={filter.location}
            onChange={(location) => update({ location })}
            error={
              errors.latitude?.[0] ??
              errors.longitude?.[0] ??
              errors.geo_radius?.[0] ??
              errors.state?.[0]
            }
          />
        </Section>

        <Section id="filter-more" title={t("modal.more")}>
          <ToggleChoice
            value={filter}
            onChange={(toggle, on) => update({ [toggle]: on ? true : undefined })}
          />
        </Section>

        {failed ? <SearchFailure hasFieldErrors={hasErrors} /> : null}
      </ModalBody>

      <div className="flex flex-col-reverse items-stretch gap-2 border-t border-moss-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-8 sm:py-4">
        <button
          type="button"
          onClick={reset}
          className="min-h-11 self-center rounded-full px-4 font-semibold text-moss-700 underline underline-offset-4 hover:text-moss-900 sm:self-auto sm:px-2"
        >
          {t("modal.reset")}
        </button>
        <button
          type="button"
          onClick={() => void run()}
          disabled={pending}
          aria-busy={pending || undefined}
          className={buttonClasses("primary", "px-6")}
        >
          {pending ? (
            <span
              className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              aria-hidden="true"
            />
          ) : null}
          {t("run")}
        </button>
      </div>
    </ModalDialog>
  );
}

import { useEffect, useRef, useState } from "react";
import { ProgressBar } from "react-aria-components";
import { LocationField } from "#web/features/geocoding/components/location-field.tsx";
import { useFormErrors } from "#web/lib/form-errors.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalBody, ModalDialog } from "#web/ui/modal-dialog.tsx";
import { SEARCH_FORM_ID } from "../store.ts";
import { missingFields, useSearchStore } from "../store.ts";
import { SearchFailure, SectorChoice, StartChoice, WorkingTimeChoice } from "./filter-fields.tsx";
import { CloseIcon } from "#web/ui/close-icon.tsx";
import { useRunSearch } from "./use-run-search.ts";
import { WIZARD_STEP_LIST, wizardProgress } from "./wizard-steps.ts";
import { useSearchText } from "./search-text.ts";
import { locationTexts } from "./location-texts.ts";

const HEADING_ID = "search-wizard-question";

/**
 * The guided search (docs/product.md "Search wizard and filter modal"): four questions, each answer written
 * straight into the filter store (and so into session storage). "Weiter" stays disabled
 * while the step's answer is missing; the last step runs the search and goes to /jobs.
 */
export function SearchWizard() {
  const t = useSearchText();
  const filter = useSearchStore((state) => state.filter);
  const setFilter = useSearchStore((state) => state.setFilter);
  const closeWizard = useSearchStore((state) => state.closeWizard);
  const { sectors } = usePageMetadata();
  const errors = useFormErrors(SEARCH_FORM_ID);
  const { run, pending, failed } = useRunSearch(closeWizard);
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // A new question: move focus to it so screen readers read it and Tab starts at its answers.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const current = WIZARD_STEP_LIST[step]!;
  const { percent, counter } = wizardProgress(step);
  const answered = !missingFields(filter).includes(current.field);
  const last = step === WIZARD_STEP_LIST.length - 1;

  return (
    <ModalDialog onClose={closeWizard} aria-labelledby={HEADING_ID} className="sm:max-w-2xl">
      <div className="flex items-center gap-3 border-b border-moss-100 px-4 py-3 sm:gap-5 sm:px-8 sm:py-4">
        <span
          aria-hidden="true"
          className="shrink-0 font-bold tabular-nums text-moss-800"
          data-testid="wizard-counter"
        >
          {counter}
        </span>
        <ProgressBar
          aria-label={t("wizard.progress")}
          value={percent}
          valueLabel={t("wizard.step", { step: step + 1, total: WIZARD_STEP_LIST.length })}
          className="flex-1"
        >
          {({ percentage }) => (
            <div className="h-2 overflow-hidden rounded-full bg-moss-100">
              <div
                className="h-full rounded-full bg-moss-700 transition-[width] duration-300 motion-reduce:transition-none"
                style={{ width: `${percentage ?? 0}%` }}
              />
            </div>
          )}
        </ProgressBar>
        <button
          type="button"
          onClick={closeWizard}
          className="-mr-2 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 font-semibold text-moss-800 hover:bg-moss-100"
        >
          <CloseIcon />
          {t("wizard.close")}
        </button>
      </div>

      <ModalBody className="px-4 pb-8 pt-6 sm:min-h-[26rem] sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-moss-700">
          {t("wizard.kicker")}
        </p>
        <h2
          ref={heading}
          id={HEADING_ID}
          tabIndex={-1}
          className="mt-1 text-2xl font-extrabold tracking-tight text-moss-900 outline-none sm:text-3xl"
        >
          {t(`wizard.${current.field}`)}
        </h2>
        <div className="mt-6">
          {current.field === "working_time" ? (
            <WorkingTimeChoice
              variant="cards"
              labelledBy={HEADING_ID}
              value={filter.working_time}
              onChange={(working_time) => setFilter({ working_time })}
              error={errors.working_time?.[0]}
            />
          ) : current.field === "job_available_at" ? (
            <StartChoice
              variant="cards"
              labelledBy={HEADING_ID}
              value={filter.job_available_at}
              onChange={(job_available_at) => setFilter({ job_available_at })}
              error={errors.job_available_at?.[0]}
            />
          ) : current.field === "sectors" ? (
            <SectorChoice
              variant="cards"
              labelledBy={HEADING_ID}
              sectors={sectors}
              value={filter.sectors}
              onChange={(chosen) => setFilter({ sectors: chosen })}
              error={errors.sectors?.[0]}
            />
          ) : (
            <LocationField
              text={locationTexts(t)}
              value={filter.location}
              onChange={(location) => setFilter({ location })}
              error={
                errors.latitude?.[0] ??
                errors.longitude?.[0] ??
                errors.geo_radius?.[0] ??
                errors.state?.[0]
              }
            />
          )}
        </div>
        {failed ? (
          <SearchFailure hasFieldErrors={Object.keys(errors).length > 0} className="mt-6" />
        ) : null}
      </ModalBody>

      <div className="flex items-center gap-2 border-t border-moss-100 px-4 py-3 sm:gap-3 sm:px-8 sm:py-4">
        {step > 0 ? (
          <button
            type="button"
            onClick={() => setStep(step - 1)}
            className={buttonClasses("secondary", "shrink-0 px-4")}
          >
            {t("wizard.back")}
          </button>
        ) : null}
        {last ? (
          <button
            type="button"
            onClick={() => void run()}
            disabled={!answered || pending}
            aria-busy={pending || undefined}
            className={buttonClasses(
              "primary",
              "ml-auto flex-1 px-3 text-[15px] leading-tight sm:flex-none sm:px-6 sm:text-base",
            )}
          >
            {pending ? (
              <span
                className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                aria-hidden="true"
              />
            ) : null}
            {t("run")}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setStep(step + 1)}
            disabled={!answered}
            className={buttonClasses("primary", "ml-auto min-w-32 px-6")}
          >
            {t("wizard.next")}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}

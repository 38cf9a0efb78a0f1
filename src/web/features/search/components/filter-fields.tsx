import { Checkbox, CheckboxGroup, Radio, RadioGroup, Switch, Text } from "react-aria-components";
import {
  JOB_AVAILABLE_AT,
  MAX_SEARCH_SECTORS,
  WORKING_TIMES,
  type JobAvailableAt,
  type WorkingTime,
} from "#shared/constants.ts";
import { translate } from "#shared/i18n.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { sectorName, sortedSectors, useShellText } from "#web/lib/i18n.ts";
import { FILTER_TOGGLES, type FilterSector, type FilterToggle } from "../store.ts";
import { useSearchText } from "./search-text.ts";

/** The answers of the wizard and the sections of the filter modal share these controls. */
type Variant = "cards" | "pills";

function optionClasses(
  variant: Variant,
  state: { isSelected: boolean; isFocusVisible: boolean; isDisabled: boolean },
) {
  const base =
    variant === "cards"
      ? "flex min-h-16 items-center gap-3 rounded-2xl px-4 py-3 text-left"
      : "inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm sm:text-base";
  const look = state.isSelected
    ? "bg-moss-700 text-white ring-2 ring-moss-700"
    : state.isDisabled
      ? "bg-white text-moss-900/60 ring-1 ring-moss-200"
      : "bg-white text-moss-900 ring-1 ring-moss-300 hover:bg-moss-50 hover:ring-moss-600";
  const focus = state.isFocusVisible ? "outline-3 outline-offset-2 outline-earth-500" : "";
  const cursor = state.isDisabled ? "cursor-not-allowed" : "cursor-pointer";
  return `${base} ${look} ${focus} ${cursor} font-semibold ring-inset transition-colors motion-reduce:transition-none`;
}

function Indicator({
  kind,
  selected,
  variant,
}: {
  kind: "radio" | "checkbox";
  selected: boolean;
  variant: Variant;
}) {
  const size = variant === "cards" ? "h-5 w-5" : "h-4 w-4";
  const shape = kind === "radio" ? "rounded-full" : "rounded-md";
  return (
    <span
      aria-hidden="true"
      className={`flex ${size} shrink-0 items-center justify-center ${shape} border-2 ${
        selected ? "border-white bg-white text-moss-700" : "border-moss-600 bg-white"
      }`}
    >
      {selected ? (
        kind === "radio" ? (
          <span className="h-2 w-2 rounded-full bg-moss-700" />
        ) : (
          <svg
            viewBox="0 0 16 16"
            className="h-3 w-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M3 8.5l3 3 7-7" />
          </svg>
        )
      ) : null}
    </span>
  );
}

interface ChoiceProps<T> {
  value: T | undefined;
  onChange(value: T): void;
  /** id of the visible heading naming the group */
  labelledBy: string;
  variant?: Variant;
  error?: string;
}

function FieldError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text slot="errorMessage" className="mt-2 block text-sm font-medium text-red-700">
      {message}
    </Text>
  );
}

export function WorkingTimeChoice({
  value,
  onChange,
  labelledBy,
  variant = "pills",
  error,
}: ChoiceProps<WorkingTime>) {
  const t = useSearchText();
  const shell = useShellText();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? null}
      onChange={(next) => onChange(next as WorkingTime)}
      isInvalid={Boolean(error)}
    >
      <div className={variant === "cards" ? "grid gap-3 sm:grid-cols-2" : "flex flex-wrap gap-2"}>
        {WORKING_TIMES.map((time) => (
          <Radio key={time} value={time} className={(state) => optionClasses(variant, state)}>
            {({ isSelected }) => (
              <>
                <Indicator kind="radio" selected={isSelected} variant={variant} />
                {variant === "cards" ? (
                  <span>
                    <span className="block text-lg">
                      {shell.lookup(`workingTime.${time}`) ?? time}
                    </span>
                    <span
                      className={`block text-sm font-normal ${isSelected ? "text-white" : "text-moss-800"}`}
                    >
                      {t(`workingTimeHint.${time}`)}
                    </span>
                  </span>
                ) : (
                  (shell.lookup(`workingTime.${time}`) ?? time)
                )}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldError message={error} />
    </RadioGroup>
  );
}

export function StartChoice({
  value,
  onChange,
  labelledBy,
  variant = "pills",
  error,
}: ChoiceProps<JobAvailableAt>) {
  const t = useSearchText();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value ?? null}
      onChange={(next) => onChange(next as JobAvailableAt)}
      isInvalid={Boolean(error)}
    >
      <div className={variant === "cards" ? "grid gap-3 sm:grid-cols-2" : "flex flex-wrap gap-2"}>
        {JOB_AVAILABLE_AT.map((start) => (
          <Radio key={start} value={start} className={(state) => optionClasses(variant, state)}>
            {({ isSelected }) => (
              <>
                <Indicator kind="radio" selected={isSelected} variant={variant} />
                {variant === "cards" ? (
                  <span>
                    <span className="block text-lg">{t(`start.${start}`)}</span>
                    <span
                      className={`block text-sm font-normal ${isSelected ? "text-white" : "text-moss-800"}`}
                    >
                      {t(`startHint.${start}`)}
                    </span>
                  </span>
                ) : (
                  t(`start.${start}`)
                )}
              </>
            )}
          </Radio>
        ))}
      </div>
      <FieldError message={error} />
    </RadioGroup>
  );
}

interface SectorChoiceProps extends Omit<ChoiceProps<FilterSector[]>, "value"> {
  value: FilterSector[] | undefined;
  sectors: Sector[];
}

/**
 * Up to MAX_SEARCH_SECTORS sectors (docs/product.md "Texts and messages"): at the limit the other options are disabled.
 * There is no "clear all" here; single sectors are unticked or removed as chips.
 */
export function SectorChoice({
  value,
  onChange,
  labelledBy,
  sectors,
  variant = "pills",
  error,
}: SectorChoiceProps) {
  const t = useSearchText();
  const shell = useShellText();
  const selected = (value ?? []).map((sector) => String(sector.id));
  const full = selected.length >= MAX_SEARCH_SECTORS;
  const hintId = `${labelledBy}-hint`;
  return (
    <CheckboxGroup
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      value={selected}
      isInvalid={Boolean(error)}
      onChange={(ids) => {
        // Keep the order of choosing; never more than the limit.
        const byId = new Map(sectors.map((sector) => [String(sector.id), sector]));
        const kept = (value ?? []).filter((sector) => ids.includes(String(sector.id)));
        const added = ids
          .filter((id) => !kept.some((sector) => String(sector.id) === id))
          .map((id) => byId.get(id))
          .filter((sector): sector is Sector => sector !== undefined)
          .map((sector) => ({ id: sector.id, name: translate(sector.name) }));
        onChange([...kept, ...added].slice(0, MAX_SEARCH_SECTORS));
      }}
    >
      <p id={hintId} className="mb-3 text-sm text-moss-800">
        {t("sectors.hint")}
        {full ? ` ${t("sectors.full")}` : null}
      </p>
      <div className={variant === "cards" ? "grid gap-3 sm:grid-cols-2" : "flex flex-wrap gap-2"}>
        {sortedSectors(sectors, shell).map((sector) => {
          const id = String(sector.id);
          const isSelected = selected.includes(id);
          return (
            <Checkbox
              key={sector.id}
              value={id}
              isDisabled={full && !isSelected}
              className={(state) => optionClasses(variant, state)}
            >
              {({ isSelected: checked }) => (
                <>
                  <Indicator kind="checkbox" selected={checked} variant={variant} />
                  <span className={variant === "cards" ? "text-base sm:text-lg" : ""}>
                    {sectorName(sector, shell)}
                  </span>
                </>
              )}
            </Checkbox>
          );
        })}
      </div>
      <FieldError message={error} />
    </CheckboxGroup>
  );
}

/** The filter's on/off switches ("Mit Unterkunft", "Ohne Deutschkenntnisse"), each with its hint. */
export function ToggleChoice({
  value,
  onChange,
}: {
  value: Partial<Record<FilterToggle, true>>;
  onChange(toggle: FilterToggle, on: boolean): void;
}) {
  const t = useSearchText();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {FILTER_TOGGLES.map((toggle) => {
        const hintId = `filter-toggle-${toggle}-hint`;
        return (
          <div key={toggle} className="rounded-2xl bg-white p-3 ring-1 ring-moss-200">
            <Switch
              isSelected={value[toggle] === true}
              onChange={(on) => onChange(toggle, on)}
              aria-describedby={hintId}
              className="group flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold text-moss-900"
            >
              {({ isSelected, isFocusVisible }) => (
                <>
                  {t(`toggle.${toggle}`)}
                  <span
                    aria-hidden="true"
                    className={`flex h-7 w-12 shrink-0 items-center rounded-full p-1 transition-colors motion-reduce:transition-none ${
                      isSelected ? "bg-moss-700" : "bg-moss-50 ring-2 ring-inset ring-moss-600"
                    } ${isFocusVisible ? "outline-3 outline-offset-2 outline-earth-500" : ""}`}
                  >
                    <span
                      className={`h-5 w-5 rounded-full shadow transition-transform motion-reduce:transition-none ${
                        isSelected ? "translate-x-5 bg-white" : "bg-moss-600"
                      }`}
                    />
                  </span>
                </>
              )}
            </Switch>
            <p id={hintId} className="mt-1 text-sm text-moss-800">
              {t(`toggleHint.${toggle}`)}
            </p>
          </div>
        );
      })}
    </div>
  );
}

/** Shown in the wizard and the modal when a search failed: missing filters or a server problem. */
export function SearchFailure({
  hasFieldErrors,
  className = "",
}: {
  hasFieldErrors: boolean;
  className?: string;
}) {
  const t = useSearchText();
  return (
    <p
      role="alert"
      className={`rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ${className}`}
    >
      {hasFieldErrors ? t("failure.missing") : t("failure.server")}
    </p>
  );
}

import type { ReactNode } from "react";
import {
  Controller,
  useWatch,
  type FieldErrors,
  type UseFormRegisterReturn,
} from "react-hook-form";
import {
  ACCOMMODATION_KINDS,
  ACCOMMODATION_LABELS,
  DRIVING_LICENCE_HINTS,
  DRIVING_LICENCES,
  HOURS_PER_WEEK_MAX,
  HOURS_PER_WEEK_MIN,
  LANGUAGE_CODES,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  LANGUAGE_NAMES,
  MAX_AD_LANGUAGES,
  type AccommodationKind,
} from "#shared/constants.ts";
import { errorText } from "#web/lib/form-errors.ts";
import { TextField } from "#web/ui/text-field.tsx";
import type { LanguageRow, Step1Values } from "../values.ts";
import { optionClass, type Step1Control } from "./step1-fields.tsx";

// Step 1's section "Saison und Rahmenbedingungen": what seasonal workers ask first (when, how
// long a week, where to sleep, how to get there, which licence and language). All optional but
// the season of a seasonal job.

interface SectionProps {
  control: Step1Control;
  /** The form's id prefix, for the ids the fields' hints and errors need. */
  ids: string;
  errors: FieldErrors<Step1Values>;
  /** register() with the SSR value (useStepForm's `bind`). */
  bind(name: "hours_per_week" | "accommodation_cost_cents"): UseFormRegisterReturn & {
    defaultValue: string | number;
  };
}

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300 ${
    invalid ? "border-red-700" : "border-moss-300"
  }`;

const ACCOMMODATION_CHOICES: { value: AccommodationKind | ""; label: string }[] = [
  { value: "", label: "Keine Angabe" },
  ...ACCOMMODATION_KINDS.map((kind) => ({ value: kind, label: ACCOMMODATION_LABELS[kind] })),
];

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

function Optional({ shown }: { shown: boolean }) {
  return shown ? <span className="font-normal text-moss-700"> (optional)</span> : null;
}

/** Beginning and end of the season: required for "Saisonarbeit", optional for the others. */
function SeasonFields({ control, ids, errors }: Omit<SectionProps, "bind">) {
  const workingTime = useWatch({ control, name: "working_time" });
  const seasonal = workingTime === "Saisonarbeit";
  const hintId = `${ids}-season-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="font-semibold text-moss-900">
        Saison
        <Optional shown={!seasonal} />
      </legend>
      <p id={hintId} className="mt-0.5 text-sm text-moss-700">
        {seasonal
          ? "Bei Saisonarbeit geben Sie bitte an, wann die Saison beginnt und endet."
          : "Für einen Einsatz in einer bestimmten Zeit, z. B. zur Ernte: Beginn und Ende angeben."}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {(["season_start", "season_end"] as const).map((name) => {
          const error = errorText(errors[name]);
          const inputId = `${ids}-${name}`;
          return (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <div>
                  <label htmlFor={inputId} className="font-semibold text-moss-900">
                    {name === "season_start" ? "Saisonbeginn" : "Saisonende"}
                  </label>
                  <input
                    id={inputId}
                    ref={field.ref}
                    type="date"
                    value={field.value}
                    required={seasonal}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    className={inputClass(Boolean(error))}
                  />
                  <FieldError id={`${inputId}-error`} error={error} />
                </div>
              )}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** Where the workers sleep: not stated, none, free, or paid with its monthly cost. */
function AccommodationField({ control, ids, errors, bind }: SectionProps) {
  const kind = useWatch({ control, name: "accommodation" });
  const error = errorText(errors.accommodation);
  const costError = errorText(errors.accommodation_cost_cents);
  return (
    <Controller
      control={control}
      name="accommodation"
      render={({ field }) => (
        <fieldset aria-describedby={error ? `${ids}-accommodation-error` : undefined}>
          <legend className="font-semibold text-moss-900">
            Unterkunft
            <Optional shown />
          </legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {ACCOMMODATION_CHOICES.map((choice, index) => (
              <label key={choice.value} className={optionClass(field.value === choice.value)}>
                <input
                  type="radio"
                  name={`${ids}-accommodation`}
                  value={choice.value}
                  ref={index === 0 ? field.ref : undefined}
                  checked={field.value === choice.value}
                  onChange={() => field.onChange(choice.value)}
                  onBlur={field.onBlur}
                  className="h-5 w-5 shrink-0 accent-moss-700"
                />
                <span className="font-semibold">{choice.label}</span>
              </label>
            ))}
          </div>
          <FieldError id={`${ids}-accommodation-error`} error={error} />
          {kind === "paid" ? (
            <div className="mt-4 max-w-xs">
              <TextField
                label="Kosten pro Monat in €"
                hint="Was die Unterkunft im Monat kostet, z. B. 250 oder 249,50."
                inputMode="decimal"
                autoComplete="off"
                error={costError}
                {...bind("accommodation_cost_cents")}
              />
            </div>
          ) : null}
        </fieldset>
      )}
    />
  );
}

/** One yes/no field of the form as a checkbox row. */
function BooleanOption({
  control,
  name,
  className = "",
  children,
}: {
  control: Step1Control;
  name: "meals" | "transport" | "fixed_term" | "no_languages_needed";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className={`${optionClass(field.value)} ${className}`}>
          <input
            type="checkbox"
            ref={field.ref}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            className="h-5 w-5 shrink-0 accent-moss-700"
          />
          {children}
        </label>
      )}
    />
  );
}

const EXTRAS = [
  { name: "meals", label: "Verpflegung gestellt", hint: "Mahlzeiten sind gestellt." },
  {
    name: "transport",
    label: "Abholung oder Fahrt zum Einsatzort",
    hint: "Sie holen ab oder fahren die Leute zum Feld oder zur Baustelle.",
  },
  { name: "fixed_term", label: "Befristet", hint: "Die Stelle ist befristet." },
] as const;

function ExtrasField({ control }: Pick<SectionProps, "control">) {
  return (
    <fieldset>
      <legend className="font-semibold text-moss-900">
        Weitere Bedingungen
        <Optional shown />
      </legend>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {EXTRAS.map((extra) => (
          <BooleanOption key={extra.name} control={control} name={extra.name}>
            <span>
              <span className="block font-semibold">{extra.label}</span>
              <span className="block text-sm text-moss-800">{extra.hint}</span>
            </span>
          </BooleanOption>
        ))}
      </div>
    </fieldset>
  );
}

function LicencesField({ control, ids, errors }: Omit<SectionProps, "bind">) {
  const error = errorText(errors.driving_licences);
  const hintId = `${ids}-licences-hint`;
  return (
    <Controller
      control={control}
      name="driving_licences"
      render={({ field }) => {
        const chosen = new Set(field.value);
        return (
          <fieldset aria-describedby={error ? `${ids}-licences-error ${hintId}` : hintId}>
            <legend className="font-semibold text-moss-900">
              Führerschein
              <Optional shown />
            </legend>
            <p id={hintId} className="mt-0.5 text-sm text-moss-700">
              Kreuzen Sie die Klassen an, die für die Stelle nötig sind.
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {DRIVING_LICENCES.map((licence, index) => (
                <label key={licence} className={optionClass(chosen.has(licence))}>
                  <input
                    type="checkbox"
                    ref={index === 0 ? field.ref : undefined}
                    checked={chosen.has(licence)}
                    onChange={(event) =>
                      field.onChange(
                        DRIVING_LICENCES.filter((l) =>
                          l === licence ? event.target.checked : chosen.has(l),
                        ),
                      )
                    }
                    onBlur={field.onBlur}
                    aria-invalid={error ? true : undefined}
                    className="h-5 w-5 shrink-0 accent-moss-700"
                  />
                  <span>
                    <span className="block font-semibold">{licence}</span>
                    <span className="block text-sm text-moss-800">
                      {DRIVING_LICENCE_HINTS[licence]}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids}-licences-error`} error={error} />
          </fieldset>
        );
      }}
    />
  );
}

/** Focuses an element once React has drawn it (a row just added, the add button after a removal). */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

const selectClass = (invalid: boolean) => `${inputClass(invalid)} pr-8`;

/** Language rows (language and level), up to MAX_AD_LANGUAGES, or "no language needed". */
function LanguagesField({ control, ids, errors }: Omit<SectionProps, "bind">) {
  const none = useWatch({ control, name: "no_languages_needed" });
  const listErrors = errors.languages;
  // A message for the whole list (too many, a language twice) or, from the server, at `languages`.
  const listError =
    listErrors && "message" in listErrors && typeof listErrors.message === "string"
      ? listErrors.message
      : errorText(listErrors?.root);
  const hintId = `${ids}-languages-hint`;
  const addId = `${ids}-language-add`;
  return (
    <fieldset aria-describedby={listError ? `${ids}-languages-error ${hintId}` : hintId}>
      <legend className="font-semibold text-moss-900">
        Sprachkenntnisse
        <Optional shown />
      </legend>
      <p id={hintId} className="mt-0.5 text-sm text-moss-700">
        Welche Sprachen sollten Bewerber sprechen? Viele Saisonkräfte suchen gezielt nach Stellen
        ohne Deutschkenntnisse.
      </p>
      <BooleanOption control={control} name="no_languages_needed" className="mt-3 sm:max-w-md">
        <span className="font-semibold">Keine Sprachkenntnisse nötig</span>
      </BooleanOption>
      {none ? null : (
        <Controller
          control={control}
          name="languages"
          render={({ field }) => {
            const rows: LanguageRow[] = field.value;
            const change = (index: number, patch: Partial<LanguageRow>) =>
              field.onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
            return (
              <div className="mt-3 space-y-3">
                {rows.length ? (
                  <ul className="space-y-3">
                    {rows.map((row, index) => {
                      const rowErrors = Array.isArray(listErrors) ? listErrors[index] : undefined;
                      const codeError = errorText(rowErrors?.code);
                      const levelError = errorText(rowErrors?.level);
                      const taken = new Set(rows.filter((_, i) => i !== index).map((r) => r.code));
                      const codeId = `${ids}-language-${index}`;
                      const levelId = `${ids}-level-${index}`;
                      return (
                        <li
                          key={index}
                          className="grid gap-3 rounded-xl bg-moss-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
                        >
                          <div>
                            <label htmlFor={codeId} className="font-semibold text-moss-900">
                              Sprache {index + 1}
                            </label>
                            <select
                              id={codeId}
                              ref={index === 0 ? field.ref : undefined}
                              value={row.code}
                              onChange={(event) =>
                                change(index, { code: event.target.value as LanguageRow["code"] })
                              }
                              onBlur={field.onBlur}
                              aria-invalid={codeError ? true : undefined}
                              aria-describedby={codeError ? `${codeId}-error` : undefined}
                              className={selectClass(Boolean(codeError))}
                            >
                              <option value="">Bitte wählen</option>
                              {LANGUAGE_CODES.filter((code) => !taken.has(code)).map((code) => (
                                <option key={code} value={code}>
                                  {LANGUAGE_NAMES[code]}
                                </option>
                              ))}
                            </select>
                            <FieldError id={`${codeId}-error`} error={codeError} />
                          </div>
                          <div>
                            <label htmlFor={levelId} className="font-semibold text-moss-900">
                              Niveau Sprache {index + 1}
                            </label>
                            <select
                              id={levelId}
                              value={row.level}
                              onChange={(event) =>
                                change(index, {
                                  level: event.target.value as LanguageRow["level"],
                                })
                              }
                              onBlur={field.onBlur}
                              aria-invalid={levelError ? true : undefined}
                              aria-describedby={levelError ? `${levelId}-error` : undefined}
                              className={selectClass(Boolean(levelError))}
                            >
                              <option value="">Bitte wählen</option>
                              {LANGUAGE_LEVELS.map((level) => (
                                <option key={level} value={level}>
                                  {LANGUAGE_LEVEL_LABELS[level]}
                                </option>
                              ))}
                            </select>
                            <FieldError id={`${levelId}-error`} error={levelError} />
                          </div>
                          <button
                            type="button"
                            onClick={() => {
                              field.onChange(rows.filter((_, i) => i !== index));
                              // The button goes with its row: the focus stays in the list's reach.
                              focusSoon(addId);
                            }}
                            className="min-h-11 self-end rounded-full px-4 font-semibold text-moss-700 underline underline-offset-4 hover:text-moss-900 sm:mb-0.5"
                          >
                            Entfernen<span className="sr-only"> (Sprache {index + 1})</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                {rows.length < MAX_AD_LANGUAGES ? (
                  <button
                    id={addId}
                    type="button"
                    onClick={() => {
                      field.onChange([...rows, { code: "", level: "" }]);
                      focusSoon(`${ids}-language-${rows.length}`);
                    }}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-moss-300 bg-white px-5 font-semibold text-moss-800 hover:border-moss-500"
                  >
                    <span aria-hidden="true">+</span> Sprache hinzufügen
                  </button>
                ) : (
                  <p className="text-sm text-moss-700">
                    Sie können bis zu {MAX_AD_LANGUAGES} Sprachen angeben.
                  </p>
                )}
              </div>
            );
          }}
        />
      )}
      <FieldError id={`${ids}-languages-error`} error={listError} />
    </fieldset>
  );
}

/** The section under the place of work, with its own heading. */
export function SeasonalWorkSection(props: SectionProps) {
  const { control, ids, errors, bind } = props;
  const headingId = `${ids}-seasonal-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-8 border-t border-moss-100 pt-8">
      <div>
        <h3 id={headingId} className="text-xl font-bold text-moss-900">
          Saison und Rahmenbedingungen
        </h3>
        <p className="mt-1 text-moss-800">
          Was Saisonkräfte und Bewerber vorab wissen wollen. Ihre Angaben stehen in der Anzeige; mit
          Unterkunft und Sprachen finden Interessierte Ihre Stelle auch über die Filter der Suche.
        </p>
      </div>
      <SeasonFields control={control} ids={ids} errors={errors} />
      <div className="max-w-xs">
        <TextField
          label="Stunden pro Woche"
          optional
          hint={`Eine ganze Zahl von ${HOURS_PER_WEEK_MIN} bis ${HOURS_PER_WEEK_MAX}.`}
          inputMode="numeric"
          autoComplete="off"
          error={errorText(errors.hours_per_week)}
          {...bind("hours_per_week")}
        />
      </div>
      <AccommodationField {...props} />
      <ExtrasField control={control} />
      <LicencesField control={control} ids={ids} errors={errors} />
      <LanguagesField control={control} ids={ids} errors={errors} />
    </section>
  );
}

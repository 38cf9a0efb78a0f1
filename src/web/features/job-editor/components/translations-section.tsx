import { lazy, Suspense, useId, useRef, type KeyboardEvent } from "react";
import { Controller, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { JOB_LIMITS, type Step2Form } from "#shared/schemas/job-editor.ts";
import { AD_TEXT_LOCALES, type AdTextLocale } from "#shared/schemas/jobs.ts";
import { LOCALE_NAMES } from "#shared/locales.ts";
import { errorText } from "#web/lib/form-errors.ts";
import { TextField } from "#web/ui/text-field.tsx";

// TipTap loads with step 2 already; this is the same lazy module, not a second copy.
const RichTextEditor = lazy(() => import("#web/ui/rich-text-editor.tsx"));

type Block = "description" | "tasks" | "profile" | "benefits";

/** The four blocks of a translation, named as the German ones the employer knows. */
const BLOCKS: { name: Block; label: string }[] = [
  { name: "description", label: "Über die Stelle" },
  { name: "tasks", label: "Deine Aufgaben" },
  { name: "profile", label: "Dein Profil" },
  { name: "benefits", label: "Wir bieten" },
];

interface Props {
  control: Control<Step2Form>;
  /** register() with the value as `defaultValue`, so a server-rendered step shows the title. */
  bind(name: `translations.${AdTextLocale}.title`): ReturnType<UseFormRegister<Step2Form>> & {
    defaultValue: string | number;
  };
  errors: FieldErrors<Step2Form>;
  open: boolean;
  onToggle(open: boolean): void;
  active: AdTextLocale;
  onSelect(locale: AdTextLocale): void;
}

/**
 * „Übersetzungen (optional)“ (ADR 052): a disclosure with one tab per seeker language, each
 * named in itself, holding the title and the four texts in the same editors as the German ones
 * and marked with their `lang`. Only the chosen language's fields are mounted; the form keeps
 * the others' values. Arrow keys, Home and End move between the tabs.
 */
export function TranslationsSection({
  control,
  bind,
  errors,
  open,
  onToggle,
  active,
  onSelect,
}: Props) {
  const base = useId();
  const tabs = useRef<Partial<Record<AdTextLocale, HTMLButtonElement | null>>>({});
  const translationErrors = errors.translations;

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = AD_TEXT_LOCALES.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % AD_TEXT_LOCALES.length
        : event.key === "ArrowLeft"
          ? (index + last) % AD_TEXT_LOCALES.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const locale = AD_TEXT_LOCALES[next]!;
    onSelect(locale);
    tabs.current[locale]?.focus();
  }

  return (
    <details
      open={open}
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="rounded-2xl border border-moss-200 bg-moss-50/40 p-4 sm:p-6"
    >
      <summary className="cursor-pointer font-semibold text-moss-900">
        Übersetzungen (optional)
      </summary>
      <p id={`${base}-help`} className="mt-3 text-sm text-moss-700">
        Auf der Stellenseite sehen Bewerberinnen und Bewerber Ihre Anzeige in ihrer Sprache, wenn
        Sie sie übersetzt haben; sonst zeigt die Seite die deutschen Texte. Eine Übersetzung braucht
        mindestens den Stellentitel und „Über die Stelle“. Sprachen, die Sie leer lassen, werden
        nicht gespeichert.
      </p>

      <div
        role="tablist"
        aria-label="Sprache der Übersetzung"
        className="mt-4 flex flex-wrap gap-2"
      >
        {AD_TEXT_LOCALES.map((locale, index) => {
          const selected = locale === active;
          const invalid = Boolean(translationErrors?.[locale]);
          return (
            <button
              key={locale}
              ref={(element) => {
                tabs.current[locale] = element;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${locale}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${locale}`}
              tabIndex={selected ? 0 : -1}
              lang={locale}
              onClick={() => onSelect(locale)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition ${
                selected
                  ? "border-moss-800 bg-moss-800 text-white"
                  : "border-moss-300 bg-white text-moss-900 hover:border-moss-600"
              } ${invalid ? "ring-2 ring-red-700 ring-offset-1" : ""}`}
            >
              {LOCALE_NAMES[locale]}
              {invalid ? (
                <span lang="de" className="sr-only">
                  {" "}
                  (enthält Fehler)
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${base}-panel-${active}`}
        aria-labelledby={`${base}-tab-${active}`}
        className="mt-6 space-y-8"
      >
        <TextField
          key={`title-${active}`}
          id={`translation-${active}-title`}
          label={`Stellentitel (${LOCALE_NAMES[active]})`}
          lang={active}
          maxLength={JOB_LIMITS.titleMax}
          error={errorText(translationErrors?.[active]?.title)}
          {...bind(`translations.${active}.title`)}
        />
        <Suspense
          fallback={
            <p role="status" className="text-sm text-moss-700">
              Texteditor wird geladen …
            </p>
          }
        >
          {BLOCKS.map((block) => (
            <Controller
              key={`${active}-${block.name}`}
              control={control}
              name={`translations.${active}.${block.name}`}
              render={({ field }) => (
                <RichTextEditor
                  id={`translation-${active}-${block.name}`}
                  label={`${block.label} (${LOCALE_NAMES[active]})`}
                  lang={active}
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  focusRef={field.ref}
                  error={errorText(translationErrors?.[active]?.[block.name])}
                />
              )}
            />
          ))}
        </Suspense>
      </div>
    </details>
  );
}

import type { Control, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { LOCALE_NAMES, PREFIXED_LOCALES } from "#shared/locales.ts";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { RichTextField } from "../content-form.tsx";

/** A translatable field of a form: its dotted base name (`name` → `name.pl`) and how it is edited. */
export interface TranslatedField {
  name: string;
  label: string;
  kind: "line" | "text" | "rich";
  maxLength?: number;
  rows?: number;
}

/** The languages as staff read them in German, beside each language's own name. */
const GERMAN_NAMES = { en: "Englisch", pl: "Polnisch", ro: "Rumänisch", uk: "Ukrainisch" };

/**
 * The seeker languages' versions of a form's translatable fields (ADR 051): one disclosure per
 * language, opened by itself where a field in it has an error. A field left empty means the page
 * in that language shows its own interface text or the German text instead; emptying a stored
 * translation removes it.
 */
export function TranslationFields<T extends FieldValues>({
  idPrefix,
  fields,
  register,
  control,
  error,
}: {
  idPrefix: string;
  fields: TranslatedField[];
  register: UseFormRegister<T>;
  control: Control<T>;
  error: (name: string) => string | undefined;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-translations`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${idPrefix}-translations`} className="text-lg font-bold text-moss-900">
          Übersetzungen für Suchende
        </h2>
        <p className="mt-1 text-sm text-moss-700">
          Optional. Die Seiten unter /en, /pl, /ro und /uk zeigen diese Texte; wo einer fehlt, steht
          dort der deutsche Text. Ein geleertes Feld entfernt die gespeicherte Übersetzung.
        </p>
      </div>
      {PREFIXED_LOCALES.map((locale) => {
        const names = fields.map((field) => `${field.name}.${locale}`);
        const hasError = names.some((name) => error(name));
        return (
          <details
            key={locale}
            open={hasError || undefined}
            className="rounded-xl bg-moss-50 ring-1 ring-moss-200"
          >
            <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-moss-900">
              <span lang={locale}>{LOCALE_NAMES[locale]}</span>
              <span className="ml-2 font-normal text-moss-700">({GERMAN_NAMES[locale]})</span>
            </summary>
            <div className="flex flex-col gap-4 px-4 pb-4">
              {fields.map((field) => {
                const name = `${field.name}.${locale}` as Path<T>;
                const label = `${field.label} (${GERMAN_NAMES[locale]})`;
                const id = `${idPrefix}-${field.name}-${locale}`;
                if (field.kind === "rich")
                  return (
                    <RichTextField
                      key={name}
                      control={control}
                      name={name}
                      id={id}
                      label={label}
                      error={error(name)}
                    />
                  );
                const Field = field.kind === "text" ? TextAreaField : TextField;
                return (
                  <Field
                    key={name}
                    id={id}
                    label={label}
                    optional
                    lang={locale}
                    maxLength={field.maxLength}
                    {...(field.kind === "text" ? { rows: field.rows ?? 4 } : {})}
                    error={error(name)}
                    {...register(name)}
                  />
                );
              })}
            </div>
          </details>
        );
      })}
    </section>
  );
}

/** A stored translatable value as the form's default: German and every other language, "" where none. */
export function translatedDefaults(value: Partial<Record<string, string>> | null | undefined) {
  return {
    de: value?.de ?? "",
    ...Object.fromEntries(PREFIXED_LOCALES.map((locale) => [locale, value?.[locale] ?? ""])),
  } as { de: string } & Record<(typeof PREFIXED_LOCALES)[number], string>;
}

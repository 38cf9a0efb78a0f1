import { useEffect, useId } from "react";
import { Controller, type FieldError } from "react-hook-form";
import { notify } from "#web/ui/toast.ts";
import { translate } from "#shared/i18n.ts";
import {
  EMPLOYER_LIMITS,
  PROFILE_UPDATED_MESSAGE,
  ZUpdateEmployerRequest,
  type EmployerProfile,
} from "#shared/schemas/employers.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { EMPLOYER_PROFILE_FORM_ID, updateEmployer } from "../api.ts";
import { SubmitButton } from "#web/ui/submit-button.tsx";

const PROFILE_FAILED_MESSAGE = "Es gab einen Fehler beim Aktualisieren Ihrer Profilinformationen";

/** The editable fields of the employer profile, checked in the browser with the server's schema. */
export function ProfileForm({
  employer,
  sectors,
  onSaved,
  onCancel,
}: {
  employer: EmployerProfile;
  sectors: readonly Sector[];
  onSaved(employer: EmployerProfile): void;
  onCancel(): void;
}) {
  const form = useApiForm(EMPLOYER_PROFILE_FORM_ID, ZUpdateEmployerRequest, {
    name: employer.name,
    description: employer.description ?? "",
    website: employer.website ?? "",
    email: employer.email ?? "",
    phone: employer.phone ?? "",
    street: employer.street ?? "",
    zipcode: employer.zipcode ?? "",
    city: employer.city ?? "",
    sector_ids: employer.sectors.map((s) => s.id),
  });
  const { register, handleSubmit, formState, control, setFocus } = form;
  const sectorsId = useId();

  // Opening the form puts the keyboard on its first field.
  useEffect(() => setFocus("name"), [setFocus]);

  // Invalid input never leaves the browser: react-hook-form focuses the first invalid field.
  const onSubmit = handleSubmit(async (values) => {
    let saved: EmployerProfile;
    try {
      saved = (await updateEmployer(employer.id, values)).data;
    } catch {
      // Field errors come from lib/http.ts into the form's store and show at the fields.
      notify.error(PROFILE_FAILED_MESSAGE);
      return;
    }
    notify.success(PROFILE_UPDATED_MESSAGE);
    onSaved(saved);
  });

  const error = (name: keyof typeof formState.errors) => {
    const entry = formState.errors[name] as
      (FieldError & Record<number, FieldError | undefined>) | undefined;
    return (entry?.message ?? entry?.[0]?.message) as string | undefined;
  };
  const sectorError = error("sector_ids");

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Unternehmensprofil bearbeiten"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Name des Unternehmens"
            autoComplete="organization"
            maxLength={EMPLOYER_LIMITS.name}
            error={error("name")}
            {...register("name")}
          />
        </div>
        <TextField
          label="Kontakt-E-Mail"
          type="email"
          autoComplete="email"
          optional
          hint="Für Rückfragen von Bewerberinnen und Bewerbern."
          maxLength={EMPLOYER_LIMITS.email}
          error={error("email")}
          {...register("email")}
        />
        <TextField
          label="Telefon"
          type="tel"
          autoComplete="tel"
          optional
          hint="z. B. 0511 123456 oder +49 511 123456"
          maxLength={EMPLOYER_LIMITS.phone}
          error={error("phone")}
          {...register("phone")}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Webseite"
            type="url"
            inputMode="url"
            autoComplete="url"
            optional
            hint="Vollständige Adresse, z. B. https://www.gaertnerei-beispiel.de"
            maxLength={EMPLOYER_LIMITS.website}
            error={error("website")}
            {...register("website")}
          />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label="Straße und Hausnummer"
            autoComplete="street-address"
            optional
            maxLength={EMPLOYER_LIMITS.street}
            error={error("street")}
            {...register("street")}
          />
        </div>
        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <TextField
            label="PLZ"
            inputMode="numeric"
            autoComplete="postal-code"
            optional
            maxLength={EMPLOYER_LIMITS.zipcode}
            error={error("zipcode")}
            {...register("zipcode")}
          />
          <TextField
            label="Ort"
            autoComplete="address-level2"
            optional
            maxLength={EMPLOYER_LIMITS.city}
            error={error("city")}
            {...register("city")}
          />
        </div>
      </div>

      <Controller
        control={control}
        name="sector_ids"
        render={({ field }) => {
          const selected = new Set(field.value ?? []);
          const toggle = (id: number, on: boolean) => {
            const next = sectors.map((s) => s.id).filter((s) => (s === id ? on : selected.has(s)));
            field.onChange(next);
          };
          return (
            <fieldset aria-describedby={sectorError ? `${sectorsId}-error` : `${sectorsId}-hint`}>
              <legend className="font-semibold text-moss-900">
                Branchen <span className="font-normal text-moss-700">(optional)</span>
              </legend>
              <p id={`${sectorsId}-hint`} className="mt-1 text-sm text-moss-700">
                In welchen Bereichen ist Ihr Unternehmen tätig?
              </p>
              <div className="mt-3 grid gap-2 sm:grid-cols-2">
                {sectors.map((sector, index) => {
                  const checked = selected.has(sector.id);
                  return (
                    <label
                      key={sector.id}
                      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 transition-colors ${
                        checked
                          ? "border-moss-600 bg-moss-100 text-moss-900"
                          : "border-moss-200 bg-white text-ink hover:border-moss-400"
                      }`}
                    >
                      <input
                        type="checkbox"
                        ref={index === 0 ? field.ref : undefined}
                        className="h-5 w-5 shrink-0 accent-moss-700"
                        checked={checked}
                        onChange={(event) => toggle(sector.id, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                      <span className="font-medium">{translate(sector.name)}</span>
                    </label>
                  );
                })}
              </div>
              {sectorError ? (
                <p id={`${sectorsId}-error`} className="mt-2 text-sm font-medium text-red-700">
                  {sectorError}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />

      <TextAreaField
        label="Beschreibung des Unternehmens"
        rows={6}
        optional
        hint="Was macht Ihren Betrieb aus? Dieser Text erscheint bei Ihren Stellenanzeigen."
        maxLength={EMPLOYER_LIMITS.description}
        error={error("description")}
        {...register("description")}
      />

      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton
          className={buttonClasses("primary", "px-8")}
          busy={formState.isSubmitting}
          busyLabel="Wird gespeichert …"
        >
          Profil speichern
        </SubmitButton>
        <button
          type="button"
          className={buttonClasses("ghost")}
          disabled={formState.isSubmitting}
          onClick={onCancel}
        >
          Abbrechen
        </button>
      </div>
    </form>
  );
}

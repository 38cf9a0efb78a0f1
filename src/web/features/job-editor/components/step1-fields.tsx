import { useRef } from "react";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { errorText } from "#web/lib/form-errors.ts";
import { todayIso } from "#shared/format.ts";
import { WORKING_TIMES } from "#shared/constants.ts";
import { translate } from "#shared/i18n.ts";
import { JOB_LIMITS, type Step1Request } from "#shared/schemas/job-editor.ts";
import {
  LocationField,
  type LocationTexts,
} from "#web/features/geocoding/components/location-field.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { suggestionCount } from "#shared/count-texts.ts";
import type { Step1Values } from "../values.ts";

// The fields of step 1 "Basisdaten" (step1-form.tsx), each bound to the form by its Controller.

/** The place field's texts for the employer (German only); an ad's place has no radius or map. */
const PLACE_TEXTS: LocationTexts = {
  label: "Arbeitsort",
  placeholder: "Ort, PLZ, Bundesland eingeben",
  clear: "Eingabe löschen",
  searching: "Suche nach Orten …",
  noResults: "Keine Ergebnisse",
  suggestions: (count) =>
    `${suggestionCount(count)}. Mit den Pfeiltasten auswählen, Enter übernimmt.`,
  list: "Vorschläge",
  wholeLand: (land) => `Gesucht wird in ganz ${land}, ohne Umkreis.`,
  radius: "Umkreis",
  mapNone: "Noch kein Ort gewählt",
  mapLand: (land) => `Ganz ${land}`,
  mapCircle: (radius, place) => `Umkreis von ${radius} km um ${place}`,
  mapNotice:
    "Für die Karte laden wir Kartenausschnitte von einem externen Kartendienst. Dabei wird die IP-Adresse des Browsers an diesen Dienst übertragen.",
  mapShow: "Karte anzeigen",
};

export type Step1Control = Control<Step1Values, unknown, Step1Request>;

interface FieldProps {
  control: Step1Control;
  /** The form's id prefix, for the ids the fields' hints and errors need. */
  ids: string;
  /** A published (or expired) ad: sectors, job type and place are fixed. */
  published: boolean;
}

const WORKING_TIME_HINTS: Record<(typeof WORKING_TIMES)[number], string> = {
  Vollzeit: "Volle Wochenarbeitszeit",
  Teilzeit: "Weniger Stunden pro Woche",
  Saisonarbeit: "Für eine Saison, z. B. die Ernte",
  Ausbildung: "Ausbildungsplatz",
};

const PLACE_MISSING = "Bitte wählen Sie den Arbeitsort aus der Vorschlagsliste.";

/** A radio or checkbox as a bordered row, highlighted when chosen. */
export const optionClass = (checked: boolean, disabled = false) =>
  `flex min-h-11 items-center gap-3 rounded-xl border px-4 py-2 transition-colors ${
    checked
      ? "border-moss-600 bg-moss-100 text-moss-900"
      : disabled
        ? "cursor-not-allowed border-moss-200 bg-white text-moss-900/70"
        : "cursor-pointer border-moss-200 bg-white text-ink hover:border-moss-400"
  }`;

/** The sectors, 1 to 3, as checkboxes; the rest are disabled once 3 are chosen. */
export function SectorsField({
  control,
  ids,
  published,
  error: sectorError,
}: FieldProps & { error?: string }) {
  const { sectors } = usePageMetadata();
  return (
    <Controller
      control={control}
      name="sectors"
      render={({ field }) => {
        const chosen = new Set(field.value ?? []);
        const full = chosen.size >= JOB_LIMITS.sectorsMax;
        const toggle = (id: number, on: boolean) =>
          field.onChange(sectors.map((s) => s.id).filter((s) => (s === id ? on : chosen.has(s))));
        return (
          <fieldset aria-describedby={sectorError ? `${ids}-sectors-error` : `${ids}-sectors-hint`}>
            <legend className="font-semibold text-moss-900">Branchen</legend>
            <p id={`${ids}-sectors-hint`} className="mt-0.5 text-sm text-moss-700">
              Wählen Sie 1 bis {JOB_LIMITS.sectorsMax} Branchen. Bewerber finden die Anzeige über
              diese Branchen.
            </p>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              {sectors.map((sector, index) => {
                const checked = chosen.has(sector.id);
                const disabled = published || (!checked && full);
                return (
                  <label key={sector.id} className={optionClass(checked, disabled)}>
                    <input
                      type="checkbox"
                      ref={index === 0 ? field.ref : undefined}
                      className="h-5 w-5 shrink-0 accent-moss-700"
                      checked={checked}
                      disabled={disabled}
                      aria-invalid={sectorError ? true : undefined}
                      onChange={(event) => toggle(sector.id, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                    <span className="font-medium">{translate(sector.name)}</span>
                  </label>
                );
              })}
            </div>
            {sectorError ? (
              <p id={`${ids}-sectors-error`} className="mt-2 text-sm font-medium text-red-700">
                {sectorError}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** The job type, one of the working times. */
export function WorkingTimeField({
  control,
  ids,
  published,
  error: workingTimeError,
}: FieldProps & { error?: string }) {
  return (
    <Controller
      control={control}
      name="working_time"
      render={({ field }) => (
        <fieldset aria-describedby={workingTimeError ? `${ids}-wt-error` : undefined}>
          <legend className="font-semibold text-moss-900">Anstellungsart</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {WORKING_TIMES.map((time, index) => (
              <label key={time} className={optionClass(field.value === time, published)}>
                <input
                  type="radio"
                  disabled={published}
                  name={field.name}
                  value={time}
                  ref={index === 0 ? field.ref : undefined}
                  checked={field.value === time}
                  onChange={() => field.onChange(time)}
                  onBlur={field.onBlur}
                  aria-invalid={workingTimeError ? true : undefined}
                  className="h-5 w-5 shrink-0 accent-moss-700"
                />
                <span>
                  <span className="block font-semibold">{time}</span>
                  <span className="block text-sm text-moss-800">{WORKING_TIME_HINTS[time]}</span>
                </span>
              </label>
            ))}
          </div>
          {workingTimeError ? (
            <p id={`${ids}-wt-error`} className="mt-2 text-sm font-medium text-red-700">
              {workingTimeError}
            </p>
          ) : null}
        </fieldset>
      )}
    />
  );
}

/** The start: as soon as possible, or a date from today on. */
export function StartField({
  control,
  ids,
  error: startError,
}: Omit<FieldProps, "published"> & { error?: string }) {
  return (
    <Controller
      control={control}
      name="starts_at"
      render={({ field }) => {
        const fixed = field.value !== null && field.value !== undefined;
        return (
          <fieldset aria-describedby={startError ? `${ids}-start-error` : undefined}>
            <legend className="font-semibold text-moss-900">Eintrittsdatum</legend>
            <div className="mt-3 grid gap-2 sm:grid-cols-2">
              <label className={optionClass(!fixed)}>
                <input
                  type="radio"
                  name={`${ids}-start`}
                  checked={!fixed}
                  onChange={() => field.onChange(null)}
                  className="h-5 w-5 shrink-0 accent-moss-700"
                />
                <span className="font-semibold">Ab sofort / nach Vereinbarung</span>
              </label>
              <label className={optionClass(fixed)}>
                <input
                  type="radio"
                  name={`${ids}-start`}
                  checked={fixed}
                  onChange={() => field.onChange("")}
                  className="h-5 w-5 shrink-0 accent-moss-700"
                />
                <span className="font-semibold">Zu einem festen Datum</span>
              </label>
            </div>
            {fixed ? (
              <div className="mt-3 max-w-xs">
                <label htmlFor={`${ids}-start-date`} className="font-semibold text-moss-900">
                  Startdatum
                </label>
                <input
                  id={`${ids}-start-date`}
                  ref={field.ref}
                  type="date"
                  min={todayIso()}
                  value={field.value ?? ""}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  aria-invalid={startError ? true : undefined}
                  aria-describedby={startError ? `${ids}-start-error` : undefined}
                  className={`mt-1 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm focus:border-moss-600 focus:outline-none focus:ring-2 focus:ring-moss-300 ${
                    startError ? "border-red-700" : "border-moss-300"
                  }`}
                />
              </div>
            ) : null}
            {startError ? (
              <p id={`${ids}-start-error`} className="mt-2 text-sm font-medium text-red-700">
                {startError}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** The place of work: the search's place field, without radius and map. */
export function WorkplaceField({
  control,
  published,
  errors,
}: Omit<FieldProps, "ids"> & { errors: FieldErrors<Step1Values> }) {
  const locationBox = useRef<HTMLDivElement>(null);
  return (
    <Controller
      control={control}
      name="location"
      render={({ field }) => {
        const place = field.value;
        const locationError = errors.location
          ? place
            ? errorText(errors.location)
            : PLACE_MISSING
          : undefined;
        field.ref({
          focus: () => locationBox.current?.querySelector<HTMLInputElement>("input")?.focus(),
        });
        return (
          // The search's place field, without radius and map: an ad has one place.
          <div ref={locationBox}>
            <LocationField
              text={PLACE_TEXTS}
              withRadius={false}
              readOnly={published}
              label="Arbeitsort"
              value={
                place && place.latitude !== undefined
                  ? {
                      ...place,
                      formatted_address: place.formatted_address ?? place.location ?? "",
                      radius: 30,
                    }
                  : undefined
              }
              onChange={(picked) => {
                if (!picked) return field.onChange(undefined);
                field.onChange({
                  formatted_address: picked.formatted_address,
                  street: picked.street ?? null,
                  street_number: picked.street_number ?? null,
                  zipcode: picked.zipcode ?? null,
                  location: picked.location ?? "",
                  state: picked.state ?? null,
                  country: picked.country || "DE",
                  latitude: picked.latitude,
                  longitude: picked.longitude,
                });
              }}
              error={locationError}
            />
            <p className="mt-1 text-sm text-moss-700">
              {published
                ? "Der Arbeitsort einer veröffentlichten Anzeige steht fest."
                : "Ort oder Adresse eingeben und einen Vorschlag wählen. Bewerber finden die Anzeige im Umkreis dieses Ortes."}
            </p>
          </div>
        );
      }}
    />
  );
}

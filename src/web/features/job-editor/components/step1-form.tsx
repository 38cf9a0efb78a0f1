import { errorText } from "#web/lib/form-errors.ts";
import { todayIso } from "#shared/format.ts";
import { useId, useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { WORKING_TIMES } from "#shared/constants.ts";
import { translate } from "#shared/i18n.ts";
import { JOB_LIMITS, ZStep1Request } from "#shared/schemas/job-editor.ts";
import { LocationField } from "#web/features/geocoding/components/location-field.tsx";
import { duplicateJob } from "#web/features/employers/api.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { STEP_FORM_IDS, saveStep } from "../api.ts";
import { step1Values, type Step1Values } from "../values.ts";
import {
  StepActions,
  handleSaveError,
  registerWithValue,
  useStepDraft,
  type StepProps,
} from "./step-shared.tsx";

const WORKING_TIME_HINTS: Record<(typeof WORKING_TIMES)[number], string> = {
  Vollzeit: "Volle Wochenarbeitszeit",
  Teilzeit: "Weniger Stunden pro Woche",
  Saisonarbeit: "Für eine Saison, z. B. die Ernte",
  Ausbildung: "Ausbildungsplatz",
};

const PLACE_MISSING = "Bitte wählen Sie den Arbeitsort aus der Vorschlagsliste.";

const optionClass = (checked: boolean, disabled = false) =>
  `flex min-h-11 items-center gap-3 rounded-xl border px-4 py-2 transition-colors ${
    checked
      ? "border-moss-600 bg-moss-100 text-moss-900"
      : disabled
        ? "cursor-not-allowed border-moss-200 bg-white text-moss-900/70"
        : "cursor-pointer border-moss-200 bg-white text-ink hover:border-moss-400"
  }`;

/**
 * A published (or expired) ad keeps its sectors, job type and place (ADR 011): the fields are
 * shown read-only, with the reason and the way to a new draft with the same content.
 */
function FixedFieldsNotice({ ad }: { ad: StepProps<Step1Values>["ad"] }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const noticeId = useId();
  const duplicate = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await duplicateJob(ad.id);
      notify.success(
        `Die Anzeige wurde als neuer Entwurf kopiert. Hier können Sie Branchen, Anstellungsart und Arbeitsort ändern.`,
      );
      void navigate(`/dashboard/job/${data.id}?schritt=1`);
    } catch {
      // The server's message came as a toast already (lib/http.ts).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="note"
      aria-labelledby={noticeId}
      className="space-y-3 rounded-2xl bg-earth-500/10 p-4 text-ink ring-1 ring-earth-500/40"
    >
      <p id={noticeId} className="font-semibold">
        {ad.status === "published"
          ? "Diese Anzeige ist bereits veröffentlicht."
          : "Diese Anzeige war bereits veröffentlicht."}
      </p>
      <p>
        Branchen, Anstellungsart und Arbeitsort stehen deshalb fest: Nach ihnen wurde die Anzeige
        Bewerbern gezeigt. Titel und Eintrittsdatum können Sie weiter ändern. Für eine andere Stelle
        legen Sie eine Kopie als neuen Entwurf an.
      </p>
      <button
        type="button"
        className={buttonClasses("secondary")}
        aria-disabled={busy || undefined}
        onClick={() => void duplicate()}
      >
        {busy ? "Wird kopiert …" : "Als neuen Entwurf duplizieren"}
      </button>
    </div>
  );
}

/** Step 1 "Basisdaten": title, sectors (1–3), job type, start, place of work. */
export function Step1Form({
  ad,
  draft,
  keepDraft,
  onDirtyChange,
  onSaved,
}: StepProps<Step1Values>) {
  const { sectors } = usePageMetadata();
  const form = useApiForm(STEP_FORM_IDS[1], ZStep1Request, draft ?? step1Values(ad));
  const { handleSubmit, control, formState, setFocus } = form;
  const bind = registerWithValue(form);
  const markSaved = useStepDraft({
    form,
    pristine: step1Values(ad),
    toDraft: () => form.getValues(),
    keepDraft,
    onDirtyChange,
  });
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const locationBox = useRef<HTMLDivElement>(null);
  const published = ad.status !== "draft";

  const onSubmit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await saveStep(ad.id, 1, values);
      markSaved();
      onSaved(data);
    } catch (caught) {
      handleSaveError(caught, (fields) => {
        const first = fields[0]?.split("-")[0];
        if (first) setFocus(first as keyof Step1Values);
      });
    } finally {
      setBusy(false);
    }
  });

  const errors = formState.errors;
  const sectorError = errorText(errors.sectors);
  const workingTimeError = errorText(errors.working_time);
  const startError = errorText(errors.starts_at);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="editor-step-heading"
      className="space-y-8"
    >
      {published ? <FixedFieldsNotice ad={ad} /> : null}

      <TextField
        label="Stellentitel"
        hint="Kurz und klar, z. B. „Gärtner/in im Garten- und Landschaftsbau (m/w/d)“."
        maxLength={JOB_LIMITS.titleMax}
        autoComplete="off"
        error={errorText(errors.title)}
        {...bind("title")}
      />

      <Controller
        control={control}
        name="sectors"
        render={({ field }) => {
          const chosen = new Set(field.value ?? []);
          const full = chosen.size >= JOB_LIMITS.sectorsMax;
          const toggle = (id: number, on: boolean) =>
            field.onChange(sectors.map((s) => s.id).filter((s) => (s === id ? on : chosen.has(s))));
          return (
            <fieldset
              aria-describedby={sectorError ? `${ids}-sectors-error` : `${ids}-sectors-hint`}
            >
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

      <StepActions busy={busy} />
    </form>
  );
}

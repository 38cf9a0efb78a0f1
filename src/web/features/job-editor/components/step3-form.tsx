import { errorText } from "#web/lib/form-errors.ts";
import { todayIso } from "#shared/format.ts";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import {
  APPLICATION_METHOD_LABELS,
  APPLICATION_METHODS,
  type ApplicationMethod,
} from "#shared/schemas/applications.ts";
import { JOB_LIMITS } from "#shared/schemas/job-editor.ts";
import { SALARY_PERIODS } from "#shared/schemas/jobs.ts";
import { TextField } from "#web/ui/text-field.tsx";
import { useStepForm, type StepProps } from "../use-step-form.ts";
import { SALARY_PERIOD_LABELS, ZStep3Form, step3Values, type Step3Values } from "../values.ts";
import { StepActions } from "./step-shared.tsx";

function Group({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-5">
      <div>
        <h3 id={id} className="text-xl font-bold text-moss-900">
          {title}
        </h3>
        {intro ? <p className="mt-1 text-moss-800">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** What each way of applying means for the employer (ADR 046). */
const METHOD_HELP: Record<ApplicationMethod, string> = {
  wurzelwerk:
    "Interessierte bewerben sich direkt auf der Anzeige mit einem kurzen Formular – ohne Konto, in einer Minute auch vom Handy, auf Wunsch mit Lebenslauf. Sie finden jede Bewerbung in Ihrem Dashboard unter „Bewerbungen“ und bekommen bei jeder neuen eine E-Mail.",
  email:
    "„Jetzt bewerben“ öffnet das E-Mail-Programm der Interessierten mit Ihrer Adresse. Die Bewerbungen kommen in Ihr Postfach.",
  url: "„Jetzt bewerben“ führt zu Ihrem eigenen Bewerbungsformular oder Karriereportal. Eine E-Mail-Adresse können Sie zusätzlich angeben.",
};

/** Step 3 "Kontakt & Bewerbung": the way of applying, contact person, deadline, salary. */
export function Step3Form(props: StepProps<Step3Values>) {
  const { form, busy, onSubmit, bind } = useStepForm(3, ZStep3Form, props, {
    saved: step3Values(props.ad),
  });
  const { control, formState } = form;
  const ids = useId();
  const method = useWatch({ control, name: "application_method" });

  const errors = formState.errors;
  const periodError = errorText(errors.salary_period);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="editor-step-heading"
      className="space-y-10"
    >
      <Group
        title="Bewerbung"
        intro="Wie sollen sich Interessierte bei Ihnen bewerben? Sie können das jederzeit ändern."
      >
        <Controller
          control={control}
          name="application_method"
          render={({ field }) => (
            <fieldset>
              <legend className="font-semibold text-moss-900">Bewerbungsweg</legend>
              <div className="mt-3 grid gap-3">
                {APPLICATION_METHODS.map((method, index) => (
                  <label
                    key={method}
                    className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border p-4 transition-colors ${
                      field.value === method
                        ? "border-moss-600 bg-moss-50"
                        : "border-moss-200 bg-white hover:border-moss-400"
                    }`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={method}
                      ref={index === 0 ? field.ref : undefined}
                      checked={field.value === method}
                      onChange={() => field.onChange(method)}
                      onBlur={field.onBlur}
                      // The name is the way's title; its explanation is the description.
                      aria-labelledby={`${ids}-method-${method}-title`}
                      aria-describedby={`${ids}-method-${method}`}
                      className="mt-0.5 h-5 w-5 shrink-0 accent-moss-700"
                    />
                    <span>
                      <span
                        id={`${ids}-method-${method}-title`}
                        className="block font-semibold text-moss-900"
                      >
                        {APPLICATION_METHOD_LABELS[method]}
                        {method === "wurzelwerk" ? (
                          <span className="font-normal text-moss-700"> (empfohlen)</span>
                        ) : null}
                      </span>
                      <span id={`${ids}-method-${method}`} className="mt-1 block text-moss-800">
                        {METHOD_HELP[method]}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          {method === "url" ? (
            <TextField
              label="Link zu Ihrem Bewerbungsformular"
              type="url"
              inputMode="url"
              autoComplete="url"
              hint="z. B. https://www.example.de/karriere"
              maxLength={JOB_LIMITS.urlMax}
              error={errorText(errors.application_url)}
              {...bind("application_url")}
            />
          ) : null}
          {method === "wurzelwerk" ? null : (
            <TextField
              label="E-Mail für Bewerbungen"
              type="email"
              autoComplete="email"
              optional={method === "url"}
              hint={method === "url" ? "Wird als zweiter Weg neben dem Link angeboten." : undefined}
              maxLength={JOB_LIMITS.emailMax}
              error={errorText(errors.application_email)}
              {...bind("application_email")}
            />
          )}
          <TextField
            label="Bewerbungsfrist"
            type="date"
            optional
            min={todayIso()}
            error={errorText(errors.application_deadline)}
            {...bind("application_deadline")}
          />
        </div>
      </Group>

      <Group
        title="Ansprechperson"
        intro="Optional: wer Fragen zur Stelle beantwortet. Erscheint in der Anzeige."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField
              label="Name"
              autoComplete="name"
              optional
              maxLength={JOB_LIMITS.nameMax}
              error={errorText(errors.contact_name)}
              {...bind("contact_name")}
            />
          </div>
          <TextField
            label="E-Mail"
            type="email"
            autoComplete="email"
            optional
            maxLength={JOB_LIMITS.emailMax}
            error={errorText(errors.contact_email)}
            {...bind("contact_email")}
          />
          <TextField
            label="Telefon"
            type="tel"
            autoComplete="tel"
            optional
            hint="z. B. 0511 123456 oder +49 511 123456"
            maxLength={JOB_LIMITS.phoneMax}
            error={errorText(errors.contact_phone)}
            {...bind("contact_phone")}
          />
        </div>
      </Group>

      <Group
        title="Gehalt"
        intro="Optional, aber Anzeigen mit Gehaltsangabe bekommen deutlich mehr Bewerbungen."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Gehalt von (€)"
            inputMode="decimal"
            autoComplete="off"
            optional
            hint="z. B. 2800 oder 14,50"
            error={errorText(errors.salary_min)}
            {...bind("salary_min")}
          />
          <TextField
            label="Gehalt bis (€)"
            inputMode="decimal"
            autoComplete="off"
            optional
            error={errorText(errors.salary_max)}
            {...bind("salary_max")}
          />
        </div>
        <Controller
          control={control}
          name="salary_period"
          render={({ field }) => (
            <fieldset aria-describedby={periodError ? `${ids}-period-error` : undefined}>
              <legend className="font-semibold text-moss-900">Das Gehalt gilt</legend>
              <div className="mt-3 flex flex-wrap gap-2">
                {SALARY_PERIODS.map((period, index) => (
                  <label
                    key={period}
                    className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-full border px-4 py-2 transition-colors ${
                      field.value === period
                        ? "border-moss-600 bg-moss-100 text-moss-900"
                        : "border-moss-200 bg-white text-ink hover:border-moss-400"
                    }`}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={period}
                      ref={index === 0 ? field.ref : undefined}
                      checked={field.value === period}
                      onChange={() => field.onChange(period)}
                      onBlur={field.onBlur}
                      aria-invalid={periodError ? true : undefined}
                      className="h-5 w-5 shrink-0 accent-moss-700"
                    />
                    <span className="font-semibold">{SALARY_PERIOD_LABELS[period]}</span>
                  </label>
                ))}
              </div>
              {periodError ? (
                <p id={`${ids}-period-error`} className="mt-2 text-sm font-medium text-red-700">
                  {periodError}
                </p>
              ) : null}
            </fieldset>
          )}
        />
      </Group>

      <StepActions busy={busy} onBack={props.onBack} nextLabel="Weiter zur Vorschau" />
    </form>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { z } from "zod";
import type { AlertWords } from "#shared/job-alert-words.ts";
import {
  JOB_ALERT_FREQUENCIES,
  ZCreateJobAlertRequest,
  type CreateJobAlertInput,
} from "#shared/schemas/job-alerts.ts";
import {
  useChipNames,
  useSearchText,
  type SearchText,
} from "#web/features/search/components/search-text.ts";
import { useSearchStore } from "#web/features/search/store.ts";
import { api } from "#web/lib/api.ts";
import { useFormErrors } from "#web/lib/form-errors.ts";
import { useShellText } from "#web/lib/i18n.ts";
import { HttpError } from "#web/lib/http.ts";
import { refusalText } from "#web/lib/refusal-text.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalBody, ModalDialog, ModalHeader } from "#web/ui/modal-dialog.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { filterInWords, toJobAlertRequest } from "../alert-request.ts";
import { useJobAlertSheet } from "../store.ts";

/** The field errors of a 422 are stored under this form (lib/form-errors.ts). */
const JOB_ALERT_FORM_ID = "job-alert";

/** The sheet's own fields, checked in the browser with the server's rules for them. */
const ZJobAlertFields = z.object({
  email: ZCreateJobAlertRequest.shape.email,
  frequency: ZCreateJobAlertRequest.shape.frequency,
});

/**
 * The sheet's field refusals in the page's language (ADR 051): the rules' messages are German,
 * the same in the browser's check and the API's 422 (ZCreateJobAlertRequest), so each is known
 * by its German text; one the list does not know becomes the field's general one. German pages
 * show them as they are.
 */
const FIELD_ERRORS = {
  "Bitte gib deine E-Mail-Adresse an.": "alert.emailRequired",
  "Die E-Mail-Adresse ist zu lang.": "alert.emailTooLong",
  "Bitte gib eine gültige E-Mail-Adresse an.": "alert.emailInvalid",
  "Bitte wähle, wie oft wir dir schreiben sollen.": "alert.frequencyRequired",
} as const;

function fieldErrorText(
  t: SearchText,
  name: "email" | "frequency",
  german: string | undefined,
): string | undefined {
  if (german === undefined || t.locale === "de") return german;
  const key = (FIELD_ERRORS as Record<string, (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS]>)[
    german
  ];
  return t(key ?? (name === "email" ? "alert.emailInvalid" : "alert.frequencyRequired"));
}

/**
 * The sheet „Suchauftrag anlegen“: the search's filter in words, the address, daily or weekly,
 * and the privacy note. It sends the filter exactly as the search holds it; the server answers
 * every address alike and mails a confirmation link (double opt-in). Loaded on first use
 * (job-alert-offer.tsx), so react-hook-form and zod stay off the first load of /jobs.
 */
export function JobAlertSheet({ words }: { words: AlertWords }) {
  const close = useJobAlertSheet((state) => state.closeSheet);
  const filter = useSearchStore((state) => state.filter);
  const t = useSearchText();
  const shell = useShellText();
  const chipNames = useChipNames();
  const headingId = useId();
  const frequencyErrorId = useId();
  const privacyId = useId();
  const form = useApiForm(JOB_ALERT_FORM_ID, ZJobAlertFields, {
    email: "",
    frequency: "daily",
  });
  const { register, handleSubmit, formState } = form;
  const serverErrors = useFormErrors(JOB_ALERT_FORM_ID);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);

  // The form and its button are gone after sending: the focus moves to the answer, which the
  // status region announces as well.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await api.post("/api/job-alerts", {
        // A filter field still empty is sent as it is: the 422 names it (shown below).
        body: toJobAlertRequest(filter, values, t.locale) as CreateJobAlertInput,
        form: JOB_ALERT_FORM_ID,
        toast: false,
      });
      // The server's answer is German; every address gets the same, so the page says it itself.
      setSent(t.locale === "de" ? answer.message : t("alert.sent"));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.status === 422) return; // shown at the fields
      // The server's own words are German: other pages say their own (ADR 056).
      setFailure(
        t.locale === "de"
          ? error.message
          : refusalText(error, shell, { tooMany: t("alert.tooMany"), failed: t("alert.failed") }),
      );
    }
  });

  const fieldError = (name: "email" | "frequency") =>
    fieldErrorText(t, name, formState.errors[name]?.message);
  // A 422 about the filter itself (not one of the sheet's fields) is named above the button.
  const filterError = Object.entries(serverErrors).find(
    ([key]) => key !== "email" && key !== "frequency",
  )?.[1][0];
  const lines = filterInWords(filter, words, chipNames.sector);
  const frequencyError = fieldError("frequency");

  return (
    <ModalDialog
      onClose={close}
      closeOnOutsideClick
      layout="sheet"
      aria-labelledby={headingId}
      className="sm:max-w-lg"
    >
      <ModalHeader
        id={headingId}
        title={t("alert.button")}
        onClose={close}
        closeLabel={t("alert.close")}
      />

      <form
        onSubmit={onSubmit}
        noValidate
        aria-describedby={privacyId}
        className="flex min-h-0 flex-1 flex-col"
      >
        <ModalBody className="px-4 pb-6 pt-5 sm:px-8">
          <div role="status">
            {sent ? (
              <p
                ref={confirmation}
                tabIndex={-1}
                className="rounded-2xl bg-moss-100 px-4 py-4 font-medium text-moss-900 outline-none"
              >
                {sent}
              </p>
            ) : null}
          </div>

          {sent ? null : (
            <div className="space-y-5">
              <p className="text-moss-800">{t("alert.intro")}</p>

              <section aria-label={t("alert.yourSearch")} className="rounded-2xl bg-moss-50 p-4">
                <h3 className="mb-2 font-semibold text-moss-900">{t("alert.yourSearchHeading")}</h3>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {lines.map((line) => (
                    <div key={line.label} className="contents">
                      <dt className="font-semibold text-moss-800">{line.label}</dt>
                      <dd className="min-w-0 text-moss-900 [overflow-wrap:anywhere]">
                        {line.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>

              <TextField
                label={t("alert.email")}
                type="email"
                autoComplete="email"
                inputMode="email"
                error={fieldError("email")}
                {...register("email")}
              />

              <fieldset aria-describedby={frequencyError ? frequencyErrorId : undefined}>
                <legend className="font-semibold text-moss-900">{t("alert.howOften")}</legend>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  {JOB_ALERT_FREQUENCIES.map((frequency) => (
                    <label
                      key={frequency}
                      className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-white px-4 py-3 ring-1 ring-inset ring-moss-300 has-checked:bg-moss-50 has-checked:ring-2 has-checked:ring-moss-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-earth-500"
                    >
                      <input
                        type="radio"
                        value={frequency}
                        className="mt-1 h-4 w-4 shrink-0 accent-moss-700 focus:outline-none"
                        {...register("frequency")}
                      />
                      <span>
                        <span className="block font-semibold text-moss-900">
                          {t(`alert.${frequency}`)}
                        </span>
                        <span className="block text-sm text-moss-800">
                          {t(`alert.${frequency}Hint`)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
                {frequencyError ? (
                  <p id={frequencyErrorId} className="mt-1 text-sm font-medium text-red-700">
                    {frequencyError}
                  </p>
                ) : null}
              </fieldset>

              <p id={privacyId} className="text-sm text-moss-800">
                {t("alert.privacy")}{" "}
                <Link to="/datenschutz" className="font-semibold underline underline-offset-2">
                  {t("alert.privacyLink")}
                </Link>
                {t("alert.privacyEnd")}
              </p>

              {failure || filterError ? (
                <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                  {failure ??
                    (t.locale === "de"
                      ? `Deine Suche ist unvollständig: ${filterError}`
                      : t("alert.incomplete"))}
                </p>
              ) : null}
            </div>
          )}
        </ModalBody>

        <div className="flex flex-col-reverse items-stretch gap-2 border-t border-moss-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-8 sm:py-4">
          {sent ? (
            <button type="button" onClick={close} className={buttonClasses("primary", "px-6")}>
              {t("alert.done")}
            </button>
          ) : (
            <SubmitButton
              className={buttonClasses("primary", "px-6")}
              busy={formState.isSubmitting}
              busyLabel={t("alert.busy")}
            >
              {t("alert.button")}
            </SubmitButton>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}

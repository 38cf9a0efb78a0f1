import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from "react";
import { Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import {
  APPLICATION_FILE_ACCEPT,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGE_OR_FILE_MESSAGE,
  ZApplicationFields,
} from "#shared/schemas/applications.ts";
import { INTL_LOCALES } from "#shared/locales.ts";
import { useShellText, type JobText } from "#web/lib/i18n.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalBody, ModalDialog, ModalHeader } from "#web/ui/modal-dialog.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { APPLICATION_FORM_ID, sendApplication } from "../api.ts";
import { failureText, fieldErrorText } from "../error-text.ts";
import { fileLimitsText, fileProblem, fileSize, filesTogetherProblem } from "../files.ts";
import { useApplySheet, type ApplicationDraft } from "../store.ts";

/**
 * The form in the browser: the server's rules for the text fields (ZApplicationFields, the
 * same German messages), the consent as a checkbox, the files as chosen. The server reads the
 * multipart form with the same rules and decides (ADR 046).
 */
const ZApplicationForm = z
  .object({
    name: ZApplicationFields.shape.name,
    email: ZApplicationFields.shape.email,
    phone: ZApplicationFields.shape.phone,
    message: ZApplicationFields.shape.message,
    consent: z
      .boolean()
      .transform((given) => (given ? "true" : ""))
      .pipe(ZApplicationFields.shape.consent),
    cv: z.custom<File | null>((value) => value === null || value instanceof File),
    attachments: z.array(z.custom<File>((value) => value instanceof File)),
  })
  .superRefine((form, ctx) => {
    if (!form.message && !form.cv && form.attachments.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["message"],
        message: APPLICATION_MESSAGE_OR_FILE_MESSAGE,
      });
    }
  });

const EMPTY: ApplicationDraft = {
  name: "",
  email: "",
  phone: "",
  message: "",
  consent: false,
  cv: null,
  attachments: [],
};

const FIELDS = ["name", "email", "phone", "message", "cv", "attachments", "consent"] as const;
type Field = (typeof FIELDS)[number];

/**
 * The application form of a job page, in a dialog: on a phone it takes the whole screen
 * (ModalDialog "fullscreen"), from `sm` up it is a centred panel. A dialog rather than a section
 * of the page, because the page's fixed bottom bar would lie on a form below the text, the
 * seeker keeps their place in the ad when they close it, the form scrolls on its own with the
 * send button always in reach at the bottom, and react-aria traps the focus inside and returns
 * it to the button that opened it. What was typed stays for the next opening on this page.
 */
export function ApplicationSheet({
  jobId,
  title,
  employerName,
  t,
  previewNote,
}: {
  jobId: number;
  title: string;
  employerName: string;
  /** The page's texts in its language (ADR 051); the refusals are said in it too. */
  t: JobText;
  /** The editor's preview: the form shows, sending is replaced by this note. */
  previewNote?: string;
}) {
  const shell = useShellText();
  const closeSheet = useApplySheet((state) => state.closeSheet);
  const forgetDraft = useApplySheet((state) => state.forgetDraft);
  const [initial] = useState(() => {
    const kept = useApplySheet.getState().draft;
    return kept?.jobId === jobId ? kept.values : EMPTY;
  });
  const form = useApiForm(APPLICATION_FORM_ID, ZApplicationForm, initial);
  const { register, handleSubmit, formState, control, getValues, setFocus } = form;
  const headingId = useId();
  const consentId = useId();
  const privacyId = useId();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusField, setFocusField] = useState<Field | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const message = useWatch({ control, name: "message" }) ?? "";

  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);
  // After the server refused fields: the first one gets the focus once its error is set.
  useEffect(() => {
    if (focusField && formState.errors[focusField]) {
      setFocus(focusField);
      setFocusField(null);
    }
  }, [focusField, formState.errors, setFocus]);

  const close = () => {
    if (formState.isSubmitting) return;
    if (sent) {
      forgetDraft();
      closeSheet();
    } else {
      closeSheet(getValues());
    }
  };

  const onSubmit = handleSubmit(async () => {
    if (previewNote) return;
    setFailure(null);
    try {
      const answer = await sendApplication(jobId, getValues(), t.locale);
      forgetDraft();
      setSent(t.locale === "de" ? answer.message : t("form.sentText"));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const refused = FIELDS.find((field) => error.errors?.[field]);
      if (error.status === 422 && refused) return setFocusField(refused);
      setFailure(failureText(error, t, shell));
    }
  });

  const errors = formState.errors;
  const numbers = INTL_LOCALES[t.locale];
  // On German pages the field says „(optional)“ as it always did.
  const optionalText = t.locale === "de" ? true : t("form.optional");
  const [introBefore, introAfter] = t.around("form.intro", "title", { employer: employerName });
  const [privacyBefore, privacyAfter] = t.around("form.privacy", "link");
  const errorOf = (field: Field) => {
    const entry = errors[field];
    if (!entry) return undefined;
    if (typeof entry.message === "string") return fieldErrorText(entry.message, t);
    // An error at one attachment („attachments.1“) is nested.
    const nested = Object.values(entry as Record<string, { message?: unknown }>).find(
      (item) => typeof item?.message === "string",
    );
    const text = nested?.message as string | undefined;
    return text === undefined ? undefined : fieldErrorText(text, t);
  };

  return (
    <ModalDialog onClose={close} aria-labelledby={headingId} className="sm:max-w-xl">
      <ModalHeader
        id={headingId}
        title={t("form.heading")}
        onClose={close}
        closeLabel={t("form.close")}
      />
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex min-h-0 flex-1 flex-col"
      >
        <ModalBody className="px-4 pb-6 pt-4 sm:px-8">
          <div role="status">
            {sent ? (
              <div className="space-y-3 rounded-2xl bg-moss-100 px-4 py-5 text-moss-900">
                <h3
                  ref={sentHeading}
                  tabIndex={-1}
                  className="text-xl font-bold text-moss-900 outline-none"
                >
                  {t("form.sent")}
                </h3>
                <p>{sent}</p>
                <p>{t("form.spam")}</p>
              </div>
            ) : null}
          </div>

          {sent ? null : (
            <div className="space-y-5">
              <p className="text-moss-800">
                {introBefore}
                <span className="font-semibold text-moss-900">{title}</span>
                {introAfter}
              </p>
              <TextField
                label={t("form.name")}
                autoComplete="name"
                autoCapitalize="words"
                enterKeyHint="next"
                maxLength={APPLICATION_LIMITS.name}
                error={errorOf("name")}
                {...register("name")}
              />
              <TextField
                label={t("form.email")}
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                enterKeyHint="next"
                maxLength={APPLICATION_LIMITS.email}
                hint={t("form.emailHint")}
                error={errorOf("email")}
                {...register("email")}
              />
              <TextField
                label={t("form.phone")}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                enterKeyHint="next"
                optional={optionalText}
                maxLength={APPLICATION_LIMITS.phone}
                hint={t("form.phoneHint")}
                error={errorOf("phone")}
                {...register("phone")}
              />
              <TextAreaField
                label={t("form.message")}
                optional={optionalText}
                rows={4}
                maxLength={APPLICATION_LIMITS.message}
                hint={t("form.messageHint", {
                  length: message.length.toLocaleString(numbers),
                  max: APPLICATION_LIMITS.message.toLocaleString(numbers),
                })}
                error={errorOf("message")}
                {...register("message")}
              />

              <Controller
                control={control}
                name="cv"
                render={({ field }) => (
                  <FileField
                    t={t}
                    legend={t("form.cv")}
                    chooseLabel={field.value ? t("form.cvChooseOther") : t("form.cvChoose")}
                    files={field.value ? [field.value] : []}
                    inputRef={field.ref}
                    error={errorOf("cv")}
                    onChoose={async (chosen) => {
                      const file = chosen[0]!;
                      const problem =
                        (await fileProblem(file, t)) ??
                        filesTogetherProblem(file, getValues("attachments"), t);
                      if (problem) return problem;
                      field.onChange(file);
                      return null;
                    }}
                    onRemove={() => field.onChange(null)}
                  />
                )}
              />
              <Controller
                control={control}
                name="attachments"
                render={({ field }) => (
                  <FileField
                    t={t}
                    legend={t("form.attachments")}
                    chooseLabel={t("form.attachmentsAdd")}
                    multiple
                    max={APPLICATION_LIMITS.attachments}
                    files={field.value}
                    inputRef={field.ref}
                    error={errorOf("attachments")}
                    hint={t("form.attachmentsHint")}
                    onChoose={async (chosen) => {
                      for (const file of chosen) {
                        const problem = await fileProblem(file, t);
                        if (problem) return problem;
                      }
                      const next = [...field.value, ...chosen];
                      const problem = filesTogetherProblem(getValues("cv"), next, t);
                      if (problem) return problem;
                      field.onChange(next);
                      return null;
                    }}
                    onRemove={(index) => field.onChange(field.value.filter((_, i) => i !== index))}
                  />
                )}
              />

              <div>
                <label
                  htmlFor={consentId}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl bg-moss-50 p-4 text-moss-900"
                >
                  <input
                    id={consentId}
                    type="checkbox"
                    className="mt-0.5 h-6 w-6 shrink-0 accent-moss-700"
                    aria-invalid={errorOf("consent") ? true : undefined}
                    aria-describedby={
                      errorOf("consent") ? `${consentId}-error ${privacyId}` : privacyId
                    }
                    {...register("consent")}
                  />
                  <span>{t("form.consent", { employer: employerName })}</span>
                </label>
                {errorOf("consent") ? (
                  <p id={`${consentId}-error`} className="mt-1 text-sm font-medium text-red-700">
                    {errorOf("consent")}
                  </p>
                ) : null}
                <p id={privacyId} className="mt-2 text-sm text-moss-800">
                  {privacyBefore}
                  <a
                    href="/datenschutz"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold underline underline-offset-2"
                  >
                    {t("form.privacyLink")}
                    <span className="sr-only">{` ${t("form.newTab")}`}</span>
                  </a>
                  {privacyAfter}
                </p>
              </div>

              {failure ? (
                <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                  {failure}
                </p>
              ) : null}
            </div>
          )}
        </ModalBody>

        <div className="border-t border-moss-100 px-4 py-3 sm:flex sm:justify-end sm:px-8 sm:py-4">
          {sent ? (
            <button
              type="button"
              onClick={close}
              className={buttonClasses("primary", "w-full px-6 sm:w-auto")}
            >
              {t("form.done")}
            </button>
          ) : previewNote ? (
            <p className="rounded-xl bg-moss-50 px-4 py-3 font-medium text-moss-900 ring-1 ring-moss-200">
              {previewNote}
            </p>
          ) : (
            <SubmitButton
              className={buttonClasses("primary", "w-full px-6 text-lg sm:w-auto")}
              busy={formState.isSubmitting}
              busyLabel={t("form.sending")}
            >
              {t("form.send")}
            </SubmitButton>
          )}
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * A file choice: the native input stays the keyboard's tab stop (Space opens the picker), its
 * label is the visible button; the chosen files are listed with their size and a button each
 * to take them out. `onChoose` answers why the files cannot be taken, or null.
 */
function FileField({
  t,
  legend,
  chooseLabel,
  files,
  multiple = false,
  max = 1,
  hint,
  error,
  inputRef,
  onChoose,
  onRemove,
}: {
  t: JobText;
  legend: string;
  chooseLabel: string;
  files: File[];
  multiple?: boolean;
  max?: number;
  hint?: string;
  error?: string;
  /** The form's ref: its focus goes here when the field is refused. */
  inputRef: Ref<HTMLInputElement>;
  onChoose(files: File[]): Promise<string | null>;
  onRemove(index: number): void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const refocus = useRef(false);
  const shown = problem ?? error;
  // After a file was taken out, the choice (enabled again if the list was full) has the focus.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    document.getElementById(`${id}-input`)?.focus();
  }, [files, id]);
  const full = multiple && files.length >= max;
  const hintText = `${hint ? `${hint} ` : ""}${fileLimitsText(t)}${
    multiple ? ` ${t("form.filesMax", { max })}` : ""
  }`;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // The same file can be chosen again after it was taken out.
    event.target.value = "";
    if (chosen.length === 0) return;
    setProblem(await onChoose(chosen));
  };

  return (
    <fieldset aria-describedby={shown ? `${id}-error ${id}-hint` : `${id}-hint`}>
      <legend className="font-semibold text-moss-900">
        {legend} <span className="font-normal text-moss-700">{t("form.optional")}</span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-moss-700">
        {hintText}
      </p>
      {files.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              className="flex items-center gap-3 rounded-xl bg-moss-50 py-1 pl-4 pr-1"
            >
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <span className="font-medium text-ink">{file.name}</span>{" "}
                <span className="text-sm text-moss-700">({fileSize(file.size, t.locale)})</span>
              </span>
              <button
                type="button"
                className={buttonClasses("ghost", "shrink-0 px-3")}
                aria-label={t("form.fileRemoveName", { name: file.name })}
                onClick={() => {
                  setProblem(null);
                  onRemove(index);
                  refocus.current = true;
                }}
              >
                {t("form.fileRemove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={full ? "sr-only" : "mt-3"}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept={APPLICATION_FILE_ACCEPT}
          multiple={multiple}
          disabled={full}
          className="peer sr-only"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(event) => void onChange(event)}
        />
        <label
          htmlFor={`${id}-input`}
          className={buttonClasses(
            "secondary",
            "w-full cursor-pointer sm:w-auto peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-earth-500",
          )}
        >
          {chooseLabel}
        </label>
      </div>
      <div aria-live="polite">
        {shown ? (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
            {shown}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

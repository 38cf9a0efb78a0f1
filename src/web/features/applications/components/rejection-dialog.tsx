import { LOCALE_NAMES_IN_GERMAN } from "#shared/locales.ts";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatDateTime } from "#shared/format.ts";
import { fillRejectionTemplate } from "#shared/rejection-text.ts";
import {
  APPLICATION_LIMITS,
  DEFAULT_REJECTION_TEMPLATE,
  type ApplicationDetail,
  type RejectionTemplate,
} from "#shared/schemas/applications.ts";
import { useFormErrors } from "#web/lib/form-errors.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { TextAreaField } from "#web/ui/text-field.tsx";
import { notify } from "#web/ui/toast.ts";
import { REJECTION_TEMPLATE_FORM, saveRejectionTemplate } from "../api.ts";

const PLACEHOLDER_HINTS = [
  ["{name}", "der Name der Person, die sich beworben hat"],
  ["{stelle}", "der Titel Ihrer Anzeige"],
  ["{unternehmen}", "der Name Ihres Unternehmens"],
] as const;

/**
 * Asked before the status becomes „Absage“: whether the Absage mail goes to the applicant
 * (at most once per application), what it will say — the employer's own text or the standard
 * text, filled in as the mail will be — and a way to edit that text. Escape and „Abbrechen“
 * leave the status as it was.
 */
export function RejectionDialog({
  application,
  template,
  busy,
  onConfirm,
  onClose,
}: {
  application: ApplicationDetail;
  template: RejectionTemplate | null;
  busy: boolean;
  onConfirm(sendMail: boolean): void;
  onClose(): void;
}) {
  const { user } = usePageMetadata();
  const employer = user?.employers.data[0];
  const alreadyMailed = application.rejection_mailed_at !== null;
  const [sendMail, setSendMail] = useState(!alreadyMailed);
  const [editing, setEditing] = useState(false);
  const text = template?.rejection_template ?? DEFAULT_REJECTION_TEMPLATE;
  const preview = fillRejectionTemplate(text, {
    name: application.name,
    stelle: application.job.title,
    unternehmen: employer?.name ?? "",
  });

  return (
    <ConfirmActionDialog
      title={`Absage an ${application.name}`}
      confirmLabel={sendMail && !alreadyMailed ? "Absage speichern und senden" : "Absage speichern"}
      busy={busy}
      wide
      blocked={editing}
      afterButtons={
        editing ? (
          <p className="text-right text-sm text-moss-800">
            Speichern oder verwerfen Sie zuerst Ihre Änderungen am Text.
          </p>
        ) : null
      }
      onConfirm={() => onConfirm(sendMail && !alreadyMailed)}
      onClose={onClose}
    >
      {alreadyMailed ? (
        <p className="text-ink">
          Die Absage-E-Mail ging bereits am {formatDateTime(application.rejection_mailed_at!)}{" "}
          hinaus; sie wird nicht noch einmal gesendet.
        </p>
      ) : (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl bg-moss-50 px-4 py-3 ring-1 ring-moss-200">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-moss-700"
            checked={sendMail}
            onChange={(event) => setSendMail(event.target.checked)}
          />
          <span>
            <span className="block font-semibold text-moss-900">
              Absage per E-Mail an {application.email} senden
            </span>
            <span className="block text-sm text-moss-800">
              Die E-Mail kommt von Wurzelwerk im Namen Ihres Unternehmens und geht nur einmal
              hinaus.
            </span>
          </span>
        </label>
      )}

      {sendMail && !alreadyMailed ? (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-moss-900">
              {template?.is_default === false ? "Ihr Absage-Text" : "Standardtext der Absage"}
            </h3>
            {editing ? null : (
              <button
                type="button"
                className={buttonClasses(
                  "ghost",
                  "min-h-11 px-3 text-sm underline underline-offset-2",
                )}
                onClick={() => setEditing(true)}
              >
                Absage-Text bearbeiten
              </button>
            )}
          </div>
          {application.locale === "de" ? null : (
            <p className="mt-2 text-sm text-moss-800" data-testid="rejection-language">
              {template?.is_default === false
                ? `${application.name} hat sich auf ${LOCALE_NAMES_IN_GERMAN[application.locale]} beworben: Ihr Text geht wie geschrieben hinaus, mit einem Satz auf ${LOCALE_NAMES_IN_GERMAN[application.locale]} davor, dass er auf Deutsch ist.`
                : `${application.name} hat sich auf ${LOCALE_NAMES_IN_GERMAN[application.locale]} beworben: Der Standardtext geht auf ${LOCALE_NAMES_IN_GERMAN[application.locale]} hinaus; hier sehen Sie ihn auf Deutsch.`}
            </p>
          )}
          {editing && employer ? (
            <TemplateEditor
              employerId={employer.id}
              template={template}
              onDone={() => setEditing(false)}
            />
          ) : (
            <blockquote
              aria-label="Vorschau der Absage-E-Mail"
              data-testid="rejection-preview"
              className="mt-2 whitespace-pre-line break-words rounded-xl bg-white p-4 text-sm text-ink ring-1 ring-moss-200"
            >
              {preview}
            </blockquote>
          )}
        </div>
      ) : null}
    </ConfirmActionDialog>
  );
}

/** The employer's own Absage text: the placeholders explained, save, back to the standard text. */
function TemplateEditor({
  employerId,
  template,
  onDone,
}: {
  employerId: number;
  template: RejectionTemplate | null;
  onDone(): void;
}) {
  const revalidator = useRevalidator();
  const [text, setText] = useState(template?.rejection_template ?? DEFAULT_REJECTION_TEMPLATE);
  const [busy, setBusy] = useState(false);
  const serverError = useFormErrors(REJECTION_TEMPLATE_FORM).rejection_template?.[0];
  const hintId = useId();

  const save = async (value: string | null) => {
    setBusy(true);
    try {
      const { message } = await saveRejectionTemplate(employerId, value);
      notify.success(message);
      await revalidator.revalidate();
      onDone();
    } catch {
      // A 422 shows at the field, anything else as a toast (lib/http.ts).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mt-2 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void save(text);
      }}
    >
      <div id={hintId} className="rounded-xl bg-moss-50 p-3 text-sm text-ink ring-1 ring-moss-200">
        <p>Diese Platzhalter ersetzen wir in jeder E-Mail:</p>
        <ul className="mt-1 space-y-0.5">
          {PLACEHOLDER_HINTS.map(([placeholder, meaning]) => (
            <li key={placeholder}>
              <code className="font-semibold text-moss-900">{placeholder}</code> – {meaning}
            </li>
          ))}
        </ul>
        <p className="mt-1">
          Der Standardtext duzt – wie alle E-Mails von Wurzelwerk an Bewerberinnen und Bewerber.
        </p>
      </div>
      <TextAreaField
        label="Absage-Text"
        rows={10}
        value={text}
        maxLength={APPLICATION_LIMITS.rejectionTemplate}
        onChange={(event) => setText(event.target.value)}
        error={serverError}
        {...(serverError ? {} : { "aria-describedby": hintId })}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={buttonClasses("primary", "min-h-11 text-sm")}
          aria-disabled={busy || undefined}
        >
          Text speichern
        </button>
        {template?.is_default === false ? (
          <button
            type="button"
            className={buttonClasses("secondary", "min-h-11 text-sm")}
            onClick={() => {
              if (!busy) void save(null);
            }}
            aria-disabled={busy || undefined}
          >
            Standardtext wiederherstellen
          </button>
        ) : null}
        <button
          type="button"
          className={buttonClasses("ghost", "min-h-11 text-sm")}
          onClick={onDone}
        >
          Verwerfen
        </button>
      </div>
    </form>
  );
}

import { useState } from "react";
import { useRevalidator } from "react-router";
import { formatDate } from "#shared/format.ts";
import type { AdminEmployer } from "#shared/schemas/admin-employers.ts";
import { ZDeleteAccountRequest } from "#shared/schemas/data-rights.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { FormDialog } from "#web/ui/form-dialog.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { notify } from "#web/ui/toast.ts";
import { DELETE_EMPLOYER_FORM_ID, deleteEmployer, exportEmployerData } from "../api.ts";
import { theAccounts } from "#shared/count-texts.ts";

// The backoffice's data rights for one employer (ADR 020): export as ZIP and deletion,
// confirmed with the staff member's own password; both are noted in the employer's trail.

const failure = (title: string, error: unknown) =>
  error instanceof HttpError && error.message ? `${title}. ${error.message}` : title;

export function EmployerDataRights({ employer }: { employer: AdminEmployer }) {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (employer.deleted_at) {
    return (
      <p className="rounded-3xl bg-earth-500/10 p-5 text-ink ring-1 ring-earth-500/40 sm:p-6">
        Dieses Konto wurde am {formatDate(employer.deleted_at)} gelöscht. Die persönlichen Daten
        sind entfernt.{" "}
        {employer.retain_until
          ? `Die Rechnungen bleiben gesperrt archiviert bis ${formatDate(employer.retain_until)} (§\u00a0147\u00a0AO, §\u00a014b\u00a0UStG).`
          : "Rechnungen gab es keine."}
      </p>
    );
  }

  const onExport = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await exportEmployerData(employer.profile.id);
    } catch (caught) {
      notify.error(failure("Die Daten konnten nicht exportiert werden", caught));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-moss-800">
        Auf Anfrage des Unternehmens: alle gespeicherten Daten als ZIP-Datei, oder das Konto
        löschen. Beides wird im Protokoll vermerkt.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          className={buttonClasses("secondary")}
          onClick={() => void onExport()}
          aria-disabled={exporting || undefined}
        >
          {exporting ? "Wird vorbereitet …" : "Daten exportieren"}
        </button>
        <button
          type="button"
          className={buttonClasses("secondary", "text-red-800! ring-red-700! hover:bg-red-50!")}
          onClick={() => setDeleting(true)}
        >
          Konto löschen
        </button>
      </div>
      {deleting ? (
        <DeleteEmployerDialog employer={employer} onClose={() => setDeleting(false)} />
      ) : null}
    </div>
  );
}

function DeleteEmployerDialog({ employer, onClose }: { employer: AdminEmployer; onClose(): void }) {
  const revalidator = useRevalidator();
  const form = useApiForm(DELETE_EMPLOYER_FORM_ID, ZDeleteAccountRequest, { password: "" });
  const { register, handleSubmit, formState } = form;
  const busy = formState.isSubmitting;
  const accounts = employer.accounts.length;

  const onSubmit = handleSubmit(async (values) => {
    let answer: { message: string };
    try {
      answer = await deleteEmployer(employer.profile.id, values);
    } catch (caught) {
      // A wrong password comes back as errors.password, shown at the field.
      if (!(caught instanceof HttpError && caught.errors)) {
        notify.error(failure("Das Konto konnte nicht gelöscht werden", caught));
      }
      return;
    }
    notify.success(answer.message);
    onClose();
    await revalidator.revalidate();
  });

  return (
    <FormDialog
      title={`Konto von „${employer.profile.name}“ löschen?`}
      confirmLabel="Konto endgültig löschen"
      busyLabel="Wird gelöscht …"
      busy={busy}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <ul className="list-disc space-y-2 pl-5 text-ink">
        <li>Alle Anzeigen des Unternehmens enden sofort.</li>
        <li>
          Profil, Logo, Kontaktdaten und {theAccounts(accounts)} des Unternehmens werden gelöscht
          und abgemeldet.
        </li>
        <li>Die Rechnungen bleiben zehn Jahre gesperrt archiviert, nur für das Team.</li>
      </ul>
      <p className="font-semibold text-ink">Das lässt sich nicht rückgängig machen.</p>
      <TextField
        label="Ihr eigenes Passwort zur Bestätigung"
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        error={formState.errors.password?.message}
        {...register("password")}
      />
    </FormDialog>
  );
}

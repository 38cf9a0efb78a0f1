import { useState } from "react";
import { ZDeleteAccountRequest } from "#shared/schemas/data-rights.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { endLiveConnection } from "#web/features/notifications/store.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { FormDialog } from "#web/ui/form-dialog.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { notify } from "#web/ui/toast.ts";
import { DELETE_ACCOUNT_FORM_ID, deleteMyAccount, exportMyData } from "../data-rights-api.ts";
import { hasFieldErrors } from "../failure-toast.ts";
import { queueFlashToast } from "../flash-toast.ts";

// Non-breaking spaces: a paragraph sign never stands alone at the end of a line.
const LAWS = "§\u00a0147\u00a0AO, §\u00a014b\u00a0UStG";
const EXPORT_FAILED = "Ihre Daten konnten nicht exportiert werden";
const DELETE_FAILED = "Ihr Konto konnte nicht gelöscht werden";

interface Props {
  user: CurrentUser;
}

const failure = (title: string, error: unknown) =>
  error instanceof HttpError && error.message ? `${title}. ${error.message}` : title;

/** „Ihre Daten“ in the account settings: the export as ZIP and the account's deletion (ADR 020). */
export function DataRightsSection({ user }: Props) {
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const onExport = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await exportMyData();
    } catch (caught) {
      notify.error(failure(EXPORT_FAILED, caught));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section
      aria-labelledby="data-rights-heading"
      className="mt-8 space-y-4 border-t border-moss-200 pt-8"
    >
      <h3 id="data-rights-heading" className="text-lg font-bold text-moss-900">
        Ihre Daten
      </h3>
      <p className="text-sm text-moss-800">
        Laden Sie alles herunter, was wir zu Ihrem Konto gespeichert haben: Konto,
        Unternehmensprofil, Anzeigen, Bestellungen und Rechnungen, zusammen als ZIP-Datei.
      </p>
      <button
        type="button"
        className={buttonClasses("secondary", "w-full sm:w-auto")}
        onClick={() => void onExport()}
        aria-disabled={exporting || undefined}
      >
        {exporting ? "Wird vorbereitet …" : "Meine Daten exportieren"}
      </button>
      <p className="text-sm text-moss-800">
        Sie können Ihr Konto jederzeit löschen. Ihre Anzeigen enden dann sofort.
      </p>
      <button
        type="button"
        className={buttonClasses(
          "secondary",
          "w-full text-red-800! ring-red-700! hover:bg-red-50! sm:w-auto",
        )}
        onClick={() => setDeleting(true)}
      >
        Konto löschen
      </button>
      {deleting ? <DeleteAccountDialog user={user} onClose={() => setDeleting(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ user, onClose }: Props & { onClose(): void }) {
  const form = useApiForm(DELETE_ACCOUNT_FORM_ID, ZDeleteAccountRequest, { password: "" });
  const { register, handleSubmit, formState } = form;
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await deleteMyAccount(values);
    } catch (caught) {
      // A wrong password comes back as errors.password, shown at the field.
      if (!hasFieldErrors(caught)) notify.error(failure(DELETE_FAILED, caught));
      throw caught;
    }
    // Signed out: the live connection closes, the home page loads afresh with the toast.
    endLiveConnection();
    queueFlashToast("accountDeleted");
    window.location.assign("/");
  });

  return (
    <FormDialog
      title="Konto löschen?"
      confirmLabel="Konto endgültig löschen"
      busyLabel="Wird gelöscht …"
      busy={busy}
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
      onClose={onClose}
    >
      <ul className="list-disc space-y-2 pl-5 text-ink">
        <li>Ihre Anzeigen enden sofort und sind nicht mehr zu finden.</li>
        <li>
          Ihr Konto, Ihr Unternehmensprofil mit Logo und die Kontaktdaten in Ihren Anzeigen werden
          gelöscht. Sie werden überall abgemeldet.
        </li>
        <li>
          Ihre Rechnungen bewahren wir auf, wie es das Gesetz verlangt ({LAWS}): zehn Jahre lang,
          gesperrt für jede andere Verwendung.
        </li>
      </ul>
      <p className="font-semibold text-ink">
        Das lässt sich nicht rückgängig machen. Möchten Sie Ihre Daten behalten, exportieren Sie sie
        vorher.
      </p>
      {/* Lets password managers offer the password of this account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email}
        readOnly
        hidden
      />
      <TextField
        label="Ihr Passwort zur Bestätigung"
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        error={formState.errors.password?.message}
        {...register("password")}
      />
    </FormDialog>
  );
}

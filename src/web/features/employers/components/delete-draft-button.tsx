import { useState } from "react";
import { notify } from "#web/ui/toast.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { deleteDraft } from "../api.ts";

/**
 * „Entwurf löschen“: asks first, then deletes the draft for good. A refusal (the ad was
 * published meanwhile, or is gone) shows the server's message as a toast; either way the
 * caller then shows the server's state again (`onDeleted`, `onRefused`).
 */
export function DeleteDraftButton({
  id,
  title,
  className = "",
  onDeleted,
  onRefused,
}: {
  id: number;
  title: string;
  className?: string;
  onDeleted(): void;
  onRefused?(): void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteDraft(id);
    } catch {
      setBusy(false);
      setAsking(false);
      onRefused?.();
      return;
    }
    notify.success(`Ihr Entwurf „${title}“ wurde gelöscht.`);
    setBusy(false);
    setAsking(false);
    onDeleted();
  };

  return (
    <>
      <button
        type="button"
        className={buttonClasses(
          "ghost",
          `min-h-11 px-4 text-sm text-red-800 ring-1 ring-inset ring-red-200 hover:bg-red-50 ${className}`,
        )}
        onClick={() => setAsking(true)}
      >
        Entwurf löschen
        <span className="sr-only">: {title}</span>
      </button>
      {asking ? (
        <ConfirmActionDialog
          title="Entwurf löschen?"
          confirmLabel="Entwurf löschen"
          tone="danger"
          busy={busy}
          onConfirm={() => void remove()}
          onClose={() => setAsking(false)}
        >
          <p className="font-semibold">„{title}“</p>
          <p>Der Entwurf wird endgültig gelöscht. Das lässt sich nicht rückgängig machen.</p>
        </ConfirmActionDialog>
      ) : null}
    </>
  );
}

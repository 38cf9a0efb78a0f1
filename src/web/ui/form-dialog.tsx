import { useId, type FormEvent, type ReactNode } from "react";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalDialog } from "#web/ui/modal-dialog.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

/**
 * A dialog around a small form that confirms a grave step (e.g. a deletion with the password):
 * heading, explanation and fields as children, „Abbrechen“ and a red submit button. Enter in a
 * field submits; Escape and „Abbrechen“ close unless the form is busy; focus returns to the
 * button that opened it.
 */
export function FormDialog({
  title,
  confirmLabel,
  busyLabel,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  children: ReactNode;
}) {
  const headingId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <ModalDialog
      onClose={close}
      layout="sheet"
      aria-labelledby={headingId}
      className="mx-auto mt-[8dvh]! h-auto! max-h-[90dvh]! w-[calc(100%-2rem)]! overflow-y-auto! rounded-3xl! sm:mt-0! sm:max-w-lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4 p-5 sm:p-8">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-moss-900">
          {title}
        </h2>
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={close}
            aria-disabled={busy || undefined}
          >
            Abbrechen
          </button>
          <SubmitButton
            className={buttonClasses("primary", "bg-red-700! hover:bg-red-800!")}
            busy={busy}
            busyLabel={busyLabel}
          >
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </ModalDialog>
  );
}

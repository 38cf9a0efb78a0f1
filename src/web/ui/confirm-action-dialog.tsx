import { useId, type ReactNode } from "react";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalDialog } from "#web/ui/modal-dialog.tsx";

/**
 * Asks before an action that costs a credit or cannot be undone. Escape and "Abbrechen"
 * close it; focus returns to the button that opened it.
 */
export function ConfirmActionDialog({
  title,
  confirmLabel,
  busy,
  tone = "primary",
  cancelLabel = "Abbrechen",
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  tone?: "primary" | "danger";
  cancelLabel?: string;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <ModalDialog
      onClose={() => {
        if (!busy) onClose();
      }}
      layout="sheet"
      aria-labelledby={headingId}
      className="mx-auto mt-[15dvh]! h-auto! w-[calc(100%-2rem)]! rounded-3xl! sm:mt-0! sm:max-w-lg"
    >
      <div className="space-y-4 p-5 sm:p-8">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-moss-900">
          {title}
        </h2>
        <div className="space-y-2 text-ink">{children}</div>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => {
              if (!busy) onClose();
            }}
            aria-disabled={busy || undefined}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className={
              tone === "danger"
                ? buttonClasses("primary", "bg-red-700! hover:bg-red-800!")
                : buttonClasses("primary")
            }
            // aria-disabled rather than disabled: the focused button keeps the focus meanwhile.
            onClick={() => {
              if (!busy) onConfirm();
            }}
            aria-disabled={busy || undefined}
          >
            {busy ? "Bitte warten …" : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}

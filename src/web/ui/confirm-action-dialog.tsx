import { useId, type ReactNode } from "react";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalDialog } from "#web/ui/modal-dialog.tsx";

/**
 * Asks before an action that costs a credit or cannot be undone. Escape and "Abbrechen"
 * close it; focus returns to the button that opened it. `wide` for a question with more to
 * read or choose (it scrolls inside on a short screen); `blocked` keeps the action from
 * running while something in the dialog is unfinished, `afterButtons` says what.
 */
export function ConfirmActionDialog({
  title,
  confirmLabel,
  busy,
  tone = "primary",
  cancelLabel = "Abbrechen",
  wide = false,
  blocked = false,
  afterButtons,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busy: boolean;
  tone?: "primary" | "danger";
  cancelLabel?: string;
  wide?: boolean;
  blocked?: boolean;
  afterButtons?: ReactNode;
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
      className={
        wide
          ? "mx-auto mt-[6dvh]! h-auto! max-h-[88dvh]! w-[calc(100%-1rem)]! overflow-y-auto rounded-3xl! sm:mt-0! sm:max-w-2xl"
          : "mx-auto mt-[15dvh]! h-auto! w-[calc(100%-2rem)]! rounded-3xl! sm:mt-0! sm:max-w-lg"
      }
    >
      <div className="space-y-4 p-5 sm:p-8">
        <h2
          id={headingId}
          className="break-words text-2xl font-extrabold tracking-tight text-moss-900"
        >
          {title}
        </h2>
        <div className={`${wide ? "space-y-4" : "space-y-2"} text-ink`}>{children}</div>
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
                ? buttonClasses("primary", "bg-red-700! hover:bg-red-800! aria-disabled:opacity-60")
                : buttonClasses("primary", "aria-disabled:opacity-60")
            }
            // aria-disabled rather than disabled: the focused button keeps the focus meanwhile.
            onClick={() => {
              if (!busy && !blocked) onConfirm();
            }}
            aria-disabled={busy || blocked || undefined}
          >
            {busy ? "Bitte warten …" : confirmLabel}
          </button>
        </div>
        {afterButtons}
      </div>
    </ModalDialog>
  );
}

import { useEffect, useRef, type ReactNode } from "react";
import { Dialog, I18nProvider, Modal, ModalOverlay } from "react-aria-components";
import { CloseIcon } from "./close-icon.tsx";

interface ModalDialogProps {
  /** Called on Escape, on the close button and (with `closeOnOutsideClick`) on the backdrop. */
  onClose(): void;
  /** "fullscreen": whole screen on phones, centred panel from `sm` up. "sheet": leaves a strip of backdrop on top on phones. */
  layout?: "fullscreen" | "sheet";
  closeOnOutsideClick?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** Extra classes of the panel (e.g. its maximum width). */
  className?: string;
  children: ReactNode;
}

/**
 * An always-open modal dialog (mount it to open it): focus is trapped inside and returns to
 * the opener, Escape closes, the page behind is hidden from assistive technology and does not
 * scroll. The outside click is handled here rather than by react-aria's `isDismissable`,
 * which adds a second, hidden "Schließen" button next to ours; a press that starts inside
 * (e.g. dragging the slider out of the panel) or a click on a toast does not close.
 */
export function ModalDialog({
  onClose,
  layout = "fullscreen",
  closeOnOutsideClick = false,
  className = "",
  children,
  ...labelling
}: ModalDialogProps) {
  const dialog = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!closeOnOutsideClick) return;
    let pressedOutside = false;
    const outside = (target: EventTarget | null) =>
      target instanceof Element &&
      !dialog.current?.contains(target) &&
      !target.closest(".Toastify") &&
      target.isConnected;
    const onPointerDown = (event: PointerEvent) => {
      pressedOutside = outside(event.target);
    };
    const onClick = (event: MouseEvent) => {
      if (pressedOutside && outside(event.target)) close.current();
      pressedOutside = false;
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("click", onClick, true);
    };
  }, [closeOnOutsideClick]);

  const panel =
    layout === "fullscreen"
      ? "h-dvh max-h-full w-full sm:h-auto sm:max-h-[min(90dvh,56rem,100%)] sm:rounded-3xl"
      : "mt-6 h-[calc(100dvh-1.5rem)] max-h-[calc(100%-1.5rem)] w-full rounded-t-3xl sm:mt-0 sm:h-auto sm:max-h-[min(90dvh,56rem,100%)] sm:rounded-3xl";
  return (
    <I18nProvider locale="de-DE">
      <ModalOverlay
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        // The strip at the bottom where toasts stand stays free (--toast-space, set by
        // ui/toast-container.tsx), so no toast lies on the dialog's buttons or fields.
        className="fixed inset-0 z-[60] flex items-start justify-center pb-[var(--toast-space,0px)] sm:items-center sm:p-6 sm:pb-[max(1.5rem,var(--toast-space,0px))]"
      >
        <div
          aria-hidden="true"
          data-testid="modal-backdrop"
          className="absolute inset-0 bg-ink/60 backdrop-blur-[2px]"
        />
        {/* overflow-clip, not overflow-hidden: a hidden overflow can still be scrolled by
            focus() and scrollIntoView, and a scrolled panel pushes its header out of view for
            good (there is no scrollbar to bring it back). A clipped panel cannot scroll. */}
        <Modal
          className={`relative flex flex-col overflow-clip bg-white shadow-2xl sm:w-full ${panel} ${className}`}
        >
          <Dialog ref={dialog} {...labelling} className="flex min-h-0 flex-1 flex-col outline-none">
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </I18nProvider>
  );
}

/**
 * The scrolling middle of a dialog between its fixed header and footer. `relative` makes it
 * the containing block of the visually hidden inputs of react-aria's radios and checkboxes
 * (absolutely positioned): without it they are placed relative to the panel, at the unscrolled
 * position of their label, and focusing one (a tap on a choice low in a scrolled list) scrolls
 * the panel instead of this region. `overscroll-contain` keeps a fling at the end of the list
 * from scrolling the page behind.
 */
export function ModalBody({
  className = "",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="modal-body"
      className={`relative min-h-0 flex-1 overflow-y-auto overscroll-contain ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * The fixed top of a dialog: its heading (`id` names the dialog through `aria-labelledby`) and
 * the round X „Schließen“.
 */
export function ModalHeader({
  id,
  title,
  onClose,
  closeLabel = "Schließen",
}: {
  id: string;
  title: string;
  onClose(): void;
  /** The X's name in the page's language. */
  closeLabel?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-moss-100 px-4 py-3 sm:px-8 sm:py-4">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-moss-900">
        {title}
      </h2>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={onClose}
        className="-mr-2 flex h-11 w-11 items-center justify-center rounded-full text-moss-800 hover:bg-moss-100"
      >
        <CloseIcon className="h-6 w-6" />
      </button>
    </div>
  );
}

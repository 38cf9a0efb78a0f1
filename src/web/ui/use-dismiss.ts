import { useEffect, type RefObject } from "react";

/**
 * Closes a popup on a pointer press outside `refs` or on Escape (burger menu, dropdowns).
 * Escape pressed while focus is inside the popup moves focus back to `returnFocus` (the
 * button that opened it); otherwise focus would fall to the document when the popup hides.
 */
export function useDismiss(
  open: boolean,
  onClose: () => void,
  refs: RefObject<HTMLElement | null>[],
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (refs.some((ref) => ref.current?.contains(target))) return;
      onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInside = refs.some((ref) => ref.current?.contains(document.activeElement));
      onClose();
      if (focusInside) returnFocus?.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
    // refs are stable objects; listing them would re-subscribe on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, onClose]);
}

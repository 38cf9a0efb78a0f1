import { useCallback, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useDismiss } from "./use-dismiss.ts";

/**
 * A header dropdown's state (sectors, languages): open on the page where it was opened, so
 * navigating anywhere closes it; closed by a press outside or Escape (useDismiss).
 */
export function useHeaderDropdown() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(open, close, [rootRef], buttonRef);
  const toggle = () => setOpenOn(open ? null : pathname);
  return { open, toggle, close, panelId, rootRef, buttonRef };
}

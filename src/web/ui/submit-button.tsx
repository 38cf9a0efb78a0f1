import type { ReactNode } from "react";
import { useHydrated } from "#web/lib/use-hydrated.ts";

/**
 * The submit button of a form that sends through the API (react-hook-form's onSubmit). It is
 * disabled in the server's HTML and until React has taken over the page: before that, a press
 * would make the browser submit the form itself — a GET with every field, a password too, in
 * the address and the browser history. While the form is `busy` it shows `busyLabel` and takes
 * no second press; `keepFocusWhileBusy` uses aria-disabled then instead of disabled, so the
 * focused button keeps the focus (the editor's "Weiter", the staff's "Speichern").
 */
export function SubmitButton({
  busy,
  busyLabel,
  className,
  keepFocusWhileBusy = false,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  className: string;
  keepFocusWhileBusy?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={className}
      disabled={!hydrated || (busy && !keepFocusWhileBusy)}
      aria-disabled={(busy && keepFocusWhileBusy) || undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

import { useCallback, useEffect, useRef } from "react";
import { toast } from "react-toastify";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { HttpError } from "#web/lib/http.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";

/** What every step form gets from the editor. */
export interface StepProps<TValues> {
  ad: OwnJobAdvertisement;
  /** Unsaved input of this step from an earlier visit (kept while going back and forth). */
  draft: TValues | undefined;
  /** Called when the step closes without saving, with what was typed. */
  keepDraft(values: TValues): void;
  onSaved(ad: OwnJobAdvertisement): void;
  onBack?(): void;
  onSessionExpired(): void;
}

/** Remembers the step's input when it is left without saving ("Zurück", step links). */
export function useKeepDraft<T>(current: () => T, keep: (draft: T) => void) {
  const saved = useRef(false);
  const latest = useRef({ current, keep });
  useEffect(() => {
    latest.current = { current, keep };
  });
  useEffect(
    () => () => {
      if (!saved.current) latest.current.keep(latest.current.current());
    },
    [],
  );
  /** Call after a successful save: the saved input needs no keeping. */
  return useCallback(() => {
    saved.current = true;
  }, []);
}

export const CHECK_FIELDS_MESSAGE = "Bitte prüfen Sie die markierten Felder.";

/**
 * After a refused save: 401 leads to the login; 422 errors are at the fields already (the
 * server's message came as a toast), the focus goes to the first one; anything else was
 * shown as a toast by lib/http.ts, or gets a general one here.
 */
export function handleSaveError(
  caught: unknown,
  onSessionExpired: () => void,
  focusFirst: (fields: string[]) => void,
) {
  if (caught instanceof HttpError) {
    if (caught.status === 401) return onSessionExpired();
    if (caught.status === 422 && caught.errors) {
      const fields = Object.keys(caught.errors);
      // The store's errors reach the fields in the next render.
      requestAnimationFrame(() => focusFirst(fields));
      return;
    }
    if (caught.message && caught.status !== 0) return;
  }
  toast.error("Der Schritt konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.");
}

export function StepActions({
  onBack,
  busy,
  nextLabel = "Weiter",
}: {
  onBack?(): void;
  busy: boolean;
  nextLabel?: string;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-moss-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
      {onBack ? (
        <button type="button" className={buttonClasses("secondary", "px-6")} onClick={onBack}>
          <span aria-hidden="true">←</span> Zurück
        </button>
      ) : (
        <span className="hidden sm:block" />
      )}
      <button
        type="submit"
        className={buttonClasses("primary", "px-8")}
        // aria-disabled rather than disabled: the focused button keeps the focus meanwhile.
        aria-disabled={busy || undefined}
      >
        {busy ? (
          "Wird gespeichert …"
        ) : (
          <>
            {nextLabel} <span aria-hidden="true">→</span>
          </>
        )}
      </button>
    </div>
  );
}

/** The message of a field's error, also for arrays and objects (first nested message). */
export function errorText(entry: unknown): string | undefined {
  if (!entry || typeof entry !== "object") return undefined;
  const record = entry as Record<string, unknown>;
  if (typeof record.message === "string" && record.message) return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === "ref" || key === "type") continue;
    const nested = errorText(value);
    if (nested) return nested;
  }
  return undefined;
}

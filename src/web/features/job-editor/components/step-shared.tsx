import { useCallback, useEffect, useRef } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { notify } from "#web/ui/toast.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { HttpError } from "#web/lib/http.ts";
import { sameValues } from "#web/lib/same-values.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

/** What every step form gets from the editor. */
export interface StepProps<TDraft> {
  ad: OwnJobAdvertisement;
  /** Unsaved input of this step from an earlier visit (kept while going back and forth). */
  draft: TDraft | undefined;
  /** Called when the step closes without saving: what was typed, or nothing if unchanged. */
  keepDraft(draft: TDraft | undefined): void;
  /** Whether the step's input now differs from the saved ad (the editor warns before leaving). */
  onDirtyChange(dirty: boolean): void;
  onSaved(ad: OwnJobAdvertisement): void;
  onBack?(): void;
}

/** The part of a react-hook-form form the draft tracking reads. */
interface WatchedForm {
  getValues(): unknown;
  subscribe(options: {
    formState: { values: true };
    callback(state: { values: unknown }): void;
  }): () => void;
}

/**
 * Follows a step's input against the saved ad: reports to the editor whether something is
 * unsaved, and when the step is left without saving ("Zurück", step links) hands the input
 * over to be shown again on return. Returns what to call after a successful save.
 */
export function useStepDraft<TDraft>({
  form,
  pristine,
  toDraft,
  keepDraft,
  onDirtyChange,
}: {
  form: WatchedForm;
  /** The step's values as saved on the server. */
  pristine: unknown;
  toDraft(): TDraft;
  keepDraft(draft: TDraft | undefined): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const saved = useRef(false);
  const dirty = useRef(false);
  const latest = useRef({ toDraft, keepDraft, onDirtyChange });
  const initial = useRef(pristine);
  useEffect(() => {
    latest.current = { toDraft, keepDraft, onDirtyChange };
  });
  const { getValues, subscribe } = form;
  useEffect(() => {
    const check = (values: unknown) => {
      const now = !sameValues(values, initial.current);
      if (now === dirty.current) return;
      dirty.current = now;
      latest.current.onDirtyChange(now);
    };
    check(getValues());
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => check(values),
    });
    return () => {
      unsubscribe();
      const { keepDraft: keep, toDraft: draft, onDirtyChange: report } = latest.current;
      keep(!saved.current && dirty.current ? draft() : undefined);
      report(false);
    };
  }, [getValues, subscribe]);
  /** Call after a successful save: the saved input needs no keeping. */
  return useCallback(() => {
    saved.current = true;
  }, []);
}

/**
 * register() plus the field's current value as `defaultValue`: react-hook-form fills inputs
 * only once they are mounted in the browser, so without it the server-rendered step would
 * show empty fields until hydration.
 */
export function registerWithValue<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "register" | "getValues">,
) {
  return (name: Path<T>) => {
    const value: unknown = form.getValues(name);
    return {
      defaultValue: typeof value === "string" || typeof value === "number" ? value : "",
      ...form.register(name),
    };
  };
}

/**
 * After a refused save: 422 errors are at the fields already (the server's message came as a
 * toast), the focus goes to the first one; anything else was shown as a toast by lib/http.ts,
 * or gets a general one here. (A 401 never gets here: lib/http.ts leads to the login.)
 */
export function handleSaveError(caught: unknown, focusFirst: (fields: string[]) => void) {
  if (caught instanceof HttpError) {
    if (caught.status === 422 && caught.errors) {
      const fields = Object.keys(caught.errors);
      // The store's errors reach the fields in the next render.
      requestAnimationFrame(() => focusFirst(fields));
      return;
    }
    if (caught.message && caught.status !== 0) return;
  }
  notify.error("Der Schritt konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.");
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
      <SubmitButton
        className={buttonClasses("primary", "px-8")}
        busy={busy}
        busyLabel="Wird gespeichert …"
        keepFocusWhileBusy
      >
        {nextLabel} <span aria-hidden="true">→</span>
      </SubmitButton>
    </div>
  );
}

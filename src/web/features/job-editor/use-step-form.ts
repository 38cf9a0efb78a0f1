import { useCallback, useEffect, useRef, useState } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { HttpError } from "#web/lib/http.ts";
import { sameValues } from "#web/lib/same-values.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { notify } from "#web/ui/toast.ts";
import { STEP_FORM_IDS, saveStep, type SavedStep, type StepBody } from "./api.ts";

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

interface StepFormOptions<TValues, TDraft> {
  /** The step's values as saved on the server: "unsaved" means the input differs from them. */
  saved: TValues;
  /** The form's values in a kept draft; without it the draft is the values themselves. */
  fromDraft?(draft: TDraft): TValues;
  /** What to keep of unsaved input; without it the values themselves. */
  toDraft?(values: TValues): TDraft;
  /** The field to focus after the server refused fields; without it the first one it named. */
  firstInvalid?(fields: string[]): string | undefined;
}

/**
 * One step of the editor: the form on the step's schema and form id, the save through
 * `PUT …/step{n}` (field errors at the fields, the focus on the first one), the busy state of
 * "Weiter", and the unsaved-input tracking the editor's leave warning and the kept drafts use.
 * The step itself adds its fields and, where its draft holds more than the form, how to keep it.
 */
export function useStepForm<
  N extends SavedStep,
  TSchema extends z.ZodType<StepBody<N>, FieldValues>,
  TDraft = z.input<TSchema>,
>(
  step: N,
  schema: TSchema,
  { ad, draft, keepDraft, onDirtyChange, onSaved }: StepProps<TDraft>,
  options: StepFormOptions<z.input<TSchema>, TDraft>,
) {
  type Values = z.input<TSchema>;
  const {
    saved,
    fromDraft = (kept: TDraft) => kept as unknown as Values,
    toDraft = (values: Values) => values as unknown as TDraft,
    firstInvalid = firstNamedField,
  } = options;
  // A step's values are complete, which DefaultValues (a deep partial) cannot see in a generic type.
  const initial = (draft === undefined ? saved : fromDraft(draft)) as DefaultValues<Values>;
  const form = useApiForm(STEP_FORM_IDS[step], schema, initial);
  const markSaved = useStepDraft({
    form,
    pristine: saved,
    toDraft: () => toDraft(form.getValues()),
    keepDraft,
    onDirtyChange,
  });
  const [busy, setBusy] = useState(false);
  const { handleSubmit, setFocus } = form;

  const onSubmit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await saveStep(ad.id, step, values);
      markSaved();
      onSaved(data);
    } catch (caught) {
      const fields = refusedFields(caught);
      if (fields === null) {
        notify.error("Der Schritt konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.");
      } else if (fields.length) {
        const first = firstInvalid(fields);
        // The store's errors reach the fields in the next render.
        if (first) requestAnimationFrame(() => setFocus(first as Path<Values>));
      }
    } finally {
      setBusy(false);
    }
  });

  /**
   * register() plus the field's current value as `defaultValue`: react-hook-form fills inputs
   * only once they are mounted in the browser, so without it the server-rendered step would
   * show empty fields until hydration.
   */
  const bind = (name: Path<Values>) => {
    const value: unknown = form.getValues(name);
    return {
      defaultValue: typeof value === "string" || typeof value === "number" ? value : "",
      ...form.register(name),
    };
  };

  return { form, busy, onSubmit, bind };
}

/** A field error of a nested field is stored under `location-latitude`: its field is `location`. */
function firstNamedField(fields: string[]): string | undefined {
  return fields[0]?.split("-")[0];
}

/**
 * After a refused save: the fields of a 422 (their errors are at the fields already, the
 * server's message came as a toast); an empty list when lib/http.ts showed the server's message
 * as a toast already; null when nothing told the employer yet. A 401 never gets here:
 * lib/http.ts leads to the login.
 */
export function refusedFields(caught: unknown): string[] | null {
  if (caught instanceof HttpError) {
    if (caught.status === 422 && caught.errors) return Object.keys(caught.errors);
    if (caught.message && caught.status !== 0) return [];
  }
  return null;
}

/**
 * Whether a step's input differs from the saved ad, followed value by value: `update` answers
 * the new state only when it changed; after a save the input needs no keeping.
 */
export function stepDraftTracker(pristine: unknown) {
  let dirty = false;
  let saved = false;
  return {
    update(values: unknown): boolean | null {
      const now = !sameValues(values, pristine);
      if (now === dirty) return null;
      dirty = now;
      return now;
    },
    markSaved() {
      saved = true;
    },
    /** Whether leaving now hands the input over to be shown again on return. */
    keepsInput(): boolean {
      return !saved && dirty;
    },
  };
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
function useStepDraft<TDraft>({
  form,
  pristine,
  toDraft,
  keepDraft,
  onDirtyChange,
}: {
  form: WatchedForm;
  pristine: unknown;
  toDraft(): TDraft;
  keepDraft(draft: TDraft | undefined): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const [tracker] = useState(() => stepDraftTracker(pristine));
  const latest = useRef({ toDraft, keepDraft, onDirtyChange });
  useEffect(() => {
    latest.current = { toDraft, keepDraft, onDirtyChange };
  });
  const { getValues, subscribe } = form;
  useEffect(() => {
    const check = (values: unknown) => {
      const changed = tracker.update(values);
      if (changed !== null) latest.current.onDirtyChange(changed);
    };
    check(getValues());
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values }) => check(values),
    });
    return () => {
      unsubscribe();
      const { keepDraft: keep, toDraft: draft, onDirtyChange: report } = latest.current;
      keep(tracker.keepsInput() ? draft() : undefined);
      report(false);
    };
  }, [getValues, subscribe, tracker]);
  return useCallback(() => tracker.markSaved(), [tracker]);
}

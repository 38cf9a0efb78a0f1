import { create } from "zustand";

/**
 * Field errors per form and field (docs/product.md "Texts and messages", §7): names with dots are stored with dashes
 * ("location.latitude" → "location-latitude"); an error disappears when its field gets a value.
 */
type Errors = Record<string, Record<string, string[]>>;

interface FormErrorState {
  errors: Errors;
  setErrors(form: string, fieldErrors: Record<string, string[]>): void;
  clearForm(form: string): void;
  clearField(form: string, field: string): void;
}

export const fieldKey = (name: string) => name.replace(/\./g, "-");

export const useFormErrorStore = create<FormErrorState>((set) => ({
  errors: {},
  setErrors: (form, fieldErrors) =>
    set((state) => ({
      errors: {
        ...state.errors,
        [form]: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [fieldKey(k), v])),
      },
    })),
  clearForm: (form) =>
    set((state) => {
      if (!state.errors[form]) return state;
      const { [form]: _removed, ...rest } = state.errors;
      return { errors: rest };
    }),
  clearField: (form, field) =>
    set((state) => {
      const key = fieldKey(field);
      const current = state.errors[form];
      if (!current?.[key]) return state;
      const { [key]: _removed, ...rest } = current;
      return { errors: { ...state.errors, [form]: rest } };
    }),
}));

const EMPTY: Record<string, string[]> = {};
export function useFormErrors(form: string): Record<string, string[]> {
  return useFormErrorStore((s) => s.errors[form] ?? EMPTY);
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

import { useEffect } from "react";
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { slugify } from "#shared/schemas/admin-content.ts";

/**
 * For a new entry: the slug follows the name until staff edit the slug themselves.
 */
export function useAutoSlug<T extends FieldValues & { slug: string }>(
  form: UseFormReturn<T, unknown, FieldValues>,
  from: Path<T>,
  isNew: boolean,
) {
  const { subscribe, setValue, getFieldState } = form;
  useEffect(() => {
    if (!isNew) return;
    return subscribe({
      name: from,
      formState: { values: true },
      callback: ({ values }) => {
        if (getFieldState("slug" as Path<T>).isDirty) return;
        setValue("slug" as Path<T>, slugify(String(get(values, from) ?? "")) as never);
      },
    });
  }, [subscribe, setValue, getFieldState, from, isNew]);
}

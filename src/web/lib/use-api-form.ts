import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
} from "react-hook-form";
import type { z } from "zod";
import { fieldKey, useFormErrorStore, useFormErrors } from "./form-errors.ts";

/**
 * react-hook-form with the shared zod schema, joined to the product's per-form error store:
 * the browser checks with the same schema as the server, and field errors the server sends
 * (stored by lib/http.ts under `formId`) show on the same fields. An error disappears when
 * its field gets a value.
 */
export function useApiForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  formId: string,
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    // The resolver's generics cannot follow a generic schema; the schema fixes both sides.
    resolver: zodResolver(schema as never) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const serverErrors = useFormErrors(formId);

  useEffect(() => {
    for (const [key, messages] of Object.entries(serverErrors)) {
      form.setError(key.replace(/-/g, ".") as Path<z.input<TSchema>>, {
        type: "server",
        message: messages[0],
      });
    }
  }, [serverErrors, form]);

  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (!name) return;
          const value = (values as Record<string, unknown>)[name];
          if (value !== undefined && value !== null && value !== "") {
            useFormErrorStore.getState().clearField(formId, fieldKey(name));
          }
        },
      }),
    [subscribe, formId],
  );

  return form;
}

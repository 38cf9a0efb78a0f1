import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { ADMIN_CONTENT_LIMITS as L } from "#shared/schemas/admin-content.ts";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";

/** meta_title and meta_description (pages, blog posts): what search engines and tabs show. */
export function MetaFields<T extends FieldValues>({
  register,
  error,
}: {
  register: UseFormRegister<T>;
  error(name: string): string | undefined;
}) {
  return (
    <fieldset className="rounded-2xl p-4 ring-1 ring-moss-200 sm:p-5">
      <legend className="px-1 font-bold text-moss-900">Für Suchmaschinen</legend>
      <div className="space-y-6">
        <TextField
          label="Meta-Titel"
          optional
          hint="Titel im Browser-Tab und in den Suchergebnissen, am besten bis 60 Zeichen. Leer: der Seitentitel."
          maxLength={L.metaTitle}
          error={error("meta_title.de")}
          {...register("meta_title.de" as Path<T>)}
        />
        <TextAreaField
          label="Meta-Beschreibung"
          optional
          hint="Text unter dem Titel in den Suchergebnissen, am besten 120 bis 160 Zeichen."
          rows={3}
          maxLength={L.metaDescription}
          error={error("meta_description.de")}
          {...register("meta_description.de" as Path<T>)}
        />
      </div>
    </fieldset>
  );
}

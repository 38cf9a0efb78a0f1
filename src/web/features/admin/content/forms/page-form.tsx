import { translate } from "#shared/i18n.ts";
import {
  ADMIN_CONTENT_LIMITS as L,
  ZAdminPageInput,
  type AdminPage,
} from "#shared/schemas/admin-content.ts";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { ContentFormFrame, RichTextField, fieldError, useContentForm } from "../content-form.tsx";
import { useAutoSlug } from "../use-auto-slug.ts";
import { MetaFields } from "./meta-fields.tsx";
import { TranslationFields, translatedDefaults } from "./translation-fields.tsx";

/** A content page: title, address, meta data for search engines, intro and body, their translations. */
export function PageForm({ page }: { page: AdminPage | null }) {
  const { form, onSubmit, busy } = useContentForm("pages", page?.id ?? null, ZAdminPageInput, {
    slug: page?.slug ?? "",
    name: translatedDefaults(page?.name),
    meta_title: translatedDefaults(page?.meta_title),
    meta_description: translatedDefaults(page?.meta_description),
    intro: translatedDefaults(page?.intro),
    content: translatedDefaults(page?.content),
  });
  const { register, formState, control } = form;
  useAutoSlug(form, "name.de", page === null);
  const error = (name: string) => fieldError(formState.errors, name);
  const typed = page !== null && page.type !== "Contentpage";

  return (
    <ContentFormFrame
      kind="pages"
      id={page?.id ?? null}
      name={page ? translate(page.name) : undefined}
      onSubmit={onSubmit}
      busy={busy}
      deletable={!page?.protected}
      notice={
        page?.protected
          ? "Diese Seite gehört zum festen Aufbau der Website: Adresse und Seite bleiben, Texte und Meta-Daten können Sie ändern."
          : undefined
      }
    >
      <TextField
        label="Seitentitel"
        maxLength={L.pageName}
        error={error("name.de")}
        {...register("name.de")}
      />
      <TextField
        label="Adresse"
        hint={
          page?.protected
            ? "Die Adresse dieser Seite ist fest."
            : "Der Pfad nach der Domain, z. B. ratgeber/bewerbung für /ratgeber/bewerbung. Nur a–z, 0–9, Bindestriche und /."
        }
        maxLength={L.pageSlug}
        readOnly={page?.protected}
        autoCapitalize="off"
        spellCheck={false}
        error={error("slug")}
        {...register("slug")}
      />
      <MetaFields register={register} error={error} />
      <TextAreaField
        label="Einleitung"
        optional
        hint="Kurzer Text unter dem Seitentitel."
        rows={3}
        maxLength={L.intro}
        error={error("intro.de")}
        {...register("intro.de")}
      />
      <RichTextField
        control={control}
        name="content.de"
        id="page-content"
        label="Inhalt"
        hint={
          typed
            ? "Optional: Diese Seite baut ihren Hauptteil selbst auf; der Text hier erscheint dazu."
            : "Zwischenüberschriften (H2, H3), Listen, Zitate und Links, auch auf eigene Seiten wie /kontakt."
        }
        error={error("content.de")}
      />
      <TranslationFields
        idPrefix="page"
        register={register}
        control={control}
        error={error}
        fields={[
          { name: "name", label: "Seitentitel", kind: "line", maxLength: L.pageName },
          { name: "meta_title", label: "Meta-Titel", kind: "line", maxLength: L.metaTitle },
          {
            name: "meta_description",
            label: "Meta-Beschreibung",
            kind: "text",
            rows: 3,
            maxLength: L.metaDescription,
          },
          { name: "intro", label: "Einleitung", kind: "text", maxLength: L.intro },
          { name: "content", label: "Inhalt", kind: "rich" },
        ]}
      />
    </ContentFormFrame>
  );
}

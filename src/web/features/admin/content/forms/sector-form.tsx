import { translate } from "#shared/i18n.ts";
import {
  ADMIN_CONTENT_LIMITS as L,
  ZAdminSectorInput,
  type AdminSector,
} from "#shared/schemas/admin-content.ts";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { ContentFormFrame, fieldError, useContentForm } from "../content-form.tsx";
import { useAutoSlug } from "../use-auto-slug.ts";
import { TranslationFields, translatedDefaults } from "./translation-fields.tsx";
import { sectorUsage } from "#shared/count-texts.ts";

/** A sector: German name, slug of its page /jobs-im-bereich/{slug}, the page's intro, their translations. */
export function SectorForm({ sector }: { sector: AdminSector | null }) {
  const { form, onSubmit, busy } = useContentForm(
    "sectors",
    sector?.id ?? null,
    ZAdminSectorInput,
    {
      slug: sector?.slug ?? "",
      name: translatedDefaults(sector?.name),
      intro: translatedDefaults(sector?.intro),
    },
  );
  const { register, formState, control } = form;
  useAutoSlug(form, "name.de", sector === null);
  const error = (name: string) => fieldError(formState.errors, name);
  const inUse = sector ? sector.job_count + sector.employer_count : 0;

  return (
    <ContentFormFrame
      kind="sectors"
      id={sector?.id ?? null}
      name={sector ? translate(sector.name) : undefined}
      onSubmit={onSubmit}
      busy={busy}
      deletable={inUse === 0}
      notice={
        inUse > 0
          ? `Diese Branche wird ${sectorUsage(sector!.job_count, sector!.employer_count)} verwendet. Sie kann umbenannt, aber nicht gelöscht werden.`
          : undefined
      }
    >
      <TextField
        label="Name"
        maxLength={L.sectorName}
        error={error("name.de")}
        {...register("name.de")}
      />
      <TextField
        label="Kurzname für die Adresse"
        hint={`Die Branchenseite liegt unter /jobs-im-bereich/…. Nur a–z, 0–9 und Bindestriche.${sector ? " Eine Änderung macht alte Links ungültig." : ""}`}
        maxLength={L.slug}
        autoCapitalize="off"
        spellCheck={false}
        error={error("slug")}
        {...register("slug")}
      />
      <TextAreaField
        label="Einleitungstext der Branchenseite"
        optional
        hint="Zwei, drei Sätze für Suchende und Suchmaschinen."
        rows={5}
        maxLength={L.sectorIntro}
        error={error("intro.de")}
        {...register("intro.de")}
      />
      <TranslationFields
        idPrefix="sector"
        register={register}
        control={control}
        error={error}
        fields={[
          { name: "name", label: "Name", kind: "line", maxLength: L.sectorName },
          {
            name: "intro",
            label: "Einleitungstext",
            kind: "text",
            rows: 4,
            maxLength: L.sectorIntro,
          },
        ]}
      />
    </ContentFormFrame>
  );
}

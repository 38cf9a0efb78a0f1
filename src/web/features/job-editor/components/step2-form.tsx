import { errorText } from "#web/lib/form-errors.ts";
import { lazy, Suspense, useState } from "react";
import { Controller } from "react-hook-form";
import {
  JOB_LIMITS,
  ZStep2Request,
  type Step2Form as Step2Values,
} from "#shared/schemas/job-editor.ts";
import { AD_TEXT_LOCALES, type AdTextLocale, type Image } from "#shared/schemas/jobs.ts";
import { useStepForm, type StepProps } from "../use-step-form.ts";
import { step2Values } from "../values.ts";
import { HeaderImageField } from "./header-image-field.tsx";
import { StepActions } from "./step-shared.tsx";
import { TranslationsSection } from "./translations-section.tsx";

// TipTap and ProseMirror load only when this step is shown.
const RichTextEditor = lazy(() => import("#web/ui/rich-text-editor.tsx"));

export interface Step2Draft {
  values: Step2Values;
  image: Image | null;
}

type TextField = "description" | "tasks" | "profile" | "benefits";

const BLOCKS: { name: TextField; label: string; hint: string }[] = [
  {
    name: "description",
    label: "Über die Stelle",
    hint: `Worum geht es, wo arbeitet man, wie sieht ein Arbeitstag aus? Mindestens ${JOB_LIMITS.descriptionVisibleMin} Zeichen.`,
  },
  {
    name: "tasks",
    label: "Deine Aufgaben",
    hint: "Am besten als Aufzählung: die wichtigsten Tätigkeiten.",
  },
  {
    name: "profile",
    label: "Dein Profil",
    hint: "Was Bewerber mitbringen sollten: Ausbildung, Erfahrung, Führerschein …",
  },
  {
    name: "benefits",
    label: "Wir bieten",
    hint: "Optional: Gehalt, Arbeitszeiten, Team, Weiterbildung, Extras.",
  },
];

/** What shows while the editor's code loads: the same labels and boxes, not a blank. */
function EditorsLoading() {
  return (
    <div role="status" aria-label="Texteditor wird geladen" className="space-y-8">
      {BLOCKS.map((block) => (
        <div key={block.name} aria-hidden="true">
          <p className="font-semibold text-moss-900">{block.label}</p>
          <p className="mt-0.5 text-sm text-moss-700">{block.hint}</p>
          <div className="mt-2 overflow-hidden rounded-xl border border-moss-300 bg-white">
            <div className="h-14 border-b border-moss-200 bg-moss-50" />
            <div className="min-h-40 animate-pulse bg-moss-50/50 motion-reduce:animate-none" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Step 2 "Beschreibung": the four text blocks and the header image. */
export function Step2Form(props: StepProps<Step2Draft>) {
  const { ad, draft } = props;
  const [image, setImage] = useState<Image | null>(draft ? draft.image : ad.image);
  // The translations start open when the ad has one, on its first translated language.
  const translated = AD_TEXT_LOCALES.filter((locale) => ad.translations[locale]);
  const [translationsOpen, setTranslationsOpen] = useState(translated.length > 0);
  const [language, setLanguage] = useState<AdTextLocale>(translated[0] ?? "en");
  const { form, busy, onSubmit, bind } = useStepForm(2, ZStep2Request, props, {
    saved: step2Values(ad),
    fromDraft: (kept) => kept.values,
    // The image shown beside the form's `image_id` comes back with the input.
    toDraft: (values) => ({ values, image }),
    // The text blocks in the order of the page; the image field takes no focus.
    // A refused translation opens on its language, its first refused field focused.
    firstInvalid: (fields) => {
      const german = BLOCKS.find((block) => fields.includes(block.name))?.name;
      if (german) return german;
      const path = fields.find((field) => field.startsWith("translations."));
      const locale = path?.split(".")[1] as AdTextLocale | undefined;
      if (!path || !locale || !AD_TEXT_LOCALES.includes(locale)) return undefined;
      setTranslationsOpen(true);
      setLanguage(locale);
      const [, , field] = path.split(".");
      return `translations.${locale}.${field ?? "title"}`;
    },
  });
  const { control, formState, setValue } = form;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="editor-step-heading"
      className="space-y-8"
    >
      <Suspense fallback={<EditorsLoading />}>
        {BLOCKS.map((block) => (
          <Controller
            key={block.name}
            control={control}
            name={block.name}
            render={({ field }) => (
              <RichTextEditor
                id={`editor-${block.name}`}
                label={block.label}
                hint={block.hint}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                focusRef={field.ref}
                error={errorText(formState.errors[block.name])}
              />
            )}
          />
        ))}
      </Suspense>

      <TranslationsSection
        control={control}
        bind={bind}
        errors={formState.errors}
        open={translationsOpen}
        onToggle={setTranslationsOpen}
        active={language}
        onSelect={setLanguage}
      />

      <HeaderImageField
        image={image}
        error={errorText(formState.errors.image_id)}
        onChange={(next) => {
          setImage(next);
          setValue("image_id", next ? next.id : null, { shouldDirty: true });
        }}
      />

      <StepActions busy={busy} onBack={props.onBack} />
    </form>
  );
}

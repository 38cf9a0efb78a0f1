import { translate } from "#shared/i18n.ts";
import {
  ADMIN_CONTENT_LIMITS as L,
  FAQ_AUDIENCES,
  FAQ_AUDIENCE_LABELS,
  ZAdminFaqInput,
  type AdminFaq,
} from "#shared/schemas/admin-content.ts";
import { TextField } from "#web/ui/text-field.tsx";
import { ContentFormFrame, RichTextField, fieldError, useContentForm } from "../content-form.tsx";
import { TranslationFields, translatedDefaults } from "./translation-fields.tsx";

/** A FAQ entry of /faq: audience, question, answer, position within its audience. */
export function FaqForm({ faq }: { faq: AdminFaq | null }) {
  const { form, onSubmit, busy } = useContentForm("faqs", faq?.id ?? null, ZAdminFaqInput, {
    audience: faq?.audience ?? "seeker",
    question: translatedDefaults(faq?.question),
    answer: translatedDefaults(faq?.answer),
    position: faq?.position ?? 100,
  });
  const { register, formState, control } = form;
  const error = (name: string) => fieldError(formState.errors, name);
  const audienceError = error("audience");

  return (
    <ContentFormFrame
      kind="faqs"
      id={faq?.id ?? null}
      name={faq ? translate(faq.question) : undefined}
      onSubmit={onSubmit}
      busy={busy}
    >
      <fieldset aria-describedby={audienceError ? "faq-audience-error" : undefined}>
        <legend className="font-semibold text-moss-900">Zielgruppe</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
          {FAQ_AUDIENCES.map((audience) => (
            <label key={audience} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="radio"
                value={audience}
                className="h-5 w-5 accent-moss-700"
                {...register("audience")}
              />
              <span className="text-moss-900">{FAQ_AUDIENCE_LABELS[audience]}</span>
            </label>
          ))}
        </div>
        {audienceError ? (
          <p id="faq-audience-error" className="mt-1 text-sm font-medium text-red-700">
            {audienceError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label="Frage"
        maxLength={L.faqQuestion}
        error={error("question.de")}
        {...register("question.de")}
      />
      <RichTextField
        control={control}
        name="answer.de"
        id="faq-answer"
        label="Antwort"
        error={error("answer.de")}
      />
      <TranslationFields
        idPrefix="faq"
        register={register}
        control={control}
        error={error}
        fields={[
          { name: "question", label: "Frage", kind: "line", maxLength: L.faqQuestion },
          { name: "answer", label: "Antwort", kind: "rich" },
        ]}
      />
      <div className="sm:max-w-xs">
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          min={0}
          max={L.sort}
          hint="Kleinere Zahlen stehen innerhalb der Zielgruppe weiter oben."
          error={error("position")}
          {...register("position", { valueAsNumber: true })}
        />
      </div>
    </ContentFormFrame>
  );
}

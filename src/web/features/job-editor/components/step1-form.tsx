import { errorText } from "#web/lib/form-errors.ts";
import { useId, useState } from "react";
import { JOB_LIMITS, ZStep1Request } from "#shared/schemas/job-editor.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { TextField } from "#web/ui/text-field.tsx";
import { STEP_FORM_IDS, saveStep } from "../api.ts";
import { step1Values, type Step1Values } from "../values.ts";
import { FixedFieldsNotice } from "./fixed-fields-notice.tsx";
import { SectorsField, StartField, WorkingTimeField, WorkplaceField } from "./step1-fields.tsx";
import {
  StepActions,
  handleSaveError,
  registerWithValue,
  useStepDraft,
  type StepProps,
} from "./step-shared.tsx";

/** Step 1 "Basisdaten": title, sectors (1–3), job type, start, place of work. */
export function Step1Form({
  ad,
  draft,
  keepDraft,
  onDirtyChange,
  onSaved,
}: StepProps<Step1Values>) {
  const form = useApiForm(STEP_FORM_IDS[1], ZStep1Request, draft ?? step1Values(ad));
  const { handleSubmit, control, formState, setFocus } = form;
  const bind = registerWithValue(form);
  const markSaved = useStepDraft({
    form,
    pristine: step1Values(ad),
    toDraft: () => form.getValues(),
    keepDraft,
    onDirtyChange,
  });
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const published = ad.status !== "draft";

  const onSubmit = handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const { data } = await saveStep(ad.id, 1, values);
      markSaved();
      onSaved(data);
    } catch (caught) {
      handleSaveError(caught, (fields) => {
        const first = fields[0]?.split("-")[0];
        if (first) setFocus(first as keyof Step1Values);
      });
    } finally {
      setBusy(false);
    }
  });

  const errors = formState.errors;
  const sectorError = errorText(errors.sectors);
  const workingTimeError = errorText(errors.working_time);
  const startError = errorText(errors.starts_at);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="editor-step-heading"
      className="space-y-8"
    >
      {published ? <FixedFieldsNotice ad={ad} /> : null}

      <TextField
        label="Stellentitel"
        hint="Kurz und klar, z. B. „Gärtner/in im Garten- und Landschaftsbau (m/w/d)“."
        maxLength={JOB_LIMITS.titleMax}
        autoComplete="off"
        error={errorText(errors.title)}
        {...bind("title")}
      />

      <SectorsField control={control} ids={ids} published={published} error={sectorError} />

      <WorkingTimeField
        control={control}
        ids={ids}
        published={published}
        error={workingTimeError}
      />

      <StartField control={control} ids={ids} error={startError} />

      <WorkplaceField control={control} published={published} errors={errors} />

      <StepActions busy={busy} />
    </form>
  );
}

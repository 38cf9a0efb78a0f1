import { errorText } from "#web/lib/form-errors.ts";
import { useId } from "react";
import { JOB_LIMITS } from "#shared/schemas/job-editor.ts";
import { TextField } from "#web/ui/text-field.tsx";
import { useStepForm, type StepProps } from "../use-step-form.ts";
import { ZStep1Form, step1Values, type Step1Values } from "../values.ts";
import { FixedFieldsNotice } from "./fixed-fields-notice.tsx";
import { SeasonalWorkSection } from "./seasonal-fields.tsx";
import { SectorsField, StartField, WorkingTimeField, WorkplaceField } from "./step1-fields.tsx";
import { StepActions } from "./step-shared.tsx";

/**
 * Step 1 "Basisdaten": title, sectors (1–3), job type, start, place of work, then the season
 * and the conditions of the work (seasonal-fields.tsx).
 */
export function Step1Form(props: StepProps<Step1Values>) {
  const { ad } = props;
  const { form, busy, onSubmit, bind } = useStepForm(1, ZStep1Form, props, {
    saved: step1Values(ad),
  });
  const { control, formState } = form;
  const ids = useId();
  const published = ad.status !== "draft";

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

      <SeasonalWorkSection control={control} ids={ids} errors={errors} bind={bind} />

      <StepActions busy={busy} />
    </form>
  );
}

import type { Step1Request, Step2Request, Step3Request } from "#shared/schemas/job-editor.ts";
import { api } from "#web/lib/api.ts";

// The ad editor's calls (docs/product.md "API conventions", ADR 011): create a draft, save it step by
// step, upload a header image. The ad itself comes from the route loaders (load context
// `ownJob`), rendered on the server.

/** Form identifiers of docs/product.md "API conventions": each step's field errors are stored under its own id. */
export const STEP_FORM_IDS = {
  1: "job-editor-step1",
  2: "job-editor-step2",
  3: "job-editor-step3",
} as const;
export const HEADER_IMAGE_FORM_ID = "job-editor-image";

export type SavedStep = keyof typeof STEP_FORM_IDS;

export function createDraft() {
  return api.post("/api/job-advertisements", { body: {} });
}

interface StepBodies {
  1: Step1Request;
  2: Step2Request;
  3: Step3Request;
}

/** What `PUT …/step{n}` takes. */
export type StepBody<N extends SavedStep> = StepBodies[N];

/**
 * PUT …/{id}/step{n}: 422 field errors land in the step's form store (and show at the fields),
 * a 409 (step out of order, ended ad) and other refusals as a red toast with the server's text.
 */
export function saveStep<N extends SavedStep>(id: number, step: N, body: StepBody<N>) {
  return api.put(`/api/job-advertisements/:id/step${step as SavedStep}`, {
    params: { id },
    // Each step's body matches its own entry (StepBodies pairs them).
    body: body as never,
    form: STEP_FORM_IDS[step],
  });
}

/** POST /api/job-advertisements/images, multipart field `image`; errors land under `image`. */
export function uploadHeaderImage(file: File) {
  const body = new FormData();
  body.append("image", file);
  return api.post("/api/job-advertisements/images", {
    body,
    form: HEADER_IMAGE_FORM_ID,
    toast: false,
  });
}

export type UploadedImage = Awaited<ReturnType<typeof uploadHeaderImage>>["data"];

import type {
  OwnJobAdvertisement,
  Step1Request,
  Step2Request,
  Step3Request,
} from "#shared/schemas/job-editor.ts";
import type { Image } from "#shared/schemas/jobs.ts";
import { http } from "#web/lib/http.ts";

// The ad editor's calls (PRODUCT.md "API details", ADR 011): create a draft, save it step by
// step, upload a header image. The ad itself comes from the route loaders (load context
// `ownJob`), rendered on the server.

/** Form identifiers of SPEC.md §7: each step's field errors are stored under its own id. */
export const STEP_FORM_IDS = {
  1: "job-editor-step1",
  2: "job-editor-step2",
  3: "job-editor-step3",
} as const;
export const HEADER_IMAGE_FORM_ID = "job-editor-image";

export type SavedStep = keyof typeof STEP_FORM_IDS;

interface JobAnswer {
  data: OwnJobAdvertisement;
}

export function createDraft(): Promise<JobAnswer> {
  return http.post<JobAnswer>("/api/job-advertisements", {}, { globalErrors: true });
}

interface StepBodies {
  1: Step1Request;
  2: Step2Request;
  3: Step3Request;
}

/**
 * PUT …/{id}/step{n}: 422 field errors land in the step's form store (and show at the fields),
 * a 409 (step out of order, ended ad) and other refusals as a red toast with the server's text.
 */
export function saveStep<N extends SavedStep>(
  id: number,
  step: N,
  body: StepBodies[N],
): Promise<JobAnswer> {
  return http.put<JobAnswer>(`/api/job-advertisements/${id}/step${step}`, body, {
    form: STEP_FORM_IDS[step],
    globalErrors: true,
  });
}

export type UploadedImage = Image & { id: number };

/** POST /api/job-advertisements/images, multipart field `image`; errors land under `image`. */
export function uploadHeaderImage(file: File): Promise<{ data: UploadedImage }> {
  const body = new FormData();
  body.append("image", file);
  return http.post<{ data: UploadedImage }>("/api/job-advertisements/images", body, {
    form: HEADER_IMAGE_FORM_ID,
  });
}

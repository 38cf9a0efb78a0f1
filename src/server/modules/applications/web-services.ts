import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ApplicantWebServices } from "#shared/load-context.ts";
import { APPLICATION_LINK_UNKNOWN_MESSAGE } from "#shared/schemas/applications.ts";
import { ownApplication } from "./apply.ts";

/** What the applicant's page of the mailed link loads (routes/application.tsx). */
export const applicantWebServices = (deps: Deps): ApplicantWebServices => ({
  applicationByToken: async (token) => {
    try {
      return { status: 200, application: await ownApplication(deps, token) };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        return { status: 404, message: APPLICATION_LINK_UNKNOWN_MESSAGE };
      }
      throw error;
    }
  },
});

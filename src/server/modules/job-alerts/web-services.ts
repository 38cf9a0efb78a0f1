import type { Deps } from "#server/deps.ts";
import { AppError } from "#server/platform/errors.ts";
import type { JobAlertsWebServices } from "#shared/load-context.ts";
import { JOB_ALERT_LINK_UNKNOWN_MESSAGE } from "#shared/schemas/job-alerts.ts";
import { alertToConfirm, alertToUnsubscribe, listManagedAlerts } from "./manage.ts";

const unknown = { status: 404 as const, message: JOB_ALERT_LINK_UNKNOWN_MESSAGE };

/** What the pages of the mailed links load (routes/job-alert-*.tsx); they change nothing. */
export const jobAlertWebServices = (deps: Deps): JobAlertsWebServices => ({
  jobAlertToConfirm: async (token, locale) => {
    const found = await alertToConfirm(deps, token, locale);
    return found ? { status: 200, ...found } : unknown;
  },
  jobAlertsToManage: async (token, locale) => {
    try {
      return { status: 200, alerts: await listManagedAlerts(deps, token, locale) };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return unknown;
      throw error;
    }
  },
  jobAlertToUnsubscribe: async (token, locale) => {
    const alert = await alertToUnsubscribe(deps, token, locale);
    return alert ? { status: 200, alert } : unknown;
  },
});

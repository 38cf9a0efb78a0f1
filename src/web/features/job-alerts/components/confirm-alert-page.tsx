import { useRevalidator } from "react-router";
import type { AlertWords } from "#shared/job-alert-words.ts";
import { localizedPath } from "#shared/locales.ts";
import { UNCONFIRMED_ALERT_DAYS, type JobAlert } from "#shared/schemas/job-alerts.ts";
import { AuthPage, SuccessPanel } from "#web/features/auth/components/auth-page.tsx";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { confirmJobAlert } from "../api.ts";
import { AlertFilterList } from "./alert-filter.tsx";
import { useLinkButton } from "../use-link-button.ts";
import { Problem, type AlertText } from "./problem.tsx";

/**
 * The page the opt-in mail's link opens (ADR 019, as the employers' verification link):
 * opening it changes nothing — a mail scanner that follows every link confirms nothing; the
 * button does, with a POST. A link whose alert is confirmed already says so and leads to the
 * manage page. In the alert's language (ADR 051).
 */
export function ConfirmAlertPage({
  t,
  words,
  token,
  alert,
  manageToken,
}: {
  t: AlertText;
  words: AlertWords;
  token: string;
  alert: JobAlert;
  manageToken: string | null;
}) {
  const revalidator = useRevalidator();
  const { busy, problem, done, headingRef, onSubmit } = useLinkButton(
    t,
    () => confirmJobAlert(token),
    // Confirmed meanwhile (another tab): the page shows that state.
    async (error) => {
      if (!(error instanceof HttpError && error.status === 409)) return false;
      await revalidator.revalidate();
      return true;
    },
  );

  if (done || manageToken) {
    const manage = localizedPath(`/suchauftraege/${done?.manage_token ?? manageToken!}`, t.locale);
    return (
      <AuthPage title={t("confirmed.title")}>
        <SuccessPanel
          heading={done ? t("confirmed.heading") : t("confirmed.alreadyHeading")}
          headingRef={headingRef}
        >
          <p role="status">{done ? t("confirmed.text") : t("confirmed.alreadyText")}</p>
          <AlertFilterList alert={alert} words={words} />
          <p>{t("confirmed.hint")}</p>
          {/* The manage token in the address: never in a /__manifest request (language-switch.tsx). */}
          <ButtonLink to={manage} discover="none" reloadDocument className="w-full">
            {t("confirmed.manage")}
          </ButtonLink>
        </SuccessPanel>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t("confirm.title")} intro={<p>{t("confirm.intro")}</p>}>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5 text-moss-900">
        <h2 className="text-2xl font-bold">{t("confirm.heading")}</h2>
        <AlertFilterList alert={alert} words={words} />
        {problem ? <Problem>{problem}</Problem> : null}
        <SubmitButton
          busy={busy}
          busyLabel={t("confirm.busy")}
          className={buttonClasses("primary", "w-full")}
        >
          {t("confirm.title")}
        </SubmitButton>
        <p className="text-sm text-moss-800">
          {t.count("confirm.notYours", UNCONFIRMED_ALERT_DAYS)}
        </p>
      </form>
    </AuthPage>
  );
}

/** A link whose alert is unknown: forged, cut short, deleted or not confirmed within 7 days. */
export function UnknownAlertLinkPage({
  t,
  title,
  message,
}: {
  t: AlertText;
  title: string;
  message: string;
}) {
  return (
    <AuthPage title={title}>
      <div className="space-y-4 text-moss-900">
        <h2 className="text-2xl font-bold">{t("unknown.heading")}</h2>
        <p role="status">{message}</p>
        <p>{t("unknown.hint")}</p>
        <ButtonLink to={localizedPath("/jobs", t.locale)} className="w-full">
          {t("toSearch")}
        </ButtonLink>
      </div>
    </AuthPage>
  );
}

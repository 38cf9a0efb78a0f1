import type { AlertWords } from "#shared/job-alert-words.ts";
import { localizedPath } from "#shared/locales.ts";
import type { JobAlert } from "#shared/schemas/job-alerts.ts";
import { AuthPage, SuccessPanel } from "#web/features/auth/components/auth-page.tsx";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { unsubscribeJobAlert } from "../api.ts";
import { AlertFilterList } from "./alert-filter.tsx";
import { useLinkButton } from "../use-link-button.ts";
import { Problem, type AlertText } from "./problem.tsx";

/**
 * The page of a mail's "Abmelden" text link: opening it changes nothing (a scanner follows
 * every link); the button deletes the alert. Mail programs use the one-click POST instead. In
 * the alert's language (ADR 051).
 */
export function UnsubscribePage({
  t,
  words,
  token,
  alert,
}: {
  t: AlertText;
  words: AlertWords;
  token: string;
  alert: JobAlert;
}) {
  const { busy, problem, done, headingRef, onSubmit } = useLinkButton(t, async () => {
    await unsubscribeJobAlert(token);
    return true;
  });

  if (done) {
    return (
      <AuthPage title={t("unsubscribed.title")}>
        <SuccessPanel heading={t("unsubscribed.heading")} headingRef={headingRef}>
          <p role="status">{t("unsubscribed.text")}</p>
          <p>{t("unsubscribed.hint")}</p>
          <ButtonLink to={localizedPath("/jobs", t.locale)} className="w-full">
            {t("toSearch")}
          </ButtonLink>
        </SuccessPanel>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t("unsubscribe.title")} intro={<p>{t("unsubscribe.intro")}</p>}>
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5 text-moss-900">
        <h2 className="text-2xl font-bold">{t("unsubscribe.heading")}</h2>
        <AlertFilterList alert={alert} words={words} />
        {problem ? <Problem>{problem}</Problem> : null}
        <SubmitButton
          busy={busy}
          busyLabel={t("unsubscribe.busy")}
          className={buttonClasses("primary", "w-full")}
        >
          {t("unsubscribe.button")}
        </SubmitButton>
      </form>
    </AuthPage>
  );
}

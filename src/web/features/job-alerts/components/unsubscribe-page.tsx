import type { JobAlert } from "#shared/schemas/job-alerts.ts";
import { AuthPage, SuccessPanel } from "#web/features/auth/components/auth-page.tsx";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { unsubscribeJobAlert } from "../api.ts";
import { AlertFilterList } from "./alert-filter.tsx";
import { useLinkButton } from "../use-link-button.ts";
import { Problem } from "./problem.tsx";

/**
 * The page of a mail's "Abmelden" text link: opening it changes nothing (a scanner follows
 * every link); the button deletes the alert. Mail programs use the one-click POST instead.
 */
export function UnsubscribePage({ token, alert }: { token: string; alert: JobAlert }) {
  const { busy, problem, done, headingRef, onSubmit } = useLinkButton(
    async () => (await unsubscribeJobAlert(token)).message,
  );

  if (done) {
    return (
      <AuthPage title="Abgemeldet">
        <SuccessPanel heading="Erledigt" headingRef={headingRef}>
          <p role="status">{done}</p>
          <p>Der Suchauftrag ist gelöscht. Einen neuen legst du jederzeit auf der Jobsuche an.</p>
          <ButtonLink to="/jobs" className="w-full">
            Zur Jobsuche
          </ButtonLink>
        </SuccessPanel>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Vom Suchauftrag abmelden"
      intro={<p>Du bekommst dann keine E-Mails mehr zu diesem Suchauftrag.</p>}
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5 text-moss-900">
        <h2 className="text-2xl font-bold">Dieser Suchauftrag wird gelöscht</h2>
        <AlertFilterList alert={alert} />
        {problem ? <Problem>{problem}</Problem> : null}
        <SubmitButton
          busy={busy}
          busyLabel="Wird abgemeldet …"
          className={buttonClasses("primary", "w-full")}
        >
          Abmelden
        </SubmitButton>
      </form>
    </AuthPage>
  );
}

import { useRevalidator } from "react-router";
import type { JobAlert } from "#shared/schemas/job-alerts.ts";
import { AuthPage, SuccessPanel } from "#web/features/auth/components/auth-page.tsx";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { confirmJobAlert } from "../api.ts";
import { AlertFilterList } from "./alert-filter.tsx";
import { useLinkButton } from "../use-link-button.ts";
import { Problem } from "./problem.tsx";

const managePath = (token: string) => `/suchauftraege/${token}`;

/**
 * The page the opt-in mail's link opens (ADR 019, as the employers' verification link):
 * opening it changes nothing — a mail scanner that follows every link confirms nothing; the
 * button does, with a POST. A link whose alert is confirmed already says so and leads to the
 * manage page.
 */
export function ConfirmAlertPage({
  token,
  alert,
  manageToken,
}: {
  token: string;
  alert: JobAlert;
  manageToken: string | null;
}) {
  const revalidator = useRevalidator();
  const { busy, problem, done, headingRef, onSubmit } = useLinkButton(
    () => confirmJobAlert(token),
    // Confirmed meanwhile (another tab): the page shows that state.
    async (error) => {
      if (!(error instanceof HttpError && error.status === 409)) return false;
      await revalidator.revalidate();
      return true;
    },
  );

  if (done || manageToken) {
    return (
      <AuthPage title="Suchauftrag bestätigt">
        <SuccessPanel heading={done ? "Geschafft!" : "Schon erledigt"} headingRef={headingRef}>
          <p role="status">
            {done
              ? done.message
              : "Dein Suchauftrag ist bereits bestätigt. Du musst nichts weiter tun."}
          </p>
          <AlertFilterList alert={alert} />
          <p>
            Ändern, pausieren oder löschen kannst du deine Suchaufträge jederzeit – auch über den
            Link in jeder E-Mail von uns.
          </p>
          <ButtonLink to={managePath(done?.manage_token ?? manageToken!)} className="w-full">
            Suchaufträge verwalten
          </ButtonLink>
        </SuccessPanel>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Suchauftrag bestätigen"
      intro={<p>Ein Klick noch, dann bekommst du neue passende Jobs per E-Mail.</p>}
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-5 text-moss-900">
        <h2 className="text-2xl font-bold">Dein Suchauftrag</h2>
        <AlertFilterList alert={alert} />
        {problem ? <Problem>{problem}</Problem> : null}
        <SubmitButton
          busy={busy}
          busyLabel="Wird bestätigt …"
          className={buttonClasses("primary", "w-full")}
        >
          Suchauftrag bestätigen
        </SubmitButton>
        <p className="text-sm text-moss-800">
          Du hast keinen Suchauftrag angelegt? Dann schließe diese Seite einfach – ohne deine
          Bestätigung schicken wir dir nichts, und nach 7 Tagen wird er gelöscht.
        </p>
      </form>
    </AuthPage>
  );
}

/** A link whose alert is unknown: forged, cut short, deleted or not confirmed within 7 days. */
export function UnknownAlertLinkPage({ title, message }: { title: string; message: string }) {
  return (
    <AuthPage title={title}>
      <div className="space-y-4 text-moss-900">
        <h2 className="text-2xl font-bold">Dieser Link funktioniert nicht</h2>
        <p role="status">{message}</p>
        <p>
          Lege auf der Jobsuche einfach einen neuen Suchauftrag an – das dauert nur einen Moment.
        </p>
        <ButtonLink to="/jobs" className="w-full">
          Zur Jobsuche
        </ButtonLink>
      </div>
    </AuthPage>
  );
}

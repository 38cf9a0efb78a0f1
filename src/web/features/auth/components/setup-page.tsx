import { useState } from "react";
import { Link } from "react-router";
import {
  SETUP_LINK_MESSAGES,
  SETUP_LINK_MINUTES,
  ZSetupRequest,
  type SetupLinkState,
} from "#shared/schemas/setup.ts";
import type { ErrorCode } from "#shared/error-codes.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { hasFieldErrors, showFailureToast } from "../failure-toast.ts";
import { queueFlashToast } from "../flash-toast.ts";
import { AUTH_TOASTS } from "../messages.ts";
import { completeSetup, SETUP_FORM_ID } from "../setup-api.ts";
import { EmailField, NameField, NewPasswordFields } from "./account-fields.tsx";
import { AuthPage, CheckList, textLinkClass } from "./auth-page.tsx";

type DeadState = Exclude<SetupLinkState, "valid">;

/** The server's reasons a setup link is dead, by the state the page shows. */
const DEAD_LINK_CODES: Partial<Record<ErrorCode, DeadState>> = {
  "setup.link_unknown": "unknown",
  "setup.link_expired": "expired",
  "setup.link_used": "done",
};

/** Why the link no longer works, and where to go instead. */
function DeadLink({ message, state }: { message: string; state: DeadState }) {
  return (
    <div className="space-y-5">
      <h2 className="text-2xl font-bold text-moss-900">
        {state === "done" ? "Einrichtung abgeschlossen" : "Link nicht gültig"}
      </h2>
      <p
        role="alert"
        className={`rounded-xl px-4 py-3 ring-1 ${
          // Done is good news for whoever set the site up; only a broken link is an error.
          state === "done"
            ? "bg-moss-50 text-moss-900 ring-moss-200"
            : "bg-red-50 text-red-900 ring-red-200"
        }`}
      >
        {message}
      </p>
      {state === "done" ? (
        <ButtonLink to="/login?redirect=/admin" className="w-full">
          Zum Login
        </ButtonLink>
      ) : (
        <p className="text-moss-900">
          Bei gestoppter App legen Sie ein Staff-Konto auch im Terminal an:{" "}
          <code className="whitespace-nowrap rounded bg-moss-50 px-1 py-0.5 text-sm">
            npm run admin:create
          </code>
          .
        </p>
      )}
    </div>
  );
}

function SetupForm({ token, onDead }: { token: string; onDead: (state: DeadState) => void }) {
  const { register, handleSubmit, formState } = useApiForm(SETUP_FORM_ID, ZSetupRequest, {
    token,
    name: "",
    email: "",
    password: "",
    password_confirmation: "",
  });
  const [leaving, setLeaving] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await completeSetup(values);
    } catch (error) {
      // The link died meanwhile (used in another tab, replaced by a restart, expired).
      const dead =
        error instanceof HttpError && error.code ? DEAD_LINK_CODES[error.code] : undefined;
      if (dead) {
        onDead(dead);
        return;
      }
      if (!hasFieldErrors(error)) showFailureToast(AUTH_TOASTS.setupFailed, error);
      return;
    }
    // Signed in now: a full load of the backoffice, so the header knows the staff member.
    setLeaving(true);
    queueFlashToast("setupDone");
    window.location.assign("/admin");
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="setup-heading">
      <h2 id="setup-heading" className="text-2xl font-bold text-moss-900">
        Erstes Staff-Konto anlegen
      </h2>
      <NameField error={error("name")} {...register("name")} />
      <EmailField
        hint="Damit melden Sie sich künftig an."
        error={error("email")}
        {...register("email")}
      />
      <NewPasswordFields register={register} error={error} />
      <SubmitButton
        className={buttonClasses("primary", "w-full")}
        busy={formState.isSubmitting || leaving}
        busyLabel="Konto wird angelegt …"
      >
        Staff-Konto anlegen
      </SubmitButton>
      <p className="border-t border-moss-100 pt-5 text-center text-moss-900">
        Schon ein Staff-Konto?{" "}
        <Link to="/login?redirect=/admin" className={textLinkClass}>
          Zum Login
        </Link>
      </p>
    </form>
  );
}

/** /einrichtung/{token}: the first staff account of a fresh installation. */
export function SetupPage({ token, state }: { token: string; state: SetupLinkState }) {
  const [dead, setDead] = useState<DeadState | null>(state === "valid" ? null : state);
  return (
    <AuthPage
      title="Wurzelwerk einrichten"
      intro={
        <p>
          Legen Sie das erste Konto für das Wurzelwerk-Team an. Damit betreuen Sie Arbeitgeber,
          Anzeigen, Bestellungen und die Inhalte der Seite.
        </p>
      }
      aside={
        <div>
          <h2 className="mb-4 text-lg font-bold text-moss-900">Gut zu wissen</h2>
          <CheckList
            items={[
              `Der Einrichtungslink aus dem Start-Log gilt ${SETUP_LINK_MINUTES} Minuten und nur einmal.`,
              "Danach sind Sie angemeldet und landen im Team-Bereich.",
              "Jeder Neustart ohne Staff-Konto schreibt einen neuen Link ins Start-Log.",
            ]}
          />
        </div>
      }
    >
      {dead ? (
        <DeadLink state={dead} message={SETUP_LINK_MESSAGES[dead]} />
      ) : (
        <SetupForm token={token} onDead={setDead} />
      )}
    </AuthPage>
  );
}

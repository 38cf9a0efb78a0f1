import { useState, type FormEvent } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { VerifyEmailResponse } from "#shared/schemas/auth.ts";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";
import { notify } from "#web/ui/toast.ts";
import { confirmEmail } from "../api.ts";
import { AUTH_TOASTS } from "../messages.ts";
import { CHECKOUT_PATH, hasCheckoutMarker } from "../use-verified-notice.ts";
import { AuthPage } from "./auth-page.tsx";

/**
 * The page the link in a verification mail opens (ADR 019). Opening it changes nothing — a mail
 * scanner that follows every link, or a foreign page that makes the browser open one, confirms
 * nothing; the button does, with a POST like every other change. A browser signed in to the
 * account goes on to `/?verified=1` as before; any other one is asked to log in.
 */
export function ConfirmEmailPage() {
  const { id = "", hash = "" } = useParams();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<VerifyEmailResponse | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await confirmEmail(
        { id, hash },
        { expires: params.get("expires") ?? "", signature: params.get("signature") ?? "" },
      );
      if (answer.signed_in) {
        // As the link did before: the start page shows the toast and resumes a checkout.
        window.location.assign("/?verified=1");
        return;
      }
      notify.success(AUTH_TOASTS.emailVerified, { toastId: "email-verified" });
      setDone(answer);
    } catch (error) {
      setProblem(
        error instanceof HttpError && error.status !== 0 && error.message
          ? error.message
          : "Die Bestätigung hat nicht geklappt. Bitte versuchen Sie es noch einmal.",
      );
    }
    setBusy(false);
  };

  if (done) {
    const next = hasCheckoutMarker() ? CHECKOUT_PATH : "/dashboard";
    return (
      <AuthPage title="E-Mail-Adresse bestätigt">
        <div className="space-y-4 text-moss-900">
          <h2 className="text-2xl font-bold">Vielen Dank!</h2>
          <p role="status">{done.message}</p>
          <p>Melden Sie sich jetzt mit Ihrem Passwort an.</p>
          <ButtonLink to={`/login?redirect=${encodeURIComponent(next)}`} className="w-full">
            Zum Login
          </ButtonLink>
          <p className="text-sm text-moss-800">
            Sie kennen das Passwort nicht, etwa weil jemand anderes das Konto angelegt hat?{" "}
            <Link to="/forgot-password" className="font-semibold text-moss-700 underline">
              Legen Sie ein neues fest.
            </Link>
          </p>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="E-Mail-Adresse bestätigen"
      intro={<p>Damit wissen wir, dass die Adresse wirklich Ihnen gehört.</p>}
    >
      <form onSubmit={(event) => void onSubmit(event)} className="space-y-4 text-moss-900">
        <h2 className="text-2xl font-bold">Nur noch ein Klick</h2>
        <p>
          Bitte bestätigen Sie, dass Sie diese E-Mail-Adresse für Ihr Konto bei Wurzelwerk verwenden
          möchten.
        </p>
        {problem ? (
          <p
            role="alert"
            className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200"
          >
            {problem}
          </p>
        ) : null}
        <SubmitButton
          busy={busy}
          busyLabel="Wird bestätigt …"
          className={buttonClasses("primary", "w-full")}
        >
          E-Mail-Adresse bestätigen
        </SubmitButton>
        {problem ? (
          <ButtonLink to="/verify-email" variant="secondary" className="w-full">
            Neuen Link anfordern
          </ButtonLink>
        ) : null}
        <p className="text-sm text-moss-800">
          Sie haben kein Konto bei uns angelegt? Dann schließen Sie diese Seite einfach – ohne Ihre
          Bestätigung geschieht nichts.
        </p>
      </form>
    </AuthPage>
  );
}

import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { ZForgotPasswordRequest } from "#shared/schemas/auth.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { FORGOT_PASSWORD_FORM_ID, requestPasswordReset } from "../api.ts";
import { hasFieldErrors, showFailureToast } from "../failure-toast.ts";
import { AUTH_TOASTS, LINK_VALID_MINUTES } from "../messages.ts";
import { EmailField } from "./account-fields.tsx";
import { AuthPage, SuccessPanel, textLinkClass } from "./auth-page.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

function ForgotPasswordForm({
  onSent,
  focusOnMount,
}: {
  onSent: (email: string) => void;
  focusOnMount: boolean;
}) {
  const { register, handleSubmit, formState, setFocus } = useApiForm(
    FORGOT_PASSWORD_FORM_ID,
    ZForgotPasswordRequest,
    { email: "" },
  );
  useEffect(() => {
    if (focusOnMount) setFocus("email");
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
    } catch (error) {
      if (!hasFieldErrors(error)) showFailureToast(AUTH_TOASTS.resetFailed, error);
      return;
    }
    notify.success(AUTH_TOASTS.resetLinkSent);
    onSent(values.email);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="forgot-heading">
      <h2 id="forgot-heading" className="text-2xl font-bold text-moss-900">
        Link anfordern
      </h2>
      <EmailField
        hint="Die Adresse, mit der Sie sich registriert haben."
        error={formState.errors.email?.message}
        {...register("email")}
      />
      <SubmitButton
        className={buttonClasses("primary", "w-full")}
        busy={formState.isSubmitting}
        busyLabel="Wird gesendet …"
      >
        Link zum Zurücksetzen senden
      </SubmitButton>
      <p className="border-t border-moss-100 pt-5 text-center text-moss-900">
        Passwort wieder eingefallen?{" "}
        <Link to="/login" className={textLinkClass}>
          Zum Login
        </Link>
      </p>
    </form>
  );
}

function LinkSent({ email, onRetry }: { email: string; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <SuccessPanel heading="Bitte prüfen Sie Ihr Postfach" headingRef={heading}>
      {/* The same words for every address: the page never tells whether an account exists. */}
      <p>
        Wenn zu <strong className="break-all">{email}</strong> ein Konto gehört, ist ein Link zum
        Zurücksetzen Ihres Passworts unterwegs.
      </p>
      <p>Der Link ist {LINK_VALID_MINUTES} Minuten gültig und funktioniert nur einmal.</p>
      <p className="text-moss-800">
        Nichts angekommen? Schauen Sie bitte auch im Spam-Ordner nach oder prüfen Sie die Adresse.
      </p>
      <div className="flex flex-col gap-3 pt-2 sm:flex-row">
        <ButtonLink to="/login" className="sm:flex-1">
          Zum Login
        </ButtonLink>
        <button type="button" className={buttonClasses("secondary", "sm:flex-1")} onClick={onRetry}>
          Andere Adresse eingeben
        </button>
      </div>
    </SuccessPanel>
  );
}

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [retried, setRetried] = useState(false);
  return (
    <AuthPage
      title="Passwort vergessen?"
      intro={
        <p>
          Kein Problem: Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem
          Sie ein neues Passwort festlegen.
        </p>
      }
    >
      {sentTo ? (
        <LinkSent
          email={sentTo}
          onRetry={() => {
            setSentTo(null);
            setRetried(true);
          }}
        />
      ) : (
        <ForgotPasswordForm onSent={setSentTo} focusOnMount={retried} />
      )}
    </AuthPage>
  );
}

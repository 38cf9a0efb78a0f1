import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { INVALID_RESET_LINK_MESSAGE, ZResetPasswordRequest } from "#shared/schemas/auth.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { RESET_PASSWORD_FORM_ID, resetPassword } from "../api.ts";
import { hasFieldErrors, showFailureToast } from "../failure-toast.ts";
import { queueFlashToast } from "../flash-toast.ts";
import { AUTH_TOASTS } from "../messages.ts";
import { EmailField, NewPasswordFields } from "./account-fields.tsx";
import { AuthPage, textLinkClass } from "./auth-page.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { register, handleSubmit, formState } = useApiForm(
    RESET_PASSWORD_FORM_ID,
    ZResetPasswordRequest,
    { token, email, password: "", password_confirmation: "" },
  );
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setLinkInvalid(false);
    try {
      await resetPassword(values);
    } catch (error) {
      // An unknown, used or expired link: the server names it at the address.
      const invalid =
        error instanceof HttpError &&
        (error.errors?.email?.includes(INVALID_RESET_LINK_MESSAGE) || Boolean(error.errors?.token));
      if (invalid) setLinkInvalid(true);
      if (invalid || !hasFieldErrors(error)) showFailureToast(AUTH_TOASTS.resetFailed, error);
      return;
    }
    // docs/product.md "Accounts and sign-in": on to /login with a full reload; the toast is shown there (flash-toast.ts).
    setLeaving(true);
    queueFlashToast("passwordReset");
    window.location.assign("/login");
  });

  const tokenError = formState.errors.token?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="reset-heading">
      <h2 id="reset-heading" className="text-2xl font-bold text-moss-900">
        Neues Passwort wählen
      </h2>
      {linkInvalid || tokenError ? (
        <div
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-red-900 ring-1 ring-red-200"
        >
          <p>{tokenError ?? INVALID_RESET_LINK_MESSAGE}</p>
          <p className="mt-2">
            <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
              Neuen Link anfordern
            </Link>
          </p>
        </div>
      ) : null}
      <EmailField error={formState.errors.email?.message} {...register("email")} />
      <NewPasswordFields
        register={register}
        error={(name) => formState.errors[name]?.message}
        label="Neues Passwort"
      />
      <SubmitButton
        className={buttonClasses("primary", "w-full")}
        busy={formState.isSubmitting || leaving}
        busyLabel="Wird gespeichert …"
      >
        Passwort speichern
      </SubmitButton>
      <p className="border-t border-moss-100 pt-5 text-center text-moss-900">
        <Link to="/login" className={textLinkClass}>
          Zurück zum Login
        </Link>
      </p>
    </form>
  );
}

export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const [params] = useSearchParams();
  return (
    <AuthPage
      title="Neues Passwort festlegen"
      intro={
        <p>
          Wählen Sie ein neues Passwort für Ihr Konto. Danach melden Sie sich damit an; alle anderen
          Anmeldungen werden beendet.
        </p>
      }
    >
      <ResetPasswordForm token={token} email={params.get("email") ?? ""} />
    </AuthPage>
  );
}

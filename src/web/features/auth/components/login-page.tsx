import { Link, useNavigate, useSearchParams } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { ZLoginRequest } from "#shared/schemas/auth.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { fetchCurrentUser, login, LOGIN_FORM_ID } from "../api.ts";
import { hasFieldErrors, showFailureToast } from "../failure-toast.ts";
import { AUTH_TOASTS, LOGIN_REASONS } from "../messages.ts";
import { landingPath } from "../redirect.ts";
import { EmailField } from "./account-fields.tsx";
import { AuthPage, CheckList, textLinkClass } from "./auth-page.tsx";
import { CheckboxField } from "./checkbox-field.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

function LoginForm() {
  const form = useApiForm(LOGIN_FORM_ID, ZLoginRequest, {
    email: "",
    password: "",
    remember: false,
  });
  const { register, handleSubmit, formState, setFocus } = form;
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (error) {
      if (hasFieldErrors(error)) {
        // "Diese Kombination … ist uns nicht bekannt." stands under the address.
        setFocus("email");
        return;
      }
      if (error instanceof HttpError && error.status === 429 && error.message) {
        notify.error(error.message);
        return;
      }
      showFailureToast(AUTH_TOASTS.loginFailed, error);
      return;
    }
    // docs/product.md "Accounts and sign-in": after login the user is fetched; it also proves the session cookie works.
    // Only then is the login a success: a failed fetch shows §8's error alone.
    let user;
    try {
      ({ data: user } = await fetchCurrentUser());
    } catch {
      notify.error(AUTH_TOASTS.loginFailed);
      return;
    }
    notify.success(AUTH_TOASTS.loggedIn);
    // Reloads every loader on the way, the root's too, so the header knows the user.
    await navigate(landingPath(user, params.get("redirect")), {
      replace: true,
      defaultShouldRevalidate: true,
    });
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  const reason = params.get("grund");
  const reasonText =
    reason && Object.hasOwn(LOGIN_REASONS, reason)
      ? LOGIN_REASONS[reason as keyof typeof LOGIN_REASONS]
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="login-heading">
      <h2 id="login-heading" className="text-2xl font-bold text-moss-900">
        Anmelden
      </h2>
      {reasonText ? (
        <p role="note" className="rounded-2xl bg-moss-50 p-4 text-moss-900 ring-1 ring-moss-200">
          {reasonText}
        </p>
      ) : null}
      <EmailField error={error("email")} {...register("email")} />
      <div>
        <TextField
          label="Passwort"
          type="password"
          autoComplete="current-password"
          error={error("password")}
          {...register("password")}
        />
        <p className="mt-2 text-right">
          <Link to="/forgot-password" className={textLinkClass}>
            Passwort vergessen?
          </Link>
        </p>
      </div>
      <CheckboxField label="Angemeldet bleiben" {...register("remember")} />
      <SubmitButton
        className={buttonClasses("primary", "w-full")}
        busy={formState.isSubmitting}
        busyLabel="Anmeldung läuft …"
      >
        Anmelden
      </SubmitButton>
      <p className="border-t border-moss-100 pt-5 text-center text-moss-900">
        Noch kein Konto?{" "}
        <Link to="/register" className={textLinkClass}>
          Jetzt registrieren
        </Link>
      </p>
    </form>
  );
}

export function LoginPage() {
  return (
    <AuthPage
      title="Arbeitgeber-Login"
      intro={
        <p>
          Melden Sie sich an, um Ihr Unternehmensprofil zu pflegen und Ihre Stellenanzeigen zu
          verwalten.
        </p>
      }
      aside={
        <CheckList
          items={[
            "Stellenanzeigen erstellen, als Vorschau ansehen und veröffentlichen",
            "Laufende Anzeigen verlängern oder vorzeitig beenden",
            "Gebuchte Pakete und Rechnungen jederzeit im Blick",
          ]}
        />
      }
    >
      <LoginForm />
    </AuthPage>
  );
}

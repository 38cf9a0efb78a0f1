import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { AUTH_LIMITS, ZRegisterRequest } from "#shared/schemas/auth.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import { register as registerAccount, REGISTER_FORM_ID } from "../api.ts";
import { hasFieldErrors, showFailureToast } from "../failure-toast.ts";
import { AUTH_TOASTS, LINK_VALID_MINUTES } from "../messages.ts";
import { EmailField, NameField, NewPasswordFields } from "./account-fields.tsx";
import { AuthPage, CheckList, SuccessPanel, textLinkClass } from "./auth-page.tsx";
import { CheckboxField } from "./checkbox-field.tsx";
import { SubmitButton } from "#web/ui/submit-button.tsx";

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  // `terms` starts unticked: the schema accepts only `true`, so it has no default value.
  const form = useApiForm(REGISTER_FORM_ID, ZRegisterRequest, {
    company_name: "",
    name: "",
    email: "",
    password: "",
    password_confirmation: "",
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount(values);
    } catch (error) {
      if (!hasFieldErrors(error)) showFailureToast(AUTH_TOASTS.registerFailed, error);
      return;
    }
    notify.success(AUTH_TOASTS.registered);
    onRegistered(values.email);
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="register-heading">
      <h2 id="register-heading" className="text-2xl font-bold text-moss-900">
        Konto anlegen
      </h2>
      <TextField
        label="Firmenname"
        autoComplete="organization"
        maxLength={AUTH_LIMITS.companyName}
        error={error("company_name")}
        {...register("company_name")}
      />
      <NameField error={error("name")} {...register("name")} />
      <EmailField
        hint="An diese Adresse schicken wir den Bestätigungslink."
        error={error("email")}
        {...register("email")}
      />
      <NewPasswordFields register={register} error={error} />
      <CheckboxField
        label={
          <>
            Ich akzeptiere die{" "}
            <Link to="/agb" className={textLinkClass}>
              AGB
            </Link>{" "}
            und habe die{" "}
            <Link to="/datenschutz" className={textLinkClass}>
              Datenschutzerklärung
            </Link>{" "}
            gelesen.
          </>
        }
        error={error("terms")}
        {...register("terms")}
      />
      <SubmitButton
        className={buttonClasses("primary", "w-full")}
        busy={formState.isSubmitting}
        busyLabel="Konto wird angelegt …"
      >
        Konto anlegen
      </SubmitButton>
      <p className="border-t border-moss-100 pt-5 text-center text-moss-900">
        Schon registriert?{" "}
        <Link to="/login" className={textLinkClass}>
          Zum Login
        </Link>
      </p>
    </form>
  );
}

/** After POST /register: no session yet (ADR 009), the employer continues from the mail. */
function CheckInbox({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <SuccessPanel heading="Bitte prüfen Sie Ihr Postfach" headingRef={heading}>
      <p>
        Wir haben eine E-Mail an <strong className="break-all">{email}</strong> geschickt. Öffnen
        Sie den Link darin, um Ihre E-Mail-Adresse zu bestätigen – damit sind Sie auch gleich
        angemeldet.
      </p>
      <p>Der Link ist {LINK_VALID_MINUTES} Minuten gültig.</p>
      <p className="text-moss-800">
        Keine E-Mail bekommen? Schauen Sie bitte auch im Spam-Ordner nach. Sie können sich auch mit
        Ihrem Passwort anmelden und dort einen neuen Link anfordern.
      </p>
      <div className="pt-2">
        <ButtonLink to="/login" className="w-full">
          Zum Login
        </ButtonLink>
      </div>
    </SuccessPanel>
  );
}

export function RegisterPage() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return (
    <AuthPage
      title={registeredEmail ? "Fast geschafft!" : "Als Arbeitgeber registrieren"}
      intro={
        registeredEmail ? (
          <p>Nur noch ein Schritt: Bestätigen Sie Ihre E-Mail-Adresse.</p>
        ) : (
          <p>
            Legen Sie ein Konto für Ihr Unternehmen an und erreichen Sie Fachkräfte aus
            Landwirtschaft, Garten- und Landschaftsbau, Baumschule und Pflanzenhandel.
          </p>
        )
      }
      aside={
        <div>
          <h2 className="mb-4 text-lg font-bold text-moss-900">So geht es weiter</h2>
          <CheckList
            items={[
              "Konto anlegen – das dauert nur eine Minute",
              `E-Mail-Adresse über den Link bestätigen (${LINK_VALID_MINUTES} Minuten gültig)`,
              "Profil ergänzen, Anzeige erstellen und veröffentlichen",
            ]}
          />
        </div>
      }
    >
      {registeredEmail ? (
        <CheckInbox email={registeredEmail} />
      ) : (
        <RegisterForm onRegistered={setRegisteredEmail} />
      )}
    </AuthPage>
  );
}

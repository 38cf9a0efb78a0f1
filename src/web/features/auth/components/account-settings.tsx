import { useWatch } from "react-hook-form";
import { useRevalidator } from "react-router";
import { notify } from "#web/ui/toast.ts";
import {
  AUTH_LIMITS,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  PROFILE_INFORMATION_MESSAGE,
  ZProfileInformationRequest,
  ZUpdatePasswordRequest,
} from "#shared/schemas/auth.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { TextField } from "#web/ui/text-field.tsx";
import {
  PASSWORD_FORM_ID,
  PROFILE_INFORMATION_FORM_ID,
  updatePassword,
  updateProfileInformation,
} from "../account-api.ts";
import { showFailureToast } from "../failure-toast.ts";
import { NameField, NewPasswordFields } from "./account-fields.tsx";
import { queueFlashToast } from "../flash-toast.ts";
import { endLiveConnection } from "#web/features/notifications/store.ts";
import { SubmitButton } from "#web/ui/submit-button.tsx";

// docs/product.md "Texts and messages", verbatim.
const PROFILE_INFORMATION_FAILED_MESSAGE =
  "Es gab einen Fehler beim Aktualisieren Ihrer Profilinformationen";
const PASSWORD_FAILED_MESSAGE = "Es gab einen Fehler beim Aktualisieren Ihres Passworts";

interface Props {
  user: CurrentUser;
}

/** "Kontoeinstellungen": the user's name and login address, and the password. */
export function AccountSettings({ user }: Props) {
  return (
    <div className="space-y-8">
      <ProfileInformationForm user={user} />
      <div className="border-t border-moss-200 pt-8">
        <PasswordForm user={user} />
      </div>
    </div>
  );
}

function ProfileInformationForm({ user }: Props) {
  const form = useApiForm(PROFILE_INFORMATION_FORM_ID, ZProfileInformationRequest, {
    name: user.name,
    email: user.email,
    current_password: "",
  });
  const { register, handleSubmit, formState, reset, setError, control } = form;
  const revalidator = useRevalidator();
  // A new login address needs the password (the server asks for it too): the field shows only then.
  const typedEmail = useWatch({ control, name: "email" }) ?? "";
  const emailChanges = typedEmail.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = handleSubmit(async ({ current_password, ...values }) => {
    if (emailChanges && !current_password) {
      setError("current_password", {
        type: "required",
        message: CURRENT_PASSWORD_REQUIRED_MESSAGE,
      });
      return;
    }
    let answer: Awaited<ReturnType<typeof updateProfileInformation>>;
    try {
      answer = await updateProfileInformation(
        emailChanges ? { ...values, current_password } : values,
      );
    } catch (caught) {
      showFailureToast(PROFILE_INFORMATION_FAILED_MESSAGE, caught);
      return;
    }
    notify.success(PROFILE_INFORMATION_MESSAGE);
    // A new address waits for its confirmation link; the server says so in its message.
    if (answer.message && answer.message !== PROFILE_INFORMATION_MESSAGE)
      notify.info(answer.message);
    // The login address stays the confirmed one until the link is opened.
    reset({ name: answer.data.name, email: answer.data.email, current_password: "" });
    await revalidator.revalidate();
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="account-profile-heading"
      className="space-y-5"
    >
      <h3 id="account-profile-heading" className="text-lg font-bold text-moss-900">
        Name und E-Mail-Adresse
      </h3>
      <NameField error={error("name")} {...register("name")} />
      <TextField
        label="E-Mail-Adresse für die Anmeldung"
        type="email"
        autoComplete="email"
        maxLength={AUTH_LIMITS.email}
        hint="Eine neue Adresse gilt erst, wenn Sie den Link bestätigt haben, den wir an sie schicken."
        error={error("email")}
        {...register("email")}
      />
      {emailChanges ? (
        <TextField
          label="Ihr aktuelles Passwort"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          hint="Zum Schutz Ihres Kontos ändern Sie die Anmeldeadresse nur mit Ihrem Passwort."
          error={error("current_password")}
          {...register("current_password")}
        />
      ) : null}
      {user.pending_email ? (
        <p
          role="status"
          className="rounded-xl bg-earth-500/10 px-4 py-3 text-sm text-ink ring-1 ring-earth-500/40"
        >
          Neue Adresse <strong className="break-all">{user.pending_email}</strong> wartet auf
          Bestätigung. Bitte öffnen Sie den Link in der E-Mail, die wir dorthin geschickt haben. Bis
          dahin melden Sie sich weiter mit <span className="break-all">{user.email}</span> an.
        </p>
      ) : null}
      <SubmitButton
        className={buttonClasses("primary", "w-full sm:w-auto")}
        busy={formState.isSubmitting}
        busyLabel="Wird gespeichert …"
      >
        Änderungen speichern
      </SubmitButton>
    </form>
  );
}

function PasswordForm({ user }: Props) {
  const form = useApiForm(PASSWORD_FORM_ID, ZUpdatePasswordRequest, {
    current_password: "",
    password: "",
    password_confirmation: "",
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updatePassword(values);
    } catch (caught) {
      // A wrong current password comes back as errors.current_password, shown at the field.
      showFailureToast(PASSWORD_FAILED_MESSAGE, caught);
      return;
    }
    // docs/product.md "Accounts and sign-in": on to /login with a full reload — the server ended every session, this one
    // too. The live connection closes first; the toast is shown on /login (flash-toast.ts).
    endLiveConnection();
    queueFlashToast("passwordUpdated");
    window.location.assign("/login");
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="account-password-heading"
      className="space-y-5"
    >
      <h3 id="account-password-heading" className="text-lg font-bold text-moss-900">
        Passwort ändern
      </h3>
      {/* Lets password managers file the new password under the right account. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={user.email}
        readOnly
        hidden
      />
      <TextField
        label="Aktuelles Passwort"
        type="password"
        autoComplete="current-password"
        maxLength={1024}
        error={error("current_password")}
        {...register("current_password")}
      />
      <NewPasswordFields
        register={register}
        error={error}
        label="Neues Passwort"
        hint="Mindestens 12 Zeichen. Danach melden Sie sich mit dem neuen Passwort wieder an; alle Geräte werden abgemeldet."
      />
      <SubmitButton
        className={buttonClasses("primary", "w-full sm:w-auto")}
        busy={formState.isSubmitting}
        busyLabel="Wird gespeichert …"
      >
        Passwort ändern
      </SubmitButton>
    </form>
  );
}

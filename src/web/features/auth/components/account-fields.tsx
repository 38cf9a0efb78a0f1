import type { UseFormRegisterReturn } from "react-hook-form";
import { AUTH_LIMITS } from "#shared/schemas/auth.ts";
import { TextField } from "#web/ui/text-field.tsx";

// The fields that every form making or changing an account asks the same way (registration,
// the first staff account, a team invitation, the account settings, the password reset): their
// labels, autocomplete tokens and limits in one place, so password managers and the server's
// limits meet the same fields everywhere.

/** A field as `register(name)` gives it, with its error text. */
type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

/** „Ihr Name“. */
export function NameField({ error, ...field }: RegisteredField) {
  return (
    <TextField
      label="Ihr Name"
      autoComplete="name"
      maxLength={AUTH_LIMITS.name}
      error={error}
      {...field}
    />
  );
}

/** A login address typed in („E-Mail-Adresse“), with what it is for. */
export function EmailField({ error, hint, ...field }: RegisteredField & { hint?: string }) {
  return (
    <TextField
      label="E-Mail-Adresse"
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={AUTH_LIMITS.email}
      hint={hint}
      error={error}
      {...field}
    />
  );
}

type PasswordName = "password" | "password_confirmation";

/**
 * A new password and its repetition (`password` and `password_confirmation` in every form):
 * „Passwort“ where an account is made, „Neues Passwort“ where one is changed.
 */
export function NewPasswordFields({
  register,
  error,
  label = "Passwort",
  hint = "Mindestens 12 Zeichen.",
}: {
  register: (name: PasswordName) => UseFormRegisterReturn;
  error: (name: PasswordName) => string | undefined;
  label?: string;
  hint?: string;
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.password}
        hint={hint}
        error={error("password")}
        {...register("password")}
      />
      <TextField
        label={`${label} wiederholen`}
        type="password"
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.password}
        error={error("password_confirmation")}
        {...register("password_confirmation")}
      />
    </>
  );
}

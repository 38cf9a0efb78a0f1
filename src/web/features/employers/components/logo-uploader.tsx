import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { notify } from "#web/ui/toast.ts";
import { LOGO_MAX_BYTES, LOGO_TYPES, type EmployerProfile } from "#shared/schemas/employers.ts";
import { HttpError } from "#web/lib/http.ts";
import { useFormErrors } from "#web/lib/form-errors.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { EMPLOYER_LOGO_FORM_ID, deleteLogo, uploadLogo } from "../api.ts";
import { LogoPreview } from "./logo-preview.tsx";

const MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);
// Same wording as the server's 413 answer.
const LOGO_TOO_LARGE_MESSAGE = `Die Datei ist zu groß. Erlaubt sind höchstens ${MAX_MB} MB.`;
const LOGO_WRONG_TYPE_MESSAGE = "Bitte wählen Sie ein Bild im Format JPG, PNG oder WebP.";
const LOGO_FAILED_MESSAGE =
  "Das Logo konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.";

type Busy = "upload" | "remove" | null;

/**
 * Logo of the employer: preview, file choice (uploaded at once) and removal. Size and type are
 * checked in the browser before anything is sent; the server checks the content again and its
 * errors (errors.logo, or the message of a 413) appear at the field.
 */
export function LogoUploader({
  employer,
  onUpdated,
}: {
  employer: EmployerProfile;
  onUpdated(employer: EmployerProfile): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const storedError = useFormErrors(EMPLOYER_LOGO_FORM_ID).logo?.[0];
  // After a removal the button is gone: focus goes to the file choice once it is enabled again.
  const focusInput = useRef(false);
  useEffect(() => {
    if (busy === null && focusInput.current) {
      focusInput.current = false;
      input.current?.focus();
    }
  }, [busy]);
  const error = localError ?? storedError ?? null;

  const fail = (caught: unknown) => {
    if (caught instanceof HttpError && caught.errors?.logo?.length) return; // shown from the store
    setLocalError(
      caught instanceof HttpError && caught.status < 500 && caught.message
        ? caught.message
        : LOGO_FAILED_MESSAGE,
    );
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    setLocalError(null);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setLocalError(LOGO_WRONG_TYPE_MESSAGE);
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setLocalError(LOGO_TOO_LARGE_MESSAGE);
      return;
    }
    setBusy("upload");
    try {
      const { data } = await uploadLogo(employer.id, file);
      onUpdated(data);
      notify.success("Ihr Logo wurde gespeichert.");
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const onRemove = async () => {
    setLocalError(null);
    setBusy("remove");
    try {
      const { data } = await deleteLogo(employer.id);
      onUpdated(data);
      notify.success("Ihr Logo wurde entfernt.");
      focusInput.current = true;
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const inputId = `${id}-logo`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" aria-busy={busy !== null}>
      <LogoPreview name={employer.name} logo={employer.logo} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          {/* The native input stays the focus target; its label is the visible button. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            name="logo"
            accept={LOGO_TYPES.join(",")}
            className="peer sr-only"
            disabled={busy !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={onFile}
          />
          <label
            htmlFor={inputId}
            className={buttonClasses(
              "secondary",
              `cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-earth-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`,
            )}
          >
            {busy === "upload"
              ? "Wird hochgeladen …"
              : employer.logo
                ? "Neues Logo hochladen"
                : "Logo hochladen"}
          </label>
          {employer.logo ? (
            <button
              type="button"
              className={buttonClasses("ghost")}
              disabled={busy !== null}
              onClick={onRemove}
            >
              {busy === "remove" ? "Wird entfernt …" : "Logo entfernen"}
            </button>
          ) : null}
        </div>
        <p id={hintId} className="mt-2 text-sm text-moss-800">
          JPG, PNG oder WebP, höchstens {MAX_MB} MB. Ein quadratisches Logo mit etwas Rand wirkt am
          besten.
        </p>
        <div aria-live="polite">
          {error ? (
            <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

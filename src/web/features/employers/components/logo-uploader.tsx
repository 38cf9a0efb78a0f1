import { notify } from "#web/ui/toast.ts";
import { LOGO_MAX_BYTES, type EmployerProfile } from "#shared/schemas/employers.ts";
import { ImageUploadField } from "#web/ui/image-upload-field.tsx";
import { EMPLOYER_LOGO_FORM_ID, deleteLogo, uploadLogo } from "../api.ts";

const LOGO_TEXTS = {
  choose: "Logo hochladen",
  replace: "Neues Logo hochladen",
  remove: "Logo entfernen",
  failed: "Das Logo konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  wrongType: "Bitte wählen Sie ein Bild im Format JPG, PNG oder WebP.",
  hint: (limits: string) => `${limits} Ein quadratisches Logo mit etwas Rand wirkt am besten.`,
};

/**
 * Logo of the employer: a square preview beside the buttons, saved on the server at once (upload
 * and removal each confirmed by a toast); the server's errors (errors.logo, or the message of a
 * 413) appear at the field.
 */
export function LogoUploader({
  employer,
  onUpdated,
}: {
  employer: EmployerProfile;
  onUpdated(employer: EmployerProfile): void;
}) {
  return (
    <ImageUploadField
      layout="beside"
      image={employer.logo}
      name="logo"
      formId={EMPLOYER_LOGO_FORM_ID}
      maxBytes={LOGO_MAX_BYTES}
      texts={LOGO_TEXTS}
      preview={{
        alt: `Logo ${employer.name}`,
        fit: "contain",
        frameClassName: "shrink-0",
        size: 128,
        empty: (
          <>
            <span aria-hidden="true" className="text-3xl font-bold">
              {employer.name.slice(0, 1).toUpperCase()}
            </span>
            <span className="mt-1 px-2 text-xs font-medium">Noch kein Logo</span>
          </>
        ),
      }}
      upload={async (file) => {
        const { data } = await uploadLogo(employer.id, file);
        onUpdated(data);
        notify.success("Ihr Logo wurde gespeichert.");
      }}
      remove={async () => {
        const { data } = await deleteLogo(employer.id);
        onUpdated(data);
        notify.success("Ihr Logo wurde entfernt.");
      }}
    />
  );
}

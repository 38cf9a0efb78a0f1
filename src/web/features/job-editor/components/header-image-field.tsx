import { HEADER_IMAGE_MAX_BYTES } from "#shared/schemas/job-editor.ts";
import type { Image } from "#shared/schemas/jobs.ts";
import { ImageUploadField } from "#web/ui/image-upload-field.tsx";
import { HEADER_IMAGE_FORM_ID, uploadHeaderImage, type UploadedImage } from "../api.ts";

const HEADER_IMAGE_TEXTS = {
  choose: "Titelbild hochladen",
  replace: "Anderes Bild hochladen",
  remove: "Bild entfernen",
  failed: "Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.",
  wrongType: "Bitte wählen Sie ein Bild im Format JPG, PNG oder WebP.",
  hint: (limits: string) =>
    `Erscheint groß über Ihrer Anzeige. Ein Querformat wirkt am besten, z. B. Ihr Betrieb oder Ihr Team bei der Arbeit. ${limits}`,
};

/**
 * Header image of step 2: a wide preview, uploaded at once; the id is saved with the step
 * ("Weiter"), so removing it only empties the field. The server checks the content again; its
 * errors show here.
 */
export function HeaderImageField({
  image,
  onChange,
  error,
}: {
  image: Image | null;
  onChange(image: UploadedImage | null): void;
  /** An error of the step's `image_id` (e.g. an image that is gone). */
  error?: string;
}) {
  return (
    <ImageUploadField
      layout="stacked"
      legend={
        <>
          Titelbild <span className="font-normal text-moss-700">(optional)</span>
        </>
      }
      image={image}
      name="image"
      formId={HEADER_IMAGE_FORM_ID}
      maxBytes={HEADER_IMAGE_MAX_BYTES}
      error={error}
      texts={HEADER_IMAGE_TEXTS}
      // The upload's address names no resource: a 404 there is a missing route, not a message.
      plainFailureOn404
      preview={{
        alt: "Vorschau des Titelbilds",
        fit: "cover",
        frameClassName: "aspect-[3/1] w-full",
        empty: <span className="px-4">Noch kein Titelbild gewählt</span>,
        testId: "header-image",
      }}
      upload={async (file) => onChange((await uploadHeaderImage(file)).data)}
      remove={() => onChange(null)}
    />
  );
}

import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { HEADER_IMAGE_MAX_BYTES } from "#shared/schemas/job-editor.ts";
import type { Image } from "#shared/schemas/jobs.ts";
import { useFormErrors } from "#web/lib/form-errors.ts";
import { HttpError } from "#web/lib/http.ts";
import { imageUrl } from "#web/lib/image.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { HEADER_IMAGE_FORM_ID, uploadHeaderImage, type UploadedImage } from "../api.ts";

const TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
const MAX_MB = HEADER_IMAGE_MAX_BYTES / (1024 * 1024);
const TOO_LARGE = `Die Datei ist zu groß. Erlaubt sind höchstens ${MAX_MB} MB.`;
const WRONG_TYPE = "Bitte wählen Sie ein Bild im Format JPG, PNG oder WebP.";
const FAILED = "Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.";

/** The picture with its blurred small variant behind it until the real one has loaded. */
function HeaderImagePreview({ image }: { image: Image }) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const src = imageUrl(image, "md");
  const placeholder = imageUrl(image, "md-blurred");
  return (
    <div
      className="relative aspect-[3/1] w-full overflow-hidden rounded-2xl bg-moss-100 ring-1 ring-moss-200"
      style={
        placeholder
          ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover" }
          : undefined
      }
      data-testid="header-image-preview"
    >
      {src ? (
        <img
          src={src}
          alt="Vorschau des Titelbilds"
          onLoad={() => setLoaded(src)}
          className={`h-full w-full object-cover transition-opacity duration-300 motion-reduce:transition-none ${
            loaded === src ? "opacity-100" : "opacity-0"
          }`}
        />
      ) : null}
    </div>
  );
}

/**
 * Header image of step 2: chosen, checked (type, size) and uploaded at once; the id is saved
 * with the step ("Weiter"). The server checks the content again; its errors show here.
 */
export function HeaderImageField({
  image,
  onChange,
  error: formError,
}: {
  image: Image | null;
  onChange(image: UploadedImage | null): void;
  /** An error of the step's `image_id` (e.g. an image that is gone). */
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const storedError = useFormErrors(HEADER_IMAGE_FORM_ID).image?.[0];
  const error = localError ?? storedError ?? formError ?? null;
  const focusInput = useRef(false);
  useEffect(() => {
    if (!busy && focusInput.current) {
      focusInput.current = false;
      input.current?.focus();
    }
  }, [busy, image]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setLocalError(null);
    if (!(TYPES as readonly string[]).includes(file.type)) return setLocalError(WRONG_TYPE);
    if (file.size > HEADER_IMAGE_MAX_BYTES) return setLocalError(TOO_LARGE);
    setBusy(true);
    try {
      const { data } = await uploadHeaderImage(file);
      onChange(data);
    } catch (caught) {
      if (caught instanceof HttpError && caught.errors?.image?.length) return;
      setLocalError(
        caught instanceof HttpError &&
          caught.status < 500 &&
          caught.status !== 404 &&
          caught.message
          ? caught.message
          : FAILED,
      );
    } finally {
      setBusy(false);
    }
  };

  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset aria-busy={busy} className="space-y-3">
      <legend className="font-semibold text-moss-900">
        Titelbild <span className="font-normal text-moss-700">(optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-moss-700">
        Erscheint groß über Ihrer Anzeige. Ein Querformat wirkt am besten, z. B. Ihr Betrieb oder
        Ihr Team bei der Arbeit. JPG, PNG oder WebP, höchstens {MAX_MB} MB.
      </p>
      {image ? (
        <HeaderImagePreview image={image} />
      ) : (
        <div
          className="flex aspect-[3/1] w-full items-center justify-center rounded-2xl border-2 border-dashed border-moss-300 bg-moss-50 px-4 text-center text-moss-800"
          data-testid="header-image-empty"
        >
          Noch kein Titelbild gewählt
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={inputId}
          type="file"
          name="image"
          accept={TYPES.join(",")}
          className="peer sr-only"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={onFile}
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            "secondary",
            "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-earth-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
          )}
        >
          {busy ? "Wird hochgeladen …" : image ? "Anderes Bild hochladen" : "Titelbild hochladen"}
        </label>
        {image ? (
          <button
            type="button"
            className={buttonClasses("ghost")}
            disabled={busy}
            onClick={() => {
              setLocalError(null);
              focusInput.current = true;
              onChange(null);
            }}
          >
            Bild entfernen
          </button>
        ) : null}
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

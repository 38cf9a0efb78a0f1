import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type ReactNode,
} from "react";
import type { Image } from "#shared/schemas/jobs.ts";
import { useFormErrors } from "#web/lib/form-errors.ts";
import { HttpError } from "#web/lib/http.ts";
import { imageUrl } from "#web/lib/image.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";

// The formats the server turns into image variants (src/server/platform/media/images.ts checks
// the content again); the caller's wrong-type text names the same three.
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const megabytes = (bytes: number) => bytes / (1024 * 1024);

/**
 * What the browser refuses before anything is sent: a type the server does not take, or more
 * than `maxBytes` (in the server's 413 wording). Null when the file may be uploaded.
 */
export function imageFileProblem(
  file: Pick<File, "type" | "size">,
  maxBytes: number,
  wrongType: string,
) {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return wrongType;
  if (file.size > maxBytes) {
    return `Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes(maxBytes)} MB.`;
  }
  return null;
}

/**
 * The text a failed upload or removal shows at the field: null when the server's field error
 * (`errors[name]`) already shows from the form store, the server's own message for a 4xx, else
 * `failed`. With `plainFailureOn404` a 404 also gets `failed`: an endpoint without a resource
 * in its address only answers 404 when the address itself is missing, and that says nothing
 * to the user.
 */
export function uploadErrorMessage(
  caught: unknown,
  { name, failed, plainFailureOn404 = false }: UploadErrorTexts,
): string | null {
  if (!(caught instanceof HttpError)) return failed;
  if (caught.errors?.[name]?.length) return null;
  if (caught.status >= 500 || !caught.message) return failed;
  if (plainFailureOn404 && caught.status === 404) return failed;
  return caught.message;
}

interface UploadErrorTexts {
  name: string;
  failed: string;
  plainFailureOn404?: boolean;
}

interface ImagePreviewProps {
  /** Accessible name of the picture. */
  alt: string;
  /** "contain" shows all of a logo on white; "cover" fills the box with a photo. */
  fit: "contain" | "cover";
  /** Shape of the box (picture and empty state alike), e.g. "aspect-[3/1] w-full". */
  frameClassName: string;
  /** A fixed square edge in px; without it the frame's classes give the size. */
  size?: number;
  /** Content of the dashed box while there is no picture. */
  empty: ReactNode;
  /** Marks the boxes `<testId>-preview` and `<testId>-empty`. */
  testId?: string;
}

/**
 * The `md` variant (docs/product.md "Job ads: fields and editor", falling back to a smaller
 * one). While it loads, the tiny `md-blurred` variant fills the box, so the space never
 * flashes empty.
 */
function ImagePreview({
  image,
  alt,
  fit,
  frameClassName,
  size,
  empty,
  testId,
}: ImagePreviewProps & { image: Image | null }) {
  const src = imageUrl(image, "md");
  const placeholder = imageUrl(image, "md-blurred");
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);

  // An image from the server-rendered HTML may have finished before React attached onLoad.
  useEffect(() => {
    if (src && img.current?.complete && img.current.naturalWidth > 0) setLoadedSrc(src);
  }, [src]);

  const box: CSSProperties | undefined = size ? { width: size, height: size } : undefined;
  if (!src) {
    return (
      <div
        className={`flex flex-col items-center justify-center rounded-2xl border-2 border-dashed border-moss-300 bg-moss-50 text-center text-moss-800 ${frameClassName}`}
        style={box}
        data-testid={testId && `${testId}-empty`}
      >
        {empty}
      </div>
    );
  }
  const loaded = loadedSrc === src;
  // A covering picture hides the blur behind it; around a contained one the blur would show.
  const blurred = placeholder && (fit === "cover" || !loaded);
  return (
    <div
      className={`relative overflow-hidden rounded-2xl bg-cover bg-center ring-1 ring-moss-200 ${
        fit === "contain" ? "bg-white" : "bg-moss-100"
      } ${frameClassName}`}
      style={{ ...box, backgroundImage: blurred ? `url("${placeholder}")` : undefined }}
      data-loaded={loaded ? "true" : "false"}
      data-testid={testId && `${testId}-preview`}
    >
      <img
        ref={img}
        key={src}
        src={src}
        alt={alt}
        width={size}
        height={size}
        onLoad={() => setLoadedSrc(src)}
        // A broken image shows its alt text rather than staying invisible.
        onError={() => setLoadedSrc(src)}
        className={`h-full w-full ${
          fit === "contain" ? "object-contain" : "object-cover"
        } transition-opacity duration-300 motion-reduce:transition-none ${
          loaded ? "opacity-100" : "opacity-0"
        }`}
      />
    </div>
  );
}

interface ImageUploadTexts {
  /** The file button without a picture (also the file input's accessible name). */
  choose: string;
  /** The file button while a picture is there. */
  replace: string;
  /** The removal button. */
  remove: string;
  /** Shown when an upload or removal fails without a message of the server's to show. */
  failed: string;
  /**
   * A file that is no JPEG, PNG or WebP. The caller says it, because `ui/` serves every
   * audience and the form of address (du or Sie) is the area's.
   */
  wrongType: string;
  /** The hint under (or above) the button; `limits` reads "JPG, PNG oder WebP, höchstens 5 MB." */
  hint(limits: string): ReactNode;
}

type ImageUploadFieldProps = {
  image: Image | null;
  /**
   * The multipart field: also the input's name and the field under which the server's errors
   * are stored (in the form store under `formId`, where the upload's API call puts them).
   */
  name: string;
  formId: string;
  maxBytes: number;
  /** Sends the checked file; the caller takes over the answer (and says so, if it wants). */
  upload(file: File): Promise<unknown>;
  /** Removes the picture; a returned promise keeps the field busy until it settles. */
  remove(): unknown;
  /** An error from outside the upload (e.g. the surrounding form's field). */
  error?: string;
  texts: ImageUploadTexts;
  preview: ImagePreviewProps;
  /** See `uploadErrorMessage`. */
  plainFailureOn404?: boolean;
} & (
  | { /** Preview beside the buttons (stacked on a phone). */ layout: "beside" }
  | { /** A fieldset: legend, hint, preview, buttons. */ layout: "stacked"; legend: ReactNode }
);

type Busy = "upload" | "remove" | null;

/**
 * One picture (the employer's logo, an ad's header image): preview, a file choice that uploads
 * at once, and removal. Type and size are checked in the browser before anything is sent; the
 * server checks the content again and its errors appear at the field, announced politely. The
 * native file input stays the keyboard's tab stop (Space opens the choice); its label
 * is the visible button.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { image, name, formId, maxBytes, upload, remove, texts, preview } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const storedError = useFormErrors(formId)[name]?.[0];
  const error = localError ?? storedError ?? props.error ?? null;
  // After a removal the button is gone: focus goes to the file choice once it is enabled again.
  const focusInput = useRef(false);
  useEffect(() => {
    if (busy === null && focusInput.current) {
      focusInput.current = false;
      input.current?.focus();
    }
  }, [busy, image]);

  const errorTexts = { name, failed: texts.failed, plainFailureOn404: props.plainFailureOn404 };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    setLocalError(null);
    const problem = imageFileProblem(file, maxBytes, texts.wrongType);
    if (problem) return setLocalError(problem);
    setBusy("upload");
    try {
      await upload(file);
    } catch (caught) {
      setLocalError(uploadErrorMessage(caught, errorTexts));
    } finally {
      setBusy(null);
    }
  };

  const onRemove = async () => {
    setLocalError(null);
    const pending = remove();
    if (!(pending instanceof Promise)) {
      focusInput.current = true;
      return;
    }
    setBusy("remove");
    try {
      await pending;
      focusInput.current = true;
    } catch (caught) {
      setLocalError(uploadErrorMessage(caught, errorTexts));
    } finally {
      setBusy(null);
    }
  };

  const inputId = `${id}-file`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = texts.hint(`JPG, PNG oder WebP, höchstens ${megabytes(maxBytes)} MB.`);
  const previewBox = <ImagePreview image={image} {...preview} />;
  const buttons = (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        id={inputId}
        type="file"
        name={name}
        accept={IMAGE_TYPES.join(",")}
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
          "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-earth-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        )}
      >
        {busy === "upload" ? "Wird hochgeladen …" : image ? texts.replace : texts.choose}
      </label>
      {image ? (
        <button
          type="button"
          className={buttonClasses("ghost")}
          disabled={busy !== null}
          onClick={onRemove}
        >
          {busy === "remove" ? "Wird entfernt …" : texts.remove}
        </button>
      ) : null}
    </div>
  );
  const errorRegion = (className: string) => (
    <div aria-live="polite">
      {error ? (
        <p id={errorId} className={className}>
          {error}
        </p>
      ) : null}
    </div>
  );

  if (props.layout === "stacked") {
    return (
      <fieldset aria-busy={busy !== null} className="space-y-3">
        <legend className="font-semibold text-moss-900">{props.legend}</legend>
        <p id={hintId} className="text-sm text-moss-700">
          {hint}
        </p>
        {previewBox}
        {buttons}
        {errorRegion("text-sm font-medium text-red-700")}
      </fieldset>
    );
  }
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start" aria-busy={busy !== null}>
      {previewBox}
      <div className="min-w-0 flex-1">
        {buttons}
        <p id={hintId} className="mt-2 text-sm text-moss-800">
          {hint}
        </p>
        {errorRegion("mt-2 text-sm font-medium text-red-700")}
      </div>
    </div>
  );
}

import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import {
  Controller,
  get,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { Link, useNavigate, useRevalidator } from "react-router";
import { notify } from "#web/ui/toast.ts";
import type { z } from "zod";
import type { AdminContentInputs, AdminContentKind } from "#shared/schemas/admin-content.ts";
import { errorText } from "#web/lib/form-errors.ts";
import { HttpError } from "#web/lib/http.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { contentFormId, deleteContent, saveContent } from "./api.ts";
import { CONTENT_SECTIONS } from "./sections.ts";
import { SubmitButton } from "#web/ui/submit-button.tsx";

// The frame every content form shares: the form with the shared zod schema (useApiForm),
// saving with German toasts, server field errors at their fields, deleting after a question.

// TipTap loads only when a form with rich text is open.
const RichTextEditor = lazy(() => import("#web/ui/rich-text-editor.tsx"));

/** The message at a (dotted) field name, e.g. "name.de". */
export function fieldError(errors: FieldErrors, name: string): string | undefined {
  return errorText(get(errors, name));
}

/**
 * The section's form: saves (POST for a new entry, PUT otherwise), then shows the server's
 * message and returns to the list with fresh data everywhere (header and footer too).
 */
export function useContentForm<
  K extends AdminContentKind,
  TSchema extends z.ZodType<AdminContentInputs[K] & FieldValues, FieldValues>,
>(kind: K, id: number | null, schema: TSchema, defaults: DefaultValues<z.input<TSchema>>) {
  const form = useApiForm(contentFormId(kind), schema, defaults);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await saveContent(kind, id, values);
      notify.success(answer.message);
      await revalidator.revalidate();
      await navigate(CONTENT_SECTIONS[kind].path);
    } catch (caught) {
      if (caught instanceof HttpError && caught.errors) {
        const first = Object.keys(caught.errors)[0];
        // The store's errors reach the fields in the next render.
        if (first) requestAnimationFrame(() => form.setFocus(first as Path<z.input<TSchema>>));
      } else if (!(caught instanceof HttpError)) {
        notify.error("Das Speichern hat nicht geklappt. Bitte versuchen Sie es erneut.");
      }
    } finally {
      setBusy(false);
    }
  });

  return { form, onSubmit, busy };
}

/** Heading, back link, the fields, „Speichern“ and — for a saved entry — „Löschen“. */
export function ContentFormFrame({
  kind,
  id,
  name,
  onSubmit,
  busy,
  deletable = true,
  notice,
  deletion,
  children,
}: {
  kind: AdminContentKind;
  id: number | null;
  /** The entry's current name, for the heading's second line and the delete question. */
  name?: string;
  onSubmit(event: React.FormEvent): void;
  busy: boolean;
  deletable?: boolean;
  /** A note above the fields (e.g. why this page cannot be deleted). */
  notice?: ReactNode;
  /** What „Löschen“ does when it does not simply delete (a plan with orders is deactivated). */
  deletion?: { title: string; confirmLabel: string; text: string };
  children: ReactNode;
}) {
  const section = CONTENT_SECTIONS[kind];
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  const remove = async () => {
    if (id === null) return;
    setDeleting(true);
    try {
      const answer = await deleteContent(kind, id);
      notify.success(answer.message);
      setConfirming(false);
      await revalidator.revalidate();
      await navigate(section.path);
    } catch {
      // The server's refusal (a sector in use, a protected page) shows as a toast.
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <section className="bg-moss-50 px-4 pb-6 pt-4 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-6xl">
          <Link
            to={section.path}
            className="font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900"
          >
            <span aria-hidden="true">← </span>Alle {section.title}
          </Link>
          <h1
            id={headingId}
            className="mt-3 text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl"
          >
            {id === null ? section.newTitle : section.editTitle}
          </h1>
          {id !== null && name ? <p className="mt-1 text-lg text-moss-800">{name}</p> : null}
        </div>
      </section>
      <div className="px-4 py-8 sm:px-6 lg:px-10">
        {/* Aligned with the navigation; a readable width for the fields. */}
        <div className="mx-auto max-w-6xl">
          <div className="max-w-3xl">
            {notice ? (
              <p className="mb-6 rounded-2xl bg-moss-100 p-4 text-moss-900 ring-1 ring-moss-300">
                {notice}
              </p>
            ) : null}
            <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="space-y-6">
              {children}
              <div className="flex flex-col gap-3 border-t border-moss-200 pt-6 sm:flex-row sm:items-center">
                <SubmitButton
                  className={buttonClasses("primary")}
                  busy={busy}
                  busyLabel="Bitte warten …"
                  keepFocusWhileBusy
                >
                  Speichern
                </SubmitButton>
                <Link to={section.path} className={buttonClasses("ghost")}>
                  Abbrechen
                </Link>
                {id !== null && deletable ? (
                  <button
                    type="button"
                    onClick={() => setConfirming(true)}
                    className={buttonClasses(
                      "secondary",
                      "text-red-800! ring-red-700! hover:bg-red-50! sm:ml-auto",
                    )}
                  >
                    Löschen
                  </button>
                ) : null}
              </div>
            </form>
          </div>
        </div>
      </div>
      {confirming ? (
        <ConfirmActionDialog
          title={deletion?.title ?? `${section.count[0]} löschen?`}
          confirmLabel={deletion?.confirmLabel ?? "Endgültig löschen"}
          tone="danger"
          busy={deleting}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          <p>
            {deletion?.text ??
              `${name ? `„${name}“ wird` : "Der Eintrag wird"} gelöscht und verschwindet sofort von der Website. Das lässt sich nicht rückgängig machen.`}
          </p>
        </ConfirmActionDialog>
      ) : null}
    </>
  );
}

/** A rich-text field (TipTap, loaded on demand) bound to the form by its dotted name. */
export function RichTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  hint,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Texteditor wird geladen">
          <p className="font-semibold text-moss-900">{label}</p>
          <div className="mt-2 min-h-52 animate-pulse rounded-xl border border-moss-300 bg-moss-50/50 motion-reduce:animate-none" />
        </div>
      }
    >
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            id={id}
            variant="content"
            label={label}
            hint={hint}
            value={(field.value as string | undefined) ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={error}
          />
        )}
      />
    </Suspense>
  );
}

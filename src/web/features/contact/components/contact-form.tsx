import { useState } from "react";
import { Link } from "react-router";
import { notify } from "#web/ui/toast.ts";
import { CONTACT_LIMITS, ZContactRequest } from "#shared/schemas/contact.ts";
import { useApiForm } from "#web/lib/use-api-form.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { TextAreaField, TextField } from "#web/ui/text-field.tsx";
import { CONTACT_FORM_ID, sendContactMessage } from "../api.ts";
import { SubmitButton } from "#web/ui/submit-button.tsx";

export function ContactForm() {
  const form = useApiForm(CONTACT_FORM_ID, ZContactRequest, {
    name: "",
    email: "",
    phone: "",
    subject: "",
    message: "",
  });
  const { register, handleSubmit, formState, reset } = form;
  const [sent, setSent] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await sendContactMessage(values);
      notify.success(message);
      reset();
      setSent(true);
    } catch {
      // Field errors and the toast come from lib/http.ts.
    }
  });

  const error = (name: keyof typeof formState.errors) =>
    formState.errors[name]?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby="contact-privacy">
      {sent ? (
        <p role="status" className="rounded-xl bg-moss-100 px-4 py-3 font-medium text-moss-900">
          Danke! Die Nachricht ist bei uns angekommen. Gern auch noch eine weitere schreiben.
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={error("name")}
          {...register("name")}
        />
        <TextField
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          error={error("email")}
          {...register("email")}
        />
        <TextField
          label="Telefon"
          type="tel"
          autoComplete="tel"
          optional
          maxLength={CONTACT_LIMITS.phone}
          error={error("phone")}
          {...register("phone")}
        />
        <TextField
          label="Betreff"
          optional
          maxLength={CONTACT_LIMITS.subject}
          error={error("subject")}
          {...register("subject")}
        />
      </div>
      <TextAreaField
        label="Nachricht"
        rows={7}
        maxLength={CONTACT_LIMITS.message}
        error={error("message")}
        {...register("message")}
      />
      <p id="contact-privacy" className="text-sm text-moss-800">
        Wir verwenden die Angaben nur, um die Anfrage zu beantworten. Details in der{" "}
        <Link to="/datenschutz" className="font-semibold underline underline-offset-2">
          Datenschutzerklärung
        </Link>
        .
      </p>
      <SubmitButton
        className={buttonClasses("primary", "px-8")}
        busy={formState.isSubmitting}
        busyLabel="Wird gesendet …"
      >
        Nachricht senden
      </SubmitButton>
    </form>
  );
}

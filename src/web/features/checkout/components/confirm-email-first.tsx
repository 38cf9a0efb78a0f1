import { useState } from "react";
import { api } from "#web/lib/api.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { notify } from "#web/ui/toast.ts";

/** Signed in but unconfirmed: the confirmation comes first, its link can be sent again. */
export function ConfirmEmailFirst({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  return (
    <div
      role="note"
      aria-label="E-Mail-Adresse noch nicht bestätigt"
      className="space-y-3 rounded-2xl bg-earth-500/10 p-4 text-ink ring-1 ring-earth-500/40 sm:p-5"
    >
      <p className="font-semibold">Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.</p>
      <p>
        Öffnen Sie den Link in unserer E-Mail an <strong className="break-all">{email}</strong>.
        Ihre Auswahl merken wir uns – danach geht es hier direkt weiter.
      </p>
      <button
        type="button"
        className={buttonClasses("secondary")}
        aria-disabled={sending || undefined}
        onClick={async () => {
          if (sending) return;
          setSending(true);
          try {
            const answer = await api.post("/email/verification-notification");
            notify.success(answer.message);
          } catch {
            // The failure's message is shown as a toast by the request itself.
          } finally {
            setSending(false);
          }
        }}
      >
        {sending ? "Wird gesendet …" : "Bestätigungslink erneut senden"}
      </button>
    </div>
  );
}

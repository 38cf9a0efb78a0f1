import { useState } from "react";
import { useRevalidator } from "react-router";
import { notify } from "#web/ui/toast.ts";
import type { CurrentUser } from "#shared/schemas/user.ts";
import { HttpError } from "#web/lib/http.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { resendVerificationLink } from "../api.ts";
import { LINK_VALID_MINUTES } from "../messages.ts";
import { AuthPage } from "./auth-page.tsx";

function ResendLink({ user }: { user: CurrentUser }) {
  const [sending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { revalidate } = useRevalidator();

  const resend = async () => {
    setSending(true);
    try {
      // Without a session the page revalidates to its logged-out text, not to the login.
      const { message } = await resendVerificationLink({ on401: "throw" });
      notify.success(message);
      setSentMessage(message);
    } catch (error) {
      // The server's message came as a red toast (lib/http.ts); without a session the page
      // shows the logged-out text.
      if (error instanceof HttpError && error.status === 401) await revalidate();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-4 text-moss-900">
      <h2 className="text-2xl font-bold">Noch nicht bestätigt</h2>
      <p>
        Bei der Registrierung haben wir einen Bestätigungslink an{" "}
        <strong className="break-all">{user.email}</strong> geschickt. Öffnen Sie ihn, um Ihre
        Adresse mit einem Klick zu bestätigen. Erst dann können Sie Anzeigen veröffentlichen und
        Pakete buchen.
      </p>
      <p>
        Der Link ist {LINK_VALID_MINUTES} Minuten gültig. Abgelaufen oder nicht angekommen? Dann
        schicken wir Ihnen gern einen neuen.
      </p>
      <div>
        <button
          type="button"
          className={buttonClasses("primary", "w-full")}
          disabled={sending}
          onClick={() => void resend()}
        >
          {sending ? "Wird gesendet …" : "Bestätigungslink erneut senden"}
        </button>
        <p role="status" className="mt-3 text-moss-800 empty:mt-0">
          {sentMessage ? `${sentMessage} Bitte schauen Sie auch im Spam-Ordner nach.` : null}
        </p>
      </div>
    </div>
  );
}

export function VerifyEmailPage() {
  const { user } = usePageMetadata();

  if (!user) {
    return (
      <AuthPage
        title="E-Mail-Adresse bestätigen"
        intro={<p>Damit wissen wir, dass die Adresse wirklich Ihnen gehört.</p>}
      >
        <div className="space-y-4 text-moss-900">
          <h2 className="text-2xl font-bold">So funktioniert es</h2>
          <p>
            Bei der Registrierung haben wir Ihnen einen Bestätigungslink per E-Mail geschickt.
            Öffnen Sie ihn und bestätigen Sie dort mit einem Klick. Danach melden Sie sich mit Ihrem
            Passwort an.
          </p>
          <p>
            Der Link ist {LINK_VALID_MINUTES} Minuten gültig. Ist er abgelaufen, melden Sie sich mit
            Ihrem Passwort an und fordern Sie auf dieser Seite einen neuen an.
          </p>
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <ButtonLink to="/login?redirect=%2Fverify-email" className="sm:flex-1">
              Zum Login
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary" className="sm:flex-1">
              Registrieren
            </ButtonLink>
          </div>
        </div>
      </AuthPage>
    );
  }

  if (user.email_verified_at) {
    return (
      <AuthPage
        title="E-Mail-Adresse bestätigt"
        intro={<p>Sie können Anzeigen veröffentlichen und Pakete buchen.</p>}
      >
        <div className="space-y-4 text-moss-900">
          <h2 className="text-2xl font-bold">Alles erledigt</h2>
          <p>
            Ihre Adresse <strong className="break-all">{user.email}</strong> ist bestätigt. Weiter
            geht es in Ihrem Profil.
          </p>
          <ButtonLink to="/dashboard" className="w-full">
            Zum Profil
          </ButtonLink>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="E-Mail-Adresse bestätigen"
      intro={<p>Nur noch ein Schritt, dann können Sie Ihre erste Anzeige veröffentlichen.</p>}
    >
      <ResendLink user={user} />
    </AuthPage>
  );
}

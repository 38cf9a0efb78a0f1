import { useNavigate } from "react-router";
import { loginPath } from "#web/lib/session-expired.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { RESUME_CHECKOUT_PATH } from "../pending-checkout.ts";

/** Logged out: an account comes first; the login leads back to the remembered checkout. */
export function RegisterFirst() {
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <p className="text-ink">
        Um zu bestellen, legen Sie zuerst ein kostenloses Arbeitgeber-Konto an und bestätigen Ihre
        E-Mail-Adresse. Ihre Auswahl merken wir uns – danach geht es hier direkt weiter.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/register" className="sm:flex-1">
          Weiter zur Registrierung
        </ButtonLink>
        <button
          type="button"
          className={buttonClasses("secondary", "sm:flex-1")}
          onClick={() => void navigate(loginPath(RESUME_CHECKOUT_PATH))}
        >
          Ich habe schon ein Konto
        </button>
      </div>
    </div>
  );
}

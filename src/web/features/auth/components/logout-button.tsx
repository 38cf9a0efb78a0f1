import { useState } from "react";
import { endLiveConnection } from "#web/features/notifications/store.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { logout } from "../api.ts";
import { queueFlashToast } from "../flash-toast.ts";

/**
 * docs/product.md "Accounts and sign-in"/§8: logout ends the session, goes to / and reloads. The toast "Sie haben sich
 * erfolgreich ausgeloggt" comes also when the call fails; it is shown after the reload. The live
 * connection closes first, so it never asks /broadcasting/auth again without a session.
 */
export function LogoutButton({ className = "" }: { className?: string }) {
  const [leaving, setLeaving] = useState(false);

  const onClick = async () => {
    setLeaving(true);
    endLiveConnection();
    try {
      await logout();
    } catch {
      // Shown as logged out anyway; an expired session is gone already.
    }
    queueFlashToast("loggedOut");
    window.location.assign("/");
  };

  return (
    <button
      type="button"
      className={buttonClasses("secondary", className)}
      disabled={leaving}
      onClick={() => void onClick()}
    >
      {leaving ? "Abmelden …" : "Abmelden"}
    </button>
  );
}

import { useState } from "react";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { impersonate } from "../api.ts";

/** „Übernehmen“: act as this employer account in this session, then its dashboard. */
export function ImpersonateButton({
  user,
  className = "",
}: {
  user: { id: number; name: string };
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const takeOver = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await impersonate(user.id);
      window.location.assign("/dashboard");
    } catch {
      // The server's refusal is shown as a toast (globalErrors).
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void takeOver()}
      aria-disabled={busy || undefined}
      aria-label={`${user.name} übernehmen`}
      className={buttonClasses("secondary", `shrink-0 ${className}`)}
    >
      {busy ? "Bitte warten …" : "Übernehmen"}
    </button>
  );
}

import { useState } from "react";
import { useOptionalRootData } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { endImpersonation } from "../api.ts";

/**
 * SPEC.md §2: while staff act as an employer, a panel on the right names the account with
 * "You are impersonated as:" and offers "Undo Impersonate" (texts verbatim from the SPEC,
 * hence marked as English). Undoing goes back to the backoffice in the staff member's own session.
 */
export function ImpersonationPanel() {
  const user = useOptionalRootData()?.metadata.user ?? null;
  const [busy, setBusy] = useState(false);
  if (!user?.impersonator) return null;

  const undo = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await endImpersonation();
      window.location.assign("/admin");
    } catch {
      // The request showed the server's message as a toast.
      setBusy(false);
    }
  };

  return (
    <aside
      aria-label="Kontoübernahme"
      className="fixed bottom-24 right-0 z-[55] w-[min(20rem,calc(100%-1rem))] animate-[slide-in-right_300ms_ease-out] rounded-l-2xl bg-moss-900 p-4 text-white shadow-xl ring-2 ring-earth-500 motion-reduce:animate-none sm:bottom-28"
    >
      <p lang="en" className="text-sm font-semibold">
        You are impersonated as:
      </p>
      <p className="mt-0.5 break-words text-lg font-bold">{user.name}</p>
      <p className="text-sm text-moss-100">
        {user.employers.data[0]?.name ?? ""} · Team: {user.impersonator.name}
      </p>
      <button
        type="button"
        lang="en"
        onClick={() => void undo()}
        aria-disabled={busy || undefined}
        className={buttonClasses("light", "mt-3 w-full")}
      >
        {busy ? "…" : "Undo Impersonate"}
      </button>
    </aside>
  );
}

import { useState } from "react";
import { useOptionalRootData } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { endImpersonation } from "../api.ts";

/**
 * docs/product.md "Pages and addresses": while staff act as an employer, a panel sliding in from the right names the
 * account with "You are impersonated as:" and offers "Undo Impersonate" (texts verbatim from
 * the SPEC, hence marked as English). A slim bar at the top of the header (TopBanners puts it
 * there): it takes its own room above the logo instead of lying over the page, so on a phone
 * it hides neither the header nor the employer's dashboard. Undoing goes back to the
 * backoffice in the staff member's own session.
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

  const company = user.employers.data[0]?.name;
  return (
    <section
      aria-label="Kontoübernahme"
      className="overflow-hidden border-b-2 border-earth-500 bg-moss-900 text-white"
    >
      <div className="flex animate-[slide-in-right_300ms_ease-out] items-center gap-2 px-3 py-1 motion-reduce:animate-none sm:px-6 lg:px-10">
        <p className="min-w-0 flex-1 text-sm leading-tight">
          <span lang="en">You are impersonated as:</span>{" "}
          <strong className="block truncate text-base sm:inline">{user.name}</strong>
          <span className="hidden text-moss-100 sm:inline">
            {company ? ` · ${company}` : ""} · Team: {user.impersonator.name}
          </span>
        </p>
        <button
          type="button"
          lang="en"
          onClick={() => void undo()}
          aria-disabled={busy || undefined}
          className={buttonClasses("light", "shrink-0 px-3 py-1 text-sm")}
        >
          {busy ? "…" : "Undo Impersonate"}
        </button>
      </div>
    </section>
  );
}

import { useCallback, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { EmployerProfile } from "#shared/schemas/employers.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { LogoUploader } from "./logo-uploader.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { ProfileSummary } from "./profile-summary.tsx";

const cardClass = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8";

/**
 * "Unternehmensprofil": logo, summary and the edit form (inline, in place of the summary).
 * `initial` is the profile the dashboard's loader rendered. Every change revalidates the route
 * data (no second client cache).
 */
export function EmployerProfileSection({
  initial,
  sectors,
}: {
  initial: EmployerProfile;
  sectors: readonly Sector[];
}) {
  const [employer, setEmployer] = useState(initial);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const revalidator = useRevalidator();

  // Revalidated loader data replaces what this section holds.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    setEmployer(initial);
  }

  const updated = useCallback(
    (next: EmployerProfile) => {
      setEmployer(next);
      void revalidator.revalidate();
    },
    [revalidator],
  );

  const closeForm = (focus: "button" | "heading") => {
    setEditing(false);
    // After the form is gone, focus returns to where the editing started.
    requestAnimationFrame(() =>
      (focus === "button" ? editButton.current : heading.current)?.focus(),
    );
  };

  return (
    <section aria-labelledby="profile-heading" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="profile-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-moss-900 outline-none"
        >
          Unternehmensprofil
        </h2>
        {!editing ? (
          <button
            ref={editButton}
            type="button"
            className={buttonClasses("secondary")}
            onClick={() => setEditing(true)}
          >
            Profil bearbeiten
          </button>
        ) : null}
      </div>

      <div className="mt-6 space-y-6">
        <div>
          <h3 className="sr-only">Logo</h3>
          <LogoUploader employer={employer} onUpdated={updated} />
        </div>
        <div className="border-t border-moss-100 pt-4">
          {editing ? (
            <ProfileForm
              employer={employer}
              sectors={sectors}
              onCancel={() => closeForm("button")}
              onSaved={(saved) => {
                updated(saved);
                closeForm("button");
              }}
            />
          ) : (
            <ProfileSummary employer={employer} />
          )}
        </div>
      </div>
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { EmployerProfile } from "#shared/schemas/employers.ts";
import type { Sector } from "#shared/schemas/sectors.ts";
import { HttpError } from "#web/lib/http.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { fetchEmployer } from "../api.ts";
import { LogoUploader } from "./logo-uploader.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { ProfileSummary } from "./profile-summary.tsx";

type Load =
  | { state: "loading" }
  | { state: "ready"; employer: EmployerProfile }
  | { state: "failed"; message: string };

const cardClass = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8";

/**
 * "Unternehmensprofil": logo, summary and the edit form (inline, in place of the summary).
 * `initial` is the profile a route loader rendered; without it the profile is fetched here.
 * Every change revalidates the route data (no second client cache).
 */
export function EmployerProfileSection({
  employerId,
  initial,
  sectors,
  onSessionExpired,
}: {
  employerId: number;
  initial?: EmployerProfile | null;
  sectors: readonly Sector[];
  onSessionExpired(): void;
}) {
  const [load, setLoad] = useState<Load>(
    initial ? { state: "ready", employer: initial } : { state: "loading" },
  );
  const [editing, setEditing] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const editButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const revalidator = useRevalidator();

  // Revalidated loader data replaces what this section holds.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    if (initial) setLoad({ state: "ready", employer: initial });
  }

  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    fetchEmployer(employerId, controller.signal)
      .then(({ data }) => setLoad({ state: "ready", employer: data }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        if (caught instanceof HttpError && caught.status === 401) return onSessionExpired();
        setLoad({
          state: "failed",
          message:
            caught instanceof HttpError && (caught.status === 403 || caught.status === 404)
              ? "Auf dieses Unternehmensprofil haben Sie keinen Zugriff."
              : "Das Unternehmensprofil konnte gerade nicht geladen werden.",
        });
      });
    return () => controller.abort();
  }, [employerId, initial, attempt, onSessionExpired]);

  const updated = useCallback(
    (employer: EmployerProfile) => {
      setLoad({ state: "ready", employer });
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
        {load.state === "ready" && !editing ? (
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

      {load.state === "loading" ? (
        <div role="status" className="mt-6 space-y-4" aria-label="Unternehmensprofil wird geladen">
          <div className="flex items-center gap-4">
            <div className="h-32 w-32 animate-pulse rounded-2xl bg-moss-100 motion-reduce:animate-none" />
            <div className="flex-1 space-y-3">
              <div className="h-4 w-2/3 animate-pulse rounded bg-moss-100 motion-reduce:animate-none" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-moss-100 motion-reduce:animate-none" />
            </div>
          </div>
          <p className="text-moss-800">Unternehmensprofil wird geladen …</p>
        </div>
      ) : null}

      {load.state === "failed" ? (
        <div
          role="alert"
          className="mt-6 rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200"
        >
          <p className="font-semibold">{load.message}</p>
          <button
            type="button"
            className={buttonClasses("secondary", "mt-4")}
            onClick={() => {
              setLoad({ state: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Erneut versuchen
          </button>
        </div>
      ) : null}

      {load.state === "ready" ? (
        <div className="mt-6 space-y-6">
          <div>
            <h3 className="sr-only">Logo</h3>
            <LogoUploader
              employer={load.employer}
              onUpdated={updated}
              onSessionExpired={onSessionExpired}
            />
          </div>
          <div className="border-t border-moss-100 pt-4">
            {editing ? (
              <ProfileForm
                employer={load.employer}
                sectors={sectors}
                onCancel={() => closeForm("button")}
                onSaved={(employer) => {
                  updated(employer);
                  closeForm("button");
                }}
                onSessionExpired={onSessionExpired}
              />
            ) : (
              <ProfileSummary employer={load.employer} />
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}

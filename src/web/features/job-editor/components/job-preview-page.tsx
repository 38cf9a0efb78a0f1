import { useEffect, useState } from "react";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { STATUS_LABELS } from "#web/features/employers/components/job-ad-format.ts";
import { HttpError } from "#web/lib/http.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { fetchOwnJob } from "../api.ts";
import { JobAdPreview } from "./job-ad-preview.tsx";

type Load =
  | { state: "loading" }
  | { state: "ready"; ad: OwnJobAdvertisement }
  | { state: "missing"; message: string }
  | { state: "failed" };

function Bar({ children }: { children: React.ReactNode }) {
  return (
    <section
      aria-label="Vorschau"
      className="border-b-4 border-earth-500 bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-4 pt-[calc(70px+1rem)] text-moss-900 sm:px-6 lg:px-10"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {children}
      </div>
    </section>
  );
}

/**
 * `/dashboard/job/preview?id=…`: the employer's ad in any status, rendered by the public job
 * page's component, under a bar that says it is a preview and leads back to the editor.
 */
export function JobPreviewPage({
  id,
  onSessionExpired,
}: {
  id: number | null;
  onSessionExpired(): void;
}) {
  const [load, setLoad] = useState<Load>(
    id === null
      ? { state: "missing", message: "Für die Vorschau fehlt die Nummer der Anzeige." }
      : { state: "loading" },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchOwnJob(id, controller.signal)
      .then(({ data }) => setLoad({ state: "ready", ad: data }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        if (caught instanceof HttpError && caught.status === 401) return onSessionExpired();
        if (caught instanceof HttpError && (caught.status === 404 || caught.status === 403)) {
          return setLoad({ state: "missing", message: caught.message });
        }
        setLoad({ state: "failed" });
      });
    return () => controller.abort();
  }, [id, attempt, onSessionExpired]);

  if (load.state === "ready") {
    const { ad } = load;
    return (
      <>
        <Bar>
          <div>
            {/* The ad's title below is the page's heading. */}
            <p className="text-xl font-bold">Vorschau Ihrer Anzeige</p>
            <p className="text-moss-800">
              Status: {STATUS_LABELS[ad.status]}
              {ad.status === "draft" ? " – für Bewerber noch nicht sichtbar." : null}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {ad.status !== "terminated" ? (
              <ButtonLink to={`/dashboard/job/${ad.id}?schritt=4`} variant="secondary">
                Zurück zum Editor
              </ButtonLink>
            ) : null}
            <ButtonLink to="/dashboard" variant="secondary">
              Zum Dashboard
            </ButtonLink>
          </div>
        </Bar>
        <JobAdPreview ad={ad} framed={false} />
      </>
    );
  }

  return (
    <>
      <Bar>
        <h1 className="text-xl font-bold">Vorschau Ihrer Anzeige</h1>
        <ButtonLink to="/dashboard" variant="secondary">
          Zum Dashboard
        </ButtonLink>
      </Bar>
      <div className="px-4 py-10 sm:px-6 lg:px-10">
        <div className="mx-auto max-w-4xl">
          {load.state === "loading" ? (
            <div role="status" aria-label="Vorschau wird geladen" className="space-y-6">
              <div
                className="h-56 animate-pulse rounded-3xl bg-moss-100 motion-reduce:animate-none"
                aria-hidden="true"
              />
              <div
                className="h-8 w-2/3 animate-pulse rounded bg-moss-100 motion-reduce:animate-none"
                aria-hidden="true"
              />
              <p className="text-moss-800">Die Vorschau wird geladen …</p>
            </div>
          ) : load.state === "missing" ? (
            <p role="alert" className="text-lg text-ink">
              {load.message || "Diese Stellenanzeige gibt es nicht."}
            </p>
          ) : (
            <div
              role="alert"
              className="rounded-3xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200"
            >
              <p className="font-semibold">Die Vorschau konnte gerade nicht geladen werden.</p>
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
          )}
        </div>
      </div>
    </>
  );
}

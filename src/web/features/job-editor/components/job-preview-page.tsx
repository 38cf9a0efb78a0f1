import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { STATUS_LABELS } from "#web/features/employers/components/job-ad-format.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { JobAdPreview } from "./job-ad-preview.tsx";

/**
 * `/dashboard/job/preview?id=…`: the employer's ad in any status (rendered on the server),
 * drawn by the public job page's component, under a bar that says it is a preview and leads
 * back to the editor.
 */
export function JobPreviewPage({ ad }: { ad: OwnJobAdvertisement }) {
  return (
    <>
      <section
        aria-label="Vorschau"
        className="border-b-4 border-earth-500 bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-4 pt-[calc(70px+1rem)] text-moss-900 sm:px-6 lg:px-10"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
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
        </div>
      </section>
      <JobAdPreview ad={ad} framed={false} />
    </>
  );
}

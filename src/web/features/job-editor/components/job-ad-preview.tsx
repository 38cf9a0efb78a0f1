import { formatPhone } from "#shared/phone.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { JobDetail } from "#web/features/jobs/components/job-detail.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import type { MessagesLike } from "#shared/translator.ts";
import { job as germanJob, type JobMessages } from "#web/messages/job/de.ts";

const GERMAN_JOB_TEXTS: MessagesLike<JobMessages> = germanJob;

/**
 * The ad exactly as seekers will see it: the public job page's own component. Framed, and
 * `transform` makes the frame the box of the page's fixed phone bar ("Jetzt bewerben"), so in
 * the editor that bar stays at the end of the preview instead of covering the editor's buttons.
 */
export function JobAdPreview({ ad, framed = true }: { ad: OwnJobAdvertisement; framed?: boolean }) {
  const { app_url } = usePageMetadata();
  // Employers see the page as German seekers do.
  const t = useTranslator("de", GERMAN_JOB_TEXTS);
  const detail = (
    <JobDetail
      job={ad}
      t={t}
      shareUrl={`${app_url}/jobs/${ad.id}`}
      contactPhone={ad.contact_phone ? formatPhone(ad.contact_phone) : null}
      backTo={`/dashboard/job/${ad.id}?schritt=4`}
      backLabel="Zurück zum Editor"
      applyPreviewNote="Das ist die Vorschau: Von hier wird keine Bewerbung gesendet."
    />
  );
  if (!framed) return detail;
  return (
    <div
      data-testid="job-ad-preview"
      className="-mx-5 overflow-hidden border-y border-moss-200 bg-white [transform:translateZ(0)] sm:mx-0 sm:rounded-3xl sm:border-0 sm:shadow-sm sm:ring-1 sm:ring-moss-200"
    >
      {detail}
    </div>
  );
}

import { formatPhone } from "#shared/phone.ts";
import { localizedPath } from "#shared/locales.ts";
import type { OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import type { AdTextLocale } from "#shared/schemas/jobs.ts";
import { JobDetail } from "#web/features/jobs/components/job-detail.tsx";
import { useOptionalRootData, usePageMetadata } from "#web/lib/page-metadata.ts";
import { useTranslator } from "#web/lib/i18n.ts";
import type { MessagesLike } from "#shared/translator.ts";
import { job as germanJob, type JobMessages } from "#web/messages/job/de.ts";
import type { ShellMessages } from "#web/messages/shell/de.ts";

const GERMAN_JOB_TEXTS: MessagesLike<JobMessages> = germanJob;

/** The preview as seekers of another language see it: that language's texts, from the loader. */
export interface PreviewLanguage {
  locale: AdTextLocale;
  job: MessagesLike<JobMessages>;
  shell: MessagesLike<ShellMessages>;
}

/**
 * The ad exactly as seekers will see it: the public job page's own component. Framed, and
 * `transform` makes the frame the box of the page's fixed phone bar ("Jetzt bewerben"), so in
 * the editor that bar stays at the end of the preview instead of covering the editor's buttons.
 * German unless `seen` names another language (the full-page preview's `?sprache=`).
 */
export function JobAdPreview({
  ad,
  framed = true,
  seen,
}: {
  ad: OwnJobAdvertisement;
  framed?: boolean;
  seen?: PreviewLanguage;
}) {
  const { app_url } = usePageMetadata();
  const root = useOptionalRootData();
  const t = useTranslator(seen?.locale ?? "de", seen?.job ?? GERMAN_JOB_TEXTS);
  const shell = useTranslator(seen?.locale ?? "de", seen?.shell ?? root!.shell);
  const detail = (
    <JobDetail
      job={ad}
      t={t}
      shell={seen ? shell : undefined}
      shareUrl={`${app_url}${localizedPath(`/jobs/${ad.id}`, t.locale)}`}
      contactPhone={ad.contact_phone ? formatPhone(ad.contact_phone) : null}
      backTo={`/dashboard/job/${ad.id}?schritt=4`}
      backLabel="Zurück zum Editor"
      applyPreviewNote="Das ist die Vorschau: Von hier wird keine Bewerbung gesendet."
    />
  );
  // The page around it is the employer's (German); the seeker's view inside speaks its language.
  const inLanguage = seen ? <div lang={seen.locale}>{detail}</div> : detail;
  if (!framed) return inLanguage;
  return (
    <div
      data-testid="job-ad-preview"
      className="-mx-5 overflow-hidden border-y border-moss-200 bg-white [transform:translateZ(0)] sm:mx-0 sm:rounded-3xl sm:border-0 sm:shadow-sm sm:ring-1 sm:ring-moss-200"
    >
      {inLanguage}
    </div>
  );
}

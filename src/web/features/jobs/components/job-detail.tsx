import { Link } from "react-router";
import { companyPagePath } from "#shared/company-page.ts";
import { adTextFor } from "#shared/ad-text.ts";
import { formatDate, formatSalary, formatStart } from "#shared/format.ts";
import type { JobAdvertisement } from "#shared/schemas/jobs.ts";
import { RichText } from "#web/ui/rich-text.tsx";
import { imageUrl } from "#web/lib/image.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { formatWords, useShellText, type ShellTranslator } from "#web/lib/i18n.ts";
import type { JobText } from "#web/lib/i18n.ts";
import { placeLabel, sectorNames } from "../labels.ts";
import { WebsiteLink } from "#web/ui/website-link.tsx";
import { EmployerLogo } from "./employer-logo.tsx";
import { JobMap } from "./job-map.tsx";
import { ShareButton } from "./share-button.tsx";
import { TranslationNote } from "./translation-note.tsx";
import { WorkConditions } from "./work-conditions.tsx";
import { SaveJobButton } from "#web/features/saved-jobs/components/save-job-button.tsx";
import { ApplyButton, ApplySheetHost } from "#web/features/apply/components/apply-button.tsx";
import { reportApplyClick } from "../api.ts";

const SECTIONS = ["description", "tasks", "profile", "benefits"] as const;

function osmLink(job: JobAdvertisement): string | undefined {
  const { latitude, longitude } = job.location;
  if (latitude === null || longitude === null) return undefined;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=12/${latitude}/${longitude}`;
}

function mailtoOf(job: JobAdvertisement, t: JobText): string {
  return `mailto:${job.application_email ?? ""}?subject=${encodeURIComponent(t("apply.mailSubject", { title: job.title }))}`;
}

/** What a way of applying does besides itself: on the public page, count the click (ADR 060). */
interface ApplyProps {
  job: JobAdvertisement;
  t: JobText;
  onApply: (() => void) | undefined;
}

/** The ways of applying the ad offers (ADR 046): the form, or the employer's link and address. */
function ApplyButtons({ job, t, onApply }: ApplyProps) {
  if (job.application_method === "wurzelwerk") {
    return (
      <ApplyButton jobId={job.id} label={t("apply")} className="w-full text-lg" onOpen={onApply} />
    );
  }
  // With a link, a given address is offered as the second way.
  const url = job.application_method === "url" ? job.application_url : null;
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onApply}
          className={buttonClasses("primary", "w-full text-lg")}
        >
          {t("apply")}
          <span className="sr-only">{` ${t("apply.external")}`}</span>
        </a>
      ) : null}
      {job.application_email ? (
        <a
          href={mailtoOf(job, t)}
          onClick={onApply}
          className={buttonClasses(url ? "secondary" : "primary", "w-full text-lg")}
        >
          {url ? t("apply.email") : t("apply")}
        </a>
      ) : null}
    </div>
  );
}

/** The phone's bottom bar: the first way of applying, always in reach while reading. */
function ApplyBarButton({ job, t, onApply }: ApplyProps) {
  if (job.application_method === "wurzelwerk") {
    return (
      <ApplyButton jobId={job.id} label={t("apply")} className="w-full text-lg" onOpen={onApply} />
    );
  }
  const url = job.application_method === "url" ? job.application_url : null;
  return (
    <a
      href={url ?? mailtoOf(job, t)}
      {...(url ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      onClick={onApply}
      className={buttonClasses("primary", "w-full text-lg")}
    >
      {t("apply")}
    </a>
  );
}

/** The job page as seekers see it; the editor's preview renders the same component. */
export function JobDetail({
  job,
  shareUrl,
  contactPhone,
  t,
  backTo = "/jobs",
  backLabel,
  saveable = false,
  applyPreviewNote,
  shell: shellOfPreview,
}: {
  job: JobAdvertisement;
  /** The page's texts in its language; the editor's preview passes German's. */
  t: JobText;
  shareUrl: string;
  /**
   * `job.contact_phone` as shown (`formatPhone`, docs/product.md "Texts and messages"), formatted by the caller: the
   * public page's loader does it on the server, so seekers never load libphonenumber's metadata.
   */
  contactPhone: string | null;
  backTo?: string;
  /** The editor's preview leads back to the editor, not to search results. */
  backLabel?: string;
  /** The public page offers the Merkliste toggle; the editor's preview does not. */
  saveable?: boolean;
  /** The editor's preview: the application form opens but sends nothing, and says so. */
  applyPreviewNote?: string;
  /** The editor's preview in a seeker's language: the shell's texts in `t`'s language. */
  shell?: ShellTranslator;
}) {
  const pageShell = useShellText();
  const shell = shellOfPreview ?? pageShell;
  // A click on „Bewerben“ counts for the ad's statistics; not in the editor's preview.
  const onApply = applyPreviewNote === undefined ? () => reportApplyClick(job.id) : undefined;
  // The ad's own words in the page's language where the employer translated them (ADR 052);
  // German ones are marked German on a page in another language.
  const text = adTextFor(job, t.locale);
  const textLang = text.lang === t.locale ? undefined : text.lang;
  const words = formatWords(shell);
  const salary = formatSalary(job.salary_min, job.salary_max, job.salary_period, words);
  const header = imageUrl(job.image, "lg");
  const placeholder = imageUrl(job.image, "md-blurred");
  const map = osmLink(job);
  const place = placeLabel(job.location, shell("card.placeOnRequest"));
  const companyPath = job.employer.slug ? companyPagePath(job.employer.slug) : null;
  const workingTime = job.working_time
    ? (shell.lookup(`workingTime.${job.working_time}`) ?? job.working_time)
    : "–";
  const facts: [string, string][] = [
    [t("fact.workingTime"), workingTime],
    [t("fact.start"), formatStart(job.starts_at, undefined, words)],
    [t("fact.place"), place],
    [t("fact.sectors"), sectorNames(job, shell)],
    ...(salary ? ([[t("fact.salary"), salary]] as [string, string][]) : []),
    ...(job.application_deadline
      ? ([[t("fact.deadline"), formatDate(`${job.application_deadline}T12:00:00Z`, t.locale)]] as [
          string,
          string,
        ][])
      : []),
  ];

  return (
    <article className="pb-20 lg:pb-0">
      <div
        className="relative h-56 overflow-hidden bg-moss-100 sm:h-72 lg:h-80"
        style={
          placeholder
            ? { backgroundImage: `url(${placeholder})`, backgroundSize: "cover" }
            : undefined
        }
      >
        {header ? (
          <img src={header} alt="" className="h-full w-full object-cover" fetchPriority="high" />
        ) : null}
        <div
          className="absolute inset-0 bg-gradient-to-b from-white/70 via-transparent to-transparent"
          aria-hidden="true"
        />
      </div>
      <div className="px-4 sm:px-6 lg:px-10">
        <div className="relative mx-auto -mt-16 max-w-6xl rounded-3xl bg-white p-5 shadow-lg ring-1 ring-moss-200 sm:p-8">
          <p>
            <Link to={backTo} className="font-semibold text-moss-700 underline underline-offset-2">
              {`← ${backLabel ?? t("back")}`}
            </Link>
          </p>
          <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
            <EmployerLogo name={job.employer.name} logo={job.employer.logo} size={80} />
            <div className="min-w-0 flex-1">
              <h1
                lang={textLang}
                className="text-2xl font-extrabold leading-tight text-moss-900 sm:text-3xl lg:text-4xl"
              >
                {text.title}
              </h1>
              <p className="mt-2 text-lg text-moss-800">
                {companyPath ? (
                  <Link
                    to={companyPath}
                    hrefLang={t.locale === "de" ? undefined : "de"}
                    className="font-semibold underline underline-offset-2"
                  >
                    {job.employer.name}
                  </Link>
                ) : (
                  job.employer.name
                )}{" "}
                · {place}
              </p>
            </div>
            {saveable ? (
              <SaveJobButton
                job={{ id: job.id, title: text.title }}
                variant="labelled"
                className="self-start"
              />
            ) : null}
          </div>
          <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl bg-moss-50 p-4 sm:grid-cols-2 lg:grid-cols-3">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm font-semibold text-moss-700">{term}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="mx-auto mt-10 grid max-w-6xl gap-10 pb-16 lg:grid-cols-3">
          <div className="space-y-10 lg:col-span-2">
            <WorkConditions job={job} t={t} />
            {text.fallback ? (
              <TranslationNote text={t("translation.missing")} lang={t.locale} />
            ) : null}
            {SECTIONS.map((key) =>
              text[key] ? (
                <section key={key} aria-labelledby={`job-${key}`}>
                  <h2 id={`job-${key}`} className="mb-3 text-2xl font-bold text-moss-800">
                    {t(`section.${key}`)}
                  </h2>
                  <div lang={textLang}>
                    <RichText html={text[key]} />
                  </div>
                </section>
              ) : null,
            )}
            <section
              aria-labelledby="job-employer"
              className="rounded-3xl bg-moss-50 p-6 ring-1 ring-moss-200"
            >
              <h2 id="job-employer" className="text-2xl font-bold text-moss-800">
                {t("employer.heading", { name: job.employer.name })}
              </h2>
              <div className="mt-4 flex gap-4">
                <EmployerLogo name={job.employer.name} logo={job.employer.logo} />
                <div>
                  {job.employer.description ? (
                    <p className="leading-relaxed">{job.employer.description}</p>
                  ) : null}
                  {companyPath ? (
                    <p className="mt-3">
                      <Link
                        to={companyPath}
                        hrefLang={t.locale === "de" ? undefined : "de"}
                        className="font-semibold text-moss-700 underline underline-offset-2"
                      >
                        {t("employer.page")}
                      </Link>
                    </p>
                  ) : null}
                  {job.employer.website ? (
                    <p className="mt-3">
                      <WebsiteLink href={job.employer.website} newWindow={t("newWindow")}>
                        {t("employer.website")}
                      </WebsiteLink>
                    </p>
                  ) : null}
                </div>
              </div>
            </section>
          </div>

          <aside
            className="space-y-6 lg:sticky lg:top-[calc(70px+1.5rem)] lg:self-start"
            aria-label={t("aside")}
          >
            <div className="rounded-3xl bg-white p-6 shadow-md ring-1 ring-moss-200">
              <h2 className="text-xl font-bold text-moss-900">{t("interest")}</h2>
              <p className="mt-1 mb-4 text-moss-800">
                {job.application_method === "wurzelwerk"
                  ? t("interest.form")
                  : t("interest.direct")}
              </p>
              <ApplyButtons job={job} t={t} onApply={onApply} />
              <div className="mt-4 flex justify-center">
                <ShareButton title={text.title} url={shareUrl} t={t} />
              </div>
            </div>
            {job.contact_name || job.contact_email || job.contact_phone ? (
              <div className="rounded-3xl bg-white p-6 ring-1 ring-moss-200">
                <h2 className="text-xl font-bold text-moss-900">{t("contact")}</h2>
                <address className="mt-3 space-y-1 not-italic">
                  {job.contact_name ? <p className="font-semibold">{job.contact_name}</p> : null}
                  {job.contact_phone ? (
                    <p>
                      <a
                        href={`tel:${job.contact_phone.replace(/[^+\d]/g, "")}`}
                        className="text-moss-700 underline underline-offset-2"
                      >
                        {contactPhone ?? job.contact_phone}
                      </a>
                    </p>
                  ) : null}
                  {job.contact_email ? (
                    <p className="break-all">
                      <a
                        href={`mailto:${job.contact_email}`}
                        className="text-moss-700 underline underline-offset-2"
                      >
                        {job.contact_email}
                      </a>
                    </p>
                  ) : null}
                </address>
              </div>
            ) : null}
            <div className="rounded-3xl bg-white p-6 ring-1 ring-moss-200">
              <h2 className="text-xl font-bold text-moss-900">{t("fact.place")}</h2>
              <p className="mt-2">{job.location.formatted_address ?? place}</p>
              {job.location.latitude !== null && job.location.longitude !== null ? (
                <JobMap
                  latitude={job.location.latitude}
                  longitude={job.location.longitude}
                  place={place}
                  t={t}
                />
              ) : null}
              {map ? (
                <p className="mt-3">
                  <a
                    href={map}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-moss-700 underline underline-offset-2"
                  >
                    {t("map.link")}
                    <span className="sr-only">{` ${t("map.linkNote")}`}</span>
                  </a>
                </p>
              ) : null}
            </div>
          </aside>
        </div>
      </div>
      {/* On phones the way to apply stays in reach while reading. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-moss-200 bg-white/95 p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden">
        <ApplyBarButton job={job} t={t} onApply={onApply} />
      </div>
      {job.application_method === "wurzelwerk" ? (
        <ApplySheetHost
          // The seeker reads the title in the page's language; the mail subject keeps the
          // employer's German one, which names the ad in their inbox.
          job={{ ...job, title: text.title }}
          t={t}
          previewNote={applyPreviewNote}
        />
      ) : null}
    </article>
  );
}

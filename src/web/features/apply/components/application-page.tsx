import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { adTitleFor } from "#shared/ad-text.ts";
import { formatDate, formatDateTime, formatFileSize } from "#shared/format.ts";
import type { OwnApplication } from "#shared/schemas/applications.ts";
import type { MessagesLike, Translator } from "#shared/translator.ts";
import { AuthPage, SuccessPanel } from "#web/features/auth/components/auth-page.tsx";
import { Problem } from "#web/features/job-alerts/components/problem.tsx";
import { useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { linkPageRefusal } from "#web/lib/refusal-text.ts";
import type { ApplicationMessages } from "#web/messages/application/de.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { withdrawApplication } from "../api.ts";

/** The page's texts in its language (the route's loader gives them, ADR 051). */
export type ApplicationText = Translator<MessagesLike<ApplicationMessages>>;

const linkClass = "font-semibold text-moss-700 underline underline-offset-2 hover:text-moss-900";

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-moss-700">{term}</dt>
      <dd className="mt-1 min-w-0 text-ink [overflow-wrap:anywhere] sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * The page of the link in the applicant's confirmation mail (ADR 046): the application as sent,
 * where it stands, when it will be deleted, and withdrawing it (asked first; deletes it with its
 * files at once). Opening the page changes nothing. In the language the seeker applied in
 * (the mail's link carries its prefix, ADR 051).
 */
export function ApplicationPage({
  token,
  application,
  t,
}: {
  token: string;
  application: OwnApplication;
  t: ApplicationText;
}) {
  const path = useLocalizedPath();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const shell = useShellText();
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (withdrawn) doneHeading.current?.focus();
  }, [withdrawn]);

  const withdraw = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await withdrawApplication(token);
      setWithdrawn(true);
    } catch (error) {
      setProblem(
        linkPageRefusal(error, shell, {
          unknown: t("unknown.message"),
          failed: t("withdraw.failed"),
        }),
      );
    }
    setBusy(false);
    setAsking(false);
  };

  const { job } = application;
  // The ad's title in the page's language where the employer wrote one (ADR 054), German marked.
  const title = adTitleFor(job, t.locale);
  const lang = title.lang === t.locale ? undefined : title.lang;
  const jobTitle = <span lang={lang}>{title.title}</span>;
  const size = (bytes: number) => formatFileSize(bytes, t.locale);
  if (withdrawn) {
    const [beforeGone, afterGone] = t.around("withdrawn.text", "job", {
      company: job.employer_name,
    });
    return (
      <AuthPage title={t("withdrawn.title")}>
        <SuccessPanel heading={t("withdrawn.heading")} headingRef={doneHeading}>
          <p role="status">{t("withdrawn.message")}</p>
          <p>
            {beforeGone}
            {jobTitle}
            {afterGone}
          </p>
          <ButtonLink to={path("/jobs")} className="w-full">
            {t("withdrawn.findJobs")}
          </ButtonLink>
        </SuccessPanel>
      </AuthPage>
    );
  }

  const cv = application.files.filter((file) => file.kind === "cv");
  const attachments = application.files.filter((file) => file.kind === "attachment");
  const [beforeJob, afterJob] = t.around("intro", "job", { company: job.employer_name });
  const [beforeLink, afterLink] = t.around("deletion.more", "link");
  return (
    <AuthPage
      title={t("title")}
      intro={
        <p>
          {beforeJob}
          <span lang={lang} className="font-semibold text-moss-900">
            {title.title}
          </span>
          {afterJob}
        </p>
      }
    >
      <div className="space-y-6 text-moss-900">
        <section aria-labelledby="application-state">
          <h2 id="application-state" className="text-2xl font-bold">
            {t("state.heading")}
          </h2>
          <dl className="mt-2 divide-y divide-moss-100">
            <Row term={t("state.job")}>
              <Link to={path(`/jobs/${job.id}`)} className={linkClass}>
                {jobTitle}
              </Link>
            </Row>
            <Row term={t("state.company")}>{job.employer_name}</Row>
            <Row term={t("state.sent")}>{formatDateTime(application.created_at, t.locale)}</Row>
            <Row term={t("state.status")}>{t(`status.${application.status}`)}</Row>
          </dl>
        </section>

        <section aria-labelledby="application-data">
          <h2 id="application-data" className="text-2xl font-bold">
            {t("data.heading")}
          </h2>
          <dl className="mt-2 divide-y divide-moss-100">
            <Row term={t("data.name")}>{application.name}</Row>
            <Row term={t("data.email")}>{application.email}</Row>
            <Row term={t("data.phone")}>{application.phone ?? "–"}</Row>
            <Row term={t("data.message")}>
              {application.message ? (
                <span className="whitespace-pre-line">{application.message}</span>
              ) : (
                "–"
              )}
            </Row>
            <Row term={t("data.cv")}>
              {cv.length ? cv.map((file) => `${file.file_name} (${size(file.size_bytes)})`) : "–"}
            </Row>
            <Row term={t("data.attachments")}>
              {attachments.length ? (
                <ul className="space-y-1">
                  {attachments.map((file, index) => (
                    <li key={`${file.file_name}-${index}`}>
                      {file.file_name} ({size(file.size_bytes)})
                    </li>
                  ))}
                </ul>
              ) : (
                "–"
              )}
            </Row>
          </dl>
        </section>

        <section aria-labelledby="application-deletion" className="rounded-2xl bg-moss-50 p-4">
          <h2 id="application-deletion" className="font-bold">
            {t("deletion.heading")}
          </h2>
          <p className="mt-1">
            {application.delete_after
              ? t("deletion.until", { date: formatDate(application.delete_after, t.locale) })
              : t("deletion.later")}{" "}
            {beforeLink}
            <Link to="/datenschutz" className={linkClass}>
              {t("deletion.privacy")}
            </Link>
            {afterLink}
          </p>
        </section>

        {problem ? <Problem>{problem}</Problem> : null}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setAsking(true)}
          className={buttonClasses("secondary", "w-full")}
        >
          {t("withdraw.button")}
        </button>
      </div>
      {asking ? (
        <ConfirmActionDialog
          title={t("withdraw.question")}
          confirmLabel={t("withdraw.confirm")}
          cancelLabel={t("withdraw.cancel")}
          busy={busy}
          tone="danger"
          onConfirm={() => void withdraw()}
          onClose={() => setAsking(false)}
        >
          <p>{t("withdraw.text", { company: job.employer_name })}</p>
        </ConfirmActionDialog>
      ) : null}
    </AuthPage>
  );
}

/** A link whose application is unknown: forged, cut short, withdrawn or past its retention. */
export function UnknownApplicationPage({ t }: { t: ApplicationText }) {
  const path = useLocalizedPath();
  return (
    <AuthPage title={t("title")}>
      <div className="space-y-4 text-moss-900">
        <h2 className="text-2xl font-bold">{t("unknown.heading")}</h2>
        <p role="status">{t("unknown.message")}</p>
        <ButtonLink to={path("/jobs")} className="w-full">
          {t("unknown.search")}
        </ButtonLink>
      </div>
    </AuthPage>
  );
}

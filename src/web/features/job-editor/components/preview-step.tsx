import { Fragment, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { formatDate } from "#shared/format.ts";
import {
  AD_TEXT_LOCALE_NAMES_DE,
  type CreditSummary,
  type OwnJobAdvertisement,
} from "#shared/schemas/job-editor.ts";
import { AD_TEXT_LOCALES } from "#shared/schemas/jobs.ts";
import { ConfirmActionDialog } from "#web/ui/confirm-action-dialog.tsx";
import { nextCredit, runsUntil } from "#web/features/employers/components/job-ad-format.ts";
import {
  NOT_YET_PUBLISHABLE,
  publishJob,
  type PublishRefusal,
} from "#web/features/employers/components/publish-job.tsx";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { JobAdPreview } from "./job-ad-preview.tsx";
import { dayCount } from "#shared/count-texts.ts";
import { refreshCredits } from "../credits-refresh.ts";

/**
 * Step 4 "Vorschau": the ad as seekers will see it, then "Veröffentlichen" (asks first: it
 * spends a credit). An ad that is live already was saved with step 3; here it is only shown.
 * The credits come from the route's loader, read again whenever the dialog opens: a package
 * may have been booked meanwhile.
 */
export function PreviewStep({
  ad,
  credits,
  onBack,
}: {
  ad: OwnJobAdvertisement;
  credits: CreditSummary | null;
  onBack(): void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  const [checkingCredits, setCheckingCredits] = useState(false);
  const [refusal, setRefusal] = useState<PublishRefusal | null>(null);
  const draft = ad.status === "draft";

  const credit = checkingCredits ? null : nextCredit(credits);
  const title = ad.title.trim() || "Ihre Anzeige";
  const translated = AD_TEXT_LOCALES.filter((locale) => ad.translations[locale]);

  const publish = async () => {
    setBusy(true);
    const refused = await publishJob(ad, {
      fallback: "Die Anzeige konnte nicht veröffentlicht werden. Bitte versuchen Sie es erneut.",
      // The list of missing fields is on the page, under the preview.
      listMissingInToast: false,
    });
    setConfirm(false);
    setBusy(false);
    if (refused) setRefusal(refused);
    else void navigate("/dashboard");
  };

  return (
    <div className="space-y-8">
      <p className="text-moss-800">
        So sehen Bewerberinnen und Bewerber Ihre Anzeige. Stimmt etwas nicht, gehen Sie zurück zum
        passenden Schritt.{" "}
        <Link
          to={`/dashboard/job/preview?id=${ad.id}`}
          className="font-semibold text-moss-700 underline underline-offset-2"
        >
          Vorschau als ganze Seite öffnen
        </Link>
        {translated.length ? (
          <>
            {" "}
            Ihre Übersetzungen, wie Suchende sie sehen:{" "}
            {translated.map((locale, i) => (
              <Fragment key={locale}>
                {i ? ", " : null}
                <Link
                  to={`/dashboard/job/preview?id=${ad.id}&sprache=${locale}`}
                  className="font-semibold text-moss-700 underline underline-offset-2"
                >
                  {AD_TEXT_LOCALE_NAMES_DE[locale]}
                </Link>
              </Fragment>
            ))}
            .
          </>
        ) : null}
      </p>

      <JobAdPreview ad={ad} />

      {refusal ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">
            {refusal.missing.length ? `${NOT_YET_PUBLISHABLE}:` : refusal.message}
          </p>
          {refusal.missing.length ? (
            <ul className="mt-2 list-disc pl-5">
              {refusal.missing.map((field) => (
                <li key={field}>{field}</li>
              ))}
            </ul>
          ) : null}
          {refusal.noCredit ? (
            <ButtonLink to="/arbeitgeber" variant="primary" className="mt-4">
              Pakete ansehen
            </ButtonLink>
          ) : null}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 border-t border-moss-100 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" className={buttonClasses("secondary", "px-6")} onClick={onBack}>
          <span aria-hidden="true">←</span> Zurück
        </button>
        {draft ? (
          <button
            type="button"
            className={buttonClasses("primary", "px-8")}
            onClick={() => {
              setCheckingCredits(true);
              setConfirm(true);
              void refreshCredits(revalidator.revalidate).finally(() => setCheckingCredits(false));
            }}
          >
            Veröffentlichen
          </button>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <p className="text-moss-800">Ihre Änderungen sind gespeichert.</p>
            <ButtonLink to="/dashboard" variant="primary" className="px-8">
              Zum Dashboard
            </ButtonLink>
          </div>
        )}
      </div>

      {confirm ? (
        <ConfirmActionDialog
          title="Anzeige veröffentlichen?"
          confirmLabel="Jetzt veröffentlichen"
          busy={busy}
          onConfirm={() => void publish()}
          onClose={() => setConfirm(false)}
        >
          <p className="font-semibold">„{title}“</p>
          <p>
            Dafür wird eine Anzeige aus Ihrem Guthaben verbraucht.
            {credit
              ? ` Die Anzeige läuft dann bis ${formatDate(runsUntil({ status: "draft", expires_at: null }, credit.duration_days))} (${dayCount(credit.duration_days)}${credit.highlighted ? ", hervorgehoben in der Suche" : ""}).`
              : ""}
          </p>
          {checkingCredits ? (
            <p role="status" className="text-moss-800">
              Ihr Guthaben wird geprüft …
            </p>
          ) : !credit ? (
            <p className="rounded-xl bg-earth-500/10 p-3 ring-1 ring-earth-500/40">
              Sie haben zurzeit kein Guthaben für Anzeigen. Buchen Sie zuerst ein Paket unter „Für
              Arbeitgeber“.
            </p>
          ) : null}
        </ConfirmActionDialog>
      ) : null}
    </div>
  );
}

import { Link } from "react-router";
import { AD_TEXT_LOCALE_NAMES_DE, type OwnJobAdvertisement } from "#shared/schemas/job-editor.ts";
import { AD_TEXT_LOCALES } from "#shared/schemas/jobs.ts";
import { STATUS_LABELS } from "#web/features/employers/components/job-ad-format.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { JobAdPreview, type PreviewLanguage } from "./job-ad-preview.tsx";

/**
 * `/dashboard/job/preview?id=…`: the employer's ad in any status (rendered on the server),
 * drawn by the public job page's component, under a bar that says it is a preview, leads back
 * to the editor and shows the page as seekers of each language see it (`&sprache=`, ADR 052).
 */
export function JobPreviewPage({ ad, seen }: { ad: OwnJobAdvertisement; seen?: PreviewLanguage }) {
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
        <PreviewLanguages ad={ad} current={seen?.locale ?? "de"} />
      </section>
      <JobAdPreview ad={ad} framed={false} seen={seen} />
    </>
  );
}

/**
 * The languages seekers read the page in: German and each translation's language; a language
 * without a translation shows the German texts with the note seekers get (ADR 052).
 */
function PreviewLanguages({ ad, current }: { ad: OwnJobAdvertisement; current: string }) {
  const languages = [
    { locale: "de", name: "Deutsch", note: null },
    ...AD_TEXT_LOCALES.map((locale) => ({
      locale,
      name: AD_TEXT_LOCALE_NAMES_DE[locale],
      note: ad.translations[locale] ? null : "ohne Übersetzung",
    })),
  ];
  return (
    <nav aria-label="Vorschau für Suchende in" className="mx-auto mt-3 max-w-6xl">
      <p className="text-sm font-semibold text-moss-800" id="preview-languages">
        So sehen Suchende die Anzeige auf:
      </p>
      <ul aria-labelledby="preview-languages" className="mt-1 flex flex-wrap gap-2">
        {languages.map(({ locale, name, note }) => (
          <li key={locale}>
            <Link
              to={`/dashboard/job/preview?id=${ad.id}${locale === "de" ? "" : `&sprache=${locale}`}`}
              aria-current={locale === current ? "page" : undefined}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-moss-800 ring-1 ring-moss-300 hover:bg-moss-50 aria-[current=page]:bg-moss-700 aria-[current=page]:text-white aria-[current=page]:ring-moss-700"
            >
              {name}
              {note ? <span className="ml-1 font-normal">({note})</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

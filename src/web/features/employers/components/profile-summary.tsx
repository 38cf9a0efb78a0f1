import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyPagePath } from "#shared/company-page.ts";
import { translate } from "#shared/i18n.ts";
import { formatPhone } from "#shared/phone.ts";
import type { EmployerProfile } from "#shared/schemas/employers.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { ChipList } from "#web/ui/chip.tsx";

function Missing() {
  return <span className="text-moss-700 italic">Noch nicht angegeben</span>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-semibold text-moss-900">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/** The profile as seekers get to know it: address, contact, sectors, description. */
export function ProfileSummary({ employer }: { employer: EmployerProfile }) {
  const cityLine = [employer.zipcode, employer.city].filter(Boolean).join(" ");
  const hasAddress = Boolean(employer.street || cityLine);
  const { app_url } = usePageMetadata();
  return (
    <dl className="divide-y divide-moss-100">
      <Row label="Unternehmen">{employer.name}</Row>
      {employer.slug ? (
        <Row label="Öffentliche Seite">
          <Link
            to={companyPagePath(employer.slug)}
            className="font-medium text-moss-800 underline underline-offset-2 hover:text-moss-900"
          >
            Ihre Unternehmensseite ansehen
          </Link>
          <span className="block text-sm text-moss-700">
            {app_url}
            {companyPagePath(employer.slug)}
          </span>
        </Row>
      ) : null}
      <Row label="Adresse">
        {hasAddress ? (
          <address className="not-italic">
            {employer.street ? <span className="block">{employer.street}</span> : null}
            {cityLine ? <span className="block">{cityLine}</span> : null}
          </address>
        ) : (
          <Missing />
        )}
      </Row>
      <Row label="Telefon">
        {employer.phone ? (
          <a
            href={`tel:${employer.phone.replace(/[^\d+]/g, "")}`}
            className="font-medium text-moss-800 underline underline-offset-2 hover:text-moss-900"
          >
            {formatPhone(employer.phone)}
          </a>
        ) : (
          <Missing />
        )}
      </Row>
      <Row label="Webseite">
        {employer.website ? (
          <a
            href={employer.website}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-moss-800 underline underline-offset-2 hover:text-moss-900"
          >
            {employer.website.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
            <span className="sr-only"> (öffnet in neuem Tab)</span>
          </a>
        ) : (
          <Missing />
        )}
      </Row>
      <Row label="Kontakt-E-Mail">
        {employer.email ? (
          <a
            href={`mailto:${employer.email}`}
            className="font-medium text-moss-800 underline underline-offset-2 hover:text-moss-900"
          >
            {employer.email}
          </a>
        ) : (
          <Missing />
        )}
      </Row>
      <Row label="Branchen">
        {employer.sectors.length ? (
          <ChipList
            label="Branchen des Unternehmens"
            emptyText=""
            items={employer.sectors.map((s) => ({ key: String(s.id), label: translate(s.name) }))}
          />
        ) : (
          <Missing />
        )}
      </Row>
      <Row label="Beschreibung">
        {employer.description ? (
          <p className="whitespace-pre-line">{employer.description}</p>
        ) : (
          <Missing />
        )}
      </Row>
    </dl>
  );
}

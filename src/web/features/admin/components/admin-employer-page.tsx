import type { ReactNode } from "react";
import { formatCurrency, formatDate } from "#shared/format.ts";
import { translate } from "#shared/i18n.ts";
import type { AdminEmployer, AuditEntry } from "#shared/schemas/admin-employers.ts";
import type { AdminJob } from "#shared/schemas/admin-jobs.ts";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from "#shared/schemas/checkout.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { AdminJobList } from "./admin-job-list.tsx";
import {
  AdminPageBody,
  AdminPageHead,
  AdminPager,
  InvoiceLink,
  adminLinkClass,
  adminListClass,
  adminRowClass,
  withQuery,
} from "./admin-page.tsx";
import { AuditTrail } from "./audit-trail.tsx";
import { EmployerDataRights } from "./employer-data-rights.tsx";
import { ImpersonateButton } from "./impersonate-button.tsx";
import { applicationCount, dayCount, publishableAds } from "#shared/count-texts.ts";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-bold text-moss-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:grid-cols-[minmax(10rem,max-content)_1fr] sm:p-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-moss-900">{label}</dt>
          <dd className="break-words text-ink">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /admin/arbeitgeber/{id}: one employer for the team — accounts, profile, credits, ads, orders, trail. */
export function AdminEmployerPage({
  employer,
  jobs,
  trail,
  pages,
}: {
  employer: AdminEmployer;
  jobs: Paginated<AdminJob>;
  trail: Paginated<AuditEntry>;
  pages: { anzeigen: number; protokoll: number };
}) {
  const { profile, credits } = employer;
  const path = `/admin/arbeitgeber/${profile.id}`;
  const billing = employer.billing_address;
  return (
    <>
      <AdminPageHead
        title={profile.name}
        intro={
          <p>
            Unternehmen Nr. {profile.id} · angelegt am {formatDate(employer.created_at)}
          </p>
        }
      />
      <AdminPageBody>
        <Section id="accounts-heading" title="Konten">
          {employer.accounts.length === 0 ? (
            <p className="text-moss-800">Zu diesem Unternehmen gehört kein Konto.</p>
          ) : null}
          <ul className={employer.accounts.length ? adminListClass : "hidden"}>
            {employer.accounts.map((account) => (
              <li key={account.id} className={adminRowClass}>
                <div className="min-w-0">
                  <p className="font-semibold text-moss-900">{account.name}</p>
                  <p className="break-all text-sm text-moss-800">{account.email}</p>
                  <p className="text-sm text-moss-800">
                    {account.email_verified_at ? "E-Mail bestätigt" : "E-Mail unbestätigt"} · seit{" "}
                    {formatDate(account.created_at)}
                    {account.is_admin ? " · Team-Konto" : ""}
                  </p>
                </div>
                {account.is_admin ? null : (
                  <ImpersonateButton user={account} className="self-start sm:self-center" />
                )}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="profile-heading" title="Profil">
          <Facts
            rows={[
              ["Kontakt-E-Mail", profile.email],
              ["Telefon", profile.phone],
              [
                "Webseite",
                profile.website ? (
                  <a
                    href={profile.website}
                    className={adminLinkClass}
                    rel="noopener noreferrer nofollow"
                  >
                    {profile.website}
                  </a>
                ) : null,
              ],
              [
                "Adresse",
                [profile.street, [profile.zipcode, profile.city].filter(Boolean).join(" ")]
                  .filter(Boolean)
                  .join(", ") || null,
              ],
              ["Branchen", profile.sectors.map((s) => translate(s.name)).join(", ") || null],
              [
                "Rechnungsadresse",
                billing
                  ? [
                      billing.company,
                      billing.name,
                      billing.street,
                      `${billing.zipcode} ${billing.city}`,
                      billing.vat_id ? `USt-IdNr. ${billing.vat_id}` : null,
                    ]
                      .filter(Boolean)
                      .join(", ")
                  : null,
              ],
              ["Beschreibung", profile.description],
            ]}
          />
        </Section>

        <Section id="credits-heading" title="Guthaben">
          <p className="text-lg text-ink">{publishableAds(credits.available)}</p>
          {credits.groups.length ? (
            <ul className="mt-2 list-disc pl-6 text-ink">
              {credits.groups.map((group) => (
                <li key={`${group.plan_name}-${group.duration_days}-${group.highlighted}`}>
                  {group.count}× {group.plan_name} ({dayCount(group.duration_days)}
                  {group.highlighted ? ", hervorgehoben" : ""})
                  {group.valid_until ? `, einlösbar bis ${formatDate(group.valid_until)}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>

        <Section id="applications-heading" title="Bewerbungen">
          {/* The count only: contents are the employer's (ADR 046), reached by impersonating. */}
          <p className="text-ink">
            {applicationCount(employer.application_count)} über Wurzelwerk eingegangen und noch
            gespeichert. Die Inhalte sieht nur das Unternehmen; übernehmen Sie das Konto, um sie
            einzusehen (wird im Protokoll vermerkt).
          </p>
        </Section>

        <Section id="jobs-heading" title={`Anzeigen (${jobs.total})`}>
          {jobs.data.length ? (
            <AdminJobList jobs={jobs.data} showEmployer={false} />
          ) : (
            <p className="text-moss-800">Noch keine Anzeigen.</p>
          )}
          <AdminPager
            page={jobs}
            label="Seiten der Anzeigen"
            linkTo={(page) => withQuery(path, pages, { anzeigen: page })}
          />
        </Section>

        <Section id="orders-heading" title={`Bestellungen (${employer.orders.length})`}>
          {employer.orders.length ? (
            <ul className={adminListClass}>
              {employer.orders.map((order) => (
                <li key={order.id} className={adminRowClass}>
                  <p className="text-ink">
                    <span className="font-semibold text-moss-900">
                      {order.invoice_number ?? `Bestellung Nr. ${order.id}`}
                    </span>{" "}
                    · {formatDate(order.created_at)} · {order.plan.name} ·{" "}
                    {formatCurrency(order.amount_gross)} brutto ·{" "}
                    {PAYMENT_METHOD_LABELS[order.payment_method]} ·{" "}
                    {ORDER_STATUS_LABELS[order.status]}
                  </p>
                  <InvoiceLink order={order} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-moss-800">Noch keine Bestellungen.</p>
          )}
        </Section>

        <Section id="data-rights-heading" title="Daten und Konto">
          <EmployerDataRights employer={employer} />
        </Section>

        <Section id="trail-heading" title="Protokoll">
          <AuditTrail
            trail={trail}
            linkTo={(page) => withQuery(path, pages, { protokoll: page })}
          />
        </Section>
      </AdminPageBody>
    </>
  );
}

import { formatDateTime } from "#shared/format.ts";
import type { AuditEntry } from "#shared/schemas/admin-employers.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { AdminPager, adminListClass } from "./admin-page.tsx";

function who(entry: AuditEntry): string {
  if (!entry.actor) return "System";
  const name = entry.actor.is_admin ? `${entry.actor.name} (Team)` : entry.actor.name;
  return entry.impersonator ? `${entry.impersonator.name} (Team) als ${name}` : name;
}

/** The employer's audit trail: who did what when, newest first, with before → after. */
export function AuditTrail({
  trail,
  linkTo,
}: {
  trail: Paginated<AuditEntry>;
  linkTo(page: number): string;
}) {
  if (trail.total === 0) return <p className="text-moss-800">Noch keine Einträge.</p>;
  return (
    <>
      <ol className={adminListClass}>
        {trail.data.map((entry) => (
          <li key={entry.id} className="p-4 sm:p-5">
            <p className="flex flex-col gap-x-3 sm:flex-row sm:items-baseline sm:justify-between">
              <span className="break-words font-semibold text-moss-900">{entry.summary}</span>
              <time dateTime={entry.created_at} className="shrink-0 text-sm text-moss-800">
                {formatDateTime(entry.created_at)}
              </time>
            </p>
            <p className="text-sm text-moss-800">von {who(entry)}</p>
            {entry.details.length ? (
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
                {entry.details.map((detail, i) => (
                  <div key={i} className="contents">
                    <dt className="font-semibold text-ink">{detail.label}</dt>
                    <dd className="break-words text-ink">
                      {detail.before !== null ? (
                        <>
                          <span className="line-through decoration-moss-400">{detail.before}</span>
                          <span aria-hidden="true"> → </span>
                          <span className="sr-only"> geändert in </span>
                        </>
                      ) : null}
                      {detail.after ?? "(leer)"}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
      <AdminPager page={trail} label="Seiten des Protokolls" linkTo={linkTo} />
    </>
  );
}

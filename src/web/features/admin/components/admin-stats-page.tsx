import { Link } from "react-router";
import { formatDate, formatNumber } from "#shared/format.ts";
import { STATS_PERIODS, type SearchStats, type StatsRow } from "#shared/schemas/admin-stats.ts";
import { BarChart } from "#web/ui/bar-chart.tsx";
import { AdminPageBody, AdminPageHead } from "./admin-page.tsx";

const count = (n: number) => n.toLocaleString("de-DE");
const percent = (part: number, whole: number) =>
  whole > 0 ? `${formatNumber((part / whole) * 100)} %` : "–";

function Dimension({
  id,
  title,
  column,
  rows,
  total,
  note,
}: {
  id: string;
  title: string;
  column: string;
  rows: StatsRow[];
  total: number;
  note?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-3xl bg-white p-5 ring-1 ring-moss-200 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-moss-900">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-moss-800">{note}</p> : null}
      {rows.length === 0 ? (
        <p className="mt-4 text-moss-800">Keine Suchen in diesem Zeitraum.</p>
      ) : (
        <>
          <div className="mt-4">
            <BarChart
              bars={rows.map((row) => ({ key: row.key, label: row.label, value: row.searches }))}
              caption="Balkendiagramm der Suchen; die Zahlen stehen in der Tabelle."
            />
          </div>
          <div className="mt-5 overflow-x-auto">
            <table aria-labelledby={headingId} className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-moss-200 text-moss-900">
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {column}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Suchen
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-semibold">
                    Anteil
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Ohne Treffer
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="border-b border-moss-100 last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal text-ink">
                      {row.label}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{count(row.searches)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      {percent(row.searches, total)}
                    </td>
                    <td className="py-2 text-right tabular-nums">{count(row.without_results)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** /admin/statistik: what seekers looked for (record=1), by sector, job type, start and Land. */
export function AdminStatsPage({ stats }: { stats: SearchStats }) {
  return (
    <>
      <AdminPageHead
        title="Suchstatistik"
        intro={
          <p>
            Anonyme Suchen von Jobsuchenden (Filter und ungefährer Ort, ohne IP-Adresse oder Cookie)
            vom {formatDate(stats.from)} bis {formatDate(stats.to)}.
          </p>
        }
      >
        <nav aria-label="Zeitraum" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {STATS_PERIODS.map((days) => (
              <li key={days}>
                <Link
                  to={days === 30 ? "/admin/statistik" : `/admin/statistik?days=${days}`}
                  aria-current={stats.days === days ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-2 ring-inset ring-moss-700 ${
                    stats.days === days
                      ? "bg-moss-700 text-white"
                      : "bg-white text-moss-800 hover:bg-moss-100"
                  }`}
                >
                  Letzte {days} Tage
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </AdminPageHead>
      <AdminPageBody>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-white p-4 ring-1 ring-moss-200">
            <dt className="text-sm font-semibold text-moss-800">Suchen</dt>
            <dd className="text-3xl font-extrabold text-moss-900" data-testid="stats-searches">
              {count(stats.searches)}
            </dd>
          </div>
          <div className="rounded-2xl bg-white p-4 ring-1 ring-moss-200">
            <dt className="text-sm font-semibold text-moss-800">Davon ohne Treffer</dt>
            <dd className="text-3xl font-extrabold text-moss-900">
              {count(stats.without_results)}{" "}
              <span className="text-base font-semibold text-moss-800">
                ({percent(stats.without_results, stats.searches)})
              </span>
            </dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <Dimension
            id="stats-sectors"
            title="Nach Branche"
            column="Branche"
            rows={stats.sectors}
            total={stats.searches}
            note="Eine Suche nach mehreren Branchen zählt bei jeder mit."
          />
          <Dimension
            id="stats-working-times"
            title="Nach Anstellungsart"
            column="Anstellungsart"
            rows={stats.working_times}
            total={stats.searches}
          />
          <Dimension
            id="stats-start"
            title="Nach Starttermin"
            column="Start"
            rows={stats.start_windows}
            total={stats.searches}
          />
          <Dimension
            id="stats-regions"
            title="Nach Bundesland"
            column="Bundesland"
            rows={stats.regions}
            total={stats.searches}
            note="Aus dem gesuchten Ort, auf etwa 10 km gerundet."
          />
        </div>
      </AdminPageBody>
    </>
  );
}

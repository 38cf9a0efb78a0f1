import { LOCALE_NAMES_IN_GERMAN } from "#shared/locales.ts";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { applicationCount, fileCount } from "#shared/count-texts.ts";
import { formatDate } from "#shared/format.ts";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationList,
  type ApplicationStatus,
  type ApplicationSummary,
} from "#shared/schemas/applications.ts";
import { listSummary, useListQuery } from "#web/lib/list-query.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { Pager } from "#web/ui/pager.tsx";
import { StatusFilter } from "#web/ui/status-filter.tsx";
import { inboxHref, readInboxQuery, writeInboxQuery, type InboxQuery } from "../inbox-query.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { UnseenBadge } from "./applications-entry.tsx";
import { StatusChip, UnseenMarker } from "./status-chip.tsx";

type Filter = "all" | ApplicationStatus;

/**
 * The employer's inbox `/dashboard/bewerbungen`: the applications to every own ad, or with
 * `?anzeige=` to one, newest first, filtered by status, a page at a time; everything read by
 * the route's loader, the filter and page in the address (inbox-query.ts). Cards on phones,
 * rows of a table-like grid from `lg` up — one list in the markup for both.
 */
export function InboxPage({
  list,
  job,
}: {
  list: ApplicationList;
  job: { id: number; title: string } | null;
}) {
  const [, setSearchParams] = useSearchParams();
  const summary = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const { shown, loading, filter, shownFilter } = useListQuery(readInboxQuery);

  // After another page the buttons that moved there may be gone: the summary line takes the focus.
  useEffect(() => {
    if (loading || !moved.current) return;
    moved.current = false;
    summary.current?.focus();
  }, [list, loading]);

  const show = (query: InboxQuery) =>
    setSearchParams((current) => writeInboxQuery(current, query), {
      replace: true,
      preventScrollReset: true,
    });
  const goToPage = (page: number) => {
    moved.current = true;
    show({ ...shown, page });
  };
  const counts = list.counts;
  const page = list.current_page;
  const filters: { key: Filter; label: string; count: number }[] = [
    { key: "all", label: "Alle", count: counts.total },
    ...APPLICATION_STATUSES.map((status) => ({
      key: status,
      label: APPLICATION_STATUS_LABELS[status],
      count: counts.by_status[status] ?? 0,
    })),
  ];
  const filterLabel = filters.find((f) => f.key === shownFilter)!.label;

  return (
    <div className="px-4 pb-10 pt-[calc(70px+1.5rem)] sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">
        <Breadcrumbs
          steps={
            job
              ? [{ label: "Bewerbungen", to: inboxHref() }, { label: job.title }]
              : [{ label: "Bewerbungen" }]
          }
        />

        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <h1 className="min-w-0 break-words text-3xl font-extrabold tracking-tight text-moss-900 sm:text-4xl">
            {job ? `Bewerbungen auf „${job.title}“` : "Bewerbungen"}
          </h1>
          <UnseenBadge unseen={counts.unseen} />
        </div>
        <p className="mt-2 max-w-3xl text-moss-800">
          {job
            ? "Die Bewerbungen auf diese Anzeige, neueste zuerst."
            : "Alle Bewerbungen auf Ihre Anzeigen, neueste zuerst."}{" "}
          Öffnen Sie eine Bewerbung, um Kontaktdaten, Nachricht und Dateien zu sehen und den Status
          zu setzen.
        </p>

        {counts.total === 0 ? (
          <EmptyInbox job={job} />
        ) : (
          <div className="mt-6 space-y-5">
            <StatusFilter
              label="Bewerbungen nach Status filtern"
              options={filters}
              selected={filter}
              onSelect={(next: Filter) =>
                show({ jobId: shown.jobId, status: next === "all" ? undefined : next, page: 1 })
              }
            />

            {loading ? (
              <p role="status" className="text-moss-800">
                Bewerbungen werden geladen …
              </p>
            ) : (
              <>
                <p ref={summary} tabIndex={-1} role="status" className="text-moss-800 outline-none">
                  {listSummary({
                    total: list.total,
                    counted: applicationCount(list.total),
                    noun: "Bewerbungen",
                    filterLabel,
                    filtered: shownFilter !== "all",
                    page,
                    lastPage: list.last_page,
                  })}
                </p>
                {list.data.length ? <InboxList rows={list.data} showJob={!job} /> : null}
                <Pager
                  label="Seiten der Bewerbungsliste"
                  page={page}
                  lastPage={list.last_page}
                  onPage={goToPage}
                />
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function EmptyInbox({ job }: { job: { id: number; title: string } | null }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-2xl border-2 border-dashed border-moss-200 bg-moss-50 px-5 py-10 text-center">
      <p className="text-xl font-bold text-moss-900">Noch keine Bewerbungen</p>
      <p className="mt-2 max-w-xl text-moss-800">
        {job
          ? "Auf diese Anzeige hat sich noch niemand über Wurzelwerk beworben."
          : "Auf Ihre Anzeigen hat sich noch niemand über Wurzelwerk beworben."}{" "}
        Sobald eine Bewerbung eingeht, sehen Sie sie hier und wir benachrichtigen Sie – im
        Arbeitgeberbereich und per E-Mail. Bewerbungen über Wurzelwerk nehmen Anzeigen an, bei denen
        Sie im dritten Schritt „Bewerbung über Wurzelwerk“ gewählt haben.
      </p>
      <Link to="/dashboard" className={`${buttonClasses("secondary")} mt-6`}>
        Zum Arbeitgeberbereich
      </Link>
    </div>
  );
}

const GRID =
  "lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_8rem_9rem_7rem] lg:items-center lg:gap-4";

/** The rows: a card each on phones, a row under column heads from `lg` up. */
function InboxList({ rows, showJob }: { rows: ApplicationSummary[]; showJob: boolean }) {
  return (
    <div className="rounded-2xl bg-white ring-1 ring-moss-200">
      <div
        aria-hidden="true"
        className={`hidden border-b border-moss-200 px-5 py-3 text-sm font-semibold text-moss-800 ${GRID}`}
      >
        <span>Name</span>
        <span>{showJob ? "Anzeige" : "E-Mail"}</span>
        <span>Eingegangen</span>
        <span>Status</span>
        <span>Dateien</span>
      </div>
      <ul aria-label="Bewerbungen" className="divide-y divide-moss-100">
        {rows.map((row) => (
          <InboxRow key={row.id} row={row} showJob={showJob} />
        ))}
      </ul>
    </div>
  );
}

function InboxRow({ row, showJob }: { row: ApplicationSummary; showJob: boolean }) {
  return (
    <li
      className={`relative px-4 py-4 hover:bg-moss-50 sm:px-5 ${GRID} ${row.seen ? "" : "bg-earth-500/5"}`}
    >
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 lg:block">
        <Link
          to={`/dashboard/bewerbungen/${row.id}`}
          className={`min-w-0 break-words text-lg text-moss-900 underline-offset-2 after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-moss-600 lg:text-base ${
            row.seen ? "font-semibold" : "font-extrabold"
          }`}
        >
          {row.name}
        </Link>
        {row.locale === "de" ? null : (
          <span
            className="text-sm font-semibold text-moss-800 lg:mt-1 lg:block"
            data-testid="application-row-language"
          >
            <span className="sr-only">Sprache der Bewerbung: </span>
            {LOCALE_NAMES_IN_GERMAN[row.locale]}
          </span>
        )}
        {row.seen ? null : (
          <span className="lg:mt-1 lg:block">
            <UnseenMarker />
          </span>
        )}
      </div>
      <p className="mt-1 min-w-0 break-words text-moss-800 lg:mt-0">
        {showJob ? (
          <>
            <span className="sr-only">Anzeige: </span>
            {row.job.title}
          </>
        ) : (
          <>
            <span className="sr-only">E-Mail: </span>
            {row.email}
          </>
        )}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 lg:contents">
        <span className="text-sm text-moss-800 lg:text-base">
          <span className="sr-only">Eingegangen am </span>
          {formatDate(row.created_at)}
        </span>
        <span>
          <StatusChip status={row.status} />
        </span>
        <span className="text-sm text-moss-800 lg:text-base">{fileCount(row.file_count)}</span>
      </div>
    </li>
  );
}

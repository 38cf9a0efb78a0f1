import type { ReactNode } from "react";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { JobCard } from "./job-card.tsx";
import { jobsShown } from "#shared/count-texts.ts";

/** A list of result cards with "Mehr Jobs laden" while more pages exist. */
export function JobResults({
  jobs,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
}: {
  jobs: JobSummary[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
}) {
  if (jobs.length === 0) return <>{empty}</>;
  return (
    <div>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label="Stellenanzeigen">
        {jobs.map((job) => (
          <li key={job.id} className="min-w-0">
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2">
        <p className="text-sm text-moss-800">{jobsShown(jobs.length, total)}</p>
        {hasMore ? (
          <button
            type="button"
            className={buttonClasses("secondary", "px-8")}
            onClick={onLoadMore}
            disabled={loadingMore}
          >
            {loadingMore ? "Lädt …" : "Mehr Jobs laden"}
          </button>
        ) : null}
      </div>
    </div>
  );
}

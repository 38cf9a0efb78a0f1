import { Fragment, type ReactNode } from "react";
import type { JobSummary } from "#shared/schemas/jobs.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { JobCard } from "./job-card.tsx";
import { INTL_LOCALES } from "#shared/locales.ts";
import { useSearchText } from "#web/features/search/components/search-text.ts";

/** After how many cards `interlude` stands (two rows on a wide screen, within reach on a phone). */
const INTERLUDE_AFTER = 4;

/**
 * A list of result cards with "Mehr Jobs laden" while more pages exist. `interlude` (an offer
 * such as the job alert) stands across the list after the first cards, or after the last one
 * when there are fewer.
 */
export function JobResults({
  jobs,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
  interlude,
}: {
  jobs: JobSummary[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
  interlude?: ReactNode;
}) {
  const t = useSearchText();
  if (jobs.length === 0) return <>{empty}</>;
  const shown = jobs.length.toLocaleString(INTL_LOCALES[t.locale]);
  const interludeAt = Math.min(INTERLUDE_AFTER, jobs.length);
  return (
    <div>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={t("results.list")}>
        {jobs.map((job, index) => (
          <Fragment key={job.id}>
            <li className="min-w-0">
              <JobCard job={job} />
            </li>
            {interlude && index + 1 === interludeAt ? (
              <li className="min-w-0 lg:col-span-2">{interlude}</li>
            ) : null}
          </Fragment>
        ))}
      </ul>
      <div className="mt-8 flex flex-col items-center gap-2">
        <p className="text-sm text-moss-800">{t.count("results.shown", total, { shown })}</p>
        {hasMore ? (
          <button
            type="button"
            className={buttonClasses("secondary", "px-8")}
            onClick={onLoadMore}
            disabled={loadingMore}
          >
            {loadingMore ? t("results.loading") : t("results.more")}
          </button>
        ) : null}
      </div>
    </div>
  );
}

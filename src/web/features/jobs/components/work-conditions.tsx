import type { JobAdvertisement } from "#shared/schemas/jobs.ts";
import type { JobText } from "#web/lib/i18n.ts";
import { workConditions, type WorkConditionIcon } from "../work-conditions.ts";

/** Line icons, 24 px grid, drawn in the text colour (no icon library on the job page). */
const ICON_PATHS: Record<WorkConditionIcon, string> = {
  season: "M4 6h16v14H4zM8 3v5M16 3v5M4 10h16",
  hours: "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2",
  home: "M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6",
  meals: "M7 3v7a2 2 0 0 0 4 0V3M9 12v9M17 21V3c-2 1.5-3 4-3 8h3",
  transport: "M3 6h12v11H3zM15 10h3.5l2.5 3.5V17h-6M7 19.5a2 2 0 1 0 0-.01M17 19.5a2 2 0 1 0 0-.01",
  contract: "M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6",
  licence: "M3 6h18v12H3zM8.5 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4M13 10h5M13 14h4",
  language: "M4 5h16v10H10l-6 4zM8 9h8M8 12h5",
};

function ConditionIcon({ icon }: { icon: WorkConditionIcon }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[icon]} />
    </svg>
  );
}

/** The job page's block of season and working conditions; nothing when the ad states none. */
export function WorkConditions({ job, t }: { job: JobAdvertisement; t: JobText }) {
  const conditions = workConditions(job, t);
  if (!conditions.length) return null;
  return (
    <section aria-labelledby="job-conditions">
      <h2 id="job-conditions" className="mb-4 text-2xl font-bold text-moss-800">
        {t("conditions.heading")}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        {conditions.map((condition) => (
          // The icon sits in the term, so the list holds only term and definition groups.
          <div
            key={condition.icon}
            className="relative min-h-18 rounded-2xl bg-moss-50 py-4 pl-[4.25rem] pr-4 ring-1 ring-moss-100"
          >
            <dt className="text-sm font-semibold text-moss-700">
              <span className="absolute left-4 top-4 flex h-10 w-10 items-center justify-center rounded-full bg-white text-moss-700 ring-1 ring-moss-200">
                <ConditionIcon icon={condition.icon} />
              </span>
              {condition.term}
            </dt>
            <dd className="font-medium text-ink">{condition.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

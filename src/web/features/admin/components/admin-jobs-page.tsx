import { Form } from "react-router";
import type { AdminJob } from "#shared/schemas/admin-jobs.ts";
import type { Paginated } from "#shared/schemas/common.ts";
import { JOB_STATUSES } from "#shared/schemas/jobs.ts";
import { STATUS_LABELS } from "#web/features/employers/components/job-ad-format.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { AdminJobList } from "./admin-job-list.tsx";
import {
  AdminPageBody,
  AdminPageHead,
  AdminPager,
  FilterSearch,
  FilterSelect,
  withQuery,
} from "./admin-page.tsx";
import { adCount } from "#shared/count-texts.ts";

/** /admin/anzeigen: every ad, searchable and filtered; live ones can be ended with a reason. */
export function AdminJobsPage({
  jobs,
  search,
  status,
}: {
  jobs: Paginated<AdminJob>;
  search: string;
  status: string;
}) {
  return (
    <>
      <AdminPageHead title="Anzeigen">
        <Form
          method="get"
          role="search"
          aria-label="Anzeigen"
          className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <FilterSearch
            id="admin-jobs-search"
            label="Titel oder Unternehmen"
            defaultValue={search}
            className="sm:max-w-md sm:flex-1"
          />
          <FilterSelect
            id="admin-jobs-status"
            name="status"
            label="Status"
            defaultValue={status}
            options={JOB_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          />
          <button type="submit" className={buttonClasses("primary")}>
            Anzeigen filtern
          </button>
        </Form>
      </AdminPageHead>
      <AdminPageBody>
        <p role="status" className="text-moss-800">
          {jobs.total === 0 ? "Keine Anzeigen gefunden." : adCount(jobs.total)}
        </p>
        {jobs.data.length ? (
          <div className="mt-4">
            <AdminJobList jobs={jobs.data} />
          </div>
        ) : null}
        <AdminPager
          page={jobs}
          linkTo={(page) => withQuery("/admin/anzeigen", { search, status }, { page })}
        />
      </AdminPageBody>
    </>
  );
}

import { Link } from "react-router";
import { applicationCount } from "#shared/count-texts.ts";
import { inboxHref } from "../inbox-query.ts";

/**
 * The applications to one ad on its dashboard card: how many, how many nobody opened yet,
 * leading to that ad's inbox. Nothing for an ad without applications.
 */
export function AdApplicationsLink({
  jobId,
  title,
  count,
  unseen,
}: {
  jobId: number;
  title: string;
  count: number;
  unseen: number;
}) {
  if (count === 0) return null;
  return (
    <p className="mt-2">
      <Link
        to={inboxHref({ jobId })}
        className="inline-flex min-h-11 flex-wrap items-center gap-2 font-semibold text-moss-800 underline underline-offset-2 hover:text-moss-900"
      >
        {applicationCount(count)}
        <span className="sr-only"> auf {title}</span>{" "}
        {unseen > 0 ? (
          <span className="rounded-full bg-earth-600 px-2.5 py-0.5 text-sm text-white no-underline">
            {unseen.toLocaleString("de-DE")} neu
          </span>
        ) : null}
      </Link>
    </p>
  );
}

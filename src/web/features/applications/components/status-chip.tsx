import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "#shared/schemas/applications.ts";

const CHIP: Record<ApplicationStatus, string> = {
  neu: "bg-earth-500/10 text-ink ring-earth-500/60",
  in_pruefung: "bg-moss-100 text-moss-900 ring-moss-300",
  gespraech: "bg-sky-50 text-sky-900 ring-sky-300",
  zusage: "bg-moss-700 text-white ring-moss-700",
  absage: "bg-stone-200 text-stone-800 ring-stone-400",
};

/** An application's status as a chip; screen readers hear „Status: …“. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${CHIP[status]}`}
    >
      <span className="sr-only">Status: </span>
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

/** The dot of an application nobody of the company has opened yet. */
export function UnseenMarker() {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-earth-600">
      <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-earth-600" />
      Ungelesen
    </span>
  );
}

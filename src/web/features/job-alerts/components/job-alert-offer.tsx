import { lazy, Suspense, useEffect } from "react";
import type { AlertWords } from "#shared/job-alert-words.ts";
import { useSearchText } from "#web/features/search/components/search-text.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import { ModalLoading } from "#web/ui/modal-loading.tsx";
import { useJobAlertSheet } from "../store.ts";

// The sheet with its form library and schema loads on first use: /jobs loads only the offers.
const JobAlertSheet = lazy(() =>
  import("./job-alert-sheet.tsx").then((module) => ({ default: module.JobAlertSheet })),
);

function BellIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 8a5 5 0 0 1 10 0c0 4 1.5 5.5 2 6H3c.5-.5 2-2 2-6Z" />
      <path d="M8.5 17a1.7 1.7 0 0 0 3 0" />
    </svg>
  );
}

/** „Suchauftrag anlegen“: opens the sheet (focus returns here when it closes). */
export function JobAlertButton({
  variant = "secondary",
  className = "",
}: {
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const openSheet = useJobAlertSheet((state) => state.openSheet);
  const t = useSearchText();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openSheet}
      className={buttonClasses(variant, className)}
    >
      <BellIcon />
      {t("alert.button")}
    </button>
  );
}

/**
 * The offer of a job alert as a card: at the top of the results right after the wizard or the
 * filter led here (`arrival`), between the first results otherwise (`results`), and in the
 * empty state (`empty`).
 */
export function JobAlertOffer({ kind }: { kind: "results" | "arrival" | "empty" }) {
  // The texts are loader data in the page's language (search-text.ts, ADR 051).
  const t = useSearchText();
  const title = t(`alert.${kind}.title`);
  const text = t(`alert.${kind}.text`);
  const look =
    kind === "empty"
      ? "mt-6 border-t border-moss-200 pt-6 text-center"
      : `flex flex-col gap-3 rounded-2xl p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5 ${
          kind === "arrival"
            ? "bg-moss-50 shadow-md ring-2 ring-moss-700"
            : "bg-moss-100 ring-1 ring-moss-200"
        }`;
  return (
    <div className={look} data-testid={`job-alert-offer-${kind}`}>
      <div className="min-w-0">
        <p className="font-bold text-moss-900">{title}</p>
        <p className={`mt-1 text-moss-800 ${kind === "empty" ? "mx-auto max-w-xl" : ""}`}>{text}</p>
      </div>
      <JobAlertButton
        variant={kind === "results" ? "secondary" : "primary"}
        className={`shrink-0 ${kind === "empty" ? "mt-4" : ""}`}
      />
    </div>
  );
}

/**
 * Mounts the sheet while it is open; one per page that offers it. Leaving the page closes it.
 * `words`: the filter's words in the page's language, from its loader (ADR 051).
 */
export function JobAlertSheetHost({ words }: { words: AlertWords }) {
  const open = useJobAlertSheet((state) => state.open);
  const closeSheet = useJobAlertSheet((state) => state.closeSheet);
  const t = useSearchText();
  useEffect(() => closeSheet, [closeSheet]);
  if (!open) return null;
  return (
    <Suspense fallback={<ModalLoading label={t("alert.loading")} />}>
      <JobAlertSheet words={words} />
    </Suspense>
  );
}

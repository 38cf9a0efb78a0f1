import { MAX_SAVED_JOBS } from "#shared/constants.ts";
import { useShellText } from "#web/lib/i18n.ts";
import { notify } from "#web/ui/toast.ts";
import { saveJob, unsaveJob, useSavedJobs } from "../store.ts";
import { BookmarkIcon } from "./bookmark-icon.tsx";

/**
 * The Merkliste toggle of a card or the job page: a toggle button (aria-pressed) whose name
 * names the job and stays the same in both states, as a toggle's name should; the change is
 * told by a toast, which screen readers announce. Unsaved in the server's HTML.
 */
export function SaveJobButton({
  job,
  variant = "icon",
  className = "",
}: {
  job: { id: number; title: string };
  /** `icon` on cards; `labelled` with the visible word „Merken“ on the job page. */
  variant?: "icon" | "labelled";
  className?: string;
}) {
  const saved = useSavedJobs().includes(job.id);
  const t = useShellText();
  const title = { title: job.title };
  const toggle = () => {
    if (saved) {
      unsaveJob(job.id);
      notify.info(t("save.removed", title));
    } else if (saveJob(job.id)) {
      notify.success(t("save.added", title));
    } else {
      notify.warning(t.count("save.full", MAX_SAVED_JOBS));
    }
  };
  const name = t(variant === "labelled" ? "save.nameLabelled" : "save.name", title);
  const look =
    variant === "labelled"
      ? `inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 font-semibold ring-2 ring-inset ring-moss-700 transition-colors ${
          saved
            ? "bg-moss-700 text-white hover:bg-moss-800"
            : "bg-white text-moss-800 hover:bg-moss-50"
        }`
      : "flex h-11 w-11 items-center justify-center rounded-full text-moss-700 transition-colors hover:bg-moss-100";
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={name}
      title={saved ? t("save.remove") : t("save.add")}
      onClick={toggle}
      className={`${look} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-earth-500 ${className}`}
    >
      <BookmarkIcon filled={saved} />
      {/* The same word in both states: the name holds it (label in name), the icon and colour the state. */}
      {variant === "labelled" ? <span>{t("save.label")}</span> : null}
    </button>
  );
}

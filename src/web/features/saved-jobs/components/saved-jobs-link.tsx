import { NavLink } from "react-router";
import { useLocalizedPath, useShellText } from "#web/lib/i18n.ts";
import { useSavedJobs } from "../store.ts";
import { BookmarkIcon } from "./bookmark-icon.tsx";

/**
 * The header's way to /merkliste with the number of saved jobs. The number is visible at every
 * width, the word „Merkliste“ from `sm` on; the name says both, with the word that agrees („Merkliste 1 Job“). The
 * server's HTML says 0 (ADR 043), the stored count follows right after hydration.
 */
export function SavedJobsLink({ className = "" }: { className?: string }) {
  const count = useSavedJobs().length;
  const t = useShellText();
  const path = useLocalizedPath();
  return (
    <NavLink
      to={path("/merkliste")}
      aria-label={t.count("savedJobs.name", count)}
      className={({ isActive }) =>
        `flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2 font-medium text-moss-900 hover:bg-moss-100 sm:px-3 ${isActive ? "bg-moss-100" : ""} ${className}`
      }
    >
      <BookmarkIcon filled={count > 0} />
      <span className="hidden sm:inline xl:hidden 2xl:inline">{t("savedJobs.link")}</span>{" "}
      <span
        className="min-w-6 rounded-full bg-moss-700 px-1.5 text-center text-sm font-bold leading-6 text-white"
        data-testid="saved-jobs-count"
      >
        {count}
      </span>
    </NavLink>
  );
}

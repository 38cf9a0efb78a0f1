import { useEffect, useRef, useState } from "react";
import { localeOfPath } from "#shared/locales.ts";
import { createTranslator, type MessagesLike, type Translator } from "#shared/translator.ts";
import { JobCard } from "#web/features/jobs/components/job-card.tsx";
import { HttpError } from "#web/lib/http.ts";
import { waitText } from "#web/lib/refusal-text.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { ButtonLink, buttonClasses } from "#web/ui/button-link.tsx";
import { notify } from "#web/ui/toast.ts";
import { fetchSavedJobs, isEnded, type SavedEntry } from "#web/features/saved-jobs/api.ts";
import { unsaveJob, useSavedJobs } from "#web/features/saved-jobs/store.ts";
import { languageMeta, rootMetadata } from "#web/features/pages/meta.ts";
import { useLocalizedPath, useShellText, useTranslator } from "#web/lib/i18n.ts";
import { messagesOf } from "#web/messages/catalogue.server.ts";
import type { SavedJobsMessages } from "#web/messages/saved-jobs/de.ts";
import type { Route } from "./+types/saved-jobs";

type Text = Translator<MessagesLike<SavedJobsMessages>>;

// `/merkliste` and its language versions (routes.ts, ADR 051): the loader only gives the texts.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, messages: messagesOf("savedJobs", locale) };
}

// The seeker's Merkliste (ADR 043): personal and kept in the browser, so it is neither indexed
// nor in the sitemap.
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = rootMetadata(matches);
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const t = createTranslator(loaderData.locale, loaderData.messages);
  const language = root ? languageMeta("/merkliste", loaderData.locale, root.app_url) : undefined;
  return [
    { title: `${t("heading")} | ${root?.app_name ?? "Wurzelwerk"}` },
    { name: "robots", content: "noindex" },
    ...(language?.links ?? []),
  ];
}

/** A saved ad that is no longer public: the API tells nothing more than its id. */
function EndedCard({ id, t }: { id: number; t: Text }) {
  const shell = useShellText();
  const remove = () => {
    unsaveJob(id);
    notify.info(t("ended.removed", { id }));
  };
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl bg-moss-50 p-4 ring-1 ring-moss-200 sm:p-5">
      <h2 className="text-lg font-bold text-moss-900">{t("ended.title", { id })}</h2>
      <p className="text-moss-800">{t("ended.text")}</p>
      <button
        type="button"
        onClick={remove}
        aria-label={t("ended.removeName", { id })}
        className={buttonClasses("secondary", "self-start")}
      >
        {shell("save.remove")}
      </button>
    </article>
  );
}

function EmptyState({ t }: { t: Text }) {
  const shell = useShellText();
  const path = useLocalizedPath();
  return (
    <div className="rounded-3xl bg-moss-50 p-8 text-center">
      <p className="text-lg text-moss-900">{t("empty")}</p>
      <p className="mt-2 text-moss-800">{t("emptyHint")}</p>
      <div className="mt-6 flex justify-center">
        <ButtonLink to={path("/jobs")}>{shell("findJobs")}</ButtonLink>
      </div>
    </div>
  );
}

/**
 * /merkliste: the saved ads, last saved first, as the same cards as the search; ads no longer
 * public as ended with a way to remove them. Read from local storage after hydration, so the
 * server renders only the frame.
 */
export default function SavedJobsPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslator(loaderData.locale, loaderData.messages);
  const shell = useShellText();
  const hydrated = useHydrated();
  const ids = useSavedJobs();
  const [entries, setEntries] = useState<ReadonlyMap<number, SavedEntry>>(new Map());
  const [failedFor, setFailedFor] = useState<{ ids: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Only ids not read yet (a save in another tab, the first visit): a removal reads nothing.
  const missing = ids.filter((id) => !entries.has(id)).join(",");
  useEffect(() => {
    if (!missing) return;
    let current = true;
    fetchSavedJobs(missing.split(",").map(Number), { toast: false }).then(
      (found) => {
        if (!current) return;
        setEntries((before) => new Map([...before, ...found.map((e) => [e.id, e] as const)]));
      },
      (error: unknown) => {
        if (current) setFailedFor({ ids: missing, error });
      },
    );
    return () => {
      current = false;
    };
  }, [missing, attempt]);

  // A removed entry takes its focused button along: the heading takes the focus, so the
  // keyboard goes on from the list instead of the page's start.
  const count = ids.length;
  const counted = useRef(count);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (count < counted.current && lost) headingRef.current?.focus();
    counted.current = count;
  }, [count]);
  const shown = [...ids].reverse().flatMap((id) => {
    const entry = entries.get(id);
    return entry ? [entry] : [];
  });
  const failed = missing !== "" && failedFor?.ids === missing;
  // Why, where it helps the seeker: no connection, or when to try again (ADR 056).
  const why = failed && failedFor.error instanceof HttpError ? failedFor.error : null;
  const reason =
    why?.status === 0
      ? shell("failure.offline")
      : why?.status === 429
        ? waitText(why.retryAfter, shell)
        : null;

  let body;
  if (!hydrated) body = <p role="status">{t("loading")}</p>;
  else if (ids.length === 0) body = <EmptyState t={t} />;
  else
    body = (
      <>
        <p className="mb-6 text-lg text-moss-800">{t.count("count", ids.length)}</p>
        {failed ? (
          <div role="alert" className="mb-6 rounded-2xl bg-white p-4 ring-2 ring-earth-500">
            <p>{t("failed")}</p>
            {reason ? <p>{reason}</p> : null}
            <button
              type="button"
              className={buttonClasses("secondary", "mt-3")}
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t("retry")}
            </button>
          </div>
        ) : missing ? (
          <p role="status" className="mb-6">
            {t("loading")}
          </p>
        ) : null}
        <ul className="grid gap-4 lg:grid-cols-2" aria-label={t("list")}>
          {shown.map((entry) => (
            <li key={entry.id} className="min-w-0">
              {isEnded(entry) ? <EndedCard id={entry.id} t={t} /> : <JobCard job={entry} />}
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <section className="bg-gradient-to-b from-moss-100 to-moss-50 px-4 pb-20 pt-[calc(70px+2.5rem)] sm:px-6 lg:px-10">
      <div className="mx-auto max-w-6xl">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mb-4 text-3xl font-extrabold tracking-tight text-moss-900 focus:outline-none sm:text-4xl"
        >
          {t("heading")}
        </h1>
        {body}
      </div>
    </section>
  );
}

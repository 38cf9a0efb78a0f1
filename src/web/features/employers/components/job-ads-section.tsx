import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import type { Paginated } from "#shared/schemas/common.ts";
import type {
  CreditSummary,
  OwnJobAdvertisement,
  OwnJobFilter,
} from "#shared/schemas/job-editor.ts";
import { listSummary, useListQuery } from "#web/lib/list-query.ts";
import { ButtonLink } from "#web/ui/button-link.tsx";
import { Pager } from "#web/ui/pager.tsx";
import { StatusFilter } from "#web/ui/status-filter.tsx";
import { readAdsQuery, writeAdsQuery, type AdsQuery } from "../own-ads-query.ts";
import { CreditsBox } from "./credits-box.tsx";
import { JobAdCard } from "./job-ad-card.tsx";
import { STATUS_LABELS } from "./job-ad-format.ts";
import { adCount } from "#shared/count-texts.ts";

function SproutIcon() {
  return (
    <svg
      viewBox="0 0 48 48"
      className="h-12 w-12 text-moss-600"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M24 42V24" />
      <path d="M24 26c0-8-6-13-15-13 0 8 6 13 15 13Z" />
      <path d="M24 22c0-7 5-12 14-12 0 7-5 12-14 12Z" />
      <path d="M14 42h20" />
    </svg>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-moss-200 bg-moss-50 px-5 py-10 text-center">
      <SproutIcon />
      <p className="mt-4 text-xl font-bold text-moss-900">Noch keine Stellenanzeigen</p>
      <p className="mt-2 max-w-xl text-moss-800">
        Sobald Sie eine Anzeige erstellt haben, sehen Sie sie hier – mit ihrem Status (Entwurf,
        veröffentlicht, abgelaufen oder beendet), ihrer Laufzeit und den passenden Aktionen zum
        Bearbeiten, Verlängern oder Beenden.
      </p>
      <div className="mt-6">
        <ButtonLink to="/dashboard/job" variant="primary">
          Neue Anzeige
        </ButtonLink>
      </div>
    </div>
  );
}

function ListSkeleton({ className = "" }: { className?: string }) {
  return (
    <div
      role="status"
      aria-label="Stellenanzeigen werden geladen"
      className={`space-y-4 ${className}`}
    >
      {[0, 1, 2].map((row) => (
        <div key={row} className="rounded-2xl p-4 ring-1 ring-moss-200 sm:p-5">
          <div className="flex justify-between gap-4">
            <div className="h-5 w-2/3 animate-pulse rounded bg-moss-100 motion-reduce:animate-none" />
            <div className="h-6 w-20 animate-pulse rounded-full bg-moss-100 motion-reduce:animate-none" />
          </div>
          <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-moss-100 motion-reduce:animate-none" />
          <div className="mt-4 flex gap-2">
            <div className="h-11 w-32 animate-pulse rounded-full bg-moss-100 motion-reduce:animate-none" />
            <div className="h-11 w-28 animate-pulse rounded-full bg-moss-100 motion-reduce:animate-none" />
          </div>
        </div>
      ))}
      <p className="text-moss-800">Ihre Stellenanzeigen werden geladen …</p>
    </div>
  );
}

type Filter = "all" | OwnJobFilter;
const FILTERS: readonly { key: Filter; label: string }[] = [
  { key: "all", label: "Alle" },
  { key: "draft", label: STATUS_LABELS.draft },
  { key: "published", label: STATUS_LABELS.published },
  { key: "expired", label: STATUS_LABELS.expired },
  { key: "terminated", label: STATUS_LABELS.terminated },
];

/**
 * "Ihre Stellenanzeigen": the employer's ads with status, runtime and lifecycle actions, and the
 * credits left. Ads and credits come from the dashboard's loader (rendered on the server); the
 * status filter and the page are in the address (`?anzeigen=entwurf&seite=2`, own-ads-query.ts),
 * changed without scrolling and without a new history entry. After every action the loader
 * runs again (revalidation), so list and credits always show the server's state.
 * Until the first ad exists it explains what will appear here and where packages are booked.
 */
export function JobAdsSection({
  ads,
  credits,
}: {
  ads: Paginated<OwnJobAdvertisement>;
  credits: CreditSummary;
}) {
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const [focusAd, setFocusAd] = useState<number | null>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const listRoot = useRef<HTMLDivElement>(null);
  /** Set by changes the user made here (an action, another page): where the focus goes after. */
  const refocus = useRef(false);
  const { shown, loading: loadingList, filter, shownFilter } = useListQuery(readAdsQuery);

  // After a change the button that had the focus may be gone (an ended ad left the filter):
  // the focus goes to the new draft, or else to the list's summary line.
  useEffect(() => {
    if (loadingList || !refocus.current) return;
    if (focusAd !== null) {
      const heading = listRoot.current?.querySelector<HTMLElement>(
        `[data-ad-heading="${focusAd}"]`,
      );
      if (heading) {
        refocus.current = false;
        heading.focus();
        setFocusAd(null);
      }
      return;
    }
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) summary.current?.focus();
  }, [ads, focusAd, loadingList]);

  const show = (query: AdsQuery) =>
    setSearchParams((current) => writeAdsQuery(current, query), {
      replace: true,
      preventScrollReset: true,
    });
  const refresh = useCallback(() => {
    refocus.current = true;
    void revalidator.revalidate();
  }, [revalidator]);
  const goToPage = (next: number) => {
    refocus.current = true;
    show({ status: shown.status, page: next });
  };
  const hasAds = !(shownFilter === "all" && ads.total === 0);
  const page = ads.current_page;
  const filterLabel = FILTERS.find((f) => f.key === shownFilter)!.label;

  return (
    <section
      aria-labelledby="ads-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-moss-200 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ads-heading" className="text-2xl font-bold text-moss-900">
          Ihre Stellenanzeigen
        </h2>
        {hasAds ? (
          <ButtonLink to="/dashboard/job" variant="primary">
            <span aria-hidden="true">+</span> Neue Anzeige
          </ButtonLink>
        ) : null}
      </div>

      {!hasAds ? (
        <div className="mt-6 space-y-6">
          <CreditsBox credits={credits} />
          <EmptyState />
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          <CreditsBox credits={credits} />

          <StatusFilter
            label="Anzeigen nach Status filtern"
            options={FILTERS}
            selected={filter}
            onSelect={(next: Filter) =>
              show({ status: next === "all" ? undefined : next, page: 1 })
            }
            stretch
          />

          <div ref={listRoot}>
            {loadingList ? (
              <ListSkeleton />
            ) : (
              <>
                <p ref={summary} tabIndex={-1} role="status" className="text-moss-800 outline-none">
                  {listSummary({
                    total: ads.total,
                    counted: adCount(ads.total),
                    noun: "Anzeigen",
                    filterLabel,
                    filtered: shownFilter !== "all",
                    page: ads.current_page,
                    lastPage: ads.last_page,
                  })}
                </p>
                {ads.data.length ? (
                  <ul aria-label="Anzeigen" className="mt-3 space-y-4">
                    {ads.data.map((ad) => (
                      <li key={ad.id}>
                        <JobAdCard
                          ad={ad}
                          credits={credits}
                          onChanged={refresh}
                          onDuplicated={(draft) => {
                            // The copy is the newest change: first on page 1 of "Alle"/"Entwurf".
                            // The navigation runs the loader again, even to the same address.
                            refocus.current = true;
                            setFocusAd(draft.id);
                            show({
                              status: shown.status === "draft" ? "draft" : undefined,
                              page: 1,
                            });
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <Pager
                  label="Seiten der Anzeigenliste"
                  page={page}
                  lastPage={ads.last_page}
                  onPage={goToPage}
                  className="mt-6"
                />
              </>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

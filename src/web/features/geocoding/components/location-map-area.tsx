import { lazy, Suspense, useRef } from "react";
import { useConsentStore } from "#web/features/consent/store.ts";
import type { FilterLocation } from "./location-value.ts";
import type { LocationTexts } from "./location-field.tsx";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";

// Leaflet and its CSS load only when a map is really shown (consent given).
const LocationMap = lazy(() =>
  import("./location-map.tsx").then((module) => ({ default: module.LocationMap })),
);

/**
 * The map of the search's region under the location field: the circle (or the whole Land) once
 * the seeker agreed to load map tiles, a placeholder with the way to agree otherwise.
 */
export function MapArea({
  value,
  radius,
  land,
  text,
}: {
  value: FilterLocation | undefined;
  /** null for a whole Land: no circle. */
  radius: number | null;
  land: string | undefined;
  text: LocationTexts;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const mapsAllowed = useConsentStore((state) => state.choice?.maps === true);
  const tileUrl = usePageMetadata().map_tile_url;
  const caption = !value
    ? text.mapNone
    : land
      ? text.mapLand(land)
      : text.mapCircle(radius ?? 0, value.formatted_address);

  if (mapsAllowed) {
    return (
      <div ref={frame} tabIndex={-1} className="outline-none">
        <Suspense fallback={<div className="h-52 animate-pulse rounded-2xl bg-moss-100 sm:h-64" />}>
          <LocationMap
            center={value ? [value.latitude, value.longitude] : undefined}
            radiusKm={radius}
            tileUrl={tileUrl}
            caption={caption}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div
      ref={frame}
      tabIndex={-1}
      className="relative flex h-52 flex-col items-center justify-center overflow-hidden rounded-2xl bg-moss-50 px-5 text-center ring-1 ring-inset ring-moss-200 sm:h-64"
    >
      <svg
        viewBox="0 0 400 240"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 h-full w-full text-moss-200"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M-10 60c60-30 120 20 190-5s140-40 230 10" />
        <path d="M-10 110c70-20 130 30 200 0s130-45 220 5" />
        <path d="M-10 165c60-25 140 25 210-5s120-30 210 10" />
        <path d="M-10 215c80-20 150 20 220-10s110-25 200 5" />
        <circle cx="200" cy="120" r="58" strokeDasharray="6 6" strokeWidth="2" />
      </svg>
      <div className="relative max-w-sm">
        <p className="font-semibold text-moss-900">{caption}</p>
        <p className="mt-1 text-sm text-moss-800">{text.mapNotice}</p>
        <button
          type="button"
          className={buttonClasses("secondary", "mt-3 min-h-10 px-4 py-1.5 text-sm")}
          onClick={() => {
            useConsentStore.getState().decide(true);
            // The button is replaced by the map: keep focus in the dialog, on the map's frame.
            requestAnimationFrame(() => frame.current?.focus());
          }}
        >
          {text.mapShow}
        </button>
      </div>
    </div>
  );
}

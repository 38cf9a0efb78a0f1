import { lazy, Suspense } from "react";
import { useConsentStore } from "#web/features/consent/store.ts";
import { usePageMetadata } from "#web/lib/page-metadata.ts";
import { buttonClasses } from "#web/ui/button-link.tsx";
import type { JobText } from "#web/lib/i18n.ts";

// Leaflet loads only when the visitor agreed to third-party map tiles.
const LocationMap = lazy(() =>
  import("#web/features/geocoding/components/location-map.tsx").then((m) => ({
    default: m.LocationMap,
  })),
);

/** Where the job is: a small circle around the (postcode-precise) place, after consent. */
export function JobMap({
  latitude,
  longitude,
  place,
  t,
}: {
  latitude: number;
  longitude: number;
  t: JobText;
  place: string;
}) {
  const allowed = useConsentStore((s) => s.choice?.maps === true);
  const decide = useConsentStore((s) => s.decide);
  const { map_tile_url } = usePageMetadata();
  if (!allowed) {
    return (
      <div className="mt-3 flex flex-col items-center gap-3 rounded-2xl bg-moss-50 p-4 text-center ring-1 ring-inset ring-moss-200">
        <p className="text-sm text-moss-800">{t("map.consent")}</p>
        <button
          type="button"
          className={buttonClasses("secondary", "text-sm")}
          onClick={() => decide(true)}
        >
          {t("map.show")}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-3 overflow-hidden rounded-2xl">
      <Suspense fallback={<div className="h-52 animate-pulse rounded-2xl bg-moss-100" />}>
        <LocationMap
          center={[latitude, longitude]}
          radiusKm={3}
          tileUrl={map_tile_url}
          caption={t("map.caption", { place })}
          label={t("map.label", { caption: t("map.caption", { place }) })}
        />
      </Suspense>
    </div>
  );
}

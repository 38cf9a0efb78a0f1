import type { LocationTexts } from "#web/features/geocoding/components/location-field.tsx";
import type { SearchText } from "./search-text.ts";

/** The place field's texts in the search's language (the wizard and the filter modal). */
export function locationTexts(t: SearchText): LocationTexts {
  return {
    label: t("place.label"),
    placeholder: t("place.placeholder"),
    clear: t("place.clear"),
    searching: t("place.searching"),
    noResults: t("place.none"),
    suggestions: (count) => t.count("place.count", count),
    list: t("place.list"),
    wholeLand: (land) => t("place.wholeLand", { land }),
    radius: t("place.radius"),
    mapNone: t("map.none"),
    mapLand: (land) => t("map.land", { land }),
    mapCircle: (radius, place) => t("map.circle", { radius, place }),
    mapNotice: t("map.notice"),
    mapShow: t("map.show"),
  };
}

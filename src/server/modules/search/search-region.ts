import { nearestState, type GazetteerIndex } from "#server/platform/geocoder/offline-geocoder.ts";

/**
 * The Bundesland a recorded search or a job alert is for (ADR 014): the Land it was made for
 * when it searched a whole Land (`state`, ADR 024), else the Land of the gazetteer place
 * nearest to its centre; null outside Germany. The staff statistics and the employers' demand
 * (modules/demand/service.ts) count by this one rule.
 */
export function regionOf(
  gazetteer: GazetteerIndex,
  state: string | null,
  latitude: number,
  longitude: number,
): string | null {
  return state ?? nearestState(gazetteer, latitude, longitude);
}

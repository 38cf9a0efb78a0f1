/**
 * The geometry of the live index (ADR 008): earthdistance's sphere and the grid of ~20 km cells
 * that finds the candidates around a point.
 */

/** earthdistance's earth() radius in metres. */
export const EARTH_RADIUS_M = 6_378_168;
export const RAD = Math.PI / 180;
/** A cell's height and width in degrees. */
export const CELL_LAT = 0.2;
export const CELL_LNG = 0.3;

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export const dayOf = (isoDate: string) =>
  Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);

/** Great-circle distance in metres on earthdistance's sphere. */
export function greatCircleM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A cell's key in the grid: its row, column and working time as one small integer (a string
 * key was built and hashed for each of up to 100 cells per search). Rows span ±450 and columns
 * ±600 over the whole earth, so the key stays below 2^23.
 */
export function cellKey(cy: number, cx: number, workingTime: number): number {
  return ((cy + 512) * 2048 + (cx + 1024)) * 4 + workingTime;
}

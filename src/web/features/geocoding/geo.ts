import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, RADIUS_POLYGON_POINTS } from "#shared/constants.ts";

/**
 * Map geometry of the location field (docs/product.md "Search: region, radius and Bundesland", §9): the radius circle as
 * a polygon and the zoom that fits it. Pure, so it is unit-tested without a map.
 */

/** A whole Bundesland around its centre: Bayern, the largest, fits a 320 px map at zoom 6. */
export const LAND_ZOOM = 6;

/** Centre of Germany, shown at MAP_ZOOM_DEFAULT while nothing is selected. */
export const GERMANY_CENTER: readonly [number, number] = [51.1657, 10.4515];

const EARTH_RADIUS_KM = 6371.0088;
/** Metres per pixel of a Web-Mercator tile pyramid at zoom 0 on the equator (256 px tiles). */
const METRES_PER_PIXEL_Z0 = 156_543.03392;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/**
 * The circle of `radiusKm` around a point as `points` vertices ([lat, lng]), starting due
 * north and going clockwise. Great-circle destinations, so the shape stays round on the
 * sphere instead of an ellipse in degrees.
 */
export function circlePolygon(
  latitude: number,
  longitude: number,
  radiusKm: number,
  points: number = RADIUS_POLYGON_POINTS,
): [number, number][] {
  const lat1 = toRad(latitude);
  const lng1 = toRad(longitude);
  const angular = radiusKm / EARTH_RADIUS_KM;
  const vertices: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const bearing = (2 * Math.PI * i) / points;
    const lat2 = Math.asin(
      Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
    );
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    // Normalise to -180…180 so points near the antimeridian stay on the same side.
    vertices.push([toDeg(lat2), ((toDeg(lng2) + 540) % 360) - 180]);
  }
  return vertices;
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = toRad(b[0] - a[0]);
  const dLng = toRad(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a[0])) * Math.cos(toRad(b[0])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The largest whole zoom at which the circle's diameter fits into `mapSizePx` (the smaller
 * side of the map), clamped to MAP_ZOOM_MIN…MAP_ZOOM_MAX: a smaller radius zooms closer.
 * At Germany's latitude on a 320 px map: 30 km → 9, 65 km → 7–8, 100 km → 7.
 */
export function zoomForRadius(radiusKm: number, latitude: number, mapSizePx = 320): number {
  if (!(radiusKm > 0) || !(mapSizePx > 0)) return MAP_ZOOM_MAX;
  const metresPerPixelNeeded = (2 * radiusKm * 1000) / mapSizePx;
  const zoom = Math.log2((METRES_PER_PIXEL_Z0 * Math.cos(toRad(latitude))) / metresPerPixelNeeded);
  return Math.min(MAP_ZOOM_MAX, Math.max(MAP_ZOOM_MIN, Math.floor(zoom)));
}

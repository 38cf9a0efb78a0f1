import { describe, expect, it } from "vitest";
import { MAP_ZOOM_MAX, MAP_ZOOM_MIN, RADIUS_POLYGON_POINTS } from "#shared/constants.ts";
import { circlePolygon, distanceKm, GERMANY_CENTER, zoomForRadius } from "./geo.ts";

describe("circlePolygon", () => {
  const berlin: [number, number] = [52.52, 13.405];

  it("draws the radius with 64 points by default", () => {
    expect(circlePolygon(berlin[0], berlin[1], 30)).toHaveLength(RADIUS_POLYGON_POINTS);
    expect(RADIUS_POLYGON_POINTS).toBe(64);
  });

  it("puts every point at the radius from the centre", () => {
    for (const radius of [30, 65, 100]) {
      for (const point of circlePolygon(berlin[0], berlin[1], radius)) {
        expect(distanceKm(berlin, point)).toBeCloseTo(radius, 6);
      }
    }
  });

  it("starts due north and goes clockwise (east before south)", () => {
    const [north, , , , , , , , , , , , , , , , east] = circlePolygon(berlin[0], berlin[1], 30);
    expect(north![0]).toBeGreaterThan(berlin[0]);
    expect(north![1]).toBeCloseTo(berlin[1], 9);
    expect(east![1]).toBeGreaterThan(berlin[1]);
    expect(east![0]).toBeCloseTo(berlin[0], 1);
  });

  it("stays round on the sphere: wider in longitude degrees than in latitude degrees", () => {
    const points = circlePolygon(berlin[0], berlin[1], 100);
    const lats = points.map((p) => p[0]);
    const lngs = points.map((p) => p[1]);
    const latSpan = Math.max(...lats) - Math.min(...lats);
    const lngSpan = Math.max(...lngs) - Math.min(...lngs);
    expect(lngSpan / latSpan).toBeCloseTo(1 / Math.cos((berlin[0] * Math.PI) / 180), 1);
  });

  it("honours another number of points", () => {
    expect(circlePolygon(0, 0, 10, 8)).toHaveLength(8);
  });
});

describe("zoomForRadius", () => {
  const [lat] = GERMANY_CENTER;

  it("zooms closer for a smaller radius (30 km ≈ 9, 100 km ≈ 7 on a 320 px map)", () => {
    expect(zoomForRadius(30, lat, 320)).toBe(9);
    expect(zoomForRadius(65, lat, 320)).toBe(7);
    expect(zoomForRadius(100, lat, 320)).toBe(7);
    let previous = Infinity;
    for (let radius = 30; radius <= 100; radius++) {
      const zoom = zoomForRadius(radius, lat, 320);
      expect(zoom).toBeLessThanOrEqual(previous);
      previous = zoom;
    }
  });

  it("keeps the circle inside the map", () => {
    for (const size of [200, 320, 600]) {
      for (const radius of [30, 50, 65, 80, 100]) {
        const zoom = zoomForRadius(radius, lat, size);
        const metresPerPixel = (156_543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
        expect((2 * radius * 1000) / metresPerPixel).toBeLessThanOrEqual(size);
      }
    }
  });

  it("stays between zoom 5 and 17", () => {
    expect(zoomForRadius(0.01, lat)).toBe(MAP_ZOOM_MAX);
    expect(zoomForRadius(5000, lat)).toBe(MAP_ZOOM_MIN);
    expect(zoomForRadius(0, lat)).toBe(MAP_ZOOM_MAX);
    expect(MAP_ZOOM_MIN).toBe(5);
    expect(MAP_ZOOM_MAX).toBe(17);
  });
});

import { useEffect, useRef } from "react";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { MAP_FLY_ZOOM, MAP_ZOOM_DEFAULT, MAP_ZOOM_MAX } from "#shared/constants.ts";
import { circlePolygon, GERMANY_CENTER, LAND_ZOOM, zoomForRadius } from "../geo.ts";

const ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>-Mitwirkende';

interface LocationMapProps {
  center: [number, number] | undefined;
  /** The circle's radius; null for a whole Land (the map shows the Land, no circle). */
  radiusKm: number | null;
  tileUrl: string;
  /** Said to screen readers instead of the picture, e.g. "Umkreis von 30 km um Berlin". */
  caption: string;
  /** The whole caption in another language („Mapa: …“); German's is „Karte: {caption}“. */
  label?: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The radius map (loaded lazily with Leaflet, only after consent). It shows, it is not a
 * control: the place is chosen in the field and the radius with the slider, so panning and
 * zooming are off and the map never traps keyboard focus.
 */
export function LocationMap({ center, radiusKm, tileUrl, caption, label }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const shapes = useRef<L.LayerGroup | null>(null);
  const shownCenter = useRef<string | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [GERMANY_CENTER[0], GERMANY_CENTER[1]],
      zoom: MAP_ZOOM_DEFAULT,
      maxZoom: MAP_ZOOM_MAX,
      zoomControl: false,
      dragging: false,
      touchZoom: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      keyboard: false,
    });
    instance.attributionControl.setPrefix(false);
    L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: MAP_ZOOM_MAX }).addTo(instance);
    shapes.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      shapes.current = null;
      shownCenter.current = null;
    };
  }, [tileUrl]);

  const lat = center?.[0];
  const lng = center?.[1];
  useEffect(() => {
    const instance = map.current;
    const group = shapes.current;
    if (!instance || !group || !container.current) return;
    group.clearLayers();
    const animate = !prefersReducedMotion();
    if (lat === undefined || lng === undefined) {
      shownCenter.current = null;
      instance.setView([GERMANY_CENTER[0], GERMANY_CENTER[1]], MAP_ZOOM_DEFAULT, { animate });
      return;
    }
    if (radiusKm === null) {
      shownCenter.current = `${lat},${lng}`;
      instance.setView([lat, lng], LAND_ZOOM, { animate });
      return;
    }
    L.polygon(circlePolygon(lat, lng, radiusKm), {
      color: "#2f5a27",
      weight: 2,
      fillColor: "#4f8a3c",
      fillOpacity: 0.18,
      interactive: false,
      // docs/product.md "Texts and messages": drawn as computed, not simplified (Leaflet's default
      // smoothFactor 1 dropped it to 29 vertices) nor clipped to the view.
      smoothFactor: 0,
      noClip: true,
    }).addTo(group);
    L.circleMarker([lat, lng], {
      radius: 7,
      color: "#ffffff",
      weight: 3,
      fillColor: "#2f5a27",
      fillOpacity: 1,
      interactive: false,
    }).addTo(group);

    const size = Math.min(container.current.clientWidth, container.current.clientHeight);
    const fitted = zoomForRadius(radiusKm, lat, size);
    const key = `${lat},${lng}`;
    const fit = () => instance.setView([lat, lng], fitted, { animate });
    if (shownCenter.current !== key && animate) {
      // A new place: fly there at MAP_FLY_ZOOM, then settle on the zoom that fits the circle.
      shownCenter.current = key;
      instance.stop();
      instance.once("moveend", fit);
      instance.flyTo([lat, lng], MAP_FLY_ZOOM, { duration: 0.8 });
      return () => {
        instance.off("moveend", fit);
      };
    }
    shownCenter.current = key;
    fit();
  }, [lat, lng, radiusKm]);

  return (
    <figure className="isolate">
      <div
        ref={container}
        className="h-52 w-full overflow-hidden rounded-2xl bg-moss-50 ring-1 ring-inset ring-moss-200 sm:h-64"
      />
      <figcaption className="sr-only">{label ?? `Karte: ${caption}`}</figcaption>
    </figure>
  );
}

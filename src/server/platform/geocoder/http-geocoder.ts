import { GEOCODING_MAX_RESULTS, type GeocodingResult } from "#shared/schemas/geocoding.ts";
import type { Geocoder } from "./geocoder.ts";

/**
 * A Nominatim- or Photon-compatible search service (GEOCODER_URL is its search endpoint,
 * e.g. `https://nominatim.example/search` or `https://photon.example/api`). Only German
 * results are kept; failures throw, and createGeocoder answers from the gazetteer instead.
 */
export function createHttpGeocoder(options: {
  url: string;
  timeoutMs?: number;
  userAgent?: string;
}): Geocoder {
  const base = new URL(options.url);
  const nominatim = /\/search(\.php)?\/?$/.test(base.pathname);
  const timeoutMs = options.timeoutMs ?? 3000;

  return {
    async search(query, limit = GEOCODING_MAX_RESULTS) {
      const q = query.trim();
      if (!q || limit < 1) return [];
      const url = new URL(base);
      url.searchParams.set("q", q);
      // Ask for a few more: results outside Germany are dropped below.
      url.searchParams.set("limit", String(Math.min(limit * 2, 50)));
      if (nominatim) {
        url.searchParams.set("format", "jsonv2");
        url.searchParams.set("addressdetails", "1");
        url.searchParams.set("countrycodes", "de");
        url.searchParams.set("accept-language", "de");
      } else {
        url.searchParams.set("lang", "de");
      }
      const response = await fetch(url, {
        headers: {
          accept: "application/json",
          "user-agent": options.userAgent ?? "Wurzelwerk-Geocoder/1.0",
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
      const body: unknown = await response.json();
      const results = nominatim ? fromNominatim(body) : fromPhoton(body);
      const seen = new Set<string>();
      return results
        .filter((r) => {
          if (seen.has(r.formatted_address)) return false;
          seen.add(r.formatted_address);
          return true;
        })
        .slice(0, limit);
    },
  };
}

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === "object" && v !== null;
const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null;

function toResult(fields: {
  street: string | null;
  number: string | null;
  zipcode: string | null;
  location: string | null;
  state: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
}): GeocodingResult | undefined {
  const { latitude, longitude } = fields;
  const country = (fields.country ?? "").toUpperCase();
  if (country !== "DE") return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const streetLine = fields.street
    ? `${fields.street}${fields.number ? ` ${fields.number}` : ""}`
    : null;
  const placeLine = [fields.zipcode, fields.location].filter(Boolean).join(" ") || null;
  // Same shape as the gazetteer's answers: "80331 München, Bayern", "Bayern, Deutschland".
  const formatted =
    streetLine || placeLine
      ? [streetLine, placeLine, fields.location === fields.state ? null : fields.state]
          .filter(Boolean)
          .join(", ")
      : fields.state
        ? `${fields.state}, Deutschland`
        : null;
  if (!formatted) return undefined;
  return {
    kind: fields.street
      ? "address"
      : fields.location
        ? fields.zipcode
          ? "postcode"
          : "place"
        : "state",
    formatted_address: formatted,
    street: fields.street,
    street_number: fields.street ? fields.number : null,
    location: fields.location,
    zipcode: fields.zipcode,
    state: fields.state,
    country,
    latitude,
    longitude,
  };
}

function fromNominatim(body: unknown): GeocodingResult[] {
  if (!Array.isArray(body)) throw new Error("Geocoder answer is not a list");
  return body.flatMap((item: unknown) => {
    if (!isObject(item)) return [];
    const a = isObject(item.address) ? item.address : {};
    const r = toResult({
      street: text(a.road) ?? text(a.pedestrian) ?? text(a.square),
      number: text(a.house_number),
      zipcode: text(a.postcode),
      location:
        text(a.city) ?? text(a.town) ?? text(a.village) ?? text(a.municipality) ?? text(a.hamlet),
      state: text(a.state),
      country: text(a.country_code),
      latitude: Number(item.lat),
      longitude: Number(item.lon),
    });
    return r ? [r] : [];
  });
}

function fromPhoton(body: unknown): GeocodingResult[] {
  if (!isObject(body) || !Array.isArray(body.features)) {
    throw new Error("Geocoder answer is no FeatureCollection");
  }
  return body.features.flatMap((feature: unknown) => {
    if (!isObject(feature) || !isObject(feature.properties) || !isObject(feature.geometry)) {
      return [];
    }
    const p = feature.properties;
    const coordinates = Array.isArray(feature.geometry.coordinates)
      ? feature.geometry.coordinates
      : [];
    const isPlace = ["city", "town", "village", "hamlet", "locality"].includes(
      String(p.osm_value ?? p.type ?? ""),
    );
    const r = toResult({
      street: text(p.street),
      number: text(p.housenumber),
      zipcode: text(p.postcode),
      location: text(p.city) ?? (isPlace ? text(p.name) : null),
      state: text(p.state),
      country: text(p.countrycode),
      latitude: Number(coordinates[1]),
      longitude: Number(coordinates[0]),
    });
    return r ? [r] : [];
  });
}

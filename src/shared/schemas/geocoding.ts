import { z } from "zod";
import "../validation.ts";
import { defineEndpoints } from "../contract.ts";
import { ZMessage, ZValidationError } from "./common.ts";

/**
 * What a geocoding result stands for: a street address, a place, a PLZ area or a whole
 * Bundesland. A Bundesland chosen as region means the Land, not a circle around its centre
 * (docs/decisions/024-bundesland-as-region.md).
 */
const GEOCODING_KINDS = ["address", "place", "postcode", "state"] as const;
export type GeocodingKind = (typeof GEOCODING_KINDS)[number];

/** docs/product.md "Job ads: fields and editor": formatted_address plus the location fields, and its kind. */
const ZGeocodingResult = z.object({
  kind: z.enum(GEOCODING_KINDS),
  formatted_address: z.string(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  location: z.string().nullable(),
  zipcode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeocodingResult = z.infer<typeof ZGeocodingResult>;

export const GEOCODING_MAX_RESULTS = 10;
const GEOCODING_ADDRESS_MAX = 200;

const ZGeocodingRequest = z
  .object({
    address: z
      .string()
      .trim()
      .min(1, { error: "Bitte einen Ort, eine PLZ oder ein Bundesland eingeben." })
      .max(GEOCODING_ADDRESS_MAX, {
        error: `Bitte höchstens ${GEOCODING_ADDRESS_MAX} Zeichen eingeben.`,
      }),
  })
  .strict();

export const ZGeocodingResponse = z.object({
  data: z.array(ZGeocodingResult).max(GEOCODING_MAX_RESULTS),
});

export const geocodingEndpoints = defineEndpoints({
  "POST /api/geocoding": {
    tags: ["Geocoding"],
    summary: "Orte, Postleitzahlen und Bundesländer zu einer Eingabe vorschlagen",
    body: ZGeocodingRequest,
    response: { 200: ZGeocodingResponse, 422: ZValidationError, 429: ZMessage },
  },
});

// Places for ads made in tests (api and e2e); no imports, so Playwright loads it as it is.

/** A geocoded place as the editor's step 1 sends it (Hannover), for ads made in tests. */
export const HANNOVER_LOCATION = {
  formatted_address: "Hannover",
  street: null,
  street_number: null,
  zipcode: "30159",
  location: "Hannover",
  state: "Niedersachsen",
  country: "DE",
  latitude: 52.3744,
  longitude: 9.7386,
} as const;

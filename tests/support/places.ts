// Places and texts for ads made in tests (api, e2e) and benchmarks; no imports, so Playwright
// and plain Node load it as it is.

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

/** Step 2 of a complete ad (texts as the editor sends them). */
export const STEP2_TEXTS = {
  description:
    "<p>Wir pflegen Parks und Privatgärten in der Region Hannover seit 1952 und suchen Verstärkung.</p>",
  tasks: "<ul><li>Pflanzungen</li><li>Pflege</li></ul>",
  profile: "<p>Ausbildung im GaLaBau oder Erfahrung.</p>",
  benefits: "<p>Faire Bezahlung, Dienstwagen.</p>",
} as const;

/** Step 3 of a complete ad: contact, application by mail, salary in cents a month. */
export const STEP3_CONTACT = {
  contact_name: "Jana Gärtner",
  contact_email: "jana@sonnenhang.example",
  contact_phone: "0511 1234567",
  application_email: "bewerbung@sonnenhang.example",
  application_url: null,
  application_deadline: null,
  salary_min: 300_000,
  salary_max: 380_000,
  salary_period: "month",
} as const;

/** A job alert around Hannover as `POST /api/job-alerts` takes it, but for address and sectors. */
export const HANNOVER_ALERT = {
  working_time: "Vollzeit",
  job_available_at: "1_to_3_months",
  latitude: 52.3744,
  longitude: 9.7386,
  geo_radius: 30,
  location_label: "Hannover",
  frequency: "daily",
} as const;

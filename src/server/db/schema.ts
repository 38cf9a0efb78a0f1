import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Translatable } from "#shared/i18n.ts";
import type { BillingAddress } from "#shared/schemas/checkout.ts";
import type { AdLanguage, AdTranslations } from "#shared/schemas/jobs.ts";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

const translatable = (name: string) => jsonb(name).$type<Translatable>();

export const sectors = pgTable("sectors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: translatable("name").notNull(),
  intro: translatable("intro").notNull().default({ de: "" }),
  ...timestamps,
});

/** Content pages resolved by slug; `type` is the page type of docs/product.md "Pages and addresses" (resource_class_name). */
export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  type: text("type").notNull(),
  name: translatable("name").notNull(),
  meta_title: translatable("meta_title"),
  meta_description: translatable("meta_description"),
  intro: translatable("intro").notNull().default({ de: "" }),
  content: translatable("content").notNull().default({ de: "" }),
  ...timestamps,
});

export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    audience: text("audience").notNull(),
    question: translatable("question").notNull(),
    answer: translatable("answer").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("faqs_audience_position_idx").on(t.audience, t.position),
    check("faqs_audience_check", sql`${t.audience} in ('seeker', 'employer')`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: translatable("title").notNull(),
    excerpt: translatable("excerpt").notNull(),
    content: translatable("content").notNull(),
    meta_title: translatable("meta_title"),
    meta_description: translatable("meta_description"),
    author: text("author").notNull(),
    /** null = draft; in the future = scheduled. */
    published_at: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("blog_posts_published_at_idx").on(t.published_at)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject"),
  message: text("message").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    password_hash: text("password_hash").notNull(),
    email_verified_at: timestamp("email_verified_at", { withTimezone: true }),
    /** A new address waiting for its confirmation link (ADR 010); `email` changes only then. */
    pending_email: text("pending_email"),
    role: text("role").notNull().default("employer"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('employer', 'admin')`),
  ],
);

/** Image variants of docs/product.md "Job ads: fields and editor"; each value is a public URL. */
export interface ImageVariants {
  thumb?: string;
  sm?: string;
  md?: string;
  "md-blurred"?: string;
  lg?: string;
  original?: string;
  url: string;
}

export const images = pgTable("images", {
  id: serial("id").primaryKey(),
  /** The employer the image belongs to (logo, header image); null for platform images. */
  employer_id: integer("employer_id"),
  variants: jsonb("variants").$type<ImageVariants>().notNull(),
  width: integer("width"),
  height: integer("height"),
  alt: text("alt"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const employers = pgTable(
  "employers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description"),
    website: text("website"),
    email: text("email"),
    phone: text("phone"),
    street: text("street"),
    zipcode: text("zipcode"),
    city: text("city"),
    logo_image_id: integer("logo_image_id").references(() => images.id, { onDelete: "set null" }),
    /** Where the Rechnung goes: asked at the first order, kept for the next. */
    billing_address: jsonb("billing_address").$type<BillingAddress>(),
    /**
     * The employer's own text of the Absage mail (placeholders as in
     * `#shared/schemas/applications.ts`); null sends the standard text.
     */
    rejection_template: text("rejection_template"),
    /**
     * The account was deleted (data rights, ADR 020): the row stays as an empty tombstone only
     * because its archived orders (invoices kept 10 years) point to it; no account belongs to it.
     */
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    /**
     * The company page's address, `/unternehmen/{slug}` (ADR 057): given by the database from the
     * name (trigger `employers_slug_assign`, migration 0020), never by the app; null for a deleted
     * account's tombstone.
     */
    slug: text("slug"),
    ...timestamps,
  },
  (t) => [uniqueIndex("employers_slug_idx").on(t.slug.op("text_pattern_ops"))],
);

/**
 * Every company page address ever given (ADR 057): the current one and the ones before a
 * rename, which answer 301 to the current; rows without an employer are reserved words. A slug
 * given once is never given to another employer. Filled by the trigger `employers_slug_record`.
 */
export const employerSlugs = pgTable(
  "employer_slugs",
  {
    slug: text("slug").primaryKey(),
    employer_id: integer("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("employer_slugs_employer_idx").on(t.employer_id),
    // The trigger finds a name's numbered slugs by prefix (LIKE 'name-%').
    index("employer_slugs_pattern_idx").on(t.slug.op("text_pattern_ops")),
  ],
);

export const employerUsers = pgTable(
  "employer_users",
  {
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * Team accounts (ADR 058): the one `owner` manages the members and the billing; a `member`
     * may do everything else. Existing and newly registered accounts are owners.
     */
    role: text("role").notNull().default("owner"),
  },
  (t) => [
    primaryKey({ columns: [t.employer_id, t.user_id] }),
    index("employer_users_user_idx").on(t.user_id),
    check("employer_users_role_check", sql`${t.role} in ('owner', 'member')`),
    uniqueIndex("employer_users_one_owner_idx")
      .on(t.employer_id)
      .where(sql`${t.role} = 'owner'`),
  ],
);

/**
 * An owner's invitation of a colleague (ADR 058): the link in the mail carries the token, only
 * its SHA-256 is stored; valid 7 days, used once (`accepted_at`), or withdrawn (`revoked_at`).
 * Rows stay after use or withdrawal, so the daily limit counts them too.
 */
export const employerInvitations = pgTable(
  "employer_invitations",
  {
    id: serial("id").primaryKey(),
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** Set when the mail is made (outbox work), so the token exists only in the mail. */
    token_hash: text("token_hash").unique(),
    invited_by_user_id: integer("invited_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("employer_invitations_employer_idx").on(t.employer_id, t.created_at)],
);

/** The sectors an employer works in (profile). */
export const employerSectors = pgTable(
  "employer_sector",
  {
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    sector_id: integer("sector_id")
      .notNull()
      .references(() => sectors.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.employer_id, t.sector_id] }),
    index("employer_sector_sector_idx").on(t.sector_id),
  ],
);

/** Server-side sessions; `id` is the SHA-256 of the cookie token, so a database leak reveals no usable cookie. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    user_id: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    impersonator_id: integer("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.user_id), index("sessions_expires_idx").on(t.expires_at)],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const JOB_STATUSES = ["draft", "published", "expired", "terminated"] as const;

/** Stellenanzeige (docs/product.md "Job ads: fields and editor"). Money in cents, dates as ISO dates. */
export const jobAdvertisements = pgTable(
  "job_advertisements",
  {
    id: serial("id").primaryKey(),
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("draft"),
    title: text("title").notNull().default(""),
    working_time: text("working_time"),
    starts_at: date("starts_at", { mode: "string" }),
    formatted_address: text("formatted_address"),
    street: text("street"),
    street_number: text("street_number"),
    zipcode: text("zipcode"),
    location: text("location"),
    state: text("state"),
    country: text("country").notNull().default("DE"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: text("description").notNull().default(""),
    tasks: text("tasks").notNull().default(""),
    profile: text("profile").notNull().default(""),
    benefits: text("benefits").notNull().default(""),
    image_id: integer("image_id").references(() => images.id, { onDelete: "set null" }),
    salary_min: integer("salary_min"),
    salary_max: integer("salary_max"),
    salary_period: text("salary_period"),
    contact_name: text("contact_name"),
    contact_email: text("contact_email"),
    contact_phone: text("contact_phone"),
    application_email: text("application_email"),
    application_url: text("application_url"),
    application_deadline: date("application_deadline", { mode: "string" }),
    /**
     * How seekers apply (ADR 046): `wurzelwerk` (the form on the job page, the default for new
     * ads), `email` (application_email) or `url` (application_url).
     */
    application_method: text("application_method").notNull().default("wurzelwerk"),
    // Seasonal work (ADR 049): a season (both dates or neither; required for Saisonarbeit by
    // step 1), weekly hours, accommodation (null = not stated), meals, transport, fixed term,
    // driving licences, and languages (null = not stated, [] = none needed).
    season_start: date("season_start", { mode: "string" }),
    season_end: date("season_end", { mode: "string" }),
    hours_per_week: integer("hours_per_week"),
    accommodation: text("accommodation"),
    /** A month, in cents; only with a paid accommodation. */
    accommodation_cost_cents: integer("accommodation_cost_cents"),
    meals: boolean("meals").notNull().default(false),
    transport: boolean("transport").notNull().default(false),
    fixed_term: boolean("fixed_term").notNull().default(false),
    driving_licences: text("driving_licences")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: jsonb("languages").$type<AdLanguage[]>(),
    /**
     * The employer's translations of the ad's texts (ADR 051): per seeker language (`en`, `pl`,
     * `ro`, `uk`) the title and the four texts, sanitised as the German ones; `{}` when none.
     */
    translations: jsonb("translations").$type<AdTranslations>().notNull().default({}),
    /** Plus plan: shown with emphasis in results. */
    highlighted: boolean("highlighted").notNull().default(false),
    /** The editor's progress: the highest step (1–3) saved so far; steps go in order. */
    editor_step: integer("editor_step").notNull().default(0),
    published_at: timestamp("published_at", { withTimezone: true }),
    expires_at: timestamp("expires_at", { withTimezone: true }),
    terminated_at: timestamp("terminated_at", { withTimezone: true }),
    /**
     * Why the Wurzelwerk team ended the ad (moderation); null when the employer ended it or it
     * is not ended. Shown to the employer on the dashboard and in the notification.
     */
    termination_reason: text("termination_reason"),
    /** German full-text vector for the keyword search; title weighs most. */
    search_vector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('german', coalesce(title, '')), 'A') || setweight(to_tsvector('german', coalesce(location, '') || ' ' || coalesce(state, '')), 'B') || setweight(to_tsvector('german', regexp_replace(coalesce(description, '') || ' ' || coalesce(tasks, '') || ' ' || coalesce(profile, '') || ' ' || coalesce(benefits, ''), '<[^>]*>', ' ', 'g')), 'C')`,
    ),
    ...timestamps,
  },
  (t) => [
    check(
      "job_advertisements_status_check",
      sql`${t.status} in ('draft', 'published', 'expired', 'terminated')`,
    ),
    check(
      "job_advertisements_working_time_check",
      sql`${t.working_time} is null or ${t.working_time} in ('Vollzeit', 'Teilzeit', 'Saisonarbeit', 'Ausbildung')`,
    ),
    check(
      "job_advertisements_application_method_check",
      sql`${t.application_method} in ('wurzelwerk', 'email', 'url')`,
    ),
    check(
      "job_advertisements_salary_period_check",
      sql`${t.salary_period} is null or ${t.salary_period} in ('hour', 'month', 'year')`,
    ),
    check(
      "job_advertisements_latitude_check",
      sql`${t.latitude} is null or ${t.latitude} between -90 and 90`,
    ),
    check(
      "job_advertisements_longitude_check",
      sql`${t.longitude} is null or ${t.longitude} between -180 and 180`,
    ),
    check(
      "job_advertisements_season_check",
      sql`(${t.season_start} is null) = (${t.season_end} is null) and (${t.season_end} is null or ${t.season_end} >= ${t.season_start})`,
    ),
    check(
      "job_advertisements_hours_per_week_check",
      sql`${t.hours_per_week} is null or ${t.hours_per_week} between 1 and 60`,
    ),
    check(
      "job_advertisements_accommodation_check",
      sql`${t.accommodation} is null or ${t.accommodation} in ('none', 'free', 'paid')`,
    ),
    check(
      "job_advertisements_accommodation_cost_check",
      sql`(${t.accommodation_cost_cents} is null or (${t.accommodation} = 'paid' and ${t.accommodation_cost_cents} between 0 and 500000)) and (${t.accommodation} is distinct from 'paid' or ${t.accommodation_cost_cents} is not null)`,
    ),
    index("job_advertisements_employer_idx").on(t.employer_id, t.status),
    // Whether a header image is still used (unused uploads are cleaned up; ON DELETE SET NULL).
    index("job_advertisements_image_idx")
      .on(t.image_id)
      .where(sql`${t.image_id} is not null`),
    // Radius search: earth_box prefilter on this GiST index, only over live ads.
    index("job_advertisements_earth_idx")
      .using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.status} = 'published'`),
    index("job_advertisements_live_idx").on(t.status, t.expires_at, t.published_at),
    // The list's order (newest first) read straight from an index, stopping after one page.
    index("job_advertisements_newest_idx")
      .on(t.published_at.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index("job_advertisements_working_time_idx")
      .on(t.working_time)
      .where(sql`${t.status} = 'published'`),
    index("job_advertisements_search_idx").using("gin", t.search_vector),
  ],
);

export const jobAdvertisementSectors = pgTable(
  "job_advertisement_sector",
  {
    job_advertisement_id: integer("job_advertisement_id")
      .notNull()
      .references(() => jobAdvertisements.id, { onDelete: "cascade" }),
    sector_id: integer("sector_id")
      .notNull()
      .references(() => sectors.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.job_advertisement_id, t.sector_id] }),
    index("job_advertisement_sector_sector_idx").on(t.sector_id, t.job_advertisement_id),
  ],
);

/** Anonymous searches (`record=1`): filters and a coarse location only; no IP, no cookie id. */
export const searchRecords = pgTable(
  "search_records",
  {
    id: serial("id").primaryKey(),
    sector_ids: integer("sector_ids").array().notNull(),
    working_time: text("working_time").notNull(),
    job_available_at: text("job_available_at").notNull(),
    /** Rounded to 0.1° (about 10 km) so no address can be recovered. */
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    radius_km: integer("radius_km").notNull(),
    state: text("state"),
    results: integer("results").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("search_records_created_idx").on(t.created_at)],
);

/**
 * Change feed for the in-memory search index (ADR 008): triggers append a row whenever an ad,
 * its sectors, its employer or a sector changes, so every app process can catch up cheaply.
 */
export const searchChanges = pgTable("search_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /**
   * "job" (job_id set), "employer" (employer_id set), "sector" (names changed: drop caches) or
   * "content" (a page or blog post changed: drop the cached public pages, migration 0012).
   */
  kind: text("kind").notNull(),
  job_id: integer("job_id"),
  employer_id: integer("employer_id"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Password reset links (ASVS V2.5): the token is only in the mail; stored hashed, single-use, 60 min. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull().unique(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.user_id)],
);

/**
 * The one-time setup link of a fresh installation: while no staff account exists,
 * every start replaces the row with a new link (only the SHA-256 of its token is kept); using
 * it creates the first staff account and marks it used.
 */
export const setupTokens = pgTable("setup_tokens", {
  id: serial("id").primaryKey(),
  token_hash: text("token_hash").notNull().unique(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  used_at: timestamp("used_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Work done after the answer (platform/outbox.ts): mails a request asked for, so the answer does
 * not wait for the mail server and takes the same time whatever the mail turned out to be (a
 * reset link for a known address, nothing for an unknown one). A row is claimed by moving
 * `available_at` into the future (FOR UPDATE SKIP LOCKED) and deleted once done.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    available_at: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_available_idx").on(t.available_at)],
);

/**
 * Credits (docs/product.md "Plans, checkout and invoices"): one row per credit, so the table is the ledger —
 * the grant (created_at, source, order) and the use (used_at, ad, kind) of every single credit.
 * Consuming one is an UPDATE … WHERE used_at IS NULL on a row locked in the publishing
 * transaction, so two publishes can never spend the same credit.
 */
export const credits = pgTable(
  "credits",
  {
    id: serial("id").primaryKey(),
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    /** How long a publication with this credit runs. */
    duration_days: integer("duration_days").notNull(),
    /** Plus plan: the ad is shown with emphasis in results. */
    highlighted: boolean("highlighted").notNull().default(false),
    plan_name: text("plan_name").notNull(),
    /** The credit can be used until then (Paket 5: 12 months); null = no limit. */
    valid_until: timestamp("valid_until", { withTimezone: true }),
    /** "order" (bought), "manual" (granted by staff). */
    source: text("source").notNull(),
    order_id: integer("order_id").references(() => orders.id, { onDelete: "restrict" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp("used_at", { withTimezone: true }),
    used_for_job_id: integer("used_for_job_id").references(() => jobAdvertisements.id, {
      onDelete: "set null",
    }),
    /** "publish" or "extend". */
    used_kind: text("used_kind"),
    used_by_user_id: integer("used_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    check("credits_duration_check", sql`${t.duration_days} > 0`),
    check("credits_source_check", sql`${t.source} in ('order', 'manual')`),
    check(
      "credits_used_check",
      sql`(${t.used_at} is null) = (${t.used_kind} is null) and (${t.used_kind} is null or ${t.used_kind} in ('publish', 'extend'))`,
    ),
    index("credits_available_idx")
      .on(t.employer_id, t.valid_until)
      .where(sql`${t.used_at} is null`),
    index("credits_job_idx").on(t.used_for_job_id),
  ],
);

/**
 * Who changed what and when (audit trail shown to staff): every change an employer —
 * or staff impersonating one — makes to an ad or to the profile.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    employer_id: integer("employer_id").references(() => employers.id, { onDelete: "cascade" }),
    actor_user_id: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    impersonator_id: integer("impersonator_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** "employer" or "job_advertisement". */
    subject_type: text("subject_type").notNull(),
    subject_id: integer("subject_id").notNull(),
    /** e.g. "profile.updated", "logo.replaced", "job.created", "job.step1", "job.published". */
    action: text("action").notNull(),
    /** Changed fields: { field: [before, after] }, or other details of the action. */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_events_employer_idx").on(t.employer_id, t.created_at),
    index("audit_events_subject_idx").on(t.subject_type, t.subject_id, t.created_at),
  ],
);

/** Stored user notifications with read/unread (docs/product.md "Notifications and live updates"). */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "job.published", "job.expires_soon", "job.expired", "payment.received". */
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.user_id, t.created_at)],
);

/**
 * Scheduled notices about an ad's expiry, one row per ad, kind and expiry instant: the unique
 * key makes "each reminder exactly once" hold however many processes run the scheduler (the
 * process whose INSERT wins sends it). Extending the ad moves expires_at, so new notices follow.
 */
export const jobExpiryNotices = pgTable(
  "job_expiry_notices",
  {
    job_advertisement_id: integer("job_advertisement_id")
      .notNull()
      .references(() => jobAdvertisements.id, { onDelete: "cascade" }),
    /** "expires_soon" (3 days before) or "expired". */
    kind: text("kind").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job_advertisement_id, t.kind, t.expires_at] })],
);

/** Ad packages (docs/product.md "Plans, checkout and invoices"): data, editable by staff; prices are net cents. */
export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ad_count: integer("ad_count").notNull(),
    duration_days: integer("duration_days").notNull(),
    highlighted: boolean("highlighted").notNull().default(false),
    /** Months the bought credits stay usable. */
    validity_months: integer("validity_months").notNull().default(12),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    price_net: integer("price_net").notNull(),
    active: boolean("active").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("plans_counts_check", sql`${t.ad_count} > 0 and ${t.duration_days} > 0`),
    check("plans_price_check", sql`${t.price_net} >= 0`),
  ],
);

/** The invoice document as issued (seller, buyer, lines, sums): an invoice never changes. */
export type InvoiceSnapshot = Record<string, unknown>;

/**
 * An employer's purchase of a plan. The plan's name, counts and price are copied: later plan
 * edits do not change what was bought. Invoice orders are "open" with credits at once; Stripe
 * orders are "pending" until the verified webhook makes them "paid" (or "failed"/"canceled").
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "restrict" }),
    user_id: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    plan_id: integer("plan_id").references(() => plans.id, { onDelete: "set null" }),
    plan_name: text("plan_name").notNull(),
    ad_count: integer("ad_count").notNull(),
    duration_days: integer("duration_days").notNull(),
    highlighted: boolean("highlighted").notNull(),
    validity_months: integer("validity_months").notNull(),
    payment_method: text("payment_method").notNull(),
    status: text("status").notNull(),
    amount_net: integer("amount_net").notNull(),
    amount_tax: integer("amount_tax").notNull(),
    amount_gross: integer("amount_gross").notNull(),
    tax_rate: integer("tax_rate").notNull(),
    billing_address: jsonb("billing_address").$type<BillingAddress>().notNull(),
    invoice_number: text("invoice_number").unique(),
    invoice_date: date("invoice_date", { mode: "string" }),
    due_date: date("due_date", { mode: "string" }),
    invoice: jsonb("invoice").$type<InvoiceSnapshot>(),
    stripe_session_id: text("stripe_session_id").unique(),
    stripe_payment_intent: text("stripe_payment_intent"),
    paid_at: timestamp("paid_at", { withTimezone: true }),
    /**
     * Locked archive after the account's deletion (ADR 020): no account reaches the order any
     * more, only staff; kept until `retain_until` (end of the 10th calendar year after the
     * invoice, § 147 AO, § 14b UStG).
     */
    archived_at: timestamp("archived_at", { withTimezone: true }),
    retain_until: date("retain_until", { mode: "string" }),
    ...timestamps,
  },
  (t) => [
    check("orders_payment_method_check", sql`${t.payment_method} in ('invoice', 'stripe')`),
    check(
      "orders_status_check",
      sql`${t.status} in ('open', 'paid', 'pending', 'failed', 'canceled')`,
    ),
    check(
      "orders_amounts_check",
      sql`${t.amount_net} >= 0 and ${t.amount_gross} = ${t.amount_net} + ${t.amount_tax}`,
    ),
    index("orders_employer_idx").on(t.employer_id, t.created_at),
  ],
);

/**
 * Gapless invoice numbers per year: the counter row is incremented inside the transaction
 * that issues the invoice, so a rolled-back order gives its number back and concurrent
 * orders queue on the row lock.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last_number: integer("last_number").notNull(),
});

/** Stripe events already handled (Stripe delivers at least once, in any order). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  received_at: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seeker's job alert (Suchauftrag, ADR 042): a search filter and an address, without an
 * account. It mails nothing until the address confirmed it (double opt-in); unconfirmed rows
 * are purged after 7 days. Its links (confirm, manage, one-click unsubscribe) carry tokens
 * derived from APP_KEY and the row, so nothing secret is stored and deleting the row revokes
 * them.
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: serial("id").primaryKey(),
    /** Lower-cased, as accounts keep addresses. */
    email: text("email").notNull(),
    sector_ids: integer("sector_ids").array().notNull(),
    working_time: text("working_time").notNull(),
    job_available_at: text("job_available_at").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The radius in km, or null when the alert is for a Land (`state`), as the search allows. */
    geo_radius: integer("geo_radius"),
    state: text("state"),
    /** The place as the seeker chose it, for the mails and the manage page. */
    location_label: text("location_label").notNull(),
    frequency: text("frequency").notNull(),
    /** The search's seasonal-work filters (ADR 049), matched as the search matches them. */
    with_accommodation: boolean("with_accommodation").notNull().default(false),
    without_german: boolean("without_german").notNull().default(false),
    /** The seeker's language when they set the alert up (ADR 051): its mails and pages speak it. */
    locale: text("locale").notNull().default("de"),
    confirmed_at: timestamp("confirmed_at", { withTimezone: true }),
    paused_at: timestamp("paused_at", { withTimezone: true }),
    /**
     * Ads published after this instant are new to the alert: set when the alert is confirmed,
     * moved forward by each digest.
     */
    digest_from: timestamp("digest_from", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("job_alerts_frequency_check", sql`${t.frequency} in ('daily', 'weekly')`),
    check("job_alerts_locale_check", sql`${t.locale} in ('de', 'en', 'pl', 'ro', 'uk')`),
    check("job_alerts_region_check", sql`${t.geo_radius} is not null or ${t.state} is not null`),
    index("job_alerts_email_idx").on(t.email),
    index("job_alerts_unconfirmed_idx")
      .on(t.created_at)
      .where(sql`${t.confirmed_at} is null`),
  ],
);

/**
 * The ads an alert has mailed (ADR 042): the primary key makes "each ad at most once per
 * alert" a unique insert, so two processes building the same digest cannot both mail an ad.
 */
export const jobAlertDeliveries = pgTable(
  "job_alert_deliveries",
  {
    alert_id: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    job_id: integer("job_id").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alert_id, t.job_id] })],
);

/**
 * An application sent through the form on a job page (ADR 046). No account: the applicant's
 * link (`/bewerbung/{token}`) is an HMAC of the id and created_at, nothing stored. Deleted with
 * its files when withdrawn, and by the retention task `APPLICATION_RETENTION_DAYS` after its
 * final status or its ad's end.
 */
export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    job_id: integer("job_id")
      .notNull()
      .references(() => jobAdvertisements.id, { onDelete: "cascade" }),
    /** The ad's employer, kept here so every inbox query and ownership check is one index read. */
    employer_id: integer("employer_id")
      .notNull()
      .references(() => employers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** As given (trimmed); compared lower-cased for the per-address limit. */
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    /** The applicant's language (the job page's, ADR 051): the mails to them speak it. */
    locale: text("locale").notNull().default("de"),
    status: text("status").notNull().default("neu"),
    /** When the applicant agreed to the privacy notice (the form refuses without). */
    consented_at: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
    /** First opened by one of the employer's users: the inbox's "new" badge counts the rest. */
    seen_at: timestamp("seen_at", { withTimezone: true }),
    status_changed_at: timestamp("status_changed_at", { withTimezone: true }),
    /** Set while the status is final (`zusage`, `absage`): the retention period runs from it. */
    final_at: timestamp("final_at", { withTimezone: true }),
    /** The Absage mail went out (at most once per application). */
    rejection_mailed_at: timestamp("rejection_mailed_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "applications_status_check",
      sql`${t.status} in ('neu', 'in_pruefung', 'gespraech', 'zusage', 'absage')`,
    ),
    check("applications_locale_check", sql`${t.locale} in ('de', 'en', 'pl', 'ro', 'uk')`),
    index("applications_job_idx").on(t.job_id, t.created_at),
    index("applications_employer_idx").on(t.employer_id, t.created_at),
    index("applications_final_idx")
      .on(t.final_at)
      .where(sql`${t.final_at} is not null`),
  ],
);

/**
 * The files of an application: the CV and up to three attachments, kept in private storage
 * (DATA_DIR/private, never under /media) under a random key; type recognised by content.
 */
export const applicationFiles = pgTable(
  "application_files",
  {
    id: serial("id").primaryKey(),
    application_id: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The name the applicant's file had, cleaned for a download header. */
    file_name: text("file_name").notNull(),
    /** What the content is (recognised from the bytes, not from the name or the browser). */
    content_type: text("content_type").notNull(),
    size_bytes: integer("size_bytes").notNull(),
    storage_key: text("storage_key").notNull(),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("application_files_kind_check", sql`${t.kind} in ('cv', 'attachment')`),
    index("application_files_application_idx").on(t.application_id),
    uniqueIndex("application_files_storage_key_idx").on(t.storage_key),
  ],
);

/**
 * What each ad achieved, per day in Berlin time (ADR 060): impressions in search results,
 * views of its page and clicks on „Bewerben“ (each once per visitor and day), applications
 * received. Upserted additively in batches (modules/job-stats/counter.ts); kept 13 months.
 */
export const jobStatsDaily = pgTable(
  "job_stats_daily",
  {
    job_id: integer("job_id")
      .notNull()
      .references(() => jobAdvertisements.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    impressions: integer("impressions").notNull().default(0),
    views: integer("views").notNull().default(0),
    apply_clicks: integer("apply_clicks").notNull().default(0),
    applications: integer("applications").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.day] }), index("job_stats_daily_day_idx").on(t.day)],
);

/**
 * Today's counted visitors (ADR 060): a keyed hash of what was counted (view or click), the ad,
 * the IP address and the user agent under a salt of the day. Only the hash, never the inputs;
 * the rows of a past day are deleted, and with them any way to tell two days' visitors apart.
 * The primary key is the guard that counts a visitor once when several processes see them.
 */
export const jobStatsVisitors = pgTable(
  "job_stats_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

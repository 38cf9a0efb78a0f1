import { resolve } from "node:path";
import { z } from "zod";
import { GENERATED_SECRETS_FILE, readOrCreateSecrets, type SecretName } from "./secrets.ts";
import { APPLICATION_RETENTION_DAYS_DEFAULT } from "#shared/schemas/applications.ts";

// Every setting comes from the environment (docs/configuration.md). An unset optional
// service falls back to its embedded default; a set but malformed value stops the start
// with a message that names the variable.

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
      { message: `muss eine URL mit ${protocols.join(" oder ")} sein` },
    );

const boolFlag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : v === "true" || v === "1"));

/**
 * A secret has no default: unset (or empty, as in .env.example) means "generate one and keep
 * it in DATA_DIR" (secrets.ts). A set value must be long enough not to be guessed offline —
 * an HMAC signature the attacker holds (a mail link, a channel auth) lets them try keys.
 */
const secret = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || v.length >= 32, {
    message: "muss mindestens 32 Zeichen lang sein",
  });

/**
 * Values that were published as defaults (config.ts and .env.example of earlier versions): anyone
 * could sign email-verification links or private-channel subscriptions with them. Kept here
 * only to refuse them where the site is meant for real use.
 */
export const KNOWN_DEVELOPMENT_SECRETS: Readonly<Record<SecretName, readonly string[]>> = {
  APP_KEY: ["wurzelwerk-dev-app-key-change-me-in-production"],
  PUSHER_APP_SECRET: ["wurzelwerk-dev-secret"],
};

const SECRET_VARIABLES = new Set([
  "APP_KEY",
  "PUSHER_APP_SECRET",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
]);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  REDIS_URL: optionalUrl(["redis:", "rediss:"]),
  APP_URL: z
    .string()
    .default("http://localhost:3000")
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
      message: "muss eine http(s)-URL sein",
    })
    .transform((v) => v.replace(/\/+$/, "")),
  APP_NAME: z.string().min(1).default("Wurzelwerk"),
  /** Signs links in mails (email verification). Unset: generated once, kept in DATA_DIR. */
  APP_KEY: secret,
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: z.string().default("Wurzelwerk <no-reply@wurzelwerk.example>"),
  OPERATOR_EMAIL: z
    .email({ message: "muss eine E-Mail-Adresse sein" })
    .default("kontakt@wurzelwerk.example"),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API base; only tests point it at a local stub of the few endpoints used. */
  STRIPE_API_URL: z
    .string()
    .default("https://api.stripe.com")
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
      message: "muss eine http(s)-URL sein",
    }),
  /** The seller on every Rechnung (Impressum data). */
  SELLER_NAME: z.string().min(1).default("Wurzelwerk GmbH"),
  /** Address lines separated by "|", e.g. "Musterstraße 1|12345 Musterstadt". */
  SELLER_ADDRESS: z.string().min(1).default("Musterstraße 1|12345 Musterstadt|Deutschland"),
  SELLER_VAT_ID: z.string().default("DE000000000"),
  SELLER_REGISTER: z.string().default("Amtsgericht Musterstadt, HRB 00000"),
  SELLER_MANAGING_DIRECTOR: z.string().default("Max Mustermann"),
  SELLER_PHONE: z.string().default(""),
  /** Bank for invoice payments: "Bank name|IBAN|BIC". */
  SELLER_BANK: z.string().default("Musterbank|DE00 0000 0000 0000 0000 00|MUSTDEXXXXX"),
  /** Days until an invoice is due. */
  INVOICE_DUE_DAYS: z.coerce.number().int().min(0).max(90).default(14),
  /** Prefix of invoice numbers: PREFIX-YYYY-NNNNN. */
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z]{1,6}$/, { message: "muss aus 1 bis 6 Großbuchstaben bestehen" })
    .default("WW"),
  PUSHER_APP_KEY: z.string().default("wurzelwerk-key"),
  /** Signs private-channel subscriptions. Unset: generated once, kept in DATA_DIR. */
  PUSHER_APP_SECRET: secret,
  GEOCODER_URL: optionalUrl(["http:", "https:"]),
  MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  SEED_DEMO: boolFlag(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: boolFlag(false),
  /** How often a process asks the change feed for new ads before a search (ms). 0: before every search. */
  SEARCH_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  /**
   * Recorded searches wait up to this long (ms) to be written together; a crash loses at most
   * this much of them. 0: each is written right after its answer.
   */
  SEARCH_RECORD_FLUSH_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  /**
   * What each ad achieved (impressions, views, clicks on „Bewerben“) waits up to this long (ms)
   * to be written together (ADR 060); a crash loses at most this much. 0: each right away.
   */
  JOB_STATS_FLUSH_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  /**
   * How long a rendered public page (/, /jobs/{id}, /jobs-im-bereich/{slug}) may be served again
   * to visitors without a session (ms); changes to ads, employers, sectors, pages and blog posts
   * drop it at once (ADR 017), so this bounds only how long a list shows an ad that expired by
   * the clock. 0: no page cache.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /**
   * How many MiB of pages the page cache of a process may hold (stored as brotli, ~20 KiB a job
   * page); the least recently served make room. 0: no page cache.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  /** How often each process runs the scheduled work (ad expiry, reminders), ms. 0: not at all. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * Days an application and its files are kept after its final status or its ad's end (ADR 046);
   * 180 covers the two months AGG § 15(4) gives an applicant to claim, with room.
   */
  APPLICATION_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(APPLICATION_RETENTION_DAYS_DEFAULT),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appUrl: string;
  appName: string;
  /** Secret for HMAC-signed links (APP_KEY). */
  appKey: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string } | undefined;
  seller: {
    name: string;
    addressLines: string[];
    vatId: string | null;
    register: string | null;
    managingDirector: string | null;
    email: string;
    phone: string | null;
    bank: { name: string; iban: string; bic: string } | null;
  };
  invoice: { dueDays: number; prefix: string };
  pusher: { key: string; secret: string };
  geocoderUrl: string | undefined;
  mapTileUrl: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  searchSyncMs: number;
  searchRecordFlushMs: number;
  jobStatsFlushMs: number;
  pageCacheMs: number;
  pageCacheBytes: number;
  schedulerIntervalMs: number;
  /** Days an application outlives its final status or its ad's end (ADR 046). */
  applicationRetentionDays: number;
  /** Identifies the deployed build; the browser compares it to notice a new version. */
  appVersion: string;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      problems.length === 1
        ? `Ungültige Konfiguration: ${problems[0]}`
        : `Ungültige Konfiguration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
    this.name = "ConfigError";
    this.problems = problems;
  }
}

const splitList = (value: string) =>
  value
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);

function bankOf(value: string): Config["seller"]["bank"] {
  const [name, iban, bic] = splitList(value);
  return name && iban && bic ? { name, iban, bic } : null;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  appVersion = "dev",
): Config {
  refuseDevelopmentSecrets(env);
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0]);
        // A secret's value never goes into a message (it ends up in logs).
        const value = SECRET_VARIABLES.has(name) ? "" : ` (Wert: ${JSON.stringify(env[name])})`;
        return `${i.path.join(".")}: ${i.message}${value}`;
      }),
    );
  }
  const e = parsed.data;
  const secrets = resolveSecrets(e);
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError([
      "STRIPE_WEBHOOK_SECRET: muss gesetzt sein, wenn STRIPE_SECRET_KEY gesetzt ist",
    ]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    appUrl: e.APP_URL,
    appName: e.APP_NAME,
    appKey: secrets.APP_KEY,
    secureCookies: e.APP_URL.startsWith("https:"),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    operatorEmail: e.OPERATOR_EMAIL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    seller: {
      name: e.SELLER_NAME,
      addressLines: splitList(e.SELLER_ADDRESS),
      vatId: e.SELLER_VAT_ID || null,
      register: e.SELLER_REGISTER || null,
      managingDirector: e.SELLER_MANAGING_DIRECTOR || null,
      email: e.OPERATOR_EMAIL,
      phone: e.SELLER_PHONE || null,
      bank: bankOf(e.SELLER_BANK),
    },
    invoice: { dueDays: e.INVOICE_DUE_DAYS, prefix: e.INVOICE_PREFIX },
    pusher: { key: e.PUSHER_APP_KEY, secret: secrets.PUSHER_APP_SECRET },
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.MAP_TILE_URL,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    searchSyncMs: e.SEARCH_SYNC_MS,
    searchRecordFlushMs: e.SEARCH_RECORD_FLUSH_MS,
    jobStatsFlushMs: e.JOB_STATS_FLUSH_MS,
    pageCacheMs: e.PAGE_CACHE_MS,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    applicationRetentionDays: e.APPLICATION_RETENTION_DAYS,
    appVersion,
  };
}

/**
 * A published development value is refused where the site is meant for real use (https or
 * NODE_ENV=production); elsewhere an old local .env still works. Checked before the schema,
 * so the message says what is wrong with the value rather than only its length.
 */
function refuseDevelopmentSecrets(env: Record<string, string | undefined>): void {
  const reason =
    env.NODE_ENV === "production"
      ? "NODE_ENV=production"
      : env.APP_URL?.trim().startsWith("https:")
        ? "einer https-APP_URL"
        : undefined;
  if (!reason) return;
  for (const name of Object.keys(KNOWN_DEVELOPMENT_SECRETS) as SecretName[]) {
    const value = env[name]?.trim();
    if (value && KNOWN_DEVELOPMENT_SECRETS[name].includes(value)) {
      throw new ConfigError([
        `${name} ist ein öffentlich bekannter Entwicklungswert und mit ${reason} nicht erlaubt. Entfernen Sie ${name} (dann erzeugt Wurzelwerk einen zufälligen Wert in DATA_DIR/${GENERATED_SECRETS_FILE}) oder setzen Sie einen eigenen, z. B. mit \`openssl rand -base64 48\`.`,
      ]);
    }
  }
}

/**
 * The secrets in use: each one from the environment when set, otherwise the one generated on
 * the first start and kept in DATA_DIR (so `npm start` on a fresh machine is safe without any
 * setup).
 */
function resolveSecrets(e: z.infer<typeof EnvSchema>): Record<SecretName, string> {
  const given = { APP_KEY: e.APP_KEY, PUSHER_APP_SECRET: e.PUSHER_APP_SECRET };
  if (given.APP_KEY && given.PUSHER_APP_SECRET) {
    return { APP_KEY: given.APP_KEY, PUSHER_APP_SECRET: given.PUSHER_APP_SECRET };
  }
  let stored: Record<SecretName, string>;
  try {
    stored = readOrCreateSecrets(resolve(e.DATA_DIR));
  } catch (error) {
    throw new ConfigError([(error as Error).message]);
  }
  return {
    APP_KEY: given.APP_KEY ?? stored.APP_KEY,
    PUSHER_APP_SECRET: given.PUSHER_APP_SECRET ?? stored.PUSHER_APP_SECRET,
  };
}

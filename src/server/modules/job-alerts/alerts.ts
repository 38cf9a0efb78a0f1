import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { jobAlerts, sectors } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import { translate, type Translatable } from "#shared/i18n.ts";
import { DEFAULT_LOCALE, type Locale } from "#shared/locales.ts";
import {
  JOB_ALERT_LINK_UNKNOWN_MESSAGE,
  UNCONFIRMED_ALERT_DAYS,
  type JobAlert,
} from "#shared/schemas/job-alerts.ts";
import { alertIdOf, verifyAlertToken, type AlertTokenPurpose } from "./tokens.ts";

export type JobAlertRow = typeof jobAlerts.$inferSelect;

const DAY_MS = 86_400_000;

/** The instant before which an unconfirmed alert is gone (deleted by the purge, or about to be). */
export const unconfirmedCutoff = (now: Date) =>
  new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS);

/** The same 404 for a forged, cut, revoked or expired link (ADR 042). */
export const unknownLink = () =>
  AppError.of("job_alert.link_unknown", JOB_ALERT_LINK_UNKNOWN_MESSAGE);

/**
 * The alert a link's token names, when the token is that purpose's token of the row; null for
 * anything else. An unconfirmed alert past its 7 days counts as gone before the purge deletes it.
 */
export async function alertByToken(
  deps: Pick<Deps, "config">,
  db: Db,
  purpose: AlertTokenPurpose,
  token: string,
  options: { forUpdate?: boolean; now?: Date } = {},
): Promise<JobAlertRow | null> {
  const id = alertIdOf(token);
  if (id === null) return null;
  const query = db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row || !verifyAlertToken(deps.config.appKey, purpose, token, row)) return null;
  if (!row.confirmed_at && row.created_at < unconfirmedCutoff(options.now ?? new Date()))
    return null;
  return row;
}

/** Every alert of an address, oldest first (the manage page's order). */
export function alertsOfAddress(db: Db, email: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.email, email))
    .orderBy(asc(jobAlerts.created_at), asc(jobAlerts.id));
}

/** One alert of the address, by id: another address's alert is not there (404). */
export async function alertOfAddress(
  db: Db,
  email: string,
  id: number,
): Promise<JobAlertRow | undefined> {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.email, email)));
  return row;
}

/**
 * The alerts as their owner sees them, in `locale`: the sectors' names as staff wrote them in it
 * (ADR 053), else German; ids of removed sectors drop.
 */
export async function alertViews(
  db: Db,
  rows: JobAlertRow[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<JobAlert[]> {
  const ids = [...new Set(rows.flatMap((row) => row.sector_ids))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: sectors.id, name: sectors.name })
      .from(sectors)
      .where(inArray(sectors.id, ids));
    for (const sector of found)
      names.set(sector.id, translate(sector.name as Translatable, locale));
  }
  return rows.map((row) => ({
    id: row.id,
    sectors: row.sector_ids
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id)! })),
    working_time: row.working_time as JobAlert["working_time"],
    job_available_at: row.job_available_at as JobAlert["job_available_at"],
    latitude: row.latitude,
    longitude: row.longitude,
    geo_radius: row.geo_radius,
    state: row.state,
    location_label: row.location_label,
    with_accommodation: row.with_accommodation,
    without_german: row.without_german,
    frequency: row.frequency as JobAlert["frequency"],
    confirmed: row.confirmed_at !== null,
    paused: row.paused_at !== null,
    created_at: row.created_at.toISOString(),
  }));
}

export async function alertView(
  db: Db,
  row: JobAlertRow,
  locale: Locale = DEFAULT_LOCALE,
): Promise<JobAlert> {
  const [view] = await alertViews(db, [row], locale);
  return view!;
}

/** Locks the address's alerts against a parallel create (the 10-per-address bound). */
export async function lockAddress(tx: Db, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${email}`}))`);
}

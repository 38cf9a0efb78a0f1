import { and, eq, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { Deps } from "#server/deps.ts";
import { jobAlerts } from "#server/db/schema.ts";
import { AppError } from "#server/platform/errors.ts";
import type { ScheduledTask } from "#server/platform/scheduler.ts";
import type { Locale } from "#shared/locales.ts";
import {
  JOB_ALERT_ALREADY_CONFIRMED_MESSAGE,
  JOB_ALERT_CHANGED_MESSAGES,
  JOB_ALERT_CONFIRMED_MESSAGE,
  JOB_ALERT_DELETED_MESSAGE,
  JOB_ALERT_UNSUBSCRIBED_MESSAGE,
  type JobAlert,
  type UpdateJobAlertRequest,
} from "#shared/schemas/job-alerts.ts";
import {
  alertByToken,
  alertOfAddress,
  alertsOfAddress,
  alertView,
  alertViews,
  unconfirmedCutoff,
  unknownLink,
} from "./alerts.ts";
import { alertToken } from "./tokens.ts";

type TokenDeps = Pick<Deps, "db" | "config">;

const manageToken = (deps: TokenDeps, row: { id: number; created_at: Date }) =>
  alertToken(deps.config.appKey, "manage", row);

/**
 * The confirm button (POST; the mailed link's page changes nothing, ADR 019): the alert starts
 * its digests with the ads published from now on. A second confirmation is a 409 that names
 * the manage page, never a 500.
 */
export async function confirmAlert(
  deps: TokenDeps,
  token: string,
  now = new Date(),
): Promise<{ message: string; manage_token: string }> {
  return deps.db.transaction(async (tx) => {
    const row = await alertByToken(deps, tx, "confirm", token, { forUpdate: true, now });
    if (!row) throw unknownLink();
    if (row.confirmed_at) {
      throw AppError.of("job_alert.already_confirmed", JOB_ALERT_ALREADY_CONFIRMED_MESSAGE);
    }
    await tx
      .update(jobAlerts)
      .set({ confirmed_at: now, digest_from: now })
      .where(eq(jobAlerts.id, row.id));
    return { message: JOB_ALERT_CONFIRMED_MESSAGE, manage_token: manageToken(deps, row) };
  });
}

/** What the confirm page shows for its link: the alert, whether it is confirmed, the manage token once it is. */
export async function alertToConfirm(
  deps: TokenDeps,
  token: string,
  locale: Locale,
): Promise<{ alert: JobAlert; manage_token: string | null } | null> {
  const row = await alertByToken(deps, deps.db, "confirm", token);
  if (!row) return null;
  return {
    alert: await alertView(deps.db, row, locale),
    manage_token: row.confirmed_at ? manageToken(deps, row) : null,
  };
}

/** Every alert of the address the manage token belongs to, sectors named in `locale`. */
export async function listManagedAlerts(
  deps: TokenDeps,
  token: string,
  locale: Locale,
): Promise<JobAlert[]> {
  const owner = await alertByToken(deps, deps.db, "manage", token);
  if (!owner) throw unknownLink();
  return alertViews(deps.db, await alertsOfAddress(deps.db, owner.email), locale);
}

/** The alert `id` of the token's address; another address's alert is a 404 like an unknown one. */
async function managedAlert(deps: TokenDeps, db: Db, token: string, id: number) {
  const owner = await alertByToken(deps, db, "manage", token);
  if (!owner) throw unknownLink();
  const target = await alertOfAddress(db, owner.email, id);
  if (!target) throw AppError.notFound("Diesen Suchauftrag gibt es nicht (mehr).");
  return { owner, target };
}

/**
 * Frequency, pause and resume. A resumed alert starts over from now: what was published while
 * it was paused is not mailed afterwards.
 */
export async function updateManagedAlert(
  deps: TokenDeps,
  token: string,
  id: number,
  input: UpdateJobAlertRequest,
  now = new Date(),
): Promise<{ data: JobAlert; message: string }> {
  const { target } = await managedAlert(deps, deps.db, token, id);
  const changes: Partial<typeof jobAlerts.$inferInsert> = {};
  const messages: string[] = [];
  if (input.frequency !== undefined && input.frequency !== target.frequency) {
    changes.frequency = input.frequency;
    messages.push(JOB_ALERT_CHANGED_MESSAGES[input.frequency]);
  }
  if (input.paused === true && !target.paused_at) {
    changes.paused_at = now;
    messages.push(JOB_ALERT_CHANGED_MESSAGES.paused);
  }
  if (input.paused === false && target.paused_at) {
    changes.paused_at = null;
    if (target.confirmed_at) changes.digest_from = now;
    messages.push(JOB_ALERT_CHANGED_MESSAGES.resumed);
  }
  const [row] =
    Object.keys(changes).length > 0
      ? await deps.db.update(jobAlerts).set(changes).where(eq(jobAlerts.id, target.id)).returning()
      : [target];
  return {
    data: await alertView(deps.db, row!),
    message: messages.length > 0 ? messages.join(" ") : JOB_ALERT_CHANGED_MESSAGES.unchanged,
  };
}

/**
 * Deletes one alert of the address (the seeker's erasure: its deliveries go with it). When the
 * alert whose token the page holds goes, the page continues with another one's token.
 */
export async function deleteManagedAlert(
  deps: TokenDeps,
  token: string,
  id: number,
): Promise<{ message: string; manage_token: string | null }> {
  return deps.db.transaction(async (tx) => {
    const { owner, target } = await managedAlert(deps, tx, token, id);
    await tx.delete(jobAlerts).where(eq(jobAlerts.id, target.id));
    if (target.id !== owner.id) return { message: JOB_ALERT_DELETED_MESSAGE, manage_token: token };
    const [next] = await tx
      .select({ id: jobAlerts.id, created_at: jobAlerts.created_at })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.email, owner.email), ne(jobAlerts.id, owner.id)))
      .limit(1);
    return {
      message: JOB_ALERT_DELETED_MESSAGE,
      manage_token: next ? manageToken(deps, next) : null,
    };
  });
}

/**
 * One-click unsubscribe (RFC 8058) and the page's button: deletes the alert. A second POST for
 * the same link answers 404 like any unknown link — the token names a row that is gone, and no
 * token is stored to tell it from a forged one (ADR 042); for the mail provider the alert is
 * unsubscribed either way.
 */
export async function unsubscribeAlert(deps: TokenDeps, token: string): Promise<string> {
  const row = await alertByToken(deps, deps.db, "unsubscribe", token);
  if (!row) throw unknownLink();
  await deps.db.delete(jobAlerts).where(eq(jobAlerts.id, row.id));
  return JOB_ALERT_UNSUBSCRIBED_MESSAGE;
}

/** What the unsubscribe page shows before its button: the alert, or null for an unknown link. */
export async function alertToUnsubscribe(
  deps: TokenDeps,
  token: string,
  locale: Locale,
): Promise<JobAlert | null> {
  const row = await alertByToken(deps, deps.db, "unsubscribe", token);
  return row ? alertView(deps.db, row, locale) : null;
}

/** The scheduled work of the alerts' lifecycle (module.ts `tasks`): the hourly purge. */
export const purgeTasks = (deps: Pick<Deps, "db">): ScheduledTask[] => [
  {
    name: "job-alert-purge",
    everyMs: 60 * 60 * 1000,
    run: (now) => purgeUnconfirmedAlerts(deps.db, now).then(() => undefined),
  },
];

/** The scheduled purge: alerts nobody confirmed within 7 days of their creation. */
async function purgeUnconfirmedAlerts(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(jobAlerts)
    .where(and(isNull(jobAlerts.confirmed_at), lt(jobAlerts.created_at, unconfirmedCutoff(now))))
    .returning({ id: jobAlerts.id });
  return gone.length;
}

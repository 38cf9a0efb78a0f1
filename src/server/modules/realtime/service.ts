import type { Deps } from "#server/deps.ts";
import type { Notification } from "#shared/schemas/notifications.ts";
import {
  EMPLOYER_UPDATED,
  employerChannel,
  NOTIFICATION_CREATED,
  userChannel,
} from "#shared/realtime-channels.ts";

// What the open browser tabs hear (docs/product.md "Notifications and live updates"), with the
// channel and event names Laravel Echo clients expect.

export type StoredNotification = Notification & { user_id: number };

/**
 * Sent after the change is committed, so a tab that reloads on the event sees it. Live
 * updates are a convenience: a failed publish (Redis away) is logged by the broadcaster, reaches
 * this process's sockets only and never fails the request; the other processes' pages catch up
 * when the broadcaster can publish again (ADR 013). An event may arrive twice: it only ever
 * means "load again".
 */
export async function publishEmployerUpdated(
  deps: Pick<Deps, "realtime">,
  employerId: number,
): Promise<void> {
  await deps.realtime.publish({
    channel: employerChannel(employerId),
    event: EMPLOYER_UPDATED,
    data: { model: { id: employerId } },
  });
}

export async function publishNotifications(
  deps: Pick<Deps, "realtime">,
  stored: StoredNotification[],
): Promise<void> {
  for (const { user_id, ...notification } of stored) {
    await deps.realtime.publish({
      channel: userChannel(user_id),
      event: NOTIFICATION_CREATED,
      data: { ...notification, notifiable_id: user_id },
    });
  }
}

/** Live events gathered inside a transaction, sent by `flushOutbox` after the commit. */
export interface LiveOutbox {
  employers: Set<number>;
  notifications: StoredNotification[];
}

export function newOutbox(): LiveOutbox {
  return { employers: new Set(), notifications: [] };
}

export async function flushOutbox(deps: Pick<Deps, "realtime">, outbox: LiveOutbox): Promise<void> {
  for (const employerId of outbox.employers) await publishEmployerUpdated(deps, employerId);
  await publishNotifications(deps, outbox.notifications);
}

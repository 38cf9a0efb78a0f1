import { and, gt, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { sessions } from "#server/db/schema.ts";
import type { SessionGrant } from "#server/platform/realtime/protocol.ts";

const CHUNK = 500;

/**
 * The hub's periodic check (platform/realtime/hub.ts `sessionCheck`): of the sessions behind
 * open private subscriptions, those that expired, were deleted (also by a path that sent no
 * message, or while Redis was away) or now belong to another user (impersonation started or
 * ended). One indexed query per 500 sessions in use, once a minute per process.
 */
export async function endedLiveSessions(db: Db, grants: SessionGrant[]): Promise<string[]> {
  const valid = new Map<string, number | null>();
  const ids = [...new Set(grants.map((g) => g.session))];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: sessions.id, user_id: sessions.user_id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids.slice(start, start + CHUNK)),
          gt(sessions.expires_at, new Date()),
        ),
      );
    for (const row of rows) valid.set(row.id, row.user_id);
  }
  return [
    ...new Set(grants.filter((g) => valid.get(g.session) !== g.user_id).map((g) => g.session)),
  ];
}

import { WORKING_TIMES, type WorkingTime } from "#shared/constants.ts";
import {
  DEMAND_MIN_COUNT,
  type DemandCell,
  type DemandCount,
  type DemandFigures,
} from "#shared/schemas/demand.ts";

// The figures of the demand panel and how they are protected (docs/decisions/044-employer-demand.md):
// the raw counts per sector and working time of one area, then the cells the employer may see.

/** Raw counts of one area: `${sectorId}|${workingTime}` → searches and alerts. */
export type Tally = Map<string, { searches: number; alerts: number }>;

export function addToTally(
  tally: Tally,
  kind: "search" | "alert",
  sectorId: number,
  workingTime: string,
  n: number,
): void {
  const key = `${sectorId}|${workingTime}`;
  const entry = tally.get(key) ?? { searches: 0, alerts: 0 };
  if (kind === "search") entry.searches += n;
  else entry.alerts += n;
  tally.set(key, entry);
}

/** A count as the employer sees it: itself from DEMAND_MIN_COUNT on, else null. */
const shown = (n: number): DemandCount => (n >= DEMAND_MIN_COUNT ? n : null);

/**
 * The parts of a shown total (the working times of one sector's searches in one area) that may
 * be shown. The total minus the shown parts is the sum of the hidden ones, so hiding only the
 * small parts would give one of them away when it is alone, or a sum under DEMAND_MIN_COUNT of
 * several. Further parts are hidden, smallest first, until the hidden ones are none, or at least
 * two that add up to DEMAND_MIN_COUNT or more.
 */
export function protectedParts(total: number, parts: readonly number[]): DemandCount[] {
  if (total < DEMAND_MIN_COUNT) return parts.map(() => null);
  const hidden = parts.map((n) => n < DEMAND_MIN_COUNT);
  const bySize = parts.map((n, i) => ({ n, i })).sort((a, b) => a.n - b.n);
  for (;;) {
    const hiddenParts = bySize.filter((p) => hidden[p.i]);
    const hiddenSum = hiddenParts.reduce((sum, p) => sum + p.n, 0);
    if (hiddenParts.length === 0) break;
    if (hiddenParts.length >= 2 && hiddenSum >= DEMAND_MIN_COUNT) break;
    const next = bySize.find((p) => !hidden[p.i]);
    if (!next) break;
    hidden[next.i] = true;
  }
  return parts.map((n, i) => (hidden[i] ? null : n));
}

/** One sector's cell of an area: its counts, and their split by working time, protected. */
export function demandCell(tally: Tally, sectorId: number): DemandCell {
  const raw = WORKING_TIMES.map(
    (wt) => tally.get(`${sectorId}|${wt}`) ?? { searches: 0, alerts: 0 },
  );
  const searches = raw.reduce((sum, r) => sum + r.searches, 0);
  const alerts = raw.reduce((sum, r) => sum + r.alerts, 0);
  const searchParts = protectedParts(
    searches,
    raw.map((r) => r.searches),
  );
  const alertParts = protectedParts(
    alerts,
    raw.map((r) => r.alerts),
  );
  return {
    sector_id: sectorId,
    searches: shown(searches),
    alerts: shown(alerts),
    working_times: WORKING_TIMES.map(
      (working_time: WorkingTime, i): DemandFigures & { working_time: WorkingTime } => ({
        working_time,
        searches: searchParts[i] ?? null,
        alerts: alertParts[i] ?? null,
      }),
    ),
  };
}

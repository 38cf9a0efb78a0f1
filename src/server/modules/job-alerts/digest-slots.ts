import type { JobAlertFrequency } from "#shared/schemas/job-alerts.ts";

/**
 * When digests are due: daily at 07:00 Berlin time, weekly on Monday at 07:00. The wall time is
 * read through Intl in Europe/Berlin, so the slot stays at 07:00 across the change to and from
 * summer time (06:00 UTC in summer, 05:00 UTC in winter is wrong; 05:00 UTC in summer and 06:00
 * UTC in winter is right). 07:00 is never inside the hour the spring change skips (02:00–03:00)
 * nor the one the autumn change repeats.
 */

const DIGEST_HOUR = 7;

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Berlin wall time of an instant (seconds truncated to whole ones). */
function berlinWallTime(instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Berlin's offset from UTC in ms at an instant (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(instant: number): number {
  const w = berlinWallTime(new Date(instant));
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which Berlin's clocks show the day's `hour`:00. */
export function berlinInstant(year: number, month: number, day: number, hour: number): Date {
  const naive = Date.UTC(year, month - 1, day, hour);
  // The offset at the guess, then at the corrected instant: right on both sides of a change.
  let instant = naive - berlinOffsetMs(naive);
  instant = naive - berlinOffsetMs(instant);
  return new Date(instant);
}

/**
 * The latest slot of the frequency at or before `now`: the one a digest is due for. A process
 * that was down over several slots finds only the latest one, so the alert gets one digest
 * covering the whole time since its last one, not one per missed day.
 */
export function latestSlot(frequency: JobAlertFrequency, now: Date): Date {
  const today = berlinWallTime(now);
  // Walk back over Berlin calendar days (noon UTC of the date keeps clear of the day's edges).
  for (let back = 0; back <= 7; back++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - back, 12));
    // getUTCDay: 0 Sunday, 1 Monday.
    if (frequency === "weekly" && date.getUTCDay() !== 1) continue;
    const slot = berlinInstant(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      DIGEST_HOUR,
    );
    if (slot.getTime() <= now.getTime()) return slot;
  }
  // Within 8 days back there is always a Monday whose 07:00 has passed.
  throw new Error(`no digest slot before ${now.toISOString()}`);
}

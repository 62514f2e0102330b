/**
 * The new-in window (shopping §2): products first listed "within the last 14 days (Beijing
 * time)". We read it as calendar days in Beijing: from midnight Beijing time 14 days before
 * today (Beijing) up to now. A product listed at 23:30 Beijing time fifteen days ago is out, one
 * listed at 00:10 fourteen days ago is in, whatever the server's time zone.
 */
import { BEIJING_TIME_ZONE, NEW_IN_DAYS } from "./constants";

const MS_PER_DAY = 86_400_000;

const beijingFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: BEIJING_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

function beijingParts(
  instant: Date,
): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const parts = beijingFormat.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? Number.NaN);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** The calendar date in Beijing of an instant, as [year, month (1-12), day]. */
export function beijingDate(instant: Date): [number, number, number] {
  const { year, month, day } = beijingParts(instant);
  return [year, month, day];
}

/** The UTC instant of midnight Beijing time on a Beijing calendar date. */
export function beijingMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  const p = beijingParts(new Date(guess));
  const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
  return new Date(guess - offsetMs);
}

export interface NewInWindow {
  from: Date;
  to: Date;
}

export function newInWindow(now: Date): NewInWindow {
  const [year, month, day] = beijingDate(now);
  const todayStart = beijingMidnight(year, month, day);
  return { from: new Date(todayStart.getTime() - NEW_IN_DAYS * MS_PER_DAY), to: now };
}

export function isNewIn(firstListTime: Date, now: Date): boolean {
  const window = newInWindow(now);
  return firstListTime >= window.from && firstListTime <= window.to;
}

/** The Beijing calendar date `months` months before now's, as "YYYY-MM-DD" (the sales window). */
export function beijingDateMonthsAgo(now: Date, months: number): string {
  const [year, month, day] = beijingDate(now);
  const shifted = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0),
  ).getUTCDate();
  shifted.setUTCDate(Math.min(day, lastDay));
  return shifted.toISOString().slice(0, 10);
}

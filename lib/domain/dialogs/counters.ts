/**
 * accounts §4: "Open counters per dialog are stored daily and expire at end of day". A day is the
 * shop's day (Hong Kong time), so a visitor's counts and the server's report agree on it.
 */
import { SHOP_TIME_ZONE } from "@/lib/domain/locales";

/** The counts of one day: the day as YYYY-MM-DD in the shop's time zone, opens by dialog id. */
export interface DailyDialogCounts {
  day: string;
  counts: Record<string, number>;
}

// Made on first use, not on import: this module loads with every page and a cold browser spends
// milliseconds on ICU's date data for it, before a pop-up could ever be counted (ADR 0054).
let dayFormat: Intl.DateTimeFormat | undefined;

/** The shop's calendar day of an instant, e.g. "2026-11-27". */
export function shopDay(now: Date): string {
  dayFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SHOP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return dayFormat.format(now);
}

/** Today's counts: what was stored if it is from today, else none (yesterday's have expired). */
export function countsOfToday(stored: unknown, now: Date): DailyDialogCounts {
  const day = shopDay(now);
  if (!stored || typeof stored !== "object") return { day, counts: {} };
  const { day: storedDay, counts } = stored as Partial<DailyDialogCounts>;
  if (storedDay !== day || !counts || typeof counts !== "object") return { day, counts: {} };
  const valid = Object.entries(counts).filter(
    (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0,
  );
  return { day, counts: Object.fromEntries(valid) };
}

/** Today's counts with one more open of `id`. */
export function countOpen(stored: unknown, id: string, now: Date): DailyDialogCounts {
  const today = countsOfToday(stored, now);
  return { day: today.day, counts: { ...today.counts, [id]: (today.counts[id] ?? 0) + 1 } };
}

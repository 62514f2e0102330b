/** Dates of the demo seed, relative to the seed's own clock. */
const DAY_MS = 86_400_000;

/** `now` moved by a number of days (negative: before). */
export const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The same day of the month, `months` later, in UTC. */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

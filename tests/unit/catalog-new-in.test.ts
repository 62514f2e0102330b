import { describe, expect, it } from "vitest";
import {
  beijingDate,
  beijingDateMonthsAgo,
  isNewIn,
  newInWindow,
} from "@/lib/domain/catalog/new-in";

describe("the new-in window in Beijing time", () => {
  it("starts at Beijing midnight fourteen days before today in Beijing", () => {
    // 15:59 UTC is 23:59 in Beijing on 15 March; 16:00 UTC is already 16 March there.
    expect(newInWindow(new Date("2026-03-15T15:59:00Z")).from.toISOString()).toBe(
      "2026-02-28T16:00:00.000Z",
    );
    expect(newInWindow(new Date("2026-03-15T16:00:00Z")).from.toISOString()).toBe(
      "2026-03-01T16:00:00.000Z",
    );
  });

  it("includes the first minutes of the fourteenth day and excludes the day before", () => {
    const now = new Date("2026-11-20T04:00:00Z"); // 12:00 in Beijing, 20 November
    expect(isNewIn(new Date("2026-11-05T16:10:00Z"), now)).toBe(true); // 00:10, 6 November, Beijing
    expect(isNewIn(new Date("2026-11-05T15:30:00Z"), now)).toBe(false); // 23:30, 5 November, Beijing
    expect(isNewIn(new Date("2026-11-20T03:59:00Z"), now)).toBe(true);
    expect(isNewIn(new Date("2026-11-20T04:01:00Z"), now)).toBe(false); // not yet listed
  });

  it("does not depend on the server's time zone", () => {
    expect(beijingDate(new Date("2026-12-31T16:30:00Z"))).toEqual([2027, 1, 1]);
  });

  it("counts the sales window in calendar months, clamped to the month's length", () => {
    expect(beijingDateMonthsAgo(new Date("2026-05-31T04:00:00Z"), 3)).toBe("2026-02-28");
    expect(beijingDateMonthsAgo(new Date("2026-11-20T04:00:00Z"), 3)).toBe("2026-08-20");
  });
});

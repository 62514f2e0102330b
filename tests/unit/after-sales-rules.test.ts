/**
 * The pure after-sales rules (shopping §9; ADR 0042): the 14 days of receipt to the instant, the
 * 3 weeks of handling, cents of returned units that always add up to the line, and the
 * shopper's texts and photo URLs.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountShare,
  checkRequestTexts,
  handleBy,
  isPhotoUrl,
  withinReturnPeriod,
} from "@/lib/domain/after-sales/rules";

const DAY = 86_400_000;

describe("after-sales rules", () => {
  it("accepts a return up to 14 × 24 hours after receipt, not a millisecond later", () => {
    const received = new Date("2026-11-01T10:00:00Z");
    expect(withinReturnPeriod(received, new Date(received.getTime() + 14 * DAY))).toBe(true);
    expect(withinReturnPeriod(received, new Date(received.getTime() + 14 * DAY + 1))).toBe(false);
  });

  it("expects a request handled 3 weeks after it was made", () => {
    const at = new Date("2026-11-01T10:00:00Z");
    expect(handleBy(at).getTime() - at.getTime()).toBe(21 * DAY);
  });

  it("splits a line's amount so that the shares of all its units add up to it exactly", () => {
    expect(amountShare(1000, 3, 0, 1)).toBe(333);
    expect(amountShare(1000, 3, 1, 1)).toBe(333);
    expect(amountShare(1000, 3, 2, 1)).toBe(334);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        (amount, parts) => {
          const quantity = parts.reduce((a, b) => a + b, 0);
          let held = 0;
          let sum = 0;
          for (const part of parts) {
            const share = amountShare(amount, quantity, held, part);
            expect(share).toBeGreaterThanOrEqual(0);
            sum += share;
            held += part;
          }
          expect(sum).toBe(amount);
        },
      ),
    );
  });

  it("takes photos only as https URLs or paths on this site", () => {
    expect(isPhotoUrl("https://cdn.example.com/a.jpg")).toBe(true);
    expect(isPhotoUrl("/media/returns/a.jpg")).toBe(true);
    expect(isPhotoUrl("http://cdn.example.com/a.jpg")).toBe(false);
    expect(isPhotoUrl("//evil.example.com/a.jpg")).toBe(false);
    expect(isPhotoUrl("javascript:alert(1)")).toBe(false);
    expect(isPhotoUrl("")).toBe(false);
  });

  it("asks for a reason, bounds the texts and the number of photos", () => {
    const ok = { reason: "Too small", memo: null, photos: [] };
    expect(checkRequestTexts(ok)).toBeNull();
    expect(checkRequestTexts({ ...ok, reason: "  " })?.code).toBe("AFTER_SALES_REASON_REQUIRED");
    expect(checkRequestTexts({ ...ok, reason: "x".repeat(201) })?.code).toBe(
      "AFTER_SALES_TEXT_TOO_LONG",
    );
    expect(checkRequestTexts({ ...ok, memo: "x".repeat(501) })?.field).toBe("memo");
    const photos = Array.from({ length: 7 }, (_, i) => `https://cdn.example.com/${i}.jpg`);
    expect(checkRequestTexts({ ...ok, photos })?.code).toBe("AFTER_SALES_PHOTO_INVALID");
  });
});

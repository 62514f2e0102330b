/**
 * The pure after-sales rules (shopping §9; ADR 0042): the 14 days of receipt to the instant, the
 * 3 weeks of handling, cents of returned units that always add up to the line, and the
 * shopper's texts and photo references (docs/adr/0047).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountShare,
  checkRequestTexts,
  handleBy,
  isPhotoReference,
  photoSrc,
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

  it("takes photos only as references to uploads, never as URLs", () => {
    expect(isPhotoReference("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(true);
    expect(isPhotoReference("https://cdn.example.com/a.jpg")).toBe(false);
    expect(isPhotoReference("/api/after-sales/photos/0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(
      false,
    );
    expect(isPhotoReference("javascript:alert(1)")).toBe(false);
    expect(isPhotoReference("")).toBe(false);
  });

  it("reads a photo through the authenticated route, never a public path", () => {
    expect(photoSrc("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(
      "/api/after-sales/photos/0f8fad5b-d9cb-469f-a165-70867728950e",
    );
  });

  it("asks for a reason, bounds the texts and the number of photos", () => {
    const ok = { reason: "Too small", memo: null, photos: [] };
    expect(checkRequestTexts(ok)).toBeNull();
    expect(checkRequestTexts({ ...ok, reason: "  " })?.code).toBe("AFTER_SALES_REASON_REQUIRED");
    expect(checkRequestTexts({ ...ok, reason: "x".repeat(201) })?.code).toBe(
      "AFTER_SALES_TEXT_TOO_LONG",
    );
    expect(checkRequestTexts({ ...ok, memo: "x".repeat(501) })?.field).toBe("memo");
    const id = (i: number) => `0f8fad5b-d9cb-469f-a165-${String(i).padStart(12, "0")}`;
    const six = Array.from({ length: 6 }, (_, i) => id(i));
    expect(checkRequestTexts({ ...ok, photos: six })).toBeNull();
    expect(checkRequestTexts({ ...ok, photos: [...six, id(6)] })).toEqual({
      code: "AFTER_SALES_PHOTO_INVALID",
      field: "photos",
    });
    // The same photo twice is a mistake, not two photos.
    expect(checkRequestTexts({ ...ok, photos: [id(1), id(1)] })?.code).toBe(
      "AFTER_SALES_PHOTO_INVALID",
    );
    expect(checkRequestTexts({ ...ok, photos: ["https://cdn.example.com/1.jpg"] })?.field).toBe(
      "photos",
    );
  });
});

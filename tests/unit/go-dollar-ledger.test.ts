import { describe, expect, it } from "vitest";
import { breakdownByExpiry } from "@/lib/domain/loyalty/go-dollar";

const lot = (day: string, cents: number) => ({ expiresAt: new Date(`${day}T12:00:00Z`), cents });

describe("breakdownByExpiry", () => {
  it("spends the lots that expire first and shows what is left per expiry date", () => {
    const result = breakdownByExpiry(
      [lot("2027-06-01", 1_000), lot("2027-01-01", 500), lot("2027-06-01", 200)],
      700,
    );
    expect(result.map((b) => [b.expiresAt.toISOString().slice(0, 10), b.cents])).toEqual([
      ["2027-06-01", 1_000],
    ]);
  });

  it("never shows a negative lot when more was spent than earned", () => {
    expect(breakdownByExpiry([lot("2027-01-01", 500)], 900)).toEqual([]);
  });

  it("shows every lot whole when nothing was spent", () => {
    expect(breakdownByExpiry([lot("2027-01-01", 500)], -100).map((b) => b.cents)).toEqual([500]);
  });
});

import { describe, expect, it } from "vitest";
import { PROMOTION_TYPES } from "@/lib/domain/promotions/constants";
import { expectCase } from "./pricing-case-table";
import { CHECKOUT_CASES } from "./pricing-cases-checkout";
import { PRICE_CASES } from "./pricing-cases-prices";
import { PROMOTION_CASES } from "./pricing-cases-promotions";
import { STACKING_CASES } from "./pricing-cases-stacking";

describe("calculate: unit prices and item-level promotions", () => {
  it.each(PRICE_CASES)("$name", expectCase);
});

describe("calculate: order-level promotions, gifts and add-ons", () => {
  it.each(PROMOTION_CASES)("$name", expectCase);
});

describe("calculate: which promotions apply, and FULL_FREE's free units (ADR 0041)", () => {
  it.each(STACKING_CASES)("$name", expectCase);
});

describe("calculate: coupons, freight, services and go-dollar", () => {
  it.each(CHECKOUT_CASES)("$name", expectCase);
});

describe("calculate: the table itself", () => {
  const cases = [...PRICE_CASES, ...PROMOTION_CASES, ...STACKING_CASES, ...CHECKOUT_CASES];

  it("covers each of the eleven promotion types", () => {
    const types = new Set(cases.flatMap((c) => c.input.promotions.map((p) => p.type)));
    expect([...types].sort()).toEqual([...PROMOTION_TYPES].sort());
  });

  it("names every case differently", () => {
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });
});

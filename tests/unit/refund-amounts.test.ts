/**
 * Refund arithmetic (ADR 0043): examples, then properties over random orders and random
 * successive partial returns: refunds never exceed what was paid, and returning everything in
 * any number of steps returns exactly what was paid, card and go-dollar, to the cent.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  refundAmounts,
  shareOfUnits,
  type EarlierRefunds,
  type RefundableLine,
  type RefundableOrder,
  type ReturnedLine,
} from "@/lib/domain/refunds/amounts";
import { REFUND_ERROR_CODES } from "@/lib/domain/refunds/constants";

const NONE: EarlierRefunds = { quantities: new Map(), refundAmount: 0, goDollarAmount: 0 };

function line(id: string, quantity: number, amount: number, deduction = 0, isGift = false) {
  return { id, omsSkuCode: `OMS-${id}`, quantity, amount, deduction, isGift };
}

/** A jacket (3 units, HK$1000.01 after promotion, coupon and go-dollar), socks, a gift, freight. */
const ORDER: RefundableOrder = {
  lines: [line("a", 3, 100_001, 3_000), line("b", 1, 5_000, 200), line("g", 1, 0, 0, true)],
  paidAmount: 100_001 + 5_000 + 3_000,
  deductionAmount: 3_200 + 500,
};

function after(earlier: EarlierRefunds, refund: ReturnType<typeof refundAmounts>): EarlierRefunds {
  if (!refund.ok) throw new Error(refund.code);
  const quantities = new Map(earlier.quantities);
  for (const l of refund.refund.lines) {
    quantities.set(l.orderLineId, (quantities.get(l.orderLineId) ?? 0) + l.quantity);
  }
  return {
    quantities,
    refundAmount: earlier.refundAmount + refund.refund.refundAmount,
    goDollarAmount: earlier.goDollarAmount + refund.refund.goDollarAmount,
  };
}

describe("refundAmounts: examples", () => {
  it("refunds a unit's share of its line, floors first and the last unit takes the rest", () => {
    const first = refundAmounts(ORDER, NONE, [{ orderLineId: "a", quantity: 1 }]);
    expect(first).toMatchObject({
      ok: true,
      refund: {
        goodsAmount: 33_333,
        freightAmount: 0,
        goDollarAmount: 1_000,
        refundAmount: 33_333,
      },
    });
    const second = refundAmounts(ORDER, after(NONE, first), [{ orderLineId: "a", quantity: 2 }]);
    expect(second).toMatchObject({
      ok: true,
      refund: { goodsAmount: 66_668, goDollarAmount: 2_000 },
    });
  });

  it("returns freight, services and the unallocated go-dollar only with the whole order", () => {
    const some = refundAmounts(ORDER, NONE, [{ orderLineId: "a", quantity: 3 }]);
    expect(some).toMatchObject({
      ok: true,
      refund: { freightAmount: 0, wholeOrderReturned: false },
    });
    const rest = refundAmounts(ORDER, after(NONE, some), [{ orderLineId: "b", quantity: 1 }]);
    expect(rest).toMatchObject({
      ok: true,
      refund: {
        goodsAmount: 5_000,
        freightAmount: 3_000,
        goDollarAmount: 700,
        wholeOrderReturned: true,
      },
    });
  });

  it("does not depend on the order the lines are named in", () => {
    const one = refundAmounts(ORDER, NONE, [
      { orderLineId: "b", quantity: 1 },
      { orderLineId: "a", quantity: 1 },
    ]);
    const two = refundAmounts(ORDER, NONE, [
      { orderLineId: "a", quantity: 1 },
      { orderLineId: "b", quantity: 1 },
    ]);
    expect(one).toEqual(two);
  });

  it("refuses a gift alone, more than bought, unknown lines, bad quantities and nothing", () => {
    const code = (returned: ReturnedLine[], earlier = NONE) => {
      const result = refundAmounts(ORDER, earlier, returned);
      return result.ok ? "ok" : result.code;
    };
    expect(code([{ orderLineId: "g", quantity: 1 }])).toBe(REFUND_ERROR_CODES.GIFT_ONLY);
    expect(code([{ orderLineId: "a", quantity: 4 }])).toBe(REFUND_ERROR_CODES.MORE_THAN_BOUGHT);
    expect(
      code([
        { orderLineId: "a", quantity: 2 },
        { orderLineId: "a", quantity: 2 },
      ]),
    ).toBe(REFUND_ERROR_CODES.MORE_THAN_BOUGHT);
    const oneBack = after(NONE, refundAmounts(ORDER, NONE, [{ orderLineId: "b", quantity: 1 }]));
    expect(code([{ orderLineId: "b", quantity: 1 }], oneBack)).toBe(
      REFUND_ERROR_CODES.MORE_THAN_BOUGHT,
    );
    expect(code([{ orderLineId: "x", quantity: 1 }])).toBe(REFUND_ERROR_CODES.UNKNOWN_LINE);
    expect(code([{ orderLineId: "a", quantity: 0 }])).toBe(REFUND_ERROR_CODES.BAD_QUANTITY);
    expect(code([{ orderLineId: "a", quantity: 1.5 }])).toBe(REFUND_ERROR_CODES.BAD_QUANTITY);
    expect(code([])).toBe(REFUND_ERROR_CODES.NO_LINES);
    // A gift returned with a paid line is accepted and refunds nothing for the gift.
    const withGift = refundAmounts(ORDER, NONE, [
      { orderLineId: "g", quantity: 1 },
      { orderLineId: "b", quantity: 1 },
    ]);
    expect(withGift.ok && withGift.refund.lines.find((l) => l.orderLineId === "g")?.amount).toBe(0);
  });

  it("never pays more than is left when earlier refunds already took it", () => {
    const taken: EarlierRefunds = {
      quantities: new Map(),
      refundAmount: 108_001,
      goDollarAmount: 0,
    };
    const result = refundAmounts(ORDER, taken, [{ orderLineId: "a", quantity: 1 }]);
    expect(result).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.MORE_THAN_PAID });
  });

  it("shares units exactly even beyond 2^53", () => {
    expect(shareOfUnits(Number.MAX_SAFE_INTEGER, 1, 3)).toBe(3_002_399_751_580_330);
    expect(shareOfUnits(7, 3, 3)).toBe(7);
  });
});

const RUNS = { numRuns: 400 };

const orderArb: fc.Arbitrary<RefundableOrder> = fc
  .record({
    paid: fc.array(
      fc.record({
        quantity: fc.integer({ min: 1, max: 5 }),
        amount: fc.integer({ min: 0, max: 300_000 }),
        deduction: fc.integer({ min: 0, max: 20_000 }),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    gifts: fc.integer({ min: 0, max: 2 }),
    freight: fc.integer({ min: 0, max: 6_000 }),
    goDollarOnFreight: fc.integer({ min: 0, max: 3_000 }),
  })
  .map(({ paid, gifts, freight, goDollarOnFreight }) => {
    // Ids in random-looking order, so the id sort really reorders the lines.
    const lines: RefundableLine[] = paid.map((l, i) =>
      line(`${(i * 7919) % 97}-${i}`, l.quantity, l.amount, l.deduction),
    );
    for (let i = 0; i < gifts; i += 1) lines.push(line(`gift-${i}`, 1, 0, 0, true));
    return {
      lines,
      paidAmount: paid.reduce((sum, l) => sum + l.amount, 0) + freight,
      deductionAmount: paid.reduce((sum, l) => sum + l.deduction, 0) + goDollarOnFreight,
    };
  });

/** Choices consumed in turn: which line, how many of its units, whether to end the step. */
const choicesArb = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 40 });

function remainingOf(order: RefundableOrder, earlier: EarlierRefunds) {
  return order.lines
    .map((l) => ({ line: l, left: l.quantity - (earlier.quantities.get(l.id) ?? 0) }))
    .filter((x) => x.left > 0);
}

describe("refundAmounts: properties", () => {
  it("never exceeds what was paid, and everything returned in any steps returns it exactly", () => {
    fc.assert(
      fc.property(orderArb, choicesArb, (order, choices) => {
        let earlier = NONE;
        let step: ReturnedLine[] = [];
        const apply = (returned: ReturnedLine[]) => {
          const result = refundAmounts(order, earlier, returned);
          if (returned.every((r) => order.lines.find((l) => l.id === r.orderLineId)?.isGift)) {
            expect(result).toMatchObject({ ok: false, code: REFUND_ERROR_CODES.GIFT_ONLY });
            return;
          }
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const refund = result.refund;
          for (const l of refund.lines) {
            expect(l.amount).toBeGreaterThanOrEqual(0);
            expect(l.goDollarAmount).toBeGreaterThanOrEqual(0);
          }
          expect(refund.freightAmount).toBeGreaterThanOrEqual(0);
          expect(refund.refundAmount).toBe(refund.goodsAmount + refund.freightAmount);
          earlier = after(earlier, result);
          expect(earlier.refundAmount).toBeLessThanOrEqual(order.paidAmount);
          expect(earlier.goDollarAmount).toBeLessThanOrEqual(order.deductionAmount);
        };
        for (const [pick, units, endStep] of choices) {
          const open = remainingOf(order, earlier).filter(
            (x) => !step.some((s) => s.orderLineId === x.line.id),
          );
          if (open.length === 0) break;
          const chosen = open[pick % open.length]!;
          step.push({ orderLineId: chosen.line.id, quantity: 1 + (units % chosen.left) });
          if (endStep) {
            apply(step);
            step = [];
          }
        }
        if (step.length > 0) apply(step);
        // Whatever is left (paid lines with any gifts) comes back in one last return.
        const rest = remainingOf(order, earlier).map((x) => ({
          orderLineId: x.line.id,
          quantity: x.left,
        }));
        if (rest.some((r) => !order.lines.find((l) => l.id === r.orderLineId)!.isGift)) {
          apply(rest);
        }
        expect(earlier.refundAmount).toBe(order.paidAmount);
        expect(earlier.goDollarAmount).toBe(order.deductionAmount);
      }),
      RUNS,
    );
  });

  it("gives each line back exactly its amount over its units, whatever the steps", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 12 }),
        (amount, steps) => {
          const quantity = steps.reduce((sum, n) => sum + n, 0);
          let units = 0;
          let total = 0;
          for (const n of steps) {
            const share =
              shareOfUnits(amount, units + n, quantity) - shareOfUnits(amount, units, quantity);
            // A unit's share is within a cent of the even split.
            expect(Math.abs(share - (amount * n) / quantity)).toBeLessThan(1);
            total += share;
            units += n;
          }
          expect(total).toBe(amount);
        },
      ),
      RUNS,
    );
  });
});

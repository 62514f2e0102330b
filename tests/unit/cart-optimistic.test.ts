import { describe, expect, it } from "vitest";
import { applyOptimisticChange } from "@/components/cart/optimistic-cart";
import type { CartData } from "@/lib/graphql/operations/cart";
import { cartLine, cartOf, cartSku } from "./cart-fixtures";

function bag(): CartData {
  const jacket = cartLine({ lineId: "a", quantity: 2 });
  const socks = cartLine({
    lineId: "b",
    quantity: 1,
    selected: false,
    sku: cartSku({ code: "LR-SCK-002-GRY-L" }),
  });
  const gift = cartLine({ lineId: "g", lineType: "GIFT", quantity: 1, selected: false });
  const gone = cartLine({
    lineId: "d",
    quantity: 3,
    disabled: true,
    disabledReason: "UEC11003",
    sku: cartSku({ code: "LR-OLD-9" }),
  });
  // The calculation is opaque to the reducer: it must come back untouched.
  return {
    ...cartOf([jacket, socks, gift], { disableCartItems: [gone] }),
    activities: [],
    totalQuantity: 7,
    calculation: { marker: "server" },
  } as unknown as CartData;
}

describe("applyOptimisticChange", () => {
  it("sets a line's quantity and moves the badge by the difference", () => {
    const before = bag();
    const after = applyOptimisticChange(before, { kind: "quantity", lineId: "a", quantity: 5 });
    expect(after.ableCartItems.map((line) => line.quantity)).toEqual([5, 1, 1]);
    expect(after.totalQuantity).toBe(10);
    expect(after.calculation).toBe(before.calculation);
  });

  it("removes lines from either section", () => {
    const after = applyOptimisticChange(bag(), { kind: "remove", lineIds: ["b", "d"] });
    expect(after.ableCartItems.map((line) => line.lineId)).toEqual(["a", "g"]);
    expect(after.disableCartItems).toEqual([]);
    expect(after.totalQuantity).toBe(3);
  });

  it("ticks the shopper's lines of a SKU but never a gift", () => {
    const after = applyOptimisticChange(bag(), {
      kind: "select",
      skuCodes: ["LR-JKT-001-BLU-M", "LR-SCK-002-GRY-L"],
      selected: true,
    });
    expect(after.ableCartItems.map((line) => [line.lineId, line.selected])).toEqual([
      ["a", true],
      ["b", true],
      ["g", false],
    ]);
    expect(after.totalQuantity).toBe(7);
  });

  it("leaves the cart it was given alone, so a refusal can put it back", () => {
    const before = bag();
    const snapshot = structuredClone(before);
    applyOptimisticChange(before, { kind: "quantity", lineId: "a", quantity: 9 });
    applyOptimisticChange(before, { kind: "remove", lineIds: ["a"] });
    expect(before).toEqual(snapshot);
  });
});

import { describe, expect, it } from "vitest";
import { CartRefusal } from "@/lib/domain/cart/refusal";
import { parseQuantity } from "@/lib/domain/cart/commands";
import { partitionLines, type LineFacts } from "@/lib/domain/cart/partition";

const line = (overrides: Partial<LineFacts>): LineFacts => ({
  lineId: "l1",
  skuCode: "SKU-1",
  lineType: "SALABLE_PRODUCT",
  quantity: 2,
  selected: true,
  skuEnabled: true,
  onShelf: true,
  inventory: 5,
  defaultPrice: 10_000,
  ...overrides,
});

describe("cart line partition (shopping §4)", () => {
  it.each([
    ["a disabled SKU", { skuEnabled: false }, "UEC11004"],
    ["an off-shelf product", { onShelf: false }, "UEC11004"],
    ["a SKU without a price", { defaultPrice: 0 }, "UEC11004"],
    ["a sold-out SKU", { inventory: 0 }, "UEC11003"],
    ["a quantity above stock", { quantity: 6 }, "UEC11003"],
  ])("disables %s with its reason", (_name, overrides, reason) => {
    const { able, disabled } = partitionLines([line(overrides)], true);
    expect(able).toHaveLength(0);
    expect(disabled[0]).toMatchObject({ disabled: true, reason, selected: false });
  });

  it("disables an add-on line only while markup is not allowed", () => {
    const addOn = line({ lineType: "ATTACHED_PRODUCT" });
    expect(partitionLines([addOn], true).able).toHaveLength(1);
    expect(partitionLines([addOn], false).disabled[0]?.reason).toBe("PECERR004");
  });

  it("keeps an unticked purchasable line purchasable but not selected", () => {
    const { able } = partitionLines([line({ selected: false })], true);
    expect(able[0]).toMatchObject({ disabled: false, selected: false });
  });
});

describe("parseQuantity (shopping §9: 1 to 99 a line)", () => {
  it.each([1, 99, "7"])("accepts %s", (value) => {
    expect(parseQuantity(value)).toBe(Number(value));
  });

  it.each([
    [0, "UEC11002"],
    [-3, "UEC11002"],
    [2.5, "UEC11002"],
    ["two", "UEC11002"],
    [null, "UEC11002"],
    [100, "UEC11012"],
  ])("refuses %s with %s", (value, code) => {
    expect(() => parseQuantity(value)).toThrow(CartRefusal);
    try {
      parseQuantity(value);
    } catch (error) {
      expect((error as CartRefusal).code).toBe(code);
    }
  });
});

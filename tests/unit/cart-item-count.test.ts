/** The one item count of the bag, mini cart and checkout (issue 12 item 12, docs/adr/0017). */
import { describe, expect, it } from "vitest";
import { purchasedUnits } from "@/lib/domain/cart/item-count";

describe("the item count", () => {
  it("counts units of the lines being bought, add-ons included and gifts apart", () => {
    expect(
      purchasedUnits([
        { lineType: "SALABLE_PRODUCT", quantity: 2 },
        { lineType: "ATTACHED_PRODUCT", quantity: 1 },
        { lineType: "GIFT", quantity: 1 },
      ]),
    ).toBe(3);
  });

  it("counts a jacket with its free hat as one item, not two lines", () => {
    expect(
      purchasedUnits([
        { lineType: "SALABLE_PRODUCT", quantity: 1 },
        { lineType: "GIFT", quantity: 1 },
      ]),
    ).toBe(1);
  });
});

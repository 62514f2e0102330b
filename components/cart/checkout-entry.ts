/**
 * Checkout entry (shopping §4): a visitor goes to login first unless visitor checkout is
 * flagged; otherwise only eligible lines go on, and with none left the entry fails with
 * "cart refreshed". Eligible: purchasable (ableCartItems), not disabled, quantity within the
 * SKU's stock, ticked when leaving from the cart page, and no add-on ("markup") item while
 * markup is not allowed. Pure, so the rule is tested without a browser.
 */
import type { CheckoutLine } from "@/lib/client/checkout-handoff";
import type { BrowserSession } from "@/lib/client/ui-store";
import type { CartData } from "@/lib/graphql/operations/cart";

/** No session known yet counts as a visitor: the server treats it as one. */
export function checkoutNeedsLogin(
  kind: BrowserSession["kind"],
  visitorCheckout: boolean,
): boolean {
  return kind !== "member" && !visitorCheckout;
}

export function eligibleCheckoutLines(
  cart: Pick<CartData, "ableCartItems" | "markupNotAllow"> & {
    calculation?: { markupNotAllow: boolean } | null;
  },
  options: { selectedOnly: boolean },
): CheckoutLine[] {
  const markupNotAllow = cart.markupNotAllow || (cart.calculation?.markupNotAllow ?? false);
  return cart.ableCartItems
    .filter(
      (line) =>
        (!options.selectedOnly || line.selected) &&
        !line.disabled &&
        line.quantity <= line.sku.inventory &&
        !(markupNotAllow && line.lineType === "ATTACHED_PRODUCT"),
    )
    .map((line) => ({
      skuCode: line.sku.code,
      quantity: line.quantity,
      lineType: line.lineType,
      activityId: line.activityId,
    }));
}

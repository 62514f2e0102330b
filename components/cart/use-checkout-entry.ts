"use client";
/**
 * Checkout entry as the cart page runs it (shopping §4 Checkout entry): a visitor without
 * visitor checkout goes to login and back to the bag; otherwise the cart is fetched again
 * from the network, the eligible ticked lines go to session storage with the coupon codes
 * (and a copy to a cookie for checkout's server render), the mini cart closes and checkout opens. With nothing eligible the refreshed bag shows and
 * the "cart refreshed" message says why nothing happened.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { writeCheckoutHandoff, writeCheckoutHandoffCookie } from "@/lib/client/checkout-handoff";
import { runQuery } from "@/lib/client/operations";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { loginRedirectPath } from "@/lib/session/route-rules";
import type { CartData } from "@/lib/graphql/operations/cart";
import { cart as cartOperation } from "@/lib/graphql/persisted/cart";
import { cartErrorToast } from "./cart-errors";
import { checkoutNeedsLogin, eligibleCheckoutLines } from "./checkout-entry";
import { readCouponChoice } from "./coupon-codes";

export function useCheckoutEntry(options: {
  visitorCheckout: boolean;
  couponCodes: string[];
  /** The refetched cart, so the page shows what the check saw. */
  onCart(cart: CartData): void;
}): () => Promise<boolean> {
  const client = useShopTransport();
  const store = useUiStoreApi();
  const router = useRouter();
  const t = useTranslations("cart");
  const serverErrorMessage = useTranslations("loginError")("serverError");

  return async () => {
    const state = store.getState();
    if (checkoutNeedsLogin(state.session.kind, options.visitorCheckout)) {
      state.closeMiniCart();
      router.push(loginRedirectPath("/cart", ""));
      return false;
    }
    let fresh: CartData;
    try {
      fresh = (
        await runQuery(
          client,
          cartOperation,
          { couponCodes: options.couponCodes },
          { serverErrorMessage, fetchPolicy: "no-cache", loading: true },
        )
      ).cart;
    } catch (error) {
      const toast = cartErrorToast(error, serverErrorMessage);
      state.showToast(toast.message, { status: "error", durationMs: toast.durationMs });
      return false;
    }
    options.onCart(fresh);
    const lines = eligibleCheckoutLines(fresh, { selectedOnly: true });
    if (lines.length === 0) {
      state.showToast(t("refreshed"));
      return false;
    }
    writeCheckoutHandoff({ lines, couponCodes: options.couponCodes });
    // The server's copy, so checkout's first screen renders there (docs/adr/0032).
    writeCheckoutHandoffCookie({
      lines,
      couponCodes: options.couponCodes,
      memberCoupon: readCouponChoice().memberCoupon,
    });
    state.closeMiniCart();
    router.push("/checkout");
    return true;
  };
}

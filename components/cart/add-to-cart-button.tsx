"use client";
/**
 * Add to bag on the product page (style: "a client island that only does client work"): takes
 * the chosen SKU and quantity, calls cartAdd, and lets the answer speak: the badge takes the
 * recalculated cart's count; on the desktop layout the mini cart opens, on pad and mobile the
 * add-to-cart success modal shows (accounts §2 Shared layout). Errors arrive translated and
 * show as the error toast, 5 seconds for the quantity-limit code (shopping §8).
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { setRecommendAfterAdd } from "@/components/dialogs/recommend-flag";
import { isCompactLayout } from "@/components/layout/use-media-query";
import { runMutation } from "@/lib/client/operations";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { cartAdd } from "@/lib/graphql/persisted/cart";
import { cartErrorToast } from "./cart-errors";

export function AddToCartButton(props: {
  /** Null while no buyable SKU is chosen. */
  skuCode: string | null;
  quantity: number;
  className?: string;
  describedBy?: string;
}) {
  const t = useTranslations("product");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const client = useShopTransport();
  const store = useUiStoreApi();
  const [busy, setBusy] = useState(false);

  const add = async (skuCode: string) => {
    setBusy(true);
    try {
      const data = await runMutation(
        client,
        cartAdd,
        { input: [{ skuCode, quantity: props.quantity }] },
        { serverErrorMessage, loading: true },
      );
      const state = store.getState();
      const cart = data.cartAdd.cart;
      if (cart) state.setCartCount(cart.totalQuantity);
      // accounts §4: the recommended-products popup may show after an add to bag.
      setRecommendAfterAdd(skuCode);
      if (isCompactLayout()) state.setShowAddCartSuccess(true);
      else state.openMiniCart();
    } catch (error) {
      const toast = cartErrorToast(error, serverErrorMessage);
      store.getState().showToast(toast.message, { status: "error", durationMs: toast.durationMs });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={props.className}
      disabled={!props.skuCode || busy}
      aria-describedby={props.describedBy}
      aria-busy={busy || undefined}
      data-testid="add-to-cart"
      onClick={() => {
        if (props.skuCode) void add(props.skuCode);
      }}
    >
      {t("addToCart")}
    </button>
  );
}

"use client";
/**
 * "Add to my bag" on a shared bag (shopping §3 Cart share): the lines still available go into
 * the visitor's own bag in one cartAdd; the badge follows and a success toast offers the bag.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { runMutation } from "@/lib/client/operations";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { cartAdd, type CartAddInputData } from "@/lib/graphql/operations/cart";
import { cartErrorToast } from "./cart-errors";
import styles from "./cart.module.css";

export function CartShareAdd(props: { lines: CartAddInputData[] }) {
  const t = useTranslations("cartShare");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const store = useUiStoreApi();
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");

  const add = async () => {
    setState("busy");
    try {
      const data = await runMutation(
        client,
        cartAdd,
        { input: props.lines },
        { serverErrorMessage, loading: true },
      );
      const cart = data.cartAdd.cart;
      if (cart) store.getState().setCartCount(cart.totalQuantity);
      store.getState().showToast(t("added"), {
        status: "success",
        link: { href: "/cart", label: t("viewBag") },
      });
      setState("done");
    } catch (error) {
      const toast = cartErrorToast(error, serverErrorMessage);
      store.getState().showToast(toast.message, { status: "error", durationMs: toast.durationMs });
      setState("idle");
    }
  };

  return (
    <button
      type="button"
      className={styles.primaryButton}
      disabled={props.lines.length === 0 || state !== "idle"}
      data-testid="cart-share-add"
      onClick={() => void add()}
    >
      {state === "done" ? t("addedButton") : t("add")}
    </button>
  );
}

"use client";
/**
 * The header's and the drawer's way into the order-check dialog (accounts §2 Guest order lookup
 * dialog). The dialog and its form load when a shopper first opens it: every page carries the
 * button, few shoppers press it (issue 15: hydrate only what a shopper can touch).
 */
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useUiStore } from "@/lib/client/ui-store";

const OrderLookupDialog = dynamic(
  () => import("./order-lookup-dialog").then((module) => module.OrderLookupDialog),
  { ssr: false },
);

/** Where the shared layout mounts the dialog; nothing until it is first opened. */
export function OrderLookupDialogSlot() {
  const open = useUiStore((state) => state.orderLookupOpen);
  return open ? <OrderLookupDialog /> : null;
}

/** The header's and the drawer's entry to the dialog. */
export function OrderLookupButton(props: { className?: string; onOpen?: () => void }) {
  const t = useTranslations("header");
  const setOpen = useUiStore((state) => state.setOrderLookupOpen);
  return (
    <button
      type="button"
      className={props.className}
      data-testid="order-lookup-button"
      aria-haspopup="dialog"
      onClick={() => {
        props.onOpen?.();
        setOpen(true);
      }}
    >
      {t("orderCheck")}
    </button>
  );
}

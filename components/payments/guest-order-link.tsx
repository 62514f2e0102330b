"use client";
/**
 * A guest's "View order" on the payment result (shopping §2 Order detail: "for guests the order
 * code is followed by a query tempToken"): the page knows the order and its e-mail, so it asks
 * queryVisitorToken itself and opens the order just paid, not an empty lookup form. Asked on
 * click, not on render, because each ask issues a token and counts against the lookup limits.
 * Should the ask fail, the lookup page is still the way to the order.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type MouseEvent } from "react";
import { guestOrderDetailHref, lookupOutcome } from "@/components/orders/order-lookup-rules";
import { runQuery } from "@/lib/client/operations";
import { queryVisitorToken } from "@/lib/graphql/operations/orders";

const LOOKUP_PATH = "/guest/orderTrack";

export function GuestOrderLink(props: { orderCode: string; email: string; className?: string }) {
  const t = useTranslations("payResult");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const data = await runQuery(
        client,
        queryVisitorToken,
        { orderCode: props.orderCode, email: props.email },
        { serverErrorMessage: serverError, ignoreErrors: true, fetchPolicy: "no-cache" },
      );
      const outcome = lookupOutcome(data.queryVisitorToken);
      router.push(
        outcome.kind === "found"
          ? guestOrderDetailHref(props.orderCode, outcome.token)
          : LOOKUP_PATH,
      );
    } catch {
      router.push(LOOKUP_PATH);
    } finally {
      setBusy(false);
    }
  };

  return (
    <a
      href={LOOKUP_PATH}
      className={props.className}
      aria-disabled={busy || undefined}
      data-testid="pay-result-view-order"
      onClick={(event) => void open(event)}
    >
      {t("viewOrder")}
    </a>
  );
}

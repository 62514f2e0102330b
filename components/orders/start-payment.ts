"use client";
/**
 * "Pay now" wherever it appears (checkout, order list, order detail): the payment hand-off
 * page opens in a new window to submit the provider's form (shopping §2 Payment hand-off
 * page), and this window goes to the result page, which waits for the payment.
 *
 * Browsers block a window opened after an await, so a caller that must wait for the server
 * first (placing the order) opens a blank window in the click itself (`openPaymentWindow`)
 * and hands it in; the hand-off address is filled in once the order code is known.
 */
import { paymentHref, payResultHref } from "./order-display";

export function openPaymentWindow(): Window | null {
  try {
    return window.open("about:blank", "_blank");
  } catch {
    return null;
  }
}

export function startPayment(
  orderCode: string,
  navigate: (href: string) => void,
  reserved?: Window | null,
): void {
  const href = paymentHref(orderCode);
  if (reserved && !reserved.closed) reserved.location.href = href;
  else window.open(href, "_blank");
  navigate(payResultHref(orderCode));
}

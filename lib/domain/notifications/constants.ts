/**
 * Order e-mails (issue 17 item 4: "e-mails through the outbox for order placed, paid, shipped
 * (with tracking link), delivered, return approved, refund done, in the shopper's language";
 * docs/adr/0045).
 */

/** One e-mail per event the issue names, in its order. */
export const ORDER_EMAIL_KINDS = [
  "ORDER_PLACED",
  "ORDER_PAID",
  "ORDER_SHIPPED",
  "ORDER_DELIVERED",
  "RETURN_APPROVED",
  "REFUND_DONE",
] as const;

/** shopping §9: "Return within 14 days of receipt" (said again in the return-approved e-mail). */
export const RETURN_WITHIN_DAYS = 14;

/** shopping §9: "return handling 3 weeks" (said in the return-approved e-mail). */
export const RETURN_HANDLING_WEEKS = 3;

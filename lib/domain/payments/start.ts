/**
 * Starting a payment (shopping §4 Payment, §7 orderPay / pay): who may pay which order, for how
 * much, and the hand-off the browser submits. The amount is always the order's own
 * (orders.amount); nothing the client sends about money is used.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import type { OrderStatus } from "@/lib/domain/orders/constants";
import { paymentDescription } from "./description";
import type { PaymentProvider, PaymentResponse } from "./provider";

/** The refusals of startPayment (ADR 0013); messages are `apiErrors.<code>`. */
export const PAYMENT_ERROR_CODES = {
  /** Unknown order, or not the caller's: one code, so order codes cannot be probed. */
  ORDER_NOT_FOUND: "PAY_ORDER_NOT_FOUND",
  /** Not WAIT_PAY: already paid, cancelled, or past its auto-cancel time. */
  NOT_PAYABLE: "PAY_ORDER_NOT_PAYABLE",
  /** shopping §5 "price cannot be zero": nothing to charge a card for. */
  ZERO_AMOUNT: "PAY_AMOUNT_ZERO",
} as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[keyof typeof PAYMENT_ERROR_CODES];

/** Who asks to pay: the session's customer, and the order a guest's temporary session reaches. */
export interface PaymentCaller {
  customerId: string;
  scopeOrderCode: string | null;
}

export interface StartPaymentInput {
  provider: PaymentProvider;
  orderCode: string;
  caller: PaymentCaller;
  paymentType: "WAP" | "PC";
  language: "E" | "C";
  /** The shop's public origin; return pages are built on it, never on a client's URL. */
  returnBaseUrl: string;
}

export type StartPaymentResult =
  | { ok: true; reference: string; response: PaymentResponse }
  | { ok: false; code: PaymentErrorCode };

interface PayableOrderRow {
  id: string;
  code: string;
  customer_id: string;
  status: OrderStatus;
  amount: number;
  schedule_cancel_time: Date | string | null;
  first_line_name: string | null;
}

/** The payment result page of an order (shopping §2), with its query flags. */
export function payResultUrl(
  baseUrl: string,
  orderCode: string,
  flags: { waiting?: boolean; isPaidNo?: boolean; mobile?: boolean } = {},
): string {
  const query = new URLSearchParams();
  if (flags.waiting) query.set("waiting", "true");
  if (flags.mobile) query.set("mobile", "true");
  if (flags.isPaidNo) query.set("isPaid", "no");
  const search = query.toString();
  return `${baseUrl}/pay/result/${encodeURIComponent(orderCode)}${search ? `?${search}` : ""}`;
}

/** Unique per attempt; short enough for PayDollar's orderRef (35 characters). */
export function newPaymentReference(): string {
  return `PY${randomBytes(9).toString("hex").toUpperCase()}`;
}

export async function startPayment(
  db: Db,
  input: StartPaymentInput,
  now: Date,
): Promise<StartPaymentResult> {
  return db.transaction((tx) => startPaymentIn(tx, input, now));
}

async function startPaymentIn(
  tx: Tx,
  input: StartPaymentInput,
  now: Date,
): Promise<StartPaymentResult> {
  // The order row is the lock of its payments: pay calls for one order, and a callback for any of
  // its references (callback.ts takes the same lock first), run one after another (ADR 0050).
  const [order] = await queryRows<PayableOrderRow>(
    tx,
    sql`select o.id, o.code, o.customer_id, o.status, o.amount, o.schedule_cancel_time,
        (select l.name from order_lines l where l.order_id = o.id order by l.sort, l.id limit 1) as first_line_name
      from orders o where o.code = ${input.orderCode}
      for update of o`,
  );
  const mayPay =
    order !== undefined &&
    (order.customer_id === input.caller.customerId ||
      (input.caller.scopeOrderCode !== null && input.caller.scopeOrderCode === order.code));
  if (!order || !mayPay) return { ok: false, code: PAYMENT_ERROR_CODES.ORDER_NOT_FOUND };
  // An order past its deadline is as good as cancelled, even before the auto-cancel job runs.
  const deadline = order.schedule_cancel_time ? new Date(order.schedule_cancel_time) : null;
  if (order.status !== "WAIT_PAY" || (deadline && deadline.getTime() <= now.getTime())) {
    return { ok: false, code: PAYMENT_ERROR_CODES.NOT_PAYABLE };
  }
  if (order.amount <= 0) return { ok: false, code: PAYMENT_ERROR_CODES.ZERO_AMOUNT };

  // Another attempt is allowed (a closed window, another card), but it supersedes every earlier
  // open one (ADR 0050): only the newest reference can still mark the order paid, so one order is
  // never charged twice through two windows. A late success on a superseded reference is kept
  // for a refund (callback.ts, outcome `paid-superseded`).
  await tx.execute(
    sql`update payments set status = 'SUPERSEDED', updated_at = ${now.toISOString()}::timestamptz
      where order_id = ${order.id}::uuid and status in ('PENDING', 'FAILED')`,
  );
  const reference = newPaymentReference();
  await tx.execute(
    sql`insert into payments (order_id, provider, reference, amount, currency, status, created_at, updated_at)
      values (${order.id}::uuid, ${input.provider.name}, ${reference}, ${order.amount}, ${CURRENCY_CODE}, 'PENDING',
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
  );
  const mobile = input.paymentType === "WAP";
  const response = input.provider.buildHandOff({
    reference,
    orderCode: order.code,
    amountCents: order.amount,
    currency: CURRENCY_CODE,
    description: paymentDescription(order.first_line_name),
    language: input.language,
    paymentType: input.paymentType,
    successUrl: payResultUrl(input.returnBaseUrl, order.code, { waiting: true, mobile }),
    failUrl: payResultUrl(input.returnBaseUrl, order.code, { isPaidNo: true, mobile }),
    cancelUrl: payResultUrl(input.returnBaseUrl, order.code, { isPaidNo: true, mobile }),
  });
  return { ok: true, reference, response };
}

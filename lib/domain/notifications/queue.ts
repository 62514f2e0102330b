/**
 * Order e-mails into the outbox (issue 17 item 4; docs/adr/0045). `queueOrderEmail` runs inside
 * the caller's transaction, right after the guarded transition that causes the e-mail, so the
 * e-mail exists exactly when the change committed: a replayed payment callback, a second ship of
 * nothing or a refused move write none, and a rollback takes the e-mail with it.
 *
 * Recipient: a member's (or staff member's) account e-mail, else the order's e-mail (a guest's,
 * or a member without one). Language: the order's, the one the shopper placed it in
 * (orders.locale), since e-mails after the first (paid, shipped, refunded) are written by a
 * provider callback or an operator, not by the shopper's request.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/connect";
import { outbox } from "@/lib/db/schema";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import { pickText } from "@/lib/domain/catalog/localize";
import { EXPRESS_COMPANY, expressTrackingUrl } from "@/lib/domain/checkout/transport-methods";
import { type Locale } from "@/lib/domain/locales";
import type {
  NoticeLine,
  OrderEmail,
  OrderEmailLine,
  OrderEmailShipment,
  OrderNotice,
} from "./model";
import { orderEmailRenderer } from "./renderer";

interface OrderRow {
  id: string;
  code: string;
  email: string;
  account_email: string | null;
  checkout_kind: "GUEST" | "MEMBER" | "STAFF";
  locale: string;
  order_time: string | Date;
  amount: number;
  product_amount: number;
  activity_discount: number;
  coupon_discount: number;
  deduction_amount: number;
  freight: number;
  tax: number;
  additional_service_fee: number;
}

interface LineRow {
  id: string;
  name: string;
  sku_properties: unknown;
  localized: unknown;
  image: string | null;
  quantity: number;
  amount: number;
  is_gift: boolean;
}

export class OrderEmailError extends Error {}

/**
 * A line's name and colour in the reader's language as bought (ADR 0015), else the snapshot:
 * the rule of lib/domain/orders/order-lines.ts `lineTextIn`, kept here because the orders
 * folder imports this one (no two domain folders import each other).
 */
function lineText(locale: Locale, name: string, color: string, localized: unknown) {
  const kept = jsonColumn<Partial<Record<Locale, { name?: string; color?: string }>> | null>(
    localized,
  )?.[locale];
  return { name: kept?.name || name, color: kept?.color || color };
}

function emailLine(locale: Locale, row: LineRow, quantity?: number): OrderEmailLine {
  const properties = jsonColumn<{ color?: string; size?: string } | null>(row.sku_properties);
  const text = lineText(locale, row.name, properties?.color ?? "", row.localized);
  return {
    name: text.name,
    color: text.color,
    size: properties?.size ?? "",
    quantity: quantity ?? Number(row.quantity),
    // Part of a line has no amount of its own here: refunds work theirs out (lib/domain/refunds).
    amount: quantity === undefined ? Number(row.amount) : null,
    image: row.image,
    isGift: Boolean(row.is_gift),
  };
}

/** The lines a return or refund names, with its quantities, in the order's line order. */
function someLines(locale: Locale, rows: LineRow[], wanted: readonly NoticeLine[]) {
  return rows.flatMap((row) => {
    const quantity = wanted
      .filter((line) => line.orderLineId === row.id)
      .reduce((sum, line) => sum + line.quantity, 0);
    return quantity > 0 ? [emailLine(locale, row, quantity)] : [];
  });
}

async function parcel(
  tx: Tx,
  orderId: string,
  trackingNo: string,
  locale: Locale,
): Promise<{ shipment: OrderEmailShipment; lineIds: string[] }> {
  const [row] = await queryRows<{
    provider_code: string;
    provider_name: string;
    line_ids: unknown;
  }>(
    tx,
    sql`select provider_code, provider_name, line_ids from order_logistics
      where order_id = ${orderId}::uuid and tracking_no = ${trackingNo}
      order by created_at desc limit 1`,
  );
  if (!row) throw new OrderEmailError(`order e-mails: no parcel ${trackingNo}`);
  const sf = row.provider_code === EXPRESS_COMPANY.code;
  return {
    shipment: {
      carrierName: sf
        ? pickText(locale, EXPRESS_COMPANY.en, EXPRESS_COMPANY.zh)
        : row.provider_name,
      trackingNo,
      trackingUrl: sf ? expressTrackingUrl(trackingNo, locale) : null,
    },
    lineIds: jsonColumn<string[]>(row.line_ids),
  };
}

/** Everything a template needs, read in the caller's transaction. */
export async function loadOrderEmail(tx: Tx, notice: OrderNotice): Promise<OrderEmail> {
  const [order] = await queryRows<OrderRow>(
    tx,
    sql`select o.id, o.code, o.email, c.email as account_email, o.checkout_kind, o.locale,
        o.order_time, o.amount, o.product_amount, o.activity_discount, o.coupon_discount,
        o.deduction_amount, o.freight, o.tax, o.additional_service_fee
      from orders o join customers c on c.id = o.customer_id
      where o.code = ${notice.orderCode}`,
  );
  if (!order) throw new OrderEmailError(`order e-mails: no order ${notice.orderCode}`);
  const locale: Locale = order.locale === "zh" ? "zh" : "en";
  const rows = await queryRows<LineRow>(
    tx,
    sql`select id, name, sku_properties, localized, image, quantity, amount, is_gift
      from order_lines where order_id = ${order.id}::uuid order by sort, id`,
  );
  let lines = rows.map((row) => emailLine(locale, row));
  let shipment: OrderEmailShipment | null = null;
  if (notice.kind === "ORDER_SHIPPED") {
    const shipped = await parcel(tx, order.id, notice.trackingNo, locale);
    shipment = shipped.shipment;
    lines = rows
      .filter((row) => shipped.lineIds.includes(row.id))
      .map((row) => emailLine(locale, row));
  } else if (notice.kind === "RETURN_APPROVED") {
    lines = someLines(locale, rows, notice.lines);
  } else if (notice.kind === "REFUND_DONE" && notice.lines) {
    lines = someLines(locale, rows, notice.lines);
  }
  const isMember = order.checkout_kind !== "GUEST";
  return {
    notice,
    locale,
    recipient: (isMember && order.account_email) || order.email,
    orderCode: order.code,
    orderTime: new Date(order.order_time),
    isMember,
    lines,
    totals: {
      productAmount: Number(order.product_amount),
      activityDiscount: Number(order.activity_discount),
      couponDiscount: Number(order.coupon_discount),
      deductionAmount: Number(order.deduction_amount),
      freight: Number(order.freight),
      tax: Number(order.tax),
      additionalServiceFee: Number(order.additional_service_fee),
      amount: Number(order.amount),
    },
    shipment,
  };
}

/**
 * Renders the notice's e-mail in the shopper's language and writes it to the outbox in the
 * caller's transaction. Call it right after the change it reports succeeded, inside the same
 * transaction (RETURN_APPROVED: after-sales; REFUND_DONE: refunds). Returns the outbox row id.
 */
export async function queueOrderEmail(tx: Tx, notice: OrderNotice, now: Date): Promise<string> {
  const email = await loadOrderEmail(tx, notice);
  const rendered = await orderEmailRenderer()(email);
  const [row] = await tx
    .insert(outbox)
    .values({
      channel: "email",
      recipient: email.recipient,
      subject: rendered.subject,
      body: rendered.text,
      html: rendered.html,
      locale: email.locale,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

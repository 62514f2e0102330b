/**
 * Refunds (shopping §3 Order refundOrders and Order line refund status, §4 Refund status;
 * ADR 0043). Money is integer HKD cents. A refund order moves AUDIT_PASSED → REFUNDING →
 * REFUNDED by guarded transitions, each leaving a refund_events row. payment_refunds is the
 * sandbox gateway's own book of refunds against a captured payment; order_rebates makes the
 * 1% rebate after dispatch happen once per order (accounts §1).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { REFUND_STATUSES } from "@/lib/domain/refunds/constants";
import { customers } from "./accounts";
import { timestamptz } from "./columns";
import { orderLines, orders, payments } from "./orders";

export const refundOrders = pgTable(
  "refund_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    refundOrderNo: text("refund_order_no").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The return (after-sales order) that led to it, when there is one. */
    afterSalesOrderNo: text("after_sales_order_no"),
    status: text("status", { enum: REFUND_STATUSES }).notNull(),
    /** Card money for the returned goods, for freight and services, go-dollar given back. */
    goodsAmount: integer("goods_amount").notNull(),
    freightAmount: integer("freight_amount").notNull(),
    goDollarAmount: integer("go_dollar_amount").notNull(),
    /** What goes back to the card: goods + freight (shopping §3 refundAmount). */
    refundAmount: integer("refund_amount").notNull(),
    /** Rebate go-dollar withdrawn when this refund completed. */
    rebateReversed: integer("rebate_reversed").notNull().default(0),
    paymentId: uuid("payment_id").references(() => payments.id),
    provider: text("provider"),
    providerRef: text("provider_ref"),
    idempotencyKey: text("idempotency_key").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at"),
    lastError: text("last_error"),
    refundedAt: timestamptz("refunded_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refund_orders_no_uq").on(t.refundOrderNo),
    uniqueIndex("refund_orders_idempotency_uq").on(t.idempotencyKey),
    index("refund_orders_order_idx").on(t.orderId, t.createdAt),
    index("refund_orders_retry_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('AUDIT_PASSED', 'REFUNDING')`),
    check("refund_orders_status", sql`${t.status} in ('AUDIT_PASSED', 'REFUNDING', 'REFUNDED')`),
    check(
      "refund_orders_amounts",
      sql`${t.goodsAmount} >= 0 and ${t.freightAmount} >= 0 and ${t.goDollarAmount} >= 0 and ${t.refundAmount} = ${t.goodsAmount} + ${t.freightAmount}`,
    ),
  ],
);

export const refundOrderLines = pgTable(
  "refund_order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    refundOrderId: uuid("refund_order_id")
      .notNull()
      .references(() => refundOrders.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    /** shopping §3: order lines are matched to refunds by omsSkuCode (refundThingCode). */
    omsSkuCode: text("oms_sku_code").notNull(),
    quantity: integer("quantity").notNull(),
    amount: integer("amount").notNull(),
    goDollarAmount: integer("go_dollar_amount").notNull(),
  },
  (t) => [
    index("refund_order_lines_refund_idx").on(t.refundOrderId),
    index("refund_order_lines_line_idx").on(t.orderLineId),
    check("refund_order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("refund_order_lines_amounts", sql`${t.amount} >= 0 and ${t.goDollarAmount} >= 0`),
  ],
);

export const refundEvents = pgTable(
  "refund_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    refundOrderId: uuid("refund_order_id")
      .notNull()
      .references(() => refundOrders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("refund_events_refund_idx").on(t.refundOrderId, t.createdAt)],
);

/** The sandbox gateway's refunds against a captured payment (never more than captured). */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    providerRef: text("provider_ref").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_refunds_key_uq").on(t.provider, t.idempotencyKey),
    index("payment_refunds_payment_idx").on(t.paymentId),
    check("payment_refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);

/** accounts §1 "1% rebate after dispatch": one row per order, so it is credited once. */
export const orderRebates = pgTable(
  "order_rebates",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    cents: integer("cents").notNull(),
    reversedCents: integer("reversed_cents").notNull().default(0),
    goDollarEntryId: uuid("go_dollar_entry_id"),
    creditedAt: timestamptz("credited_at").notNull(),
  },
  (t) => [
    check(
      "order_rebates_cents",
      sql`${t.cents} >= 0 and ${t.reversedCents} >= 0 and ${t.reversedCents} <= ${t.cents}`,
    ),
  ],
);

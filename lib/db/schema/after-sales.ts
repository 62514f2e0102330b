/**
 * After-sales orders: returns and exchanges (shopping §3 After-sales order, §4 After-sales
 * status; issue 17 item 1; docs/adr/0042). Money is integer HKD cents. Every status change is a
 * guarded transition that leaves a row in after_sales_events (architecture: Data).
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES } from "@/lib/domain/after-sales/constants";
import { customers } from "./accounts";
import { timestamptz } from "./columns";
import { orderLines, orders } from "./orders";
import { skus } from "./products";

export const afterSalesOrders = pgTable(
  "after_sales_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** afterSalesOrderNo: "AS" and 12 random characters, like order codes. */
    code: text("code").notNull().unique(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order's customer (a member, or the guest customer of a guest order). */
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    type: text("type", { enum: AFTER_SALES_TYPES }).notNull(),
    status: text("status", { enum: AFTER_SALES_STATUSES }).notNull(),
    reason: text("reason").notNull(),
    memo: text("memo"),
    /** The photos' read paths (after_sales_photos, docs/adr/0047; before it: URLs, ADR 0042). */
    photos: jsonb("photos")
      .notNull()
      .default(sql`'[]'::jsonb`),
    rejectReason: text("reject_reason"),
    /** The shopper's tracking number of the parcel sent back. */
    returnTrackingNo: text("return_tracking_no"),
    /** Set when a return is finished through the refund (lib/domain/refunds). */
    refundOrderNo: text("refund_order_no"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("after_sales_orders_customer_idx").on(t.customerId, t.createdAt),
    index("after_sales_orders_order_idx").on(t.orderId),
    index("after_sales_orders_status_idx").on(t.status, t.createdAt),
    check("after_sales_orders_type", sql`${t.type} in ('RETURN', 'EXCHANGE')`),
    check(
      "after_sales_orders_status",
      sql`${t.status} in ('NEW', 'WAIT_SEND_BACK', 'ON_BACKING', 'BACK_IN_STORAGE', 'EXCHANGE_OUT', 'AUDIT_FAILED', 'FINISHED', 'CANCELED')`,
    ),
  ],
);

export const afterSalesLines = pgTable(
  "after_sales_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    afterSalesOrderId: uuid("after_sales_order_id")
      .notNull()
      .references(() => afterSalesOrders.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    skuCode: text("sku_code").notNull(),
    /** Refund order lines match order lines by it (shopping §3 Order line). */
    omsSkuCode: text("oms_sku_code").notNull(),
    quantity: integer("quantity").notNull(),
    /** This quantity's share of the order line's amount (after every discount), in cents. */
    amount: integer("amount").notNull(),
    /** Exchanges: the size sent instead, its stock reserved at request time. */
    exchangeSkuCode: text("exchange_sku_code"),
    exchangeSkuId: integer("exchange_sku_id").references(() => skus.id),
    /** RESERVED (taken at request), RELEASED (given back: cancel/reject), SHIPPED (exchange out). */
    exchangeStock: text("exchange_stock", { enum: ["RESERVED", "RELEASED", "SHIPPED"] }),
  },
  (t) => [
    uniqueIndex("after_sales_lines_order_line_uq").on(t.afterSalesOrderId, t.orderLineId),
    index("after_sales_lines_order_line_idx").on(t.orderLineId),
    check("after_sales_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("after_sales_lines_amount_non_negative", sql`${t.amount} >= 0`),
    check(
      "after_sales_lines_exchange_stock",
      sql`${t.exchangeStock} is null or ${t.exchangeStock} in ('RESERVED', 'RELEASED', 'SHIPPED')`,
    ),
  ],
);

/** Who moved an after-sales order from which status to which, when and why. */
export const afterSalesEvents = pgTable(
  "after_sales_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    afterSalesOrderId: uuid("after_sales_order_id")
      .notNull()
      .references(() => afterSalesOrders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [index("after_sales_events_order_idx").on(t.afterSalesOrderId, t.at)],
);

/**
 * A shopper's return photo (docs/adr/0047): personal data, so the file lives in MEDIA_DIR's
 * after-sales folder under a random name that no public route serves, and this row says whose
 * it is. A request takes its photos by id (setting after_sales_order_id); uploads no request took
 * are deleted after a day by the expiry job.
 */
export const afterSalesPhotos = pgTable(
  "after_sales_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The uploader: a member, or the guest customer whose order token was used. */
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** Set when a request takes the photo; a photo belongs to one request at most. */
    afterSalesOrderId: uuid("after_sales_order_id").references(() => afterSalesOrders.id, {
      onDelete: "set null",
    }),
    /** The file's name inside MEDIA_DIR/after-sales (32 hex characters and ".jpg"). */
    file: text("file").notNull().unique(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("after_sales_photos_customer_idx").on(t.customerId, t.createdAt),
    index("after_sales_photos_order_idx").on(t.afterSalesOrderId),
    index("after_sales_photos_unattached_idx")
      .on(t.createdAt)
      .where(sql`${t.afterSalesOrderId} is null`),
  ],
);

/**
 * Checkout and orders (shopping §3 Transport method, Receipt info, Order, Order line, Payment
 * response; §4 Order status, Delivery modes; accounts §3 Delivery address, Pick-up point,
 * Region). Money is integer HKD cents. Every order state change is a guarded transition that
 * leaves a row in order_events (architecture: Data).
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCALES } from "@/lib/domain/locales";
import { ORDER_STATUSES } from "@/lib/domain/orders/constants";
import { customers } from "./accounts";
import { timestamptz } from "./columns";
import { skus } from "./products";

/** chineseRegions: countries' regions by GB/T 2260-style codes (810000 Hong Kong, 820000 Macau). */
export const regions = pgTable(
  "regions",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    /** ISO country of the region's tree: HK, MO, CN. */
    country: text("country").notNull(),
    level: integer("level").notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("regions_parent_idx").on(t.parentId, t.sort)],
);

/** accounts §3 Pick-up point; types 1 courier point, 2 store, 3 locker. */
export const pickUpPoints = pgTable(
  "pick_up_points",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    type: integer("type").notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    regionId: integer("region_id").references(() => regions.id),
    districtId: integer("district_id").references(() => regions.id),
    addressEn: text("address_en").notNull(),
    addressZh: text("address_zh").notNull(),
    telephone: text("telephone"),
    businessHours: text("business_hours"),
    latitude: text("latitude"),
    longitude: text("longitude"),
    sameDay: boolean("same_day").notNull().default(false),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [check("pick_up_points_type", sql`${t.type} in (1, 2, 3)`)],
);

/** A member's address book (accounts §3 Delivery address). */
export const deliveryAddresses = pgTable(
  "delivery_addresses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    isDefault: boolean("is_default").notNull().default(false),
    receiverFirstName: text("receiver_first_name").notNull(),
    receiverLastName: text("receiver_last_name").notNull(),
    receiverMobile: text("receiver_mobile").notNull(),
    receiverTelephone: text("receiver_telephone"),
    receiverEmail: text("receiver_email"),
    country: text("country").notNull(),
    provinceId: integer("province_id"),
    cityId: integer("city_id"),
    districtId: integer("district_id"),
    address: text("address").notNull(),
    zipCode: text("zip_code"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("delivery_addresses_customer_idx").on(t.customerId)],
);

/** The customer's billing address (saveBillingAddress: code, name, mobile). */
export const billingAddresses = pgTable("billing_addresses", {
  customerId: uuid("customer_id")
    .primaryKey()
    .references(() => customers.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  mobile: text("mobile").notNull(),
  address: text("address"),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown to people: random, never sequential (architecture: codes people read). */
    code: text("code").notNull().unique(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    /** GUEST, MEMBER or STAFF checkout. */
    checkoutKind: text("checkout_kind", { enum: ["GUEST", "MEMBER", "STAFF"] }).notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    orderTime: timestamptz("order_time").notNull(),
    scheduleCancelTime: timestamptz("schedule_cancel_time"),
    paidAt: timestamptz("paid_at"),
    /** What the customer pays (Calculation result amount), and its parts. */
    amount: integer("amount").notNull(),
    productAmount: integer("product_amount").notNull(),
    activityDiscount: integer("activity_discount").notNull(),
    couponDiscount: integer("coupon_discount").notNull(),
    freight: integer("freight").notNull(),
    tax: integer("tax").notNull().default(0),
    additionalServiceFee: integer("additional_service_fee").notNull().default(0),
    deductionAmount: integer("deduction_amount").notNull().default(0),
    receivedAmount: integer("received_amount").notNull().default(0),
    distributionType: text("distribution_type").notNull(),
    /** The delivery address built for the order (shopping §3), empty fields dropped. */
    deliveryAddress: jsonb("delivery_address").notNull(),
    billingAddress: jsonb("billing_address"),
    /** activities, deductions, coupons, additional services, the engine's full result. */
    pricing: jsonb("pricing").notNull(),
    extInfos: jsonb("ext_infos").notNull(),
    txId: text("tx_id"),
    guideId: text("guide_id"),
    o2oShopCode: text("o2o_shop_code"),
    platformSource: text("platform_source").notNull(),
    terminal: text("terminal").notNull(),
    idempotencyKey: text("idempotency_key"),
    /**
     * SHA-256 of the request's canonical meaningful input (docs/adr/0052): the same key with
     * another request is refused. Null on orders placed before it was kept: answered as before.
     */
    requestFingerprint: text("request_fingerprint"),
    cancelReason: text("cancel_reason"),
    /** The shopper's language when placing the order: its e-mails speak it (docs/adr/0045). */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("orders_customer_idx").on(t.customerId, t.orderTime),
    index("orders_auto_cancel_idx")
      .on(t.scheduleCancelTime)
      .where(sql`status = 'WAIT_PAY'`),
    uniqueIndex("orders_idempotency_uq").on(t.customerId, t.idempotencyKey),
    check("orders_amount_non_negative", sql`${t.amount} >= 0`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id),
    skuCode: text("sku_code").notNull(),
    spuCode: text("spu_code").notNull(),
    /** The warehouse's SKU code (storeSkuCode); refunds match lines by it. */
    omsSkuCode: text("oms_sku_code").notNull(),
    /** The name in the order's language when bought; `localized` carries both languages. */
    name: text("name").notNull(),
    skuProperties: jsonb("sku_properties").notNull(),
    /**
     * Name and colour in every language as bought ({ en: { name, color }, zh: ... }), so each
     * shopper reads the line in their own language (ADR 0015). Null on lines made before it.
     */
    localized: jsonb("localized"),
    image: text("image"),
    lineType: text("line_type").notNull(),
    isGift: boolean("is_gift").notNull(),
    activityId: text("activity_id"),
    quantity: integer("quantity").notNull(),
    listPrice: integer("list_price").notNull(),
    salePrice: integer("sale_price").notNull(),
    promoPrice: integer("promo_price").notNull(),
    /** What the line costs after every discount allocated to it (a full refund returns it). */
    amount: integer("amount").notNull(),
    discount: integer("discount").notNull(),
    couponDiscount: integer("coupon_discount").notNull(),
    deduction: integer("deduction").notNull(),
    promotions: jsonb("promotions").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.sort),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** Who moved an order from which state to which, when and why. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    reason: text("reason"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.createdAt)],
);

/** What an order took that a cancel gives back: stock, coupons, go-dollar (released once). */
export const orderReservations = pgTable(
  "order_reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["STOCK", "PROMO_CODE", "MEMBER_COUPON", "GO_DOLLAR"] }).notNull(),
    /** sku id, coupon id, customer coupon id or go-dollar entry id. */
    ref: text("ref").notNull(),
    quantity: integer("quantity").notNull(),
    releasedAt: timestamptz("released_at"),
  },
  (t) => [index("order_reservations_order_idx").on(t.orderId)],
);

/** Shipments (ops CLI): tracking numbers per order, for some or all lines. */
export const orderLogistics = pgTable(
  "order_logistics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    providerCode: text("provider_code").notNull(),
    providerName: text("provider_name").notNull(),
    trackingNo: text("tracking_no").notNull(),
    memo: text("memo"),
    lineIds: jsonb("line_ids").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("order_logistics_order_idx").on(t.orderId)],
);

/** A payment attempt at a provider, and its outcome. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** Our reference sent to the provider (unique per attempt). */
    reference: text("reference").notNull().unique(),
    /** The provider's own reference, once it reports one (unique: a replay changes nothing). */
    providerRef: text("provider_ref"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** SUPERSEDED: a newer pay for the order replaced this attempt; it never pays the order (ADR 0050). */
    status: text("status", { enum: ["PENDING", "PAID", "FAILED", "SUPERSEDED"] }).notNull(),
    method: text("method"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId),
    uniqueIndex("payments_provider_ref_uq").on(t.provider, t.providerRef),
  ],
);

/** Every callback as received, verified or not, for audit. */
export const paymentCallbacks = pgTable("payment_callbacks", {
  id: uuid("id").primaryKey().defaultRandom(),
  provider: text("provider").notNull(),
  raw: text("raw").notNull(),
  verified: boolean("verified").notNull(),
  outcome: text("outcome").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

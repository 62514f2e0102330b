/**
 * Promotions, coupons, go-dollar and additional services: what the pricing engine reads
 * (shopping §3 Cart activity, Calculation input, Additional service; §4 Promotion types; accounts
 * §3 Coupon, Go-dollar). Rules are JSON in the engine's own shape (lib/domain/pricing/types.ts),
 * checked when read, so a new promotion kind needs no migration. Money is integer HKD cents.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ADDITIONAL_SERVICE_TYPES } from "@/lib/domain/pricing/constants";
import {
  COUPON_FREEZE_STATUSES,
  COUPON_KINDS,
  COUPON_USE_STATUSES,
} from "@/lib/domain/loyalty/constants";
import { PROMOTION_TYPES } from "@/lib/domain/promotions/constants";
import { customers } from "./accounts";
import { timestamptz } from "./columns";
import { skus } from "./products";

const TARGET_KINDS = ["ALL", "CATEGORIES", "BRANDS", "PRODUCTS"] as const;

export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    code: text("code").notNull().unique(),
    type: text("type", { enum: PROMOTION_TYPES }).notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    /** The rule text shown on the cart (ruleDesc) and the product page (description). */
    ruleDescEn: text("rule_desc_en").notNull(),
    ruleDescZh: text("rule_desc_zh").notNull(),
    url: text("url"),
    status: text("status", { enum: ["ACTIVE", "INACTIVE"] }).notNull(),
    /** Lower numbers go first; one that applies takes its lines (docs/adr/0012, 0041). */
    priority: integer("priority").notNull(),
    beginsAt: timestamptz("begins_at"),
    endsAt: timestamptz("ends_at"),
    targetKind: text("target_kind", { enum: TARGET_KINDS }).notNull(),
    /** Category paths, brand codes or SPU codes, by target kind; empty for ALL. */
    targetCodes: text("target_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The type's rule without gifts and exchange offers (those are rows below). */
    rule: jsonb("rule").notNull(),
  },
  (t) => [index("promotions_status_idx").on(t.status, t.priority)],
);

/** PRESENT gifts: the SKU and how many of it the promotion gives. */
export const promotionGifts = pgTable(
  "promotion_gifts",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.skuId] }),
    check("promotion_gifts_number_positive", sql`${t.number} > 0`),
  ],
);

/** EXCHANGE offers: add-on SKUs at their add-cart price once the threshold is met. */
export const promotionExchangeProducts = pgTable(
  "promotion_exchange_products",
  {
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    addCartPrice: integer("add_cart_price").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.skuId] }),
    check("promotion_exchange_price_non_negative", sql`${t.addCartPrice} >= 0`),
  ],
);

/**
 * A coupon: a PROMOTION_CODE anyone may type (limited by `usage_limit`), or the template of
 * PROMOTION_COUPONs handed to members (rows of customer_coupons).
 */
export const coupons = pgTable(
  "coupons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The code typed at checkout (stored upper case); for member coupons a template code. */
    code: text("code").notNull(),
    kind: text("kind", { enum: COUPON_KINDS }).notNull(),
    nameEn: text("name_en").notNull(),
    nameZh: text("name_zh").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionZh: text("description_zh").notNull(),
    benefitKind: text("benefit_kind", { enum: ["AMOUNT_OFF", "PERCENT_OFF"] }).notNull(),
    /** Cents for AMOUNT_OFF, whole percent for PERCENT_OFF. */
    benefitValue: integer("benefit_value").notNull(),
    thresholdCents: integer("threshold_cents").notNull().default(0),
    targetKind: text("target_kind", { enum: TARGET_KINDS }).notNull().default("ALL"),
    targetCodes: text("target_codes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    beginsAt: timestamptz("begins_at"),
    endsAt: timestamptz("ends_at"),
    /** Promotion codes: uses allowed in all; null is unlimited. */
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    status: text("status", { enum: ["ACTIVE", "INACTIVE"] })
      .notNull()
      .default("ACTIVE"),
  },
  (t) => [
    uniqueIndex("coupons_code_uq").on(t.code),
    check("coupons_benefit_positive", sql`${t.benefitValue} > 0`),
    check(
      "coupons_used_within_limit",
      sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`,
    ),
  ],
);

/** A member's own coupon (accounts §3 Coupon: status UNUSED/USED/OVEREND, freeze NORMAL/FREEZE). */
export const customerCoupons = pgTable(
  "customer_coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: text("status", { enum: COUPON_USE_STATUSES }).notNull().default("UNUSED"),
    freezeStatus: text("freeze_status", { enum: COUPON_FREEZE_STATUSES })
      .notNull()
      .default("NORMAL"),
    beginsAt: timestamptz("begins_at"),
    endsAt: timestamptz("ends_at"),
    usedAt: timestamptz("used_at"),
    orderCode: text("order_code"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("customer_coupons_customer_idx").on(t.customerId, t.status)],
);

/**
 * The go-dollar ledger (accounts §3 Go-dollar: balance, breakdowns, details): the balance is the
 * sum of unexpired entries. Cents, because the 1% rebate makes fractions of a go-dollar.
 */
export const goDollarEntries = pgTable(
  "go_dollar_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** REBATE, REFERRAL, REDEEM, REVERSAL, EXPIRY (GO_DOLLAR_ENTRY_KINDS); entries are only appended. */
    kind: text("kind").notNull().default("REBATE"),
    cents: integer("cents").notNull(),
    remark: text("remark").notNull(),
    orderCode: text("order_code"),
    expiresAt: timestamptz("expires_at"),
    /** For REFERRAL entries: the new member whose sign-up earned it; unique, so one reward each. */
    referredCustomerId: uuid("referred_customer_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("go_dollar_entries_customer_idx").on(t.customerId),
    uniqueIndex("go_dollar_entries_referred_idx").on(t.referredCustomerId),
  ],
);

/** shopping §3 Additional service: the services offered at checkout and their promotion. */
export const additionalServices = pgTable("additional_services", {
  type: text("type", { enum: ADDITIONAL_SERVICE_TYPES }).primaryKey(),
  nameEn: text("name_en").notNull(),
  nameZh: text("name_zh").notNull(),
  amount: integer("amount").notNull(),
  promotionAmount: integer("promotion_amount").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
});

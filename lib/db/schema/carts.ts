/**
 * Carts and shared carts (shopping §3 Cart, Cart line, Cart share). Every caller, visitor or
 * member, is a customer, so a cart always has an owner and merging after login moves lines from
 * one customer's cart to another's. Gift lines are not stored: the pricing engine derives them.
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
import { customers } from "./accounts";
import { timestamptz } from "./columns";
import { skus } from "./products";
import { promotions } from "./promotions";

export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  customerId: uuid("customer_id")
    .notNull()
    .unique()
    .references(() => customers.id, { onDelete: "cascade" }),
  updatedAt: timestamptz("updated_at").notNull().defaultNow(),
});

export const cartLines = pgTable(
  "cart_lines",
  {
    /** Random, so a line id from another cart is never valid in this one. */
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    lineType: text("line_type", { enum: ["SALABLE_PRODUCT", "ATTACHED_PRODUCT"] }).notNull(),
    /** The EXCHANGE promotion of an add-on line; null for salable lines. */
    promotionId: integer("promotion_id").references(() => promotions.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    selected: boolean("selected").notNull().default(true),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_lines_cart_sku_type_uq").on(t.cartId, t.skuId, t.lineType),
    index("cart_lines_cart_idx").on(t.cartId, t.createdAt),
    check("cart_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

/** A snapshot of lines someone shared (createCartShare); anyone with the code may read it. */
export const cartShares = pgTable(
  "cart_shares",
  {
    /** Unguessable: 128 random bits, base64url. */
    code: text("code").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    operatorName: text("operator_name").notNull(),
    /** [{ skuCode, quantity }] at the time of sharing. */
    content: jsonb("content").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    index("cart_shares_customer_idx").on(t.customerId),
    index("cart_shares_expires_idx").on(t.expiresAt),
  ],
);

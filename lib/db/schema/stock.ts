/**
 * Stock adjustments by operations (issue 17 item 3: "stock (adjust with a reason, history)";
 * docs/adr/0046): every change an operator or the command line makes to a SKU's available
 * stock, with the reason, who, and the quantities before and after, written in the same
 * transaction as the change itself.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";
import { skus } from "./products";

export const stockAdjustments = pgTable(
  "stock_adjustments",
  {
    id: serial("id").primaryKey(),
    skuId: integer("sku_id")
      .notNull()
      .references(() => skus.id, { onDelete: "cascade" }),
    /** The SKU's code when adjusted, so the history reads without a join. */
    skuCode: text("sku_code").notNull(),
    delta: integer("delta").notNull(),
    availableBefore: integer("available_before").notNull(),
    availableAfter: integer("available_after").notNull(),
    /** Units held by unshipped orders at the time (stock/reserved.ts), for the record. */
    reserved: integer("reserved").notNull(),
    reason: text("reason").notNull(),
    /** "operator:<e-mail>" from the console, "ops:<user>" from the command line. */
    actor: text("actor").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("stock_adjustments_sku_idx").on(t.skuId, t.createdAt),
    check("stock_adjustments_delta_non_zero", sql`${t.delta} <> 0`),
    check("stock_adjustments_after_non_negative", sql`${t.availableAfter} >= 0`),
  ],
);

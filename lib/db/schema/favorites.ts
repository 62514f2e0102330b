/**
 * A member's wish list (accounts spec §3 Wish list; shopping §3 SKU favorite{id}): one row per
 * member and SKU, at most FAVORITES_MAX rows per member (enforced by the domain).
 */
import { index, pgTable, serial, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { timestamptz } from "./columns";

export const favorites = pgTable(
  "favorites",
  {
    id: serial("id").primaryKey(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    skuCode: text("sku_code").notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("favorites_customer_sku_uq").on(t.customerId, t.skuCode),
    index("favorites_sku_idx").on(t.skuCode),
  ],
);

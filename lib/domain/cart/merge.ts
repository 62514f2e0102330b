/**
 * Merge (shopping §4, accounts §4): after login the visitor's cart moves into the member's.
 * Quantities of the same SKU add up within the limits (99 a line, never above stock when stock is
 * known); SKUs beyond the product-type limit stay behind rather than failing the login.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { CART_LINE_MAX_QUANTITY, CART_MAX_PRODUCT_TYPES } from "./constants";
import { findCartId, loadStoredLines, lockCart } from "./cart-store";

/** Moves the lines of `fromCustomerId`'s cart into `toCustomerId`'s; returns how many moved. */
export async function mergeCarts(
  db: Db,
  input: { fromCustomerId: string; toCustomerId: string },
  now: Date,
): Promise<number> {
  if (input.fromCustomerId === input.toCustomerId) return 0;
  return db.transaction(async (tx) => {
    const fromCartId = await findCartId(tx, input.fromCustomerId);
    if (!fromCartId) return 0;
    const toCartId = await lockCart(tx, input.toCustomerId, now);
    await lockCart(tx, input.fromCustomerId, now);
    const incoming = await loadStoredLines(tx, fromCartId);
    const existing = await loadStoredLines(tx, toCartId);
    const types = new Set(existing.map((line) => line.skuCode));
    const byKey = new Map(existing.map((line) => [`${line.lineType}:${line.skuCode}`, line]));
    let merged = 0;
    for (const line of incoming) {
      const current = byKey.get(`${line.lineType}:${line.skuCode}`);
      if (!current && !types.has(line.skuCode) && types.size >= CART_MAX_PRODUCT_TYPES) continue;
      const cap = Math.min(
        CART_LINE_MAX_QUANTITY,
        line.inventory > 0 ? line.inventory : CART_LINE_MAX_QUANTITY,
      );
      const quantity = Math.max(1, Math.min(cap, (current?.quantity ?? 0) + line.quantity));
      await tx.execute(
        sql`insert into cart_lines (cart_id, sku_id, line_type, promotion_id, quantity, selected, created_at, updated_at)
          values (${toCartId}::uuid, ${line.skuId}, ${line.lineType}, ${line.promotionId}, ${quantity},
            ${line.selected}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          on conflict (cart_id, sku_id, line_type) do update
            set quantity = ${quantity}, selected = cart_lines.selected or excluded.selected,
              updated_at = excluded.updated_at`,
      );
      types.add(line.skuCode);
      merged += 1;
    }
    await tx.execute(sql`delete from cart_lines where cart_id = ${fromCartId}::uuid`);
    return merged;
  });
}

/**
 * Stock changes from operations (a delivery arrives, a count is corrected): the SKU's available
 * quantity moves in one statement that can never go below zero, and, when the SKU is buyable
 * again, the arrival notices waiting for it go to the outbox (shopping §7 arrivalNoticeCreate:
 * "sent to the outbox when stock returns").
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { inventories, skus } from "@/lib/db/schema";
import { sendArrivalNotices } from "./arrival-notices";

export type StockAdjustResult =
  | { ok: true; available: number; noticesSent: number }
  | { ok: false; code: "UNKNOWN_SKU" | "STOCK_BELOW_ZERO" };

export async function adjustStock(
  db: Db,
  input: { skuCode: string; delta: number; baseUrl: string },
  now: Date,
): Promise<StockAdjustResult> {
  if (!Number.isSafeInteger(input.delta)) throw new Error("delta must be a whole number");
  const [sku] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(eq(skus.code, input.skuCode))
    .limit(1);
  if (!sku) return { ok: false, code: "UNKNOWN_SKU" };
  const updated = await db
    .insert(inventories)
    .values({ skuId: sku.id, available: Math.max(0, input.delta), updatedAt: now })
    .onConflictDoUpdate({
      target: inventories.skuId,
      set: { available: sql`${inventories.available} + ${input.delta}`, updatedAt: now },
      setWhere: sql`${inventories.available} + ${input.delta} >= 0`,
    })
    .returning({ available: inventories.available });
  const row = updated[0];
  if (!row) return { ok: false, code: "STOCK_BELOW_ZERO" };
  const noticesSent =
    row.available > 0
      ? await sendArrivalNotices(db, { baseUrl: input.baseUrl, skuCodes: [input.skuCode] }, now)
      : 0;
  return { ok: true, available: row.available, noticesSent };
}

/**
 * Stock adjustments with a reason (issue 17 item 3; docs/adr/0046): the one function the
 * console, the API and the command line call. The SKU's inventory row is locked, the units
 * unshipped orders hold are counted, the change is refused when it would leave `available`
 * below zero (so never less on hand than reserved), and the change and its history row are
 * written in one transaction. When the SKU is buyable again the waiting arrival notices go to
 * the outbox (shopping §7 arrivalNoticeCreate). Revalidating the product pages after the commit
 * is the caller's (catalog-invalidation.ts, kind "stock").
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { stockAdjustments } from "@/lib/db/schema";
import { sendArrivalNotices } from "@/lib/domain/catalog/arrival-notices";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { STOCK_ERROR_CODES, STOCK_HISTORY_LIMIT, STOCK_HOLDING_ORDER_STATUSES } from "./constants";
import { checkAdjustAmount, checkAdjustInput, type StockRefusalCode } from "./rules";

export interface StockLevel {
  skuId: number;
  skuCode: string;
  productCode: string;
  productTitle: string;
  color: string;
  size: string;
  available: number;
  /** Units held by unshipped orders (already out of `available`). */
  reserved: number;
}

export type StockAdjustmentResult =
  | { ok: true; before: StockLevel; after: StockLevel; noticesSent: number }
  | { ok: false; code: StockRefusalCode };

const reservedOf = (skuId: number) => sql`(
  select coalesce(sum(r.quantity), 0)::int from order_reservations r join orders o on o.id = r.order_id
  where r.kind = 'STOCK' and r.ref = ${String(skuId)} and r.released_at is null
    and o.status = any(${sql.param([...STOCK_HOLDING_ORDER_STATUSES])}::text[]))`;

/** A SKU's stock now, or null for an unknown code. `lock`: hold its inventory row (in a tx). */
export async function stockLevel(
  db: Db,
  skuCode: string,
  options: { lock?: boolean } = {},
): Promise<StockLevel | null> {
  const [sku] = await queryRows<{ id: number }>(
    db,
    sql`select id from skus where code = ${skuCode}`,
  );
  if (!sku) return null;
  const skuId = Number(sku.id);
  if (options.lock) {
    // An inventory row to lock even for a SKU never stocked: two adjustments queue on it.
    await db.execute(
      sql`insert into inventories (sku_id, available) values (${skuId}, 0) on conflict (sku_id) do nothing`,
    );
  }
  const [row] = await queryRows<{
    code: string;
    product_code: string;
    title: string;
    color: string;
    size: string;
    available: number | null;
    reserved: number;
  }>(
    db,
    sql`select s.code, p.code as product_code, p.title_en as title, s.color_name_en as color,
        s.size_label as size, i.available, ${reservedOf(skuId)} as reserved
      from skus s join products p on p.id = s.product_id
      ${options.lock ? sql`join` : sql`left join`} inventories i on i.sku_id = s.id
      where s.id = ${skuId} ${options.lock ? sql`for update of i` : sql``}`,
  );
  if (!row) return null;
  return {
    skuId,
    skuCode: row.code,
    productCode: row.product_code,
    productTitle: row.title,
    color: row.color,
    size: row.size,
    available: Number(row.available ?? 0),
    reserved: Number(row.reserved),
  };
}

export async function adjustStockWithReason(
  db: Db,
  input: { skuCode: string; delta: number; reason: string; actor: string; baseUrl: string },
  now: Date,
): Promise<StockAdjustmentResult> {
  const invalid = checkAdjustInput(input);
  if (invalid) return { ok: false, code: invalid };
  const result = await db.transaction(async (tx) => {
    const before = await stockLevel(tx, input.skuCode, { lock: true });
    if (!before) return { ok: false as const, code: STOCK_ERROR_CODES.UNKNOWN_SKU };
    const refused = checkAdjustAmount({ ...before, delta: input.delta });
    if (refused) return { ok: false as const, code: refused };
    const available = before.available + input.delta;
    await tx.execute(
      sql`update inventories set available = ${available}, updated_at = ${now.toISOString()}::timestamptz
        where sku_id = ${before.skuId}`,
    );
    await tx.insert(stockAdjustments).values({
      skuId: before.skuId,
      skuCode: before.skuCode,
      delta: input.delta,
      availableBefore: before.available,
      availableAfter: available,
      reserved: before.reserved,
      reason: input.reason.trim(),
      actor: input.actor,
      createdAt: now,
    });
    return { ok: true as const, before, after: { ...before, available } };
  });
  if (!result.ok) return result;
  // After the commit, like adjustStock: a failed notice never undoes the count.
  const noticesSent =
    result.after.available > 0
      ? await sendArrivalNotices(db, { baseUrl: input.baseUrl, skuCodes: [input.skuCode] }, now)
      : 0;
  return { ...result, noticesSent };
}

export interface StockAdjustmentRow {
  id: number;
  skuCode: string;
  delta: number;
  availableBefore: number;
  availableAfter: number;
  reserved: number;
  reason: string;
  actor: string;
  createdAt: Date;
}

/** A SKU's adjustments, newest first. */
export async function stockHistory(
  db: Db,
  skuCode: string,
  limit: number = STOCK_HISTORY_LIMIT,
): Promise<StockAdjustmentRow[]> {
  return db
    .select({
      id: stockAdjustments.id,
      skuCode: stockAdjustments.skuCode,
      delta: stockAdjustments.delta,
      availableBefore: stockAdjustments.availableBefore,
      availableAfter: stockAdjustments.availableAfter,
      reserved: stockAdjustments.reserved,
      reason: stockAdjustments.reason,
      actor: stockAdjustments.actor,
      createdAt: stockAdjustments.createdAt,
    })
    .from(stockAdjustments)
    .where(eq(stockAdjustments.skuCode, skuCode))
    .orderBy(desc(stockAdjustments.createdAt), desc(stockAdjustments.id))
    .limit(Math.min(limit, STOCK_HISTORY_LIMIT));
}

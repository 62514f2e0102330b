/**
 * The console's stock adjustment (issue 17 item 3: "stock (adjust with a reason, history)"):
 * stock/adjust.ts's own call, inside one transaction with its audit row (available and reserved
 * before and after, the reason). Revalidating the product pages is the API's, after the commit.
 */
import type { Db } from "@/lib/db/connect";
import { writeAudit, type AuditActor } from "@/lib/domain/operators/audit";
import { adjustStockWithReason, type StockAdjustmentResult } from "@/lib/domain/stock/adjust";

export const STOCK_AUDIT_ACTION = "stock.adjust";

export async function adjustStockAudited(
  db: Db,
  actor: AuditActor,
  input: { skuCode: string; delta: number; reason: string; baseUrl: string },
  now: Date,
): Promise<StockAdjustmentResult> {
  return db.transaction(async (tx) => {
    const result = await adjustStockWithReason(
      tx,
      { ...input, actor: `operator:${actor.email}` },
      now,
    );
    if (!result.ok) return result;
    await writeAudit(
      tx,
      actor,
      {
        action: STOCK_AUDIT_ACTION,
        entityKind: "sku",
        entityCode: result.after.skuCode,
        before: { available: result.before.available, reserved: result.before.reserved },
        after: {
          available: result.after.available,
          reserved: result.after.reserved,
          delta: input.delta,
          reason: input.reason.trim(),
        },
      },
      now,
    );
    return result;
  });
}

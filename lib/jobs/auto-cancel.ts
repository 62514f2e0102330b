/**
 * The auto-cancel job: unpaid orders past their scheduleCancelTime become AUTO_CANCEL
 * (runAutoCancel claims each with FOR UPDATE SKIP LOCKED, so even two runs at once cancel an
 * order once), then the product pages showing the stock they gave back are revalidated. A job
 * runs outside any request, where Next.js cannot revalidate a tag itself: the app posts the tags
 * to its own /api/cache/revalidate (./registry.ts), tests record them.
 */
import type { Db } from "@/lib/db/connect";
import { runAutoCancel } from "@/lib/domain/orders/cancel";
import { invalidateCatalog, type RevalidateTags } from "@/lib/graphql/catalog-invalidation";
import { logger } from "@/lib/logger";

export function autoCancelJob(revalidate: RevalidateTags) {
  return async (db: Db, now: Date): Promise<{ cancelled: number }> => {
    const cancelled = await runAutoCancel(db, now);
    if (cancelled.length > 0) {
      try {
        await invalidateCatalog(db, { kind: "stock", orderCodes: cancelled }, now, revalidate);
      } catch (error) {
        // The orders are cancelled (committed); stale stock on a page is not worth failing for.
        logger.error("auto-cancel: revalidation failed", { error, orders: cancelled.length });
      }
    }
    return { cancelled: cancelled.length };
  };
}

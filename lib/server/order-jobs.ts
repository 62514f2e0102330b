import "server-only";
/**
 * The order jobs that run with the app (architecture: Background work): every minute, the
 * unpaid orders past their scheduleCancelTime become AUTO_CANCEL. Safe with several instances:
 * runAutoCancel claims each order with FOR UPDATE SKIP LOCKED. The stock they return shows on
 * the product pages at once: the job tells this server to revalidate them (a timer runs outside
 * any request, where Next.js cannot revalidate a tag itself).
 */
import type { Db } from "@/lib/db/connect";
import { runAutoCancel } from "@/lib/domain/orders/cancel";
import { getEnv } from "@/lib/env";
import { invalidateCatalog } from "@/lib/graphql/catalog-invalidation";
import { logger } from "@/lib/logger";
import { postRevalidation } from "./cache-revalidation";

const AUTO_CANCEL_EVERY_MS = 60_000;

const started = globalThis as typeof globalThis & { __orderJobs?: NodeJS.Timeout };

export function startOrderJobs(getDb: () => Promise<Db>): void {
  if (started.__orderJobs) return;
  const timer = setInterval(() => {
    void (async () => {
      try {
        const db = await getDb();
        const now = new Date();
        const cancelled = await runAutoCancel(db, now);
        if (cancelled.length === 0) return;
        logger.info("auto-cancelled unpaid orders", { cancelled: cancelled.length });
        await invalidateCatalog(db, { kind: "stock", orderCodes: cancelled }, now, (tags) =>
          postRevalidation(
            `http://127.0.0.1:${process.env.PORT ?? 3000}`,
            getEnv().SESSION_SECRET,
            tags,
          ),
        );
      } catch (error) {
        logger.error("auto-cancel job failed", { error });
      }
    })();
  }, AUTO_CANCEL_EVERY_MS);
  timer.unref();
  started.__orderJobs = timer;
}

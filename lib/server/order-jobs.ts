import "server-only";
/**
 * The order jobs that run with the app (architecture: Background work): every minute, the
 * unpaid orders past their scheduleCancelTime become AUTO_CANCEL. Safe with several instances:
 * runAutoCancel claims each order with FOR UPDATE SKIP LOCKED.
 */
import type { Db } from "@/lib/db/connect";
import { runAutoCancel } from "@/lib/domain/orders/cancel";
import { logger } from "@/lib/logger";

const AUTO_CANCEL_EVERY_MS = 60_000;

const started = globalThis as typeof globalThis & { __orderJobs?: NodeJS.Timeout };

export function startOrderJobs(getDb: () => Promise<Db>): void {
  if (started.__orderJobs) return;
  const timer = setInterval(() => {
    void (async () => {
      try {
        const cancelled = await runAutoCancel(await getDb(), new Date());
        if (cancelled > 0) logger.info("auto-cancelled unpaid orders", { cancelled });
      } catch (error) {
        logger.error("auto-cancel job failed", { error });
      }
    })();
  }, AUTO_CANCEL_EVERY_MS);
  timer.unref();
  started.__orderJobs = timer;
}

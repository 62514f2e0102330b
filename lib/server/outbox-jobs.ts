import "server-only";
/**
 * The outbox worker that runs with the app (architecture: Background work): delivers unsent
 * messages every OUTBOX_POLL_INTERVAL_MS and at once when a request wrote one (wakeOutbox).
 * One run at a time per process; several processes are safe (FOR UPDATE SKIP LOCKED).
 */
import type { Db } from "@/lib/db/connect";
import { OUTBOX_POLL_INTERVAL_MS } from "@/lib/domain/outbox/constants";
import { deliverOutbox } from "@/lib/domain/outbox/delivery";
import { transportsFromEnv } from "@/lib/domain/outbox/transports";
import { setOutboxWake } from "@/lib/domain/outbox/wake";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/logger";

const started = globalThis as typeof globalThis & { __outboxJobs?: NodeJS.Timeout };

export function startOutboxJobs(getDb: () => Promise<Db>): void {
  if (started.__outboxJobs) return;
  const transports = transportsFromEnv(getEnv());
  let running = false;
  let again = false;
  const run = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const report = await deliverOutbox(await getDb(), transports, new Date());
        if (report.sent + report.failed > 0) logger.info("outbox delivered", { ...report });
      } while (again);
    } catch (error) {
      logger.error("outbox delivery failed", { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), OUTBOX_POLL_INTERVAL_MS);
  timer.unref();
  started.__outboxJobs = timer;
  setOutboxWake(() => void run());
}

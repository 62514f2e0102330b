/**
 * The shop's recurring jobs, in one list (architecture: Background work). Adding a job is one
 * entry: `{ name, every, run }`, where `run(db, now)` is a
 * domain function that is safe to run beside itself (guarded updates, SKIP LOCKED claims) and
 * does a bounded amount of work per run. Both runners (./start.ts) take this list.
 */
import { pruneStaleVisitors } from "@/lib/domain/accounts/visitors";
import { OUTBOX_POLL_INTERVAL_MS } from "@/lib/domain/outbox/constants";
import type { PaymentConfig } from "@/lib/domain/payments/config";
import { deliverOutbox } from "@/lib/domain/outbox/delivery";
import type { Transports } from "@/lib/domain/outbox/transports";
import { retryRefunds } from "@/lib/domain/refunds/execute";
import { purgeUnattachedPhotos } from "@/lib/domain/after-sales/photos";
import { creditDispatchRebates } from "@/lib/domain/refunds/rebates";
import type { RevalidateTags } from "@/lib/graphql/catalog-invalidation";
import { autoCancelJob } from "./auto-cancel";
import { sweepAllExpired } from "./expiry-sweeps";
import type { Job } from "./types";

/** The job a request wakes after writing an outbox message (wakeOutbox). */
export const OUTBOX_DELIVERY_JOB = "outbox-delivery";

/** Not in the spec: the unpaid-order check, every minute as before (docs/adr/0014). */
export const AUTO_CANCEL_EVERY_MS = 60_000;
/** Not in the spec: expired rows go within the hour; nothing reads them meanwhile. */
export const EXPIRY_SWEEP_EVERY_MS = 3_600_000;
/**
 * Not in the spec (ADR 0043): refunds the provider failed are tried again when due (their own
 * back-off decides which); an operator's refund is paid at once and needs no job.
 */
export const REFUND_RETRIES_EVERY_MS = 60_000;
/**
 * Not in the spec (ADR 0050): stale visitor customers (lib/domain/accounts/visitors.ts) go daily;
 * they are 30 days old before they qualify, so a day more changes nothing.
 */
export const STALE_VISITORS_EVERY_MS = 86_400_000;
/** Not in the spec: the 1% rebate after dispatch (accounts §1) is credited within 10 minutes. */
export const DISPATCH_REBATES_EVERY_MS = 600_000;

/** Not in the spec (docs/adr/0047): return photos no request took go within the hour after a day. */
export const RETURN_PHOTO_PURGE_EVERY_MS = 3_600_000;

export interface JobDependencies {
  /** Drops cached pages after a job changed stock (the app: POST /api/cache/revalidate). */
  revalidateTags: RevalidateTags;
  /** Where outbox messages go (SMTP, SMS gateway). */
  transports: Transports;
  /** The payment settings, read when a job calls the provider (refund retries). */
  paymentConfig: () => PaymentConfig;
  /** MEDIA_DIR: where the return photos' files are deleted from. */
  mediaDir: string;
}

export function shopJobs(deps: JobDependencies): Job[] {
  return [
    { name: "auto-cancel", every: AUTO_CANCEL_EVERY_MS, run: autoCancelJob(deps.revalidateTags) },
    {
      name: OUTBOX_DELIVERY_JOB,
      every: OUTBOX_POLL_INTERVAL_MS,
      run: (db, now) => deliverOutbox(db, deps.transports, now),
    },
    { name: "expiry-sweeps", every: EXPIRY_SWEEP_EVERY_MS, run: sweepAllExpired },
    {
      name: "refund-retries",
      every: REFUND_RETRIES_EVERY_MS,
      run: (db, now) => retryRefunds(db, now, { paymentConfig: deps.paymentConfig() }),
    },
    { name: "dispatch-rebates", every: DISPATCH_REBATES_EVERY_MS, run: creditDispatchRebates },
    {
      name: "return-photo-purge",
      every: RETURN_PHOTO_PURGE_EVERY_MS,
      run: (db, now) => purgeUnattachedPhotos(db, deps.mediaDir, now),
    },
    { name: "stale-visitors", every: STALE_VISITORS_EVERY_MS, run: pruneStaleVisitors },
  ];
}

/**
 * Runs once when the server starts: first refuses a start whose settings would fail open (ADR
 * 0050: a production server without an explicit PAYMENT_PROVIDER), records each request's socket
 * address for the rate limits' client address (lib/server/peer-address.ts), then opens the
 * database and applies pending migrations before the first request (architecture: "applied on start"), has catalog changes told to
 * other instances drop this one's catalog read cache, installs the order e-mail templates, then
 * starts the recurring jobs (lib/jobs: auto-cancel, outbox delivery, expiry sweeps) unless
 * JOBS=off.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before anything else, so a misconfigured production start stops with the reason named. Next
  // would only log a failed register() and answer every request with a 500, so the process ends:
  // a supervisor or orchestrator then sees the start fail (ADR 0050).
  const { paymentConfigFromEnv } = await import("@/lib/payment-config");
  try {
    paymentConfigFromEnv();
  } catch (error) {
    const { logger } = await import("@/lib/logger");
    logger.error("refusing to start", { error });
    process.exit(1);
  }
  // Before the database opens, so no request reaches a handler without the socket's address
  // (docs/adr/0049).
  const { recordPeerAddresses } = await import("@/lib/server/peer-address");
  recordPeerAddresses();
  const { getDb } = await import("@/lib/db");
  await getDb();
  const { syncCatalogReadsAcrossInstances } = await import("@/lib/server/catalog-read-sync");
  syncCatalogReadsAcrossInstances();
  const { getEnv } = await import("@/lib/env");
  // Order e-mails are written by domain code that may not import React (docs/adr/0045).
  const { installOrderEmails } = await import("@/components/emails/install");
  installOrderEmails({ baseUrl: getEnv().PUBLIC_BASE_URL });
  const { startJobs } = await import("@/lib/jobs/start");
  await startJobs(getDb);
}

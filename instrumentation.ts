/**
 * Runs once when the server starts: records each request's socket address for the rate limits'
 * client address (lib/server/peer-address.ts), opens the database and applies pending migrations
 * before the first request (architecture: "applied on start"), has catalog changes told to
 * other instances drop this one's catalog read cache, installs the order e-mail templates, then
 * starts the recurring jobs (lib/jobs: auto-cancel, outbox delivery, expiry sweeps) unless
 * JOBS=off.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // First, so no request reaches a handler without the socket's address (docs/adr/0049).
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

/**
 * Runs once when the server starts: opens the database and applies pending migrations
 * before the first request (architecture: "applied on start"), has catalog changes told to
 * other instances drop this one's catalog read cache, installs the order e-mail templates, then
 * starts the order jobs and the outbox worker unless JOBS=off.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db");
  await getDb();
  const { syncCatalogReadsAcrossInstances } = await import("@/lib/server/catalog-read-sync");
  syncCatalogReadsAcrossInstances();
  const { getEnv } = await import("@/lib/env");
  // Order e-mails are written by domain code that may not import React (docs/adr/0045).
  const { installOrderEmails } = await import("@/components/emails/install");
  installOrderEmails({ baseUrl: getEnv().PUBLIC_BASE_URL });
  if (getEnv().JOBS === "on") {
    const { startOrderJobs } = await import("@/lib/server/order-jobs");
    startOrderJobs(getDb);
    const { startOutboxJobs } = await import("@/lib/server/outbox-jobs");
    startOutboxJobs(getDb);
  }
}

/**
 * Runs once when the server starts: opens the database and applies pending migrations
 * before the first request (architecture: "applied on start").
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("@/lib/db");
  await getDb();
}

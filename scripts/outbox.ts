/**
 * The outbox CLI: `npm run outbox` prints the newest messages (how the demo and the tests read
 * verification codes); `npm run outbox -- --send` delivers the unsent ones once, as the app's
 * worker does (SMTP_URL for e-mail; SMS through the logging gateway).
 *
 *   npm run outbox [-- --limit 20]
 *   npm run outbox -- --send
 */
import { deliverOutbox, latestOutboxMessages } from "@/lib/domain/outbox/delivery";
import { transportsFromEnv } from "@/lib/domain/outbox/transports";
import { getEnv } from "@/lib/env";
import { openScriptDatabase } from "./open-database";

const args = process.argv.slice(2);
const limitIndex = args.indexOf("--limit");
const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : 10;

const database = await openScriptDatabase();
try {
  if (args.includes("--send")) {
    const report = await deliverOutbox(database.db, transportsFromEnv(getEnv()), new Date());
    console.log(`sent ${report.sent}, failed ${report.failed}`);
  } else {
    const rows = await latestOutboxMessages(database.db, Number.isSafeInteger(limit) ? limit : 10);
    for (const row of rows) {
      const state = row.sentAt
        ? `sent ${row.sentAt.toISOString()}`
        : `unsent (${row.attempts} tries${row.lastError ? `, last error: ${row.lastError}` : ""})`;
      console.log(
        `--- ${row.createdAt.toISOString()} ${row.channel} to ${row.recipient} [${row.locale}] ${state}`,
      );
      console.log(`Subject: ${row.subject}`);
      console.log(row.body);
    }
  }
} finally {
  await database.close();
}

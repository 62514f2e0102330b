/**
 * One checkout in a process of its own, for the kill -9 part of the hardening suite (issue 18
 * item 4): loads the whole API first and says "ready", then waits for one job on stdin
 * ({ cookies, input }), opens the database only then (a PGlite folder has one owner at a time)
 * and says "open", places the order through the real GraphQL handler and says "done". The
 * suite kills it with SIGKILL at a random moment of the checkout, between "open" and "done".
 *
 *   CRASH_DATABASE='{"kind":"pglite","dataDir":"/tmp/x"}' tsx checkout-worker.ts
 */
import { createInterface } from "node:readline";
import { connectDatabase, type ConnectOptions } from "@/lib/db/connect";
import { createOrder, type OrderCreateInputData } from "@/lib/graphql/operations/checkout";
import { createTestServer, TestClient } from "../../integration/support/graphql-client";
import { renderOrderEmail } from "@/components/emails/render";
import { sampleOrderEmail } from "@/components/emails/samples";
import { ORDER_EMAIL_KINDS } from "@/lib/domain/notifications/constants";
// The order-placed e-mail is written in the order's transaction, as in the app.
import "../../support/order-emails";

const target = JSON.parse(process.env.CRASH_DATABASE ?? "null") as ConnectOptions | null;
if (!target) throw new Error("CRASH_DATABASE names the database to check out on");

// Warm as a serving instance is: the first e-mail render loads React's server renderer, which
// would otherwise stretch the first checkout's transaction far beyond a real one.
await renderOrderEmail(sampleOrderEmail(ORDER_EMAIL_KINDS[0], "en"), {
  baseUrl: "http://localhost",
});
const lines = createInterface({ input: process.stdin });
process.stdout.write("ready\n");
for await (const line of lines) {
  const job = JSON.parse(line) as { cookies: [string, string][]; input: OrderCreateInputData };
  const database = await connectDatabase(
    target.kind === "postgres" ? { ...target, poolSize: 2 } : target,
  );
  const client = new TestClient(createTestServer(database.db), { headers: { lang: "en_US" } });
  for (const [name, value] of job.cookies) client.cookies.set(name, value);
  // The checkout starts now: the suite's kill lands somewhere in it.
  process.stdout.write("open\n");
  const answer = await client.call(createOrder, { input: job.input });
  process.stdout.write(`done ${JSON.stringify(answer.body)}\n`);
  await database.close();
  process.exit(0);
}

/** GET /api/ops/orders.csv: the console's orders as CSV (lib/server/ops-orders-csv.ts). */
import { connection } from "next/server";
import { getDb } from "@/lib/db";
import { handleOrdersCsv } from "@/lib/server/ops-orders-csv";

export async function GET(request: Request): Promise<Response> {
  // Per operator and per request: never prerendered at build, never cached.
  await connection();
  return handleOrdersCsv(request, { db: await getDb(), now: new Date() });
}

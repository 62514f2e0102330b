/** Liveness and readiness: answers 200 once the database is open and migrated. */
import { sql } from "drizzle-orm";
import { connection } from "next/server";
import { getDb } from "@/lib/db";

export async function GET(): Promise<Response> {
  await connection();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok" });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503 });
  }
}

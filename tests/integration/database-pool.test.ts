/**
 * The app's PostgreSQL pool fails closed (issue 18 item 3, ADR 0050): a runaway statement is
 * cancelled by the statement timeout, a wait for a connection ends, and a broken idle connection
 * is logged and replaced instead of ending the process. PostgreSQL only: PGlite is one in-process
 * connection with none of these.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  DATABASE_STATEMENT_TIMEOUT_MS,
  STATEMENT_TIMEOUT_ERROR_CODE,
} from "@/lib/db/pool-settings";

const serverUrl = process.env.DATABASE_URL;
const opened: Database[] = [];

async function open(options: {
  poolSize?: number;
  statementTimeoutMs?: number;
  connectionTimeoutMs?: number;
}): Promise<Database> {
  const database = await connectDatabase({ kind: "postgres", url: serverUrl!, ...options });
  opened.push(database);
  return database;
}

afterEach(async () => {
  while (opened.length > 0) await opened.pop()!.close();
});

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  while (current && typeof current === "object") {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function causeMessages(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join(" / ");
}

describe.skipIf(!serverUrl)("the PostgreSQL pool (needs DATABASE_URL)", () => {
  it("cancels a statement that runs past the timeout, and the next one runs", async () => {
    const database = await open({ statementTimeoutMs: 200 });
    const started = Date.now();
    const error = await database.db.execute(sql`select pg_sleep(3)`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(causeCode(error)).toBe(STATEMENT_TIMEOUT_ERROR_CODE);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("sets the documented statement timeout on every session of the pool", async () => {
    const database = await open({ statementTimeoutMs: DATABASE_STATEMENT_TIMEOUT_MS });
    const shown = await Promise.all(
      [1, 2, 3].map(() => queryRows(database.db, sql`show statement_timeout`)),
    );
    for (const [row] of shown) {
      expect(row).toEqual({ statement_timeout: `${DATABASE_STATEMENT_TIMEOUT_MS / 1000}s` });
    }
  });

  it("stops waiting for a connection after the connection timeout", async () => {
    const database = await open({ poolSize: 1, connectionTimeoutMs: 200 });
    const held = await database.pool!.connect();
    try {
      const started = Date.now();
      const error = await database.db.execute(sql`select 1`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(causeMessages(error)).toMatch(/timeout/i);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      held.release();
    }
    expect(await queryRows(database.db, sql`select 2 as two`)).toEqual([{ two: 2 }]);
  });

  it("survives an idle connection killed under it and opens another", async () => {
    const database = await open({ poolSize: 2 });
    const [row] = await queryRows<{ pid: number }>(
      database.db,
      sql`select pg_backend_pid() as pid`,
    );
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend($1)", [row!.pid]);
    } finally {
      await admin.end();
    }
    // The pool's error listener logs the broken idle client; the next query gets a new one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await queryRows<{ pid: number }>(
      database.db,
      sql`select pg_backend_pid() as pid`,
    );
    expect(again[0]!.pid).not.toBe(row!.pid);
  });
});

/**
 * readAll (lib/db/reads.ts): independent reads overlap on a pool but run one after another in a
 * transaction, a single connection where node-postgres deprecates overlapping queries.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTransaction, readAll } from "@/lib/db/reads";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A read that notes when it starts and ends, so overlap can be seen. */
function tracedRead(log: string[], name: string, run: () => Promise<unknown>) {
  return async () => {
    log.push(`start ${name}`);
    const result = await run();
    log.push(`end ${name}`);
    return result;
  };
}

describe("readAll", () => {
  it("tells a transaction from the database", async () => {
    expect(isTransaction(database.db)).toBe(false);
    await database.db.transaction(async (tx) => {
      expect(isTransaction(tx)).toBe(true);
    });
  });

  it("runs the reads in turn inside a transaction, results in order", async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) =>
      readAll(tx, [
        tracedRead(log, "a", () => tx.execute(sql`select 1 as n`)),
        tracedRead(log, "b", () => tx.execute(sql`select 2 as n`)),
      ] as const),
    );
    expect(log).toEqual(["start a", "end a", "start b", "end b"]);
    expect(results.map((r) => (r as { rows: { n: number }[] }).rows[0]!.n)).toEqual([1, 2]);
  });

  it("starts every read at once outside a transaction", async () => {
    const log: string[] = [];
    await readAll(database.db, [
      tracedRead(log, "a", () => database.db.execute(sql`select 1`)),
      tracedRead(log, "b", () => database.db.execute(sql`select 2`)),
    ] as const);
    expect(log.slice(0, 2)).toEqual(["start a", "start b"]);
  });
});

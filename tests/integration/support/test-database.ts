/**
 * A fresh database per test file: an in-memory PGlite by default, or, when DATABASE_URL
 * names a Postgres server, a new database with a unique name on it, dropped afterwards,
 * so that leftovers of an earlier run never change a result.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, migrateDatabase, type Database } from "@/lib/db/connect";

export interface TestDatabase extends Database {
  /** Closes the connection and drops the database (Postgres). */
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await connectDatabase({ kind: "pglite" });
    await migrateDatabase(database);
    return { ...database, dispose: () => database.close() };
  }
  const name = `shop_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await connectDatabase({
    kind: "postgres",
    url: withDatabaseName(serverUrl, name),
    poolSize: 5,
  });
  await migrateDatabase(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves once every client was told to end, not once its socket closed; a
      // forced drop would then kill the closing connections and surface as unhandled 57P01s.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await cleanup.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh database per test file: an in-memory PGlite by default, or, when DATABASE_URL
 * names a Postgres server, a new database with a unique name on it, dropped afterwards,
 * so that leftovers of an earlier run never change a result.
 */
import { connectDatabase, migrateDatabase, type Database } from "@/lib/db/connect";
import { createScratchPostgres } from "../../support/scratch-postgres";

export interface TestDatabase extends Database {
  /** Closes the connection and drops the database (Postgres). */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await connectDatabase({ kind: "pglite" });
    await migrateDatabase(database);
    return { ...database, dispose: () => database.close() };
  }
  const scratch = await createScratchPostgres(serverUrl, "test");
  const database = await connectDatabase({ kind: "postgres", url: scratch.url, poolSize: 5 });
  await migrateDatabase(database);
  return {
    ...database,
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

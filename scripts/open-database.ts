import "./load-env";
import { getEnv } from "@/lib/env";
import { connectDatabase, migrateDatabase, type Database } from "@/lib/db/connect";

/** Opens and migrates the database the app would use (PGlite folder or DATABASE_URL). */
export async function openScriptDatabase(): Promise<Database> {
  const env = getEnv();
  const database = env.DATABASE_URL
    ? await connectDatabase({ kind: "postgres", url: env.DATABASE_URL, poolSize: 4 })
    : await connectDatabase({ kind: "pglite", dataDir: env.PGLITE_DATA_DIR });
  await migrateDatabase(database);
  return database;
}

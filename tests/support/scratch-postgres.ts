/**
 * A PostgreSQL database of a test run's own: created empty on the server of a DATABASE_URL
 * with a unique name, so that leftovers of an earlier run never change a result, and dropped
 * after. Shared by the integration support (test-database.ts), the hardening harness and its
 * scratch databases, and the two-instances test; each opens its own pools or hands the URL to
 * other processes.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ScratchPostgres {
  name: string;
  /** The database's URL: DATABASE_URL's server, user and options with its own name. */
  url: string;
  /** Drops it, whoever is still connected; close the run's own pools first. */
  drop(): Promise<void>;
}

/** Tries after a pool closed before the drop forces whoever is left out (20 ms apart). */
const CLOSE_WAIT_TRIES = 50;
const CLOSE_WAIT_MS = 20;

/** Runs one statement on its own connection to `url` and gives its rows. */
export async function queryOnce<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** `url` with another database name. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates `shop_<label>_<time>_<random>` on the server of `serverUrl`. */
export async function createScratchPostgres(
  serverUrl: string,
  label: string,
): Promise<ScratchPostgres> {
  const name = `shop_${label}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await queryOnce(serverUrl, `create database ${name}`);
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    async drop() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        // pool.end() resolves once every client was told to end, not once its socket closed; a
        // forced drop would then kill the closing connections and surface as unhandled 57P01s.
        // Processes that were handed the URL (killed workers, app instances) may still hold
        // sessions: after the wait the drop forces them out.
        for (let attempt = 0; attempt < CLOSE_WAIT_TRIES; attempt += 1) {
          const { rows } = await admin.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = $1",
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

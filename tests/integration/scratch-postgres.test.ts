/**
 * The tests' scratch PostgreSQL databases (tests/support/scratch-postgres.ts), on PostgreSQL only
 * (with DATABASE_URL): each run gets a database of its own, and dropping it removes it even while
 * a process that was handed its URL is still connected.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchPostgres, queryOnce } from "../support/scratch-postgres";

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl !== undefined && /^postgres(ql)?:/.test(serverUrl);

const exists = async (name: string) =>
  (
    await queryOnce<{ n: number }>(
      serverUrl ?? "",
      "select count(*)::int as n from pg_database where datname = $1",
      [name],
    )
  )[0]?.n === 1;

describe.runIf(onPostgres)("scratch PostgreSQL databases", () => {
  it("gives each run an empty database of its own on DATABASE_URL's server", async () => {
    const [first, second] = await Promise.all([
      createScratchPostgres(serverUrl ?? "", "scratch"),
      createScratchPostgres(serverUrl ?? "", "scratch"),
    ]);
    try {
      expect(first.name).not.toBe(second.name);
      expect(first.name).toMatch(/^shop_scratch_/);
      const [current] = await queryOnce<{ name: string; tables: number }>(
        first.url,
        `select current_database() as name,
           (select count(*)::int from information_schema.tables where table_schema = 'public') as tables`,
      );
      expect(current).toEqual({ name: first.name, tables: 0 });
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
    expect(await exists(first.name)).toBe(false);
    expect(await exists(second.name)).toBe(false);
  });

  it("drops the database while a connection to it is still open", async () => {
    const scratch = await createScratchPostgres(serverUrl ?? "", "scratch");
    const holder = new pg.Client({ connectionString: scratch.url });
    // The forced drop ends the holder's session: its errors (the server's 57P01, then the closed
    // socket) are the expected outcome here.
    const errors: Error[] = [];
    holder.on("error", (error) => errors.push(error));
    await holder.connect();
    await scratch.drop();
    expect(await exists(scratch.name)).toBe(false);
    await expect.poll(() => errors.length).toBeGreaterThan(0);
    expect(errors[0]?.message).toMatch(/terminat/i);
    await holder.end().catch(() => undefined);
  });
});

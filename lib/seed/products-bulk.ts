/**
 * Bulk inserts for the seed: one statement per few thousand rows, each column sent as one array
 * parameter and spread with unnest, so a statement carries a handful of parameters whatever its
 * row count (no per-row round trips, no 65,535-parameter limit).
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";

export type ColumnType = "int" | "text" | "bool" | "timestamptz" | "date" | "text[]";
export type Column = readonly [name: string, type: ColumnType];

const ROWS_PER_STATEMENT = 5000;

function cell(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return `{${value.map((item) => `"${String(item).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
  return value ?? null;
}

export async function bulkInsert<Row = never>(
  db: Pick<Db, "execute">,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
  options: { onConflict?: string; returning?: string } = {},
): Promise<Row[]> {
  const returned: Row[] = [];
  const names = columns.map(([name]) => name).join(", ");
  const aliases = columns.map((_, i) => `c${i}`).join(", ");
  // text[] cells travel as array literals in a text[] and are cast back per row.
  const selectList = columns
    .map(([, type], i) => (type === "text[]" ? `u.c${i}::text[]` : `u.c${i}`))
    .join(", ");
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params = columns.map(([, type], i) => {
      const arrayType = type === "text[]" ? "text[]" : `${type}[]`;
      return sql`${sql.param(chunk.map((row) => cell(row[i])))}::${sql.raw(arrayType)}`;
    });
    const query = sql`insert into ${sql.raw(table)} (${sql.raw(names)})
      select ${sql.raw(selectList)} from unnest(${sql.join(params, sql`, `)}) as u(${sql.raw(aliases)})
      ${sql.raw(options.onConflict ?? "")}
      ${sql.raw(options.returning ? `returning ${options.returning}` : "")}`;
    const result = await queryRows<Row>(db, query);
    if (options.returning) returned.push(...result);
  }
  return returned;
}

/**
 * Opaque list cursors: the sort they belong to, the last row's sort key (as Postgres printed it,
 * so a timestamp keeps its microseconds) and its id, the tie-breaker. A cursor from another sort
 * or a tampered one is refused rather than silently restarting the list.
 */
import type { ProductSort } from "./types";

export interface CursorPosition {
  key: string;
  id: number;
}

const TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;
const INTEGER = /^-?\d{1,10}$/;

function sortTag(sort: ProductSort): string {
  return `${sort.name}:${sort.direction}`;
}

export function encodeCursor(sort: ProductSort, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([sortTag(sort), position.key, position.id])).toString(
    "base64url",
  );
}

export function decodeCursor(sort: ProductSort, cursor: string): CursorPosition | null {
  if (cursor.length > 200) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [tag, key, id] = value as unknown[];
    if (tag !== sortTag(sort) || typeof key !== "string" || key.length > 64) return null;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) return null;
    if (!(sort.name === "listTime" ? TIMESTAMP : INTEGER).test(key)) return null;
    return { key, id };
  } catch {
    return null;
  }
}

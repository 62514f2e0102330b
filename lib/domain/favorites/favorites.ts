/**
 * The wish list: add, remove and read a member's favourite SKUs (rules in README.md).
 */
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { customers, favorites, promotionGifts, skus } from "@/lib/db/schema";
import { FAVORITES_MAX } from "./constants";

export const FAVORITE_FAILURE_CODES = {
  FULL: "FAVORITES_FULL",
  UNKNOWN_SKU: "FAVORITE_UNKNOWN_SKU",
  NOT_FOUND: "FAVORITE_NOT_FOUND",
  GIFT: "FAVORITE_GIFT",
} as const;
export type FavoriteFailureCode =
  (typeof FAVORITE_FAILURE_CODES)[keyof typeof FAVORITE_FAILURE_CODES];

export interface Favorite {
  id: number;
  skuCode: string;
  createdAt: Date;
}

export type FavoriteResult =
  { ok: true; favorite: Favorite } | { ok: false; code: FavoriteFailureCode; field?: string };

const MAX_SKU_CODE_LENGTH = 100;

export async function createFavorite(
  db: Db,
  input: { customerId: string; skuCode: string },
  now: Date,
): Promise<FavoriteResult> {
  const skuCode = typeof input.skuCode === "string" ? input.skuCode.trim() : "";
  if (skuCode === "" || skuCode.length > MAX_SKU_CODE_LENGTH) {
    return { ok: false, code: FAVORITE_FAILURE_CODES.UNKNOWN_SKU, field: "skuCode" };
  }
  return db.transaction(async (tx) => {
    // Serialises one member's adds, so the count below cannot be raced past the maximum.
    await tx.execute(
      sql`select 1 from ${customers} where ${customers.id} = ${input.customerId} for update`,
    );
    const [known] = await tx
      .select({ code: skus.code })
      .from(skus)
      .where(eq(skus.code, skuCode))
      .limit(1);
    if (!known) return { ok: false, code: FAVORITE_FAILURE_CODES.UNKNOWN_SKU, field: "skuCode" };
    // accounts §5: "gift items cannot be favourited" — a SKU a promotion gives away is a gift.
    const [gift] = await tx
      .select({ skuId: promotionGifts.skuId })
      .from(promotionGifts)
      .innerJoin(skus, eq(skus.id, promotionGifts.skuId))
      .where(eq(skus.code, skuCode))
      .limit(1);
    if (gift) return { ok: false, code: FAVORITE_FAILURE_CODES.GIFT, field: "skuCode" };
    const [existing] = await tx
      .select()
      .from(favorites)
      .where(and(eq(favorites.customerId, input.customerId), eq(favorites.skuCode, skuCode)));
    if (existing) return { ok: true, favorite: existing };
    const [counted] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.customerId, input.customerId));
    if (Number(counted?.n ?? 0) >= FAVORITES_MAX) {
      return { ok: false, code: FAVORITE_FAILURE_CODES.FULL };
    }
    const [created] = await tx
      .insert(favorites)
      .values({ customerId: input.customerId, skuCode, createdAt: now })
      .returning();
    if (!created) throw new Error("favorite insert returned no row");
    return { ok: true, favorite: created };
  });
}

/** Removes one of the member's favourites by id; someone else's id is "not found". */
export async function deleteFavorite(
  db: Db,
  input: { customerId: string; id: number },
): Promise<{ ok: true } | { ok: false; code: FavoriteFailureCode; field: string }> {
  const deleted = await db
    .delete(favorites)
    .where(and(eq(favorites.id, input.id), eq(favorites.customerId, input.customerId)))
    .returning({ id: favorites.id });
  return deleted.length > 0
    ? { ok: true }
    : { ok: false, code: FAVORITE_FAILURE_CODES.NOT_FOUND, field: "id" };
}

/** The member's favourites among the given SKUs (all of them when `skuCodes` is omitted). */
export async function favoritesOf(
  db: Db,
  customerId: string,
  skuCodes?: readonly string[],
): Promise<Map<string, Favorite>> {
  if (skuCodes?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(favorites)
    .where(
      and(
        eq(favorites.customerId, customerId),
        skuCodes ? inArray(favorites.skuCode, [...skuCodes]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.skuCode, row]));
}

export interface FavoritePage {
  favorites: Favorite[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/**
 * One page of the wish list, newest first. The cursor is the last favourite's id, so removing an
 * item while paging neither skips nor repeats the others.
 */
export async function favoritesPage(
  db: Db,
  customerId: string,
  page: { first: number; after: string | null },
): Promise<FavoritePage> {
  const after = page.after && /^\d{1,9}$/.test(page.after) ? Number(page.after) : null;
  const rows = await db
    .select()
    .from(favorites)
    .where(
      and(
        eq(favorites.customerId, customerId),
        after === null ? undefined : lt(favorites.id, after),
      ),
    )
    .orderBy(desc(favorites.id))
    .limit(page.first + 1);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.customerId, customerId));
  const shown = rows.slice(0, page.first);
  return {
    favorites: shown,
    hasNextPage: rows.length > page.first,
    endCursor: shown.length > 0 ? String(shown.at(-1)!.id) : null,
    totalCount: Number(counted?.n ?? 0),
  };
}

/**
 * Removes the member's favourites with the given ids (the spec's "collection codes"). Codes that
 * are not the member's, or not numbers, are ignored: the answer is the ids actually removed, and
 * nobody else's list changes (docs/adr/0022).
 */
export async function cancelFavorites(
  db: Db,
  customerId: string,
  codes: readonly string[],
): Promise<number[]> {
  const ids = codes.filter((c) => /^\d{1,9}$/.test(c.trim())).map((c) => Number(c.trim()));
  if (ids.length === 0) return [];
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.customerId, customerId), inArray(favorites.id, ids)))
    .returning({ id: favorites.id });
  return removed.map((r) => r.id);
}

/**
 * Cart share (shopping §3 Cart share, §7 createCartShare / cartShareInfo): a snapshot of some of
 * the sharer's lines under an unguessable code, readable by anyone who has the link, for a
 * limited time. Reading it shows each SKU's state now, so a sold-out line is marked, not hidden.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/connect";
import { jsonColumn, queryRows } from "@/lib/domain/catalog/sql-rows";
import { CART_ERROR_CODES, CART_SHARE_LIFETIME_DAYS } from "./constants";
import { findCartId, loadSkuFacts, loadStoredLines } from "./cart-store";

const content = z.array(z.object({ skuCode: z.string(), quantity: z.number().int().positive() }));
const OPERATOR_NAME_MAX = 40;
const CODE_PATTERN = /^[A-Za-z0-9_-]{10,40}$/;

export type ShareResult = { ok: true; code: string } | { ok: false; code: string; field?: string };

export async function createCartShare(
  db: Db,
  input: { customerId: string; lineIds: readonly string[] | null; operatorName: string },
  now: Date,
): Promise<ShareResult> {
  const cartId = await findCartId(db, input.customerId);
  const lines = cartId ? await loadStoredLines(db, cartId) : [];
  const wanted = input.lineIds ? new Set(input.lineIds.map((id) => id.toLowerCase())) : null;
  if (wanted && [...wanted].some((id) => !lines.some((line) => line.lineId === id)))
    return { ok: false, code: CART_ERROR_CODES.LINE_NOT_FOUND, field: "lineIds" };
  const shared = lines
    .filter((line) => line.lineType === "SALABLE_PRODUCT")
    .filter((line) => (wanted ? wanted.has(line.lineId) : line.selected))
    .map((line) => ({ skuCode: line.skuCode, quantity: line.quantity }));
  if (shared.length === 0)
    return { ok: false, code: CART_ERROR_CODES.LINE_NOT_FOUND, field: "lineIds" };
  const code = randomBytes(16).toString("base64url");
  const expiresAt = new Date(now.getTime() + CART_SHARE_LIFETIME_DAYS * 86_400_000);
  await db.execute(
    sql`insert into cart_shares (code, customer_id, operator_name, content, created_at, expires_at)
      values (${code}, ${input.customerId}::uuid, ${input.operatorName.trim().slice(0, OPERATOR_NAME_MAX)},
        ${JSON.stringify(shared)}::jsonb, ${now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz)`,
  );
  return { ok: true, code };
}

export interface CartShareItem {
  skuCode: string;
  quantity: number;
  available: boolean;
  productId: number | null;
}

export interface CartShareInfo {
  code: string;
  operatorName: string;
  createdAt: Date;
  content: CartShareItem[];
}

/** The share behind a code, or null when it does not exist or has expired. */
export async function cartShareInfo(
  db: Db,
  code: string,
  now: Date,
): Promise<CartShareInfo | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const [row] = await queryRows<{
    code: string;
    operator_name: string;
    content: unknown;
    created_at: string | Date;
  }>(
    db,
    sql`select code, operator_name, content, created_at from cart_shares
      where code = ${code} and expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return null;
  const items = content.safeParse(jsonColumn<unknown>(row.content));
  if (!items.success) return null;
  const facts = await loadSkuFacts(
    db,
    items.data.map((item) => item.skuCode),
  );
  return {
    code: row.code,
    operatorName: row.operator_name,
    createdAt: new Date(row.created_at),
    content: items.data.map((item) => {
      const sku = facts.get(item.skuCode);
      return {
        skuCode: item.skuCode,
        quantity: item.quantity,
        productId: sku?.productId ?? null,
        available: Boolean(
          sku &&
          sku.skuEnabled &&
          sku.onShelf &&
          sku.defaultPrice > 0 &&
          sku.inventory >= item.quantity,
        ),
      };
    }),
  };
}

/** The name a share is signed with: the member's name, else a neutral default the UI translates. */
export function shareOperatorName(customer: {
  isVisitor: boolean;
  nickName: string | null;
  firstName: string | null;
  lastName: string | null;
}): string {
  if (customer.isVisitor) return "";
  return (
    customer.nickName ?? [customer.firstName, customer.lastName].filter(Boolean).join(" ")
  ).slice(0, OPERATOR_NAME_MAX);
}

/**
 * Where cart lines are kept: one cart per customer (visitors are customers too). Every change
 * runs in a transaction that first upserts the cart row, which takes its row lock, so two tabs
 * adding the same SKU at once queue up and neither add is lost (issue: concurrent adds).
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";

/** A stored line with what partition and pricing need to know about its SKU now. */
export interface StoredLine {
  lineId: string;
  skuId: number;
  skuCode: string;
  productId: number;
  spuCode: string;
  productType: string;
  lineType: "SALABLE_PRODUCT" | "ATTACHED_PRODUCT";
  promotionId: number | null;
  quantity: number;
  selected: boolean;
  updatedAt: Date;
  skuEnabled: boolean;
  onShelf: boolean;
  inventory: number;
  defaultPrice: number;
}

interface StoredLineRow {
  line_id: string;
  sku_id: number;
  sku_code: string;
  product_id: number;
  spu_code: string;
  product_type: string;
  line_type: StoredLine["lineType"];
  promotion_id: number | null;
  quantity: number;
  selected: boolean;
  updated_at: Date | string;
  is_enabled: boolean;
  sale_status: string;
  available: number | null;
  sale_price: number | null;
}

/** Locks (creating when absent) the customer's cart and returns its id. */
export async function lockCart(tx: Tx | Db, customerId: string, now: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into carts (customer_id, updated_at) values (${customerId}, ${now.toISOString()}::timestamptz)
      on conflict (customer_id) do update set updated_at = excluded.updated_at
      returning id`,
  );
  if (!row) throw new Error("cart upsert returned no row");
  return row.id;
}

/** The customer's cart id; null without a cart, or without a customer (empty id). */
export async function findCartId(db: Db | Tx, customerId: string): Promise<string | null> {
  if (!customerId) return null;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select id from carts where customer_id = ${customerId}`,
  );
  return row?.id ?? null;
}

/** The cart's lines, oldest first, with their SKU's state. One query. */
export async function loadStoredLines(db: Db | Tx, cartId: string): Promise<StoredLine[]> {
  const rows = await queryRows<StoredLineRow>(
    db,
    sql`select l.id as line_id, l.sku_id, s.code as sku_code, s.product_id, p.code as spu_code,
        p.product_type, l.line_type, l.promotion_id, l.quantity, l.selected, l.updated_at,
        s.is_enabled, p.sale_status, i.available, sp.sale_price
      from cart_lines l
      join skus s on s.id = l.sku_id
      join products p on p.id = s.product_id
      left join inventories i on i.sku_id = s.id
      left join sku_prices sp on sp.sku_id = s.id
      where l.cart_id = ${cartId}
      order by l.created_at, l.sku_id, l.line_type`,
  );
  return rows.map((row) => ({
    lineId: row.line_id,
    skuId: Number(row.sku_id),
    skuCode: row.sku_code,
    productId: Number(row.product_id),
    spuCode: row.spu_code,
    productType: row.product_type,
    lineType: row.line_type,
    promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    quantity: Number(row.quantity),
    selected: row.selected,
    updatedAt: new Date(row.updated_at),
    skuEnabled: row.is_enabled,
    onShelf: row.sale_status === "ON_SHELF",
    inventory: Number(row.available ?? 0),
    defaultPrice: Number(row.sale_price ?? 0),
  }));
}

export interface SkuFacts {
  skuId: number;
  skuCode: string;
  productId: number;
  spuCode: string;
  skuEnabled: boolean;
  onShelf: boolean;
  inventory: number;
  defaultPrice: number;
}

/** The state of the given SKUs now (unknown codes are absent from the map). */
export async function loadSkuFacts(
  db: Db | Tx,
  skuCodes: readonly string[],
): Promise<Map<string, SkuFacts>> {
  if (skuCodes.length === 0) return new Map();
  const rows = await queryRows<{
    sku_id: number;
    sku_code: string;
    product_id: number;
    spu_code: string;
    is_enabled: boolean;
    sale_status: string;
    available: number | null;
    sale_price: number | null;
  }>(
    db,
    sql`select s.id as sku_id, s.code as sku_code, s.product_id, p.code as spu_code, s.is_enabled,
        p.sale_status, i.available, sp.sale_price
      from skus s
      join products p on p.id = s.product_id
      left join inventories i on i.sku_id = s.id
      left join sku_prices sp on sp.sku_id = s.id
      where s.code = any(${sql.param([...skuCodes])}::text[])`,
  );
  return new Map(
    rows.map((row) => [
      row.sku_code,
      {
        skuId: Number(row.sku_id),
        skuCode: row.sku_code,
        productId: Number(row.product_id),
        spuCode: row.spu_code,
        skuEnabled: row.is_enabled,
        onShelf: row.sale_status === "ON_SHELF",
        inventory: Number(row.available ?? 0),
        defaultPrice: Number(row.sale_price ?? 0),
      },
    ]),
  );
}

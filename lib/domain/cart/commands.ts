/**
 * The cart's writes (shopping §7 Cart): add, set quantity, change variant, select, delete. Each
 * runs in one transaction behind the cart's row lock and refuses with the spec's codes (§8)
 * before anything is kept: a refused call rolls back and leaves the cart exactly as it was.
 * Limits (§9): 1 to 99 per line and never above stock; at most CART_MAX_PRODUCT_TYPES SKUs.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { isUuid } from "@/lib/domain/validation/uuid";
import {
  CART_ERROR_CODES,
  CART_LINE_MAX_QUANTITY,
  CART_MAX_PRODUCT_TYPES,
  MARKUP_ERROR_CODES,
} from "./constants";
import { asRequestedItem, calculateItems, type CartCaller } from "./calculation";
import { loadSkuFacts, loadStoredLines, lockCart, type StoredLine } from "./cart-store";
import { CartRefusal, refusalAsFailure, type CartFailure } from "./refusal";

export type CartResult = { ok: true } | CartFailure;

export interface CartAddItem {
  skuCode: string;
  /** Untrusted: validated here so that 0, 2.5 or "x" get the spec's code, not a parse error. */
  quantity: unknown;
  lineType: "SALABLE_PRODUCT" | "GIFT" | "ATTACHED_PRODUCT";
  activityId: string | null;
}

/** A whole number of units from 1 to 99; anything else is refused (shopping §9). */
export function parseQuantity(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 1)
    throw new CartRefusal(CART_ERROR_CODES.INVALID_QUANTITY, "quantity");
  if (number > CART_LINE_MAX_QUANTITY)
    throw new CartRefusal(CART_ERROR_CODES.QUANTITY_LIMIT, "quantity");
  return number;
}

function run(
  db: Db,
  caller: CartCaller,
  now: Date,
  work: (tx: Tx, cartId: string) => Promise<void>,
) {
  return refusalAsFailure(async (): Promise<CartResult> => {
    await db.transaction(async (tx) => {
      const cartId = await lockCart(tx, caller.customerId, now);
      await work(tx, cartId);
    });
    return { ok: true };
  });
}

/** Checks a line's new quantity against the SKU's state; throws the spec's code. */
function checkSkuQuantity(
  sku: { skuEnabled: boolean; onShelf: boolean; inventory: number; defaultPrice: number },
  quantity: number,
): void {
  if (!sku.skuEnabled || !sku.onShelf || sku.defaultPrice <= 0)
    throw new CartRefusal(CART_ERROR_CODES.OFF_SHELF, "skuCode");
  if (sku.inventory <= 0) throw new CartRefusal(CART_ERROR_CODES.OUT_OF_STOCK, "skuCode");
  if (quantity > CART_LINE_MAX_QUANTITY)
    throw new CartRefusal(CART_ERROR_CODES.QUANTITY_LIMIT, "quantity");
  if (quantity > sku.inventory) throw new CartRefusal(CART_ERROR_CODES.OUT_OF_STOCK, "quantity");
}

async function setLineQuantity(tx: Tx, lineId: string, quantity: number, now: Date) {
  await tx.execute(
    sql`update cart_lines set quantity = ${quantity}, updated_at = ${now.toISOString()}::timestamptz
      where id = ${lineId}::uuid`,
  );
}

/**
 * Add-on lines may only be kept while their EXCHANGE threshold is met: price the selected lines
 * as they now stand and refuse with the engine's markup code if it names one of the new lines.
 */
async function checkMarkup(
  tx: Tx,
  caller: CartCaller,
  cartId: string,
  now: Date,
  skuCodes: Set<string>,
) {
  const lines = (await loadStoredLines(tx, cartId)).filter(
    (line) => line.selected || skuCodes.has(line.skuCode),
  );
  const calculation = await calculateItems(
    tx,
    caller,
    {
      items: lines.map(asRequestedItem),
      codes: [],
      receipt: null,
      services: [],
      goDollar: null,
    },
    now,
  );
  const newLineIds = new Set(
    lines
      .filter((l) => l.lineType === "ATTACHED_PRODUCT" && skuCodes.has(l.skuCode))
      .map((l) => l.lineId),
  );
  const refused = calculation.errors.find(
    (error) => MARKUP_ERROR_CODES.includes(error.code) && newLineIds.has(error.subject),
  );
  if (refused) throw new CartRefusal(refused.code, "activityId");
}

async function addItems(
  tx: Tx,
  caller: CartCaller,
  cartId: string,
  items: readonly CartAddItem[],
  now: Date,
) {
  if (items.length === 0) throw new CartRefusal(CART_ERROR_CODES.INVALID_QUANTITY, "input");
  const wanted = items.map((item) => {
    if (item.lineType === "GIFT")
      throw new CartRefusal(CART_ERROR_CODES.GIFT_NOT_FOR_SALE, "lineType");
    if (item.lineType === "ATTACHED_PRODUCT" && !/^\d{1,9}$/.test(item.activityId ?? ""))
      throw new CartRefusal(CART_ERROR_CODES.MARKUP_NOT_OFFERED, "activityId");
    return { ...item, lineType: item.lineType, quantity: parseQuantity(item.quantity) };
  });
  const facts = await loadSkuFacts(
    tx,
    wanted.map((item) => item.skuCode),
  );
  const lines = await loadStoredLines(tx, cartId);
  const key = (skuCode: string, lineType: string) => `${lineType}:${skuCode}`;
  const quantities = new Map(
    lines.map((line) => [key(line.skuCode, line.lineType), line.quantity]),
  );
  const types = new Set(lines.map((line) => line.skuCode));
  const attached = new Set<string>();
  for (const item of wanted) {
    const sku = facts.get(item.skuCode);
    if (!sku) throw new CartRefusal(CART_ERROR_CODES.SKU_NOT_FOUND, "skuCode");
    const quantity = (quantities.get(key(item.skuCode, item.lineType)) ?? 0) + item.quantity;
    checkSkuQuantity(sku, quantity);
    types.add(item.skuCode);
    if (types.size > CART_MAX_PRODUCT_TYPES)
      throw new CartRefusal(CART_ERROR_CODES.TOO_MANY_PRODUCT_TYPES, "skuCode");
    const promotionId = item.lineType === "ATTACHED_PRODUCT" ? Number(item.activityId) : null;
    if (item.lineType === "ATTACHED_PRODUCT") attached.add(item.skuCode);
    const [row] = await queryRows<{ id: string; quantity: number }>(
      tx,
      sql`insert into cart_lines (cart_id, sku_id, line_type, promotion_id, quantity, selected, created_at, updated_at)
        values (${cartId}::uuid, ${sku.skuId}, ${item.lineType}, ${promotionId}, ${item.quantity}, true,
          ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        on conflict (cart_id, sku_id, line_type) do update
          set quantity = cart_lines.quantity + excluded.quantity, selected = true,
            promotion_id = excluded.promotion_id, updated_at = excluded.updated_at
        returning id, quantity`,
    );
    if (!row) throw new Error("cart line upsert returned no row");
    quantities.set(key(item.skuCode, item.lineType), Number(row.quantity));
  }
  if (attached.size > 0) {
    // A promotion id that does not exist would have failed the foreign key; an unknown one
    // that exists but is not an offer is the engine's to say.
    await checkMarkup(tx, caller, cartId, now, attached);
  }
}

export function cartAdd(db: Db, caller: CartCaller, items: readonly CartAddItem[], now: Date) {
  return run(db, caller, now, async (tx, cartId) => {
    if (items.some((item) => item.lineType === "ATTACHED_PRODUCT")) {
      const ids = [...new Set(items.map((item) => item.activityId).filter((id) => id !== null))];
      const numeric = ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
      const known = await queryRows<{ id: number }>(
        tx,
        sql`select id from promotions where id = any(${sql.param(numeric)}::int[]) and type = 'EXCHANGE'`,
      );
      if (known.length !== ids.length)
        throw new CartRefusal(CART_ERROR_CODES.MARKUP_NOT_OFFERED, "activityId");
    }
    await addItems(tx, caller, cartId, items, now);
  });
}

function findLine(
  lines: readonly StoredLine[],
  input: { lineId?: string | null; skuCode: string },
) {
  const lineId = input.lineId;
  if (lineId) {
    if (!isUuid(lineId)) return undefined;
    return lines.find((line) => line.lineId === lineId.toLowerCase());
  }
  return (
    lines.find((line) => line.skuCode === input.skuCode && line.lineType === "SALABLE_PRODUCT") ??
    lines.find((line) => line.skuCode === input.skuCode)
  );
}

/** cartUpdate: set one line's quantity. */
export function cartUpdate(
  db: Db,
  caller: CartCaller,
  input: { skuCode: string; quantity: unknown; lineId?: string | null },
  now: Date,
) {
  return run(db, caller, now, async (tx, cartId) => {
    const quantity = parseQuantity(input.quantity);
    const lines = await loadStoredLines(tx, cartId);
    const line = findLine(lines, input);
    if (!line) throw new CartRefusal(CART_ERROR_CODES.LINE_NOT_FOUND, "skuCode");
    checkSkuQuantity(line, quantity);
    await setLineQuantity(tx, line.lineId, quantity, now);
  });
}

/** cartItemUpdate: "Changing a line's variant is an add of the new variant plus a delete of the old." */
export function cartItemUpdate(
  db: Db,
  caller: CartCaller,
  input: { oldSkuCode: string; newSkuCode: string; quantity: unknown },
  now: Date,
) {
  return run(db, caller, now, async (tx, cartId) => {
    const quantity = parseQuantity(input.quantity);
    const lines = await loadStoredLines(tx, cartId);
    const old = findLine(lines, { skuCode: input.oldSkuCode });
    if (!old) throw new CartRefusal(CART_ERROR_CODES.LINE_NOT_FOUND, "oldSkuCode");
    if (input.oldSkuCode === input.newSkuCode) {
      checkSkuQuantity(old, quantity);
      await setLineQuantity(tx, old.lineId, quantity, now);
      return;
    }
    await tx.execute(sql`delete from cart_lines where id = ${old.lineId}::uuid`);
    await addItems(
      tx,
      caller,
      cartId,
      [{ skuCode: input.newSkuCode, quantity, lineType: "SALABLE_PRODUCT", activityId: null }],
      now,
    );
  });
}

/** cartSelectUpdate / cartSkuStatusUpdate: tick or untick lines by SKU code. */
export function cartSelectUpdate(
  db: Db,
  caller: CartCaller,
  input: { selected: boolean; skuCodes: readonly string[] },
  now: Date,
) {
  return run(db, caller, now, async (tx, cartId) => {
    const lines = await loadStoredLines(tx, cartId);
    const inCart = new Set(lines.map((line) => line.skuCode));
    if (input.skuCodes.length === 0 || input.skuCodes.some((code) => !inCart.has(code)))
      throw new CartRefusal(CART_ERROR_CODES.LINE_NOT_FOUND, "skuCodes");
    await tx.execute(
      sql`update cart_lines set selected = ${input.selected}, updated_at = ${now.toISOString()}::timestamptz
        where cart_id = ${cartId}::uuid and sku_id = any(${sql.param(
          lines.filter((line) => input.skuCodes.includes(line.skuCode)).map((line) => line.skuId),
        )}::int[])`,
    );
  });
}

/** cartDelete (skuCodes, lineIds): every named line must be in this cart, else nothing is deleted. */
export function cartDelete(
  db: Db,
  caller: CartCaller,
  input: { skuCodes: readonly string[]; lineIds: readonly string[] },
  now: Date,
) {
  return run(db, caller, now, async (tx, cartId) => {
    const lines = await loadStoredLines(tx, cartId);
    const doomed = new Set<string>();
    for (const lineId of input.lineIds) {
      const line = findLine(lines, { lineId, skuCode: "" });
      if (!line) throw new CartRefusal(CART_ERROR_CODES.LINE_NOT_FOUND, "lineIds");
      doomed.add(line.lineId);
    }
    for (const skuCode of input.skuCodes) {
      const matching = lines.filter((line) => line.skuCode === skuCode);
      if (matching.length === 0) throw new CartRefusal(CART_ERROR_CODES.LINE_NOT_FOUND, "skuCodes");
      for (const line of matching) doomed.add(line.lineId);
    }
    if (doomed.size === 0) throw new CartRefusal(CART_ERROR_CODES.LINE_NOT_FOUND, "lineIds");
    await tx.execute(
      sql`delete from cart_lines where cart_id = ${cartId}::uuid and id = any(${sql.param([...doomed])}::uuid[])`,
    );
  });
}

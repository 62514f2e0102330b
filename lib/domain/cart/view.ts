/**
 * The cart as the shopper sees it (shopping §2 Cart page, §3 Cart, §4 Cart line partition):
 * stored lines split into purchasable and disabled ones, the calculation over the selected
 * purchasable lines with the given codes, and the activities with their gifts and add-ons.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { RequestedCode } from "@/lib/domain/loyalty/coupons";
import {
  asRequestedItem,
  calculateItems,
  type CartCalculation,
  type CartCaller,
  type RequestedItem,
} from "./calculation";
import { findCartId, loadStoredLines, type StoredLine } from "./cart-store";
import { partitionLines, type PartitionedLine } from "./partition";

export interface CartView {
  able: PartitionedLine<StoredLine>[];
  disabled: PartitionedLine<StoredLine>[];
  calculation: CartCalculation;
  markupNotAllow: boolean;
  /** Units over every stored line: the header badge. */
  totalQuantity: number;
}

export async function loadCartView(
  db: Db,
  caller: CartCaller,
  input: { codes: readonly RequestedCode[] },
  now: Date,
): Promise<CartView> {
  const cartId = await findCartId(db, caller.customerId);
  const stored = cartId ? await loadStoredLines(db, cartId) : [];
  let partition = partitionLines(stored, true);
  const price = (able: PartitionedLine<StoredLine>[]) =>
    calculateItems(
      db,
      caller,
      {
        items: able.filter((entry) => entry.selected).map(({ line }) => asRequestedItem(line)),
        codes: input.codes,
        receipt: null,
        services: [],
        goDollar: null,
      },
      now,
    );
  const calculation = await price(partition.able);
  if (calculation.markupNotAllow) partition = partitionLines(stored, false);
  return {
    able: partition.able,
    disabled: partition.disabled,
    calculation,
    markupNotAllow: calculation.markupNotAllow,
    totalQuantity: stored.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The header badge without pricing anything. */
export async function cartTotalQuantity(db: Db, customerId: string): Promise<number> {
  if (!customerId) return 0;
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select coalesce(sum(l.quantity), 0) as n from cart_lines l join carts c on c.id = l.cart_id
      where c.customer_id = ${customerId}::uuid`,
  );
  return Number(row?.n ?? 0);
}

/** The selected purchasable lines of a customer's cart, as a calculation request's items. */
export async function selectedCartItems(db: Db, customerId: string): Promise<RequestedItem[]> {
  const cartId = await findCartId(db, customerId);
  if (!cartId) return [];
  return partitionLines(await loadStoredLines(db, cartId), true)
    .able.filter((entry) => entry.selected)
    .map(({ line }) => asRequestedItem(line));
}

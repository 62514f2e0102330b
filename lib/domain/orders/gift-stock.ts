/**
 * Gifts while stocks last (shopping §4 Promotion types, PRESENT: "each gift's quantity is
 * min(number, inventory)"; docs/adr/0053). Pricing reads the gift's stock before the order's
 * transaction locks anything, so between that read and the order's reservation other checkouts
 * may take the last units. The bought lines must then still be placed: a free gift that ran out
 * is the shop's to lose, not a reason to refuse the shopper's order (under load one checkout in
 * a few hundred was refused "out of stock" for a gift while its bought SKU had plenty).
 *
 * So a gift line is reserved with the row locked, as much as is left up to its quantity; the
 * line is placed with that quantity, or left out when none is left (or its SKU is gone). Gift
 * lines are free (every amount 0, pricing/gifts-and-exchange.ts), so the order's totals do not
 * change. Bought lines keep the all-or-nothing rule of `reserveStock` in create.ts.
 */
import { sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { PricedLine } from "@/lib/domain/pricing/types";

/** Reserves every GIFT line's stock as far as it goes; the lines to place, gifts settled. */
export async function reserveGifts<
  Line extends Pick<PricedLine, "lineType" | "skuCode" | "quantity">,
>(
  tx: Tx,
  orderId: string,
  lines: readonly Line[],
  skuIdOf: (skuCode: string) => number | undefined,
): Promise<Line[]> {
  // Units the order buys of a SKU it is also given stay for the bought line.
  const bought = new Map<string, number>();
  for (const line of lines)
    if (line.lineType !== "GIFT")
      bought.set(line.skuCode, (bought.get(line.skuCode) ?? 0) + line.quantity);
  const placed: Line[] = [];
  for (const line of lines) {
    if (line.lineType !== "GIFT") {
      placed.push(line);
      continue;
    }
    const skuId = skuIdOf(line.skuCode);
    if (skuId === undefined) continue;
    const taken = await takeUpTo(tx, skuId, line.quantity, bought.get(line.skuCode) ?? 0);
    if (taken === 0) continue;
    await tx.execute(
      sql`insert into order_reservations (order_id, kind, ref, quantity) values (${orderId}::uuid, 'STOCK', ${String(skuId)}, ${taken})`,
    );
    placed.push({ ...line, quantity: taken });
  }
  return placed;
}

async function takeUpTo(tx: Tx, skuId: number, wanted: number, keep: number): Promise<number> {
  // Locked first: the figure read is the one the update below takes from.
  const [row] = await queryRows<{ available: number }>(
    tx,
    sql`select available from inventories where sku_id = ${skuId} for update`,
  );
  const taken = Math.min(Number(row?.available ?? 0) - keep, wanted);
  if (taken <= 0) return 0;
  await tx.execute(
    sql`update inventories set available = available - ${taken} where sku_id = ${skuId}`,
  );
  return taken;
}

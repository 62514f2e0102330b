/**
 * What a shopper may still ask for on one order (issue 17 item 1; shopping §9 "Return within 14
 * days of receipt"; ADR 0042), so the order detail offers "Return or exchange" only when
 * requestAfterSales would accept it: the order received and inside the period, each line's
 * quantity not yet held by another request, and the other sizes of its product an exchange may
 * take. Read-only; requestAfterSales checks everything again under the order's row lock.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  AFTER_SALES_HOLDING_STATUSES,
  AFTER_SALES_OPEN_STATUSES,
  ORDER_STATUSES_RECEIVED,
  RETURN_WITHIN_DAYS_OF_RECEIPT,
} from "./constants";
import { withinReturnPeriod } from "./rules";

export interface ExchangeSizeOption {
  skuCode: string;
  sizeLabel: string;
  inStock: boolean;
}

export interface AfterSalesLineOption {
  orderLineId: string;
  /** Units still returnable: bought, less what other requests hold; 0 while one is open. */
  returnableQuantity: number;
  /** Other enabled sizes of the same product (never for a gift). */
  exchangeSizes: ExchangeSizeOption[];
}

export interface AfterSalesOptions {
  /** Received, inside the 14 days, and at least one line still returnable. */
  eligible: boolean;
  /** The last instant a request is accepted; null before receipt. */
  returnBy: Date | null;
  lines: AfterSalesLineOption[];
}

const DAY_MS = 86_400_000;

/** Units of a line a new request may name (the rule of requestAfterSales). */
export function returnableQuantity(bought: number, held: number, open: boolean): number {
  return open ? 0 : Math.max(0, bought - held);
}

export async function afterSalesOptions(
  db: Db,
  order: { id: string; status: string },
  now: Date,
): Promise<AfterSalesOptions> {
  const none: AfterSalesOptions = { eligible: false, returnBy: null, lines: [] };
  if (!(ORDER_STATUSES_RECEIVED as readonly string[]).includes(order.status)) return none;
  // Receipt: the latest delivered event, as requestAfterSales reads it.
  const [received] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select max(created_at) as at from order_events where order_id = ${order.id}::uuid
      and to_status in ('WAIT_EVALUATE', 'PARTIAL_RECEIVED')`,
  );
  if (!received?.at) return none;
  const receivedAt = new Date(received.at);
  const returnBy = new Date(receivedAt.getTime() + RETURN_WITHIN_DAYS_OF_RECEIPT * DAY_MS);
  if (!withinReturnPeriod(receivedAt, now)) return { ...none, returnBy };

  const lines = await queryRows<{
    id: string;
    sku_id: number;
    is_gift: boolean;
    quantity: number;
    held: number | null;
    open: boolean | null;
  }>(
    db,
    sql`select ol.id, ol.sku_id, ol.is_gift, ol.quantity, h.held, h.open
      from order_lines ol
      left join (
        select l.order_line_id, sum(l.quantity)::int as held,
          bool_or(a.status = any(${sql.param([...AFTER_SALES_OPEN_STATUSES])}::text[])) as open
        from after_sales_lines l join after_sales_orders a on a.id = l.after_sales_order_id
        where a.order_id = ${order.id}::uuid
          and a.status = any(${sql.param([...AFTER_SALES_HOLDING_STATUSES])}::text[])
        group by l.order_line_id
      ) h on h.order_line_id = ol.id
      where ol.order_id = ${order.id}::uuid`,
  );
  const sizes = await queryRows<{
    bought_sku_id: number;
    code: string;
    size_label: string;
    available: number | null;
  }>(
    db,
    sql`select bought.id as bought_sku_id, s.code, s.size_label, i.available
      from order_lines ol
      join skus bought on bought.id = ol.sku_id
      join skus s on s.product_id = bought.product_id and s.id <> bought.id and s.is_enabled
      left join inventories i on i.sku_id = s.id
      where ol.order_id = ${order.id}::uuid and not ol.is_gift
      order by s.sort, s.id`,
  );
  const options = lines.map((line): AfterSalesLineOption => {
    const seen = new Set<string>();
    const exchangeSizes = line.is_gift
      ? []
      : sizes
          .filter((size) => Number(size.bought_sku_id) === Number(line.sku_id))
          .filter((size) => !seen.has(size.code) && seen.add(size.code))
          .map((size) => ({
            skuCode: size.code,
            sizeLabel: size.size_label,
            inStock: Number(size.available ?? 0) > 0,
          }));
    return {
      orderLineId: line.id,
      returnableQuantity: returnableQuantity(
        Number(line.quantity),
        Number(line.held ?? 0),
        Boolean(line.open),
      ),
      exchangeSizes,
    };
  });
  // A gift alone cannot be returned, so only a bought line makes the order eligible.
  const byId = new Map(lines.map((line) => [line.id, line]));
  const eligible = options.some(
    (option) => option.returnableQuantity > 0 && !byId.get(option.orderLineId)?.is_gift,
  );
  return { eligible, returnBy, lines: options };
}

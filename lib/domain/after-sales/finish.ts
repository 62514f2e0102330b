/**
 * finishAfterSales: the last step, and THE SEAM TO THE REFUNDS (lib/domain/refunds/, helper F;
 * ADR 0042 "Refund seam").
 *
 * - EXCHANGE: EXCHANGE_OUT → FINISHED. No money moves.
 * - RETURN: BACK_IN_STORAGE → FINISHED, and in the same transaction `issueRefund` is called
 *   with the returned lines; it must create the refund order (AUDIT_PASSED) inside `tx` and
 *   answer its refundOrderNo, which is kept on the after-sales order (shopping §3
 *   After-sales order `refundOrderNo`). The provider's refund call belongs after the commit
 *   (the refund's own job and retries), never inside this transaction. If `issueRefund`
 *   throws, nothing changes: the return stays BACK_IN_STORAGE and can be finished again.
 *   Without `issueRefund`, or when the refunds refuse (an order with nothing left to refund),
 *   a return is refused with AFTER_SALES_REFUND_REFUSED rather than finished without its money.
 *
 * The API (lib/graphql/schema/after-sales-ops.ts) passes `afterSalesRefundIssuer` from
 * ./refund-seam.ts: lib/domain/refunds' refund order.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { AFTER_SALES_ERROR_CODES as E } from "./constants";
import { AfterSalesRefusal, type AfterSalesActor, type AfterSalesResult } from "./actors";
import { runStep } from "./steps";

/** What the refund is asked for: the returned lines, each with its share of what was paid. */
export interface AfterSalesRefundRequest {
  afterSalesOrderId: string;
  afterSalesOrderNo: string;
  orderId: string;
  orderCode: string;
  lines: {
    orderLineId: string;
    skuCode: string;
    omsSkuCode: string;
    quantity: number;
    /** This quantity's share of the line's amount after every discount (cents; ADR 0042). */
    amount: number;
  }[];
  actor: string;
  now: Date;
}

/** Creates the refund order inside `tx`; answers its refundOrderNo. */
export type IssueRefund = (
  tx: Tx,
  request: AfterSalesRefundRequest,
) => Promise<{ refundOrderNo: string }>;

export function finishAfterSales(
  db: Db,
  input: {
    code: string;
    actor: Extract<AfterSalesActor, { kind: "operator" }>;
    /** Required for a RETURN; ignored for an EXCHANGE. */
    issueRefund: IssueRefund | null;
  },
  now: Date,
): Promise<AfterSalesResult> {
  return runStep(
    db,
    {
      action: "afterSales.finish",
      code: input.code,
      actor: input.actor,
      // The type decides the from-state below; both are listed, the effect refuses the other.
      from: ["BACK_IN_STORAGE", "EXCHANGE_OUT"],
      to: "FINISHED",
      reason: "finished",
      effect: async (tx, row, previous) => {
        const expected = row.type === "EXCHANGE" ? "EXCHANGE_OUT" : "BACK_IN_STORAGE";
        if (previous !== expected) throw new AfterSalesRefusal(E.WRONG_STATUS, "code");
        if (row.type === "EXCHANGE") return [];
        if (!input.issueRefund) throw new AfterSalesRefusal(E.REFUND_REFUSED, "code");
        const lines = await queryRows<{
          order_line_id: string;
          sku_code: string;
          oms_sku_code: string;
          quantity: number;
          amount: number;
        }>(
          tx,
          sql`select order_line_id, sku_code, oms_sku_code, quantity, amount from after_sales_lines
            where after_sales_order_id = ${row.id}::uuid order by sku_code, order_line_id`,
        );
        const { refundOrderNo } = await input.issueRefund(tx, {
          afterSalesOrderId: row.id,
          afterSalesOrderNo: row.code,
          orderId: row.order_id,
          orderCode: row.order_code,
          lines: lines.map((line) => ({
            orderLineId: line.order_line_id,
            skuCode: line.sku_code,
            omsSkuCode: line.oms_sku_code,
            quantity: Number(line.quantity),
            amount: Number(line.amount),
          })),
          actor: `ops:${input.actor.email}`,
          now,
        });
        await tx.execute(
          sql`update after_sales_orders set refund_order_no = ${refundOrderNo} where id = ${row.id}::uuid`,
        );
        return [];
      },
    },
    now,
  );
}

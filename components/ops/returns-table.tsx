"use client";
/**
 * The console's returns table (issue 17 item 3 "Tables with sorting, filters and paging"; ADR
 * 0046, 0048) on the console's server table (server-table.tsx, shared with the orders table):
 * the server filters (code, order code, status, type, Hong Kong days asked), sorts by a
 * whitelisted key and pages; a header click or a pager link is the next URL (returns-url.ts).
 * The filter form is a plain GET form: it works before the script loads.
 */
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES } from "@/lib/domain/after-sales/constants";
import type { OpsReturnSortField } from "@/lib/domain/operations/constants";
import { returnsUrl, type ReturnsUrlState } from "@/lib/domain/operations/returns-url";
import type { AfterSalesOrderData } from "@/lib/graphql/operations/after-sales";
import type { OpsReturnsData } from "@/lib/graphql/operations/ops-returns";
import styles from "./ops.module.css";
import { ServerTable } from "./server-table";

const column = createColumnHelper<AfterSalesOrderData>();
const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

/** Column id -> the API's sort key (columns without one are not sortable). */
const SORT_FIELD: Partial<Record<string, OpsReturnSortField>> = {
  code: "CODE",
  orderNo: "ORDER_CODE",
  type: "TYPE",
  afterSalesStatus: "STATUS",
  createdAt: "CREATED_AT",
  total: "AMOUNT",
};

const columns = [
  column.accessor("code", {
    header: "Return",
    cell: (info) => (
      <Link href={`/ops/returns/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor("orderNo", {
    header: "Order",
    cell: (info) => (
      <Link href={`/ops/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor("type", { header: "Type" }),
  column.accessor("afterSalesStatus", { header: "Status" }),
  column.accessor("createdAt", { header: "Requested", cell: (info) => when(info.getValue()) }),
  column.accessor((row) => row.lines.reduce((sum, line) => sum + line.quantity, 0), {
    id: "units",
    header: "Units",
  }),
  column.accessor((row) => row.total.amount, { id: "total", header: "Amount (HKD)" }),
  column.accessor("handleBy", { header: "Handle by", cell: (info) => when(info.getValue()) }),
] as ColumnDef<AfterSalesOrderData>[];

export function ReturnsTable(props: { state: ReturnsUrlState; page: OpsReturnsData }) {
  const { state, page } = props;
  return (
    <>
      <form
        method="get"
        action="/ops/returns"
        className={styles.filters}
        data-testid="ops-returns-filter"
      >
        <label className={styles.field}>
          Return code
          <input name="code" defaultValue={state.code} />
        </label>
        <label className={styles.field}>
          Order code
          <input name="orderNo" defaultValue={state.orderNo} />
        </label>
        <label className={styles.field}>
          Status
          <select name="status" defaultValue={state.status ?? ""}>
            <option value="">Any</option>
            {AFTER_SALES_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Type
          <select name="type" defaultValue={state.type ?? ""}>
            <option value="">Any</option>
            {AFTER_SALES_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Asked from (HK date)
          <input type="date" name="from" defaultValue={state.from} />
        </label>
        <label className={styles.field}>
          Asked to (HK date)
          <input type="date" name="to" defaultValue={state.to} />
        </label>
        {state.sortBy !== "CREATED_AT" ? (
          <input type="hidden" name="sortBy" value={state.sortBy} />
        ) : null}
        {!state.descending ? <input type="hidden" name="descending" value="false" /> : null}
        <button type="submit" className={styles.primary}>
          Search
        </button>
        <Link href="/ops/returns">Clear</Link>
      </form>
      <ServerTable
        rows={page.items}
        columns={columns}
        sortFields={SORT_FIELD}
        state={state}
        total={page.total}
        pageSize={page.pageSize}
        urlOf={(next) => returnsUrl({ ...state, ...next })}
        testId="ops-returns-table"
        noun="returns and exchanges"
      />
    </>
  );
}

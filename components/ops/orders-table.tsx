"use client";
/**
 * The console's orders table (issue 17 item 3; ADR 0046) on the console's server table
 * (server-table.tsx, shared with the returns table): the server does the searching, sorting and
 * paging, the table renders the page it was given and turns a click on a sortable header or a
 * pager link into the next URL (console-url.ts), which the page reads on the server again. The
 * filter form is a plain GET form: it works before the script loads.
 */
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { ShopLink as Link } from "@/components/layout/shop-link";
import type { OpsOrderSortField } from "@/lib/domain/operations/constants";
import { ordersCsvUrl, ordersUrl, type OrdersUrlState } from "@/lib/domain/operations/console-url";
import { ORDER_STATUSES } from "@/lib/domain/orders/constants";
import type { OpsOrderRowData, OpsOrdersData } from "@/lib/graphql/operations/ops-orders";
import styles from "./ops.module.css";
import { ServerTable } from "./server-table";

const column = createColumnHelper<OpsOrderRowData>();
const when = (iso: string | null) => (iso ? `${iso.replace("T", " ").slice(0, 16)} UTC` : "");

/** Column id -> the API's sort field (columns without one are not sortable). */
const SORT_FIELD: Partial<Record<string, OpsOrderSortField>> = {
  code: "CODE",
  status: "STATUS",
  orderTime: "ORDER_TIME",
  email: "EMAIL",
  amount: "AMOUNT",
};

const columns = [
  column.accessor("code", {
    header: "Order",
    cell: (info) => (
      <Link href={`/ops/orders/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  column.accessor("status", { header: "Status" }),
  column.accessor("orderTime", { header: "Placed", cell: (info) => when(info.getValue()) }),
  column.accessor("email", { header: "E-mail" }),
  column.accessor("phone", { header: "Phone", enableSorting: false }),
  column.accessor("checkoutKind", { header: "Checkout", enableSorting: false }),
  column.accessor("itemCount", { header: "Items", enableSorting: false }),
  column.accessor((row) => row.amount.amount, { id: "amount", header: "Amount (HKD)" }),
  column.accessor("trackingNos", { header: "Tracking", enableSorting: false }),
] as ColumnDef<OpsOrderRowData>[];

export function OrdersTable(props: { state: OrdersUrlState; page: OpsOrdersData }) {
  const { state, page } = props;
  return (
    <>
      <form
        method="get"
        action="/ops/orders"
        className={styles.filters}
        data-testid="ops-orders-filter"
      >
        <label className={styles.field}>
          Order code
          <input name="code" defaultValue={state.code} />
        </label>
        <label className={styles.field}>
          E-mail
          <input name="email" defaultValue={state.email} />
        </label>
        <label className={styles.field}>
          Phone
          <input name="phone" defaultValue={state.phone} inputMode="tel" />
        </label>
        <label className={styles.field}>
          Status
          <select name="status" defaultValue={state.statuses[0] ?? ""}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          From (HK date)
          <input type="date" name="from" defaultValue={state.from} />
        </label>
        <label className={styles.field}>
          To (HK date)
          <input type="date" name="to" defaultValue={state.to} />
        </label>
        {state.sortBy !== "ORDER_TIME" ? (
          <input type="hidden" name="sortBy" value={state.sortBy} />
        ) : null}
        {!state.descending ? <input type="hidden" name="descending" value="false" /> : null}
        <button type="submit" className={styles.primary}>
          Search
        </button>
        <Link href="/ops/orders">Clear</Link>
        <a href={ordersCsvUrl(state)} download data-testid="ops-orders-csv">
          Export CSV ({page.total})
        </a>
      </form>
      <ServerTable
        rows={page.items}
        columns={columns}
        sortFields={SORT_FIELD}
        state={state}
        total={page.total}
        pageSize={page.pageSize}
        urlOf={(next) => ordersUrl({ ...state, ...next })}
        testId="ops-orders-table"
        noun="orders"
      />
    </>
  );
}

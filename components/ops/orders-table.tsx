"use client";
/**
 * The console's orders table (issue 17 item 3; ADR 0046) on the console's server table
 * (server-table.tsx, shared with the returns table): the server does the searching, sorting and
 * paging, the table renders the page it was given and turns a click on a sortable header or a
 * pager link into the next URL (console-url.ts), which the page reads on the server again. The
 * filter form is a plain GET form: it works before the script loads.
 */
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import type { OpsOrderSortField } from "@/lib/domain/operations/constants";
import { ordersCsvUrl, ordersUrl, type OrdersUrlState } from "@/lib/domain/operations/console-url";
import { ORDER_STATUSES } from "@/lib/domain/orders/constants";
import type { OpsOrderRowData, OpsOrdersData } from "@/lib/graphql/operations/ops-orders";
import { TextField } from "./form-parts";
import { AnyOfField, codeLinkCell, ServerTable, ServerTableFilters } from "./server-table";
import { utcMinute } from "./utc-minute";

const column = createColumnHelper<OpsOrderRowData>();

/** Column id -> the API's sort field (columns without one are not sortable). */
const SORT_FIELD: Partial<Record<string, OpsOrderSortField>> = {
  code: "CODE",
  status: "STATUS",
  orderTime: "ORDER_TIME",
  email: "EMAIL",
  amount: "AMOUNT",
};

const columns = [
  column.accessor("code", { header: "Order", cell: codeLinkCell("/ops/orders") }),
  column.accessor("status", { header: "Status" }),
  column.accessor("orderTime", { header: "Placed", cell: (info) => utcMinute(info.getValue()) }),
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
      <ServerTableFilters
        action="/ops/orders"
        testId="ops-orders-filter"
        state={state}
        defaultSortBy="ORDER_TIME"
        after={
          <a href={ordersCsvUrl(state)} download data-testid="ops-orders-csv">
            Export CSV ({page.total})
          </a>
        }
      >
        <TextField label="Order code" name="code" defaultValue={state.code} />
        <TextField label="E-mail" name="email" defaultValue={state.email} />
        <TextField label="Phone" name="phone" defaultValue={state.phone} inputMode="tel" />
        <AnyOfField
          label="Status"
          name="status"
          values={ORDER_STATUSES}
          defaultValue={state.statuses[0] ?? ""}
        />
        <TextField label="From (HK date)" type="date" name="from" defaultValue={state.from} />
        <TextField label="To (HK date)" type="date" name="to" defaultValue={state.to} />
      </ServerTableFilters>
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

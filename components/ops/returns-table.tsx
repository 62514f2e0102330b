"use client";
/**
 * The console's returns table (issue 17 item 3 "Tables with sorting, filters and paging"; ADR
 * 0046, 0048) on the console's server table (server-table.tsx, shared with the orders table):
 * the server filters (code, order code, status, type, Hong Kong days asked), sorts by a
 * whitelisted key and pages; a header click or a pager link is the next URL (returns-url.ts).
 * The filter form is a plain GET form: it works before the script loads.
 */
import { createColumnHelper, type ColumnDef } from "@tanstack/react-table";
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES } from "@/lib/domain/after-sales/constants";
import type { OpsReturnSortField } from "@/lib/domain/operations/constants";
import { returnsUrl, type ReturnsUrlState } from "@/lib/domain/operations/returns-url";
import type { AfterSalesOrderData } from "@/lib/graphql/operations/after-sales";
import type { OpsReturnsData } from "@/lib/graphql/operations/ops-returns";
import { TextField } from "./form-parts";
import { AnyOfField, codeLinkCell, ServerTable, ServerTableFilters } from "./server-table";
import { utcMinute } from "./utc-minute";

const column = createColumnHelper<AfterSalesOrderData>();

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
  column.accessor("code", { header: "Return", cell: codeLinkCell("/ops/returns") }),
  column.accessor("orderNo", { header: "Order", cell: codeLinkCell("/ops/orders") }),
  column.accessor("type", { header: "Type" }),
  column.accessor("afterSalesStatus", { header: "Status" }),
  column.accessor("createdAt", { header: "Requested", cell: (info) => utcMinute(info.getValue()) }),
  column.accessor((row) => row.lines.reduce((sum, line) => sum + line.quantity, 0), {
    id: "units",
    header: "Units",
  }),
  column.accessor((row) => row.total.amount, { id: "total", header: "Amount (HKD)" }),
  column.accessor("handleBy", { header: "Handle by", cell: (info) => utcMinute(info.getValue()) }),
] as ColumnDef<AfterSalesOrderData>[];

export function ReturnsTable(props: { state: ReturnsUrlState; page: OpsReturnsData }) {
  const { state, page } = props;
  return (
    <>
      <ServerTableFilters
        action="/ops/returns"
        testId="ops-returns-filter"
        state={state}
        defaultSortBy="CREATED_AT"
      >
        <TextField label="Return code" name="code" defaultValue={state.code} />
        <TextField label="Order code" name="orderNo" defaultValue={state.orderNo} />
        <AnyOfField
          label="Status"
          name="status"
          values={AFTER_SALES_STATUSES}
          defaultValue={state.status ?? ""}
        />
        <AnyOfField
          label="Type"
          name="type"
          values={AFTER_SALES_TYPES}
          defaultValue={state.type ?? ""}
        />
        <TextField label="Asked from (HK date)" type="date" name="from" defaultValue={state.from} />
        <TextField label="Asked to (HK date)" type="date" name="to" defaultValue={state.to} />
      </ServerTableFilters>
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

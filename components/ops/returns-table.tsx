"use client";
/**
 * The console's returns table (issue 17 item 3; ADR 0046) on TanStack Table, like the orders
 * table: the server searches and pages (newest first, by cursor), the table renders the page it
 * was given. The filter form is a plain GET form: it works before the script loads.
 */
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from "@tanstack/react-table";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { AFTER_SALES_STATUSES, AFTER_SALES_TYPES } from "@/lib/domain/after-sales/constants";
import { returnsUrl, type ReturnsUrlState } from "@/lib/domain/operations/returns-url";
import type { AfterSalesOrderData } from "@/lib/graphql/operations/after-sales";
import styles from "./ops.module.css";

interface ReturnsPage {
  edges: { cursor: string; node: AfterSalesOrderData }[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

const column = createColumnHelper<AfterSalesOrderData>();
const when = (iso: string) => `${iso.replace("T", " ").slice(0, 16)} UTC`;

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
];

export function ReturnsTable(props: { state: ReturnsUrlState; page: ReturnsPage }) {
  const { state, page } = props;
  const rows = page.edges.map((edge) => edge.node);
  // TanStack Table v8 hands out fresh functions each render, so React Compiler leaves this
  // component unmemoised; that is fine for one page of at most 50 rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
  });

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
        <button type="submit" className={styles.primary}>
          Search
        </button>
        <Link href="/ops/returns">Clear</Link>
      </form>
      <table className={styles.table} data-testid="ops-returns-table">
        <caption>
          {page.totalCount} returns and exchanges match, newest first
          {state.after ? " (a later page)" : ""}.
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>No returns or exchanges match.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <nav aria-label="Pages" className={styles.pager}>
        {state.after ? <Link href={returnsUrl({ ...state, after: "" })}>First page</Link> : null}
        {page.hasNextPage && page.endCursor ? (
          <Link href={returnsUrl({ ...state, after: page.endCursor })}>Next page</Link>
        ) : null}
      </nav>
    </>
  );
}

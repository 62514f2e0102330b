"use client";
/**
 * The console's orders table (issue 17 item 3; ADR 0046) on TanStack Table: the server does the
 * searching, sorting and paging (manual modes), the table renders the page it was given and
 * turns a click on a sortable header or a pager button into the next URL (console-url.ts), which
 * the page reads on the server again. The filter form is a plain GET form: it works before the
 * script loads.
 */
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import type { OpsOrderSortField } from "@/lib/domain/operations/constants";
import { ordersCsvUrl, ordersUrl, type OrdersUrlState } from "@/lib/domain/operations/console-url";
import { ORDER_STATUSES } from "@/lib/domain/orders/constants";
import type { OpsOrderRowData, OpsOrdersData } from "@/lib/graphql/operations/ops-orders";
import styles from "./ops.module.css";

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
];

export function OrdersTable(props: { state: OrdersUrlState; page: OpsOrdersData }) {
  const { state, page } = props;
  const router = useRouter();
  const sortedColumn = Object.entries(SORT_FIELD).find(([, field]) => field === state.sortBy)?.[0];
  const sorting: SortingState = sortedColumn ? [{ id: sortedColumn, desc: state.descending }] : [];
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  // TanStack Table v8 hands out fresh functions each render, so React Compiler leaves this
  // component unmemoised; that is fine for one page of at most 100 rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: page.items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: page.pageSize } },
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const [first] = next;
      const field = first ? SORT_FIELD[first.id] : undefined;
      if (!first || !field) return;
      router.push(ordersUrl({ ...state, sortBy: field, descending: first.desc, page: 1 }));
    },
  });
  const goTo = (pageNumber: number) => router.push(ordersUrl({ ...state, page: pageNumber }));

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
      <table className={styles.table} data-testid="ops-orders-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    aria-sort={
                      sorted ? (sorted === "desc" ? "descending" : "ascending") : undefined
                    }
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label} {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : ""}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
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
          {page.items.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>No orders match.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className={styles.pager}>
        <button
          type="button"
          className={styles.button}
          disabled={!table.getCanPreviousPage()}
          onClick={() => goTo(state.page - 1)}
        >
          Previous
        </button>
        <span>
          Page {state.page} of {pageCount} ({page.total} orders)
        </span>
        <button
          type="button"
          className={styles.button}
          disabled={!table.getCanNextPage()}
          onClick={() => goTo(state.page + 1)}
        >
          Next
        </button>
      </div>
    </>
  );
}

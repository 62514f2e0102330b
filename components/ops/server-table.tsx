"use client";
/**
 * The console's server-sorted, server-paged table (issue 17 item 3 "Tables with sorting, filters
 * and paging (TanStack Table)"; ADR 0046, 0048), shared by the orders and returns tables:
 * TanStack Table in manual sorting and paging mode renders the page the server sent; a click on
 * a sortable header goes to the URL of that sort (first page), and the pager's links to the
 * previous and next pages, with the page count and total. Each table owns its columns, which
 * column maps to which of the API's whitelisted sort keys, and how a state becomes its URL. The
 * tables' shared cell (a code linking to its console page) and their filter form's
 * frame (a plain GET form that keeps a non-default sort, so it works before the script loads) are
 * here too.
 */
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { ShopLink as Link } from "@/components/layout/shop-link";
import styles from "./ops.module.css";

export interface ServerTableState<Field extends string> {
  sortBy: Field;
  descending: boolean;
  page: number;
}

/** A cell showing a code as the link to its console page under `base` ("/ops/orders"). */
export const codeLinkCell = (base: string) =>
  function CodeLinkCell(info: { getValue: () => string }) {
    return <Link href={`${base}/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>;
  };

/** A filter select of fixed values, or "Any" (the empty value: no filter). */
export function AnyOfField(props: {
  label: string;
  name: string;
  values: readonly string[];
  defaultValue: string;
}) {
  return (
    <label className={styles.field}>
      {props.label}
      <select name={props.name} defaultValue={props.defaultValue}>
        <option value="">Any</option>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A table's filter form: a plain GET form to the table's page with the table's own fields, the
 * sort kept when it is not the default one (the server's default needs no parameter), Search,
 * Clear (the page without a search) and anything the table adds after them.
 */
export function ServerTableFilters<Field extends string>(props: {
  action: string;
  testId: string;
  state: Pick<ServerTableState<Field>, "sortBy" | "descending">;
  defaultSortBy: Field;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { state } = props;
  return (
    <form method="get" action={props.action} className={styles.filters} data-testid={props.testId}>
      {props.children}
      {state.sortBy !== props.defaultSortBy ? (
        <input type="hidden" name="sortBy" value={state.sortBy} />
      ) : null}
      {!state.descending ? <input type="hidden" name="descending" value="false" /> : null}
      <button type="submit" className={styles.primary}>
        Search
      </button>
      <Link href={props.action}>Clear</Link>
      {props.after}
    </form>
  );
}

export function ServerTable<Row, Field extends string>(props: {
  rows: Row[];
  columns: ColumnDef<Row>[];
  /** Column id -> the API's sort key (a column without one is not sortable). */
  sortFields: Partial<Record<string, Field>>;
  state: ServerTableState<Field>;
  total: number;
  pageSize: number;
  /** The table's URL for another sort or page (the rest of the search kept). */
  urlOf: (next: ServerTableState<Field>) => string;
  testId: string;
  /** "orders", "returns and exchanges": the pager's count and the empty row. */
  noun: string;
}) {
  const { state, sortFields, urlOf } = props;
  const router = useRouter();
  const sortedColumn = Object.entries(sortFields).find(([, field]) => field === state.sortBy)?.[0];
  const sorting: SortingState = sortedColumn ? [{ id: sortedColumn, desc: state.descending }] : [];
  const pageCount = Math.max(1, Math.ceil(props.total / props.pageSize));
  // TanStack Table v8 hands out fresh functions each render, so React Compiler leaves this
  // component unmemoised; that is fine for one page of at most 100 rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    pageCount,
    state: { sorting, pagination: { pageIndex: state.page - 1, pageSize: props.pageSize } },
    enableSortingRemoval: false,
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const [head] = next;
      const field = head ? sortFields[head.id] : undefined;
      if (!head || !field) return;
      router.push(urlOf({ sortBy: field, descending: head.desc, page: 1 }));
    },
  });
  const pageLink = (page: number, label: string, enabled: boolean) =>
    enabled ? (
      <Link href={urlOf({ ...state, page })} className={styles.button}>
        {label}
      </Link>
    ) : (
      <span className={styles.button} aria-disabled="true">
        {label}
      </span>
    );

  return (
    <>
      <table className={styles.table} data-testid={props.testId}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={
                      sorted ? (sorted === "desc" ? "descending" : "ascending") : undefined
                    }
                  >
                    {header.column.getCanSort() && sortFields[header.column.id] ? (
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
          {props.rows.length === 0 ? (
            <tr>
              <td colSpan={props.columns.length}>No {props.noun} match.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <nav aria-label="Pages" className={styles.pager} data-testid={`${props.testId}-pager`}>
        {pageLink(state.page - 1, "Previous page", table.getCanPreviousPage())}
        <span>
          Page {state.page} of {pageCount} ({props.total} {props.noun})
        </span>
        {pageLink(state.page + 1, "Next page", table.getCanNextPage())}
      </nav>
    </>
  );
}

"use client";
/**
 * The console's promotions and coupons tables (issue 17 item 3; ADR 0046 "Promotions and
 * coupons") on TanStack Table, sorted in the browser (every promotion fits one page): type,
 * name, window, status, priority and uses, with a pause or resume button on each row; a coupon's
 * code opens its uses (/ops/coupons/{code}, ADR 0048).
 */
import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from "@tanstack/react-table";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { callOps } from "@/lib/client/ops-api";
import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";
import type { OpsCouponItem, OpsPromotionItem } from "@/lib/graphql/operations/ops-promotions";
import { opsCouponSetStatus, opsPromotionSetStatus } from "@/lib/graphql/persisted/ops-promotions";
import styles from "./ops.module.css";
import { utcMinute } from "./utc-minute";

const windowOf = (row: { beginsAt: string | null; endsAt: string | null }) =>
  row.beginsAt || row.endsAt
    ? `${utcMinute(row.beginsAt, "…")} – ${utcMinute(row.endsAt, "…")}`
    : "Always";

type Target = { kind: "promotion" | "coupon"; code: string; status: "ACTIVE" | "INACTIVE" };

function StatusButton({ target }: { target: Target }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [fault, setFault] = useState<string | null>(null);
  const next = target.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
  const toggle = async () => {
    setBusy(true);
    const variables = { code: target.code, status: next } as const;
    let refused: string | null;
    if (target.kind === "promotion") {
      const result = await callOps(opsPromotionSetStatus, variables);
      refused = result.error
        ? result.error.message
        : (result.data.opsPromotionSetStatus.userErrors[0]?.message ?? null);
    } else {
      const result = await callOps(opsCouponSetStatus, variables);
      refused = result.error
        ? result.error.message
        : (result.data.opsCouponSetStatus[0]?.message ?? null);
    }
    setBusy(false);
    setFault(refused);
    if (!refused) router.refresh();
  };
  return (
    <>
      <button type="button" className={styles.button} disabled={busy} onClick={() => void toggle()}>
        {next === "INACTIVE" ? "Pause" : "Resume"}
      </button>
      {fault ? (
        <span role="alert" className={styles.error}>
          {" "}
          {fault}
        </span>
      ) : null}
    </>
  );
}

const promotion = createColumnHelper<OpsPromotionItem>();
const promotionColumns = [
  promotion.accessor("code", { header: "Code" }),
  promotion.accessor("type", { header: "Type" }),
  promotion.accessor("nameEn", { header: "Name" }),
  promotion.accessor((row) => windowOf(row), { id: "window", header: "Window" }),
  promotion.accessor("status", { header: "Status" }),
  promotion.accessor("priority", { header: "Priority" }),
  promotion.accessor("uses", { header: "Uses (orders)" }),
  promotion.display({
    id: "action",
    header: "",
    cell: ({ row }) => (
      <StatusButton
        target={{ kind: "promotion", code: row.original.code, status: row.original.status }}
      />
    ),
  }),
] as ColumnDef<OpsPromotionItem>[];

const benefitOf = (row: OpsCouponItem) =>
  (row.benefitKind === "AMOUNT_OFF"
    ? `HK$${(row.benefitValue / CENTS_PER_DOLLAR).toFixed(2)} off`
    : `${row.benefitValue}% off`) +
  (Number(row.threshold.amount) > 0 ? ` from HK$${row.threshold.amount}` : "") +
  (row.targetKind === "ALL" ? "" : ` (${row.targetKind}: ${row.targetCodes.join(", ")})`);

const coupon = createColumnHelper<OpsCouponItem>();
const couponColumns = [
  coupon.accessor("code", {
    header: "Code",
    cell: (info) => (
      <Link href={`/ops/coupons/${encodeURIComponent(info.getValue())}`}>{info.getValue()}</Link>
    ),
  }),
  coupon.accessor("kind", { header: "Kind" }),
  coupon.accessor("nameEn", { header: "Name" }),
  coupon.accessor((row) => benefitOf(row), { id: "benefit", header: "Benefit" }),
  coupon.accessor((row) => windowOf(row), { id: "window", header: "Window" }),
  coupon.accessor("status", { header: "Status" }),
  coupon.accessor((row) => row.usageLimit ?? "Unlimited", { id: "limit", header: "Usage limit" }),
  coupon.accessor("uses", { header: "Uses" }),
  coupon.accessor("issued", { header: "Issued to members" }),
  coupon.display({
    id: "action",
    header: "",
    cell: ({ row }) => (
      <StatusButton
        target={{ kind: "coupon", code: row.original.code, status: row.original.status }}
      />
    ),
  }),
] as ColumnDef<OpsCouponItem>[];

function SortedTable<Row>(props: { rows: Row[]; columns: ColumnDef<Row>[]; testId: string }) {
  const [sorting, setSorting] = useState<SortingState>([]);
  // TanStack Table v8 hands out fresh functions each render, so React Compiler leaves this
  // component unmemoised; that is fine for a few hundred rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: props.rows,
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    state: { sorting },
    onSortingChange: setSorting,
  });
  return (
    <table className={styles.table} data-testid={props.testId}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const label = flexRender(header.column.columnDef.header, header.getContext());
              const sorted = header.column.getIsSorted();
              return (
                <th
                  key={header.id}
                  aria-sort={
                    sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                  }
                >
                  {header.column.getCanSort() && header.id !== "action" ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={header.column.getToggleSortingHandler()}
                    >
                      {label}
                      {sorted === "asc" ? " ▲" : sorted === "desc" ? " ▼" : ""}
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
      </tbody>
    </table>
  );
}

export function PromotionsTable(props: { rows: OpsPromotionItem[] }) {
  return <SortedTable rows={props.rows} columns={promotionColumns} testId="ops-promotions-table" />;
}

export function CouponsTable(props: { rows: OpsCouponItem[] }) {
  return <SortedTable rows={props.rows} columns={couponColumns} testId="ops-coupons-table" />;
}

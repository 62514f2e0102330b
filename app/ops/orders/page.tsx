/**
 * /ops/orders: the orders table for operators with aftersales:manage (ADR 0046): the search of
 * the URL run on the server through the API, as the browser would call it. Signed out: to the
 * sign-in; a role without the permission is told so (the API refuses it anyway).
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OpsBar } from "@/components/ops/ops-bar";
import { OrdersTable } from "@/components/ops/orders-table";
import styles from "@/components/ops/ops.module.css";
import { filterOfUrl, readOrdersUrl } from "@/lib/domain/operations/console-url";
import { opsOrders } from "@/lib/graphql/operations/ops-orders";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Orders" };

export default async function OpsOrdersPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const state = readOrdersUrl(await props.searchParams);
  const result = await opsCall(() =>
    executeOpsOperation(opsOrders, {
      filter: filterOfUrl(state),
      sortBy: state.sortBy,
      descending: state.descending,
      page: state.page,
      pageSize: null,
    }),
  );
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Orders</h1>
        {result.ok ? (
          <OrdersTable state={state} page={result.data.opsOrders} />
        ) : (
          <p role="alert" className={styles.error}>
            {result.message}
          </p>
        )}
      </main>
    </>
  );
}

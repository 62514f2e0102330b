/**
 * /ops/returns: the after-sales orders (returns and exchanges) for operators with
 * aftersales:manage (issue 17 item 3; ADR 0046, 0048): by code, order code, status, type and the
 * days asked, sorted and paged on the server (opsReturns), through the same API the browser calls. Signed out: to the sign-in; a role without the
 * permission is told so (the API refuses it anyway).
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OpsBar } from "@/components/ops/ops-bar";
import { ReturnsTable } from "@/components/ops/returns-table";
import styles from "@/components/ops/ops.module.css";
import { readReturnsUrl, returnsQueryOf } from "@/lib/domain/operations/returns-url";
import { opsReturns } from "@/lib/graphql/operations/ops-returns";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Returns" };

export default async function OpsReturnsPage(props: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const state = readReturnsUrl(await props.searchParams);
  const result = await opsCall(() => executeOpsOperation(opsReturns, returnsQueryOf(state)));
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Returns and exchanges</h1>
        {result.ok ? (
          <ReturnsTable state={state} page={result.data.opsReturns} />
        ) : (
          <p role="alert" className={styles.error}>
            {result.message}
          </p>
        )}
      </main>
    </>
  );
}

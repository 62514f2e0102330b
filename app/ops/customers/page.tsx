/**
 * /ops/customers?q=...: customers by e-mail, phone or customer code, with their newest orders
 * and the revoke of their sessions, for operators with aftersales:manage (ADR 0046).
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { RowActionButton } from "@/components/ops/row-action-button";
import { utcMinute } from "@/components/ops/utc-minute";
import { opsCustomers } from "@/lib/graphql/operations/ops-orders";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Customers" };

export default async function OpsCustomersPage(props: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const asked = (await props.searchParams).q;
  const query = (Array.isArray(asked) ? asked[0] : asked)?.trim() ?? "";
  const result = query ? await opsCall(() => executeOpsOperation(opsCustomers, { query })) : null;
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Customers</h1>
        <form method="get" action="/ops/customers" className={styles.filters}>
          <label className={styles.field}>
            E-mail, phone or customer code
            <input name="q" defaultValue={query} required />
          </label>
          <button type="submit" className={styles.primary}>
            Look up
          </button>
        </form>
        {result && !result.ok ? (
          <p role="alert" className={styles.error}>
            {result.message}
          </p>
        ) : null}
        {result?.ok && result.data.opsCustomers.length === 0 ? <p>No customer matches.</p> : null}
        {result?.ok
          ? result.data.opsCustomers.map((customer) => (
              <section key={customer.userCode} className={styles.card} data-testid="ops-customer">
                <div className={styles.cardHead}>
                  <strong>
                    {customer.name || "(no name)"} · {customer.email ?? "no e-mail"} ·{" "}
                    {customer.mobile ?? "no phone"}
                  </strong>
                  <span>
                    {customer.isVisitor ? "guest" : `member ${customer.levelCode ?? ""}`} · code{" "}
                    {customer.userCode} · since {utcMinute(customer.createdAt)}
                  </span>
                </div>
                <p>
                  {customer.liveSessions} live session{customer.liveSessions === 1 ? "" : "s"}{" "}
                  {customer.liveSessions > 0 ? (
                    <RowActionButton
                      action={{ kind: "revokeSessions", userCode: customer.userCode }}
                      label="Revoke sessions"
                      confirm={`Sign ${customer.email ?? customer.userCode} out everywhere?`}
                    />
                  ) : null}
                </p>
                <table className={styles.table}>
                  <tbody>
                    {customer.orders.map((order) => (
                      <tr key={order.code}>
                        <td>
                          <Link href={`/ops/orders/${encodeURIComponent(order.code)}`}>
                            {order.code}
                          </Link>
                        </td>
                        <td>{order.status}</td>
                        <td>{utcMinute(order.orderTime)}</td>
                        <td className={styles.numeric}>{order.amount.amount}</td>
                      </tr>
                    ))}
                    {customer.orders.length === 0 ? (
                      <tr>
                        <td>No orders.</td>
                      </tr>
                    ) : null}
                  </tbody>
                </table>
              </section>
            ))
          : null}
      </main>
    </>
  );
}

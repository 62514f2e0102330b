/**
 * /ops/stock?sku=CODE: a SKU's stock (available, reserved by unshipped orders), its adjustment
 * form and history, for operators with aftersales:manage (ADR 0046).
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { StockAdjustForm } from "@/components/ops/stock-adjust-form";
import { utcMinute } from "@/components/ops/utc-minute";
import { opsStock } from "@/lib/graphql/operations/ops-orders";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Stock" };

export default async function OpsStockPage(props: {
  searchParams: Promise<{ sku?: string | string[] }>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const asked = (await props.searchParams).sku;
  const skuCode = (Array.isArray(asked) ? asked[0] : asked)?.trim() ?? "";
  const result = skuCode ? await opsCall(() => executeOpsOperation(opsStock, { skuCode })) : null;
  const stock = result?.ok ? result.data.opsStock : null;
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Stock</h1>
        <form method="get" action="/ops/stock" className={styles.filters}>
          <label className={styles.field}>
            SKU code
            <input name="sku" defaultValue={skuCode} required />
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
        {result?.ok && !stock ? <p role="alert">No SKU has the code {skuCode}.</p> : null}
        {stock ? (
          <>
            <h2>
              {stock.skuCode}: {stock.productTitle} ({stock.color}, {stock.size})
            </h2>
            <p data-testid="ops-stock-level">
              {stock.available} available to buy, {stock.reserved} reserved by unshipped orders (
              {stock.available + stock.reserved} on hand). Product {stock.productCode}.
            </p>
            <StockAdjustForm skuCode={stock.skuCode} available={stock.available} />
            <h2>History</h2>
            <table className={styles.table} data-testid="ops-stock-history">
              <thead>
                <tr>
                  <th>When</th>
                  <th>Change</th>
                  <th>Available</th>
                  <th>Reserved</th>
                  <th>Reason</th>
                  <th>Who</th>
                </tr>
              </thead>
              <tbody>
                {stock.history.map((row) => (
                  <tr key={row.id}>
                    <td>{utcMinute(row.createdAt)}</td>
                    <td className={styles.numeric}>
                      {row.delta > 0 ? `+${row.delta}` : row.delta}
                    </td>
                    <td>
                      {row.availableBefore} → {row.availableAfter}
                    </td>
                    <td>{row.reserved}</td>
                    <td>{row.reason}</td>
                    <td>{row.actor}</td>
                  </tr>
                ))}
                {stock.history.length === 0 ? (
                  <tr>
                    <td colSpan={6}>No adjustments yet.</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </>
        ) : null}
      </main>
    </>
  );
}

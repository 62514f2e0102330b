/**
 * /ops: the console's home. Signed out: to the sign-in. Content editors and admins see every
 * content entry with its newest and published version; the operations role goes to its orders
 * (ADR 0046); a role with neither is told so.
 */
import type { Metadata } from "next";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { redirect } from "next/navigation";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { opsContentEntries } from "@/lib/graphql/operations/ops";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";

export const metadata: Metadata = { title: "Content" };

export default async function OpsHomePage() {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  if (!operator.permissions.includes("content:edit")) {
    if (operator.permissions.includes("aftersales:manage")) redirect("/ops/orders");
    return (
      <>
        <OpsBar operator={operator} />
        <main className={styles.shell}>
          <h1>Nothing to edit here yet</h1>
          <p>Your role has no console section.</p>
        </main>
      </>
    );
  }
  const { opsContentEntries: entries } = await executeOpsOperation(opsContentEntries, {});
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Content</h1>
        <table className={styles.table} data-testid="ops-content-list">
          <thead>
            <tr>
              <th>Kind</th>
              <th>Code</th>
              <th>Newest version</th>
              <th>Published version</th>
              <th>Changed</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={`${entry.kind}/${entry.code}`}>
                <td>{entry.kind}</td>
                <td>
                  <Link href={`/ops/content/${entry.kind}/${encodeURIComponent(entry.code)}`}>
                    {entry.code}
                  </Link>
                </td>
                <td>{entry.latestVersion}</td>
                <td>
                  {entry.publishedVersion ?? "not published"}
                  {entry.publishedVersion !== null && entry.publishedVersion < entry.latestVersion
                    ? " (draft newer)"
                    : ""}
                </td>
                <td>{entry.updatedAt.replace("T", " ").slice(0, 16)} UTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </>
  );
}

/**
 * /ops/coupons/{code}: one promotion code or member coupon with its uses, the orders that took
 * it (issue 17 item 3 "promotions and coupons (... see uses)"; ADR 0048), newest first, a
 * cancelled order's coupon marked as given back. Operators with aftersales:manage; signed out:
 * to the sign-in; another role is told so (the API refuses it anyway).
 */
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { utcMinute } from "@/components/ops/utc-minute";
import { opsCoupon, type OpsCouponDetail } from "@/lib/graphql/operations/ops-promotions";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Coupon" };

export default async function OpsCouponPage(props: { params: Promise<{ code: string }> }) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const code = decodeURIComponent((await props.params).code);
  const result = await opsCall(() => executeOpsOperation(opsCoupon, { code }));
  if (result.ok && !result.data.opsCoupon) notFound();
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell} data-testid="ops-coupon">
        {!result.ok ? (
          <>
            <h1>Coupon</h1>
            <p role="alert" className={styles.error}>
              {result.message}
            </p>
          </>
        ) : (
          <CouponUses coupon={result.data.opsCoupon!} />
        )}
        <p>
          <Link href="/ops/promotions">All promotions and coupons</Link>
        </p>
      </main>
    </>
  );
}

function CouponUses(props: { coupon: OpsCouponDetail }) {
  const { coupon } = props;
  return (
    <>
      <h1>
        {coupon.kind === "PROMOTION_CODE" ? "Promotion code" : "Member coupon"} {coupon.code}{" "}
        <small data-testid="ops-coupon-status">{coupon.status}</small>
      </h1>
      <p data-testid="ops-coupon-summary">
        {coupon.nameEn}: {coupon.uses} uses
        {coupon.kind === "PROMOTION_COUPON" ? `, ${coupon.issued} issued to members` : ""}.
      </p>
      <h2>Orders that took it</h2>
      <table className={styles.table} data-testid="ops-coupon-orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Status</th>
            <th scope="col">Placed</th>
            <th scope="col">E-mail</th>
            <th scope="col">Coupon took off (HKD)</th>
          </tr>
        </thead>
        <tbody>
          {coupon.orders.map((use) => (
            <tr key={use.orderCode}>
              <td>
                <Link href={`/ops/orders/${encodeURIComponent(use.orderCode)}`}>
                  {use.orderCode}
                </Link>
              </td>
              <td>
                {use.orderStatus}
                {use.released ? " (coupon given back)" : ""}
              </td>
              <td>{utcMinute(use.orderTime)}</td>
              <td>{use.email}</td>
              <td>{use.couponAmount.amount}</td>
            </tr>
          ))}
          {coupon.orders.length === 0 ? (
            <tr>
              <td colSpan={5}>No order has taken it yet.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </>
  );
}

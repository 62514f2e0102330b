/**
 * /ops/orders/{code}: one order for operators with aftersales:manage (ADR 0046): amounts, lines
 * (shipped or not), payments, shipments, the status events and the console's audit trail, with
 * the actions the order allows now.
 */
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { OpsBar } from "@/components/ops/ops-bar";
import { OrderActions } from "@/components/ops/order-actions";
import styles from "@/components/ops/ops.module.css";
import { utcMinute } from "@/components/ops/utc-minute";
import { opsOrder } from "@/lib/graphql/operations/ops-orders";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Order" };

export default async function OpsOrderPage(props: { params: Promise<{ code: string }> }) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const code = decodeURIComponent((await props.params).code);
  const result = await opsCall(() => executeOpsOperation(opsOrder, { code }));
  if (!result.ok) {
    return (
      <>
        <OpsBar operator={operator} />
        <main className={styles.shell}>
          <p role="alert">{result.message}</p>
        </main>
      </>
    );
  }
  const order = result.data.opsOrder;
  if (!order) notFound();
  const address = JSON.parse(order.deliveryAddress) as Record<string, unknown>;
  const amounts: [string, string][] = [
    ["Products", order.productAmount.amount],
    ["Activity discount", order.activityDiscount.amount],
    ["Coupon discount", order.couponDiscount.amount],
    ["Go-dollar", order.deductionAmount.amount],
    ["Freight", order.freight.amount],
    ["Amount", order.amount.amount],
    ["Received", order.receivedAmount.amount],
  ];
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell} data-testid="ops-order">
        <h1>
          Order {order.code} <small data-testid="ops-order-status">{order.status}</small>
        </h1>
        <div className={styles.columns}>
          <section>
            <h2>Customer</h2>
            <p>
              {order.email} · {order.phone ?? "no phone"} · {order.checkoutKind} · customer{" "}
              {order.customerCode}
            </p>
            <p>
              Placed {utcMinute(order.orderTime)}
              {order.paidAt ? `, paid ${utcMinute(order.paidAt)}` : ", not paid"}
              {order.cancelReason ? `, cancelled: ${order.cancelReason}` : ""}
            </p>
            <p>
              {order.distributionType}:{" "}
              {Object.values(address)
                .filter((value) => typeof value === "string" && value !== "")
                .join(", ")}
            </p>
          </section>
          <section>
            <h2>Amounts (HKD)</h2>
            <table className={styles.table}>
              <tbody>
                {amounts.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td className={styles.numeric}>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
        <h2>Lines</h2>
        <table className={styles.table} data-testid="ops-order-lines">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Warehouse SKU</th>
              <th>Name</th>
              <th>Qty</th>
              <th>Sale price</th>
              <th>Amount</th>
              <th>Shipped</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.skuCode}>
                <td>{line.skuCode}</td>
                <td>{line.omsSkuCode}</td>
                <td>
                  {line.name}
                  {line.isGift ? " (gift)" : ""}
                </td>
                <td>{line.quantity}</td>
                <td className={styles.numeric}>{line.salePrice.amount}</td>
                <td className={styles.numeric}>{line.amount.amount}</td>
                <td>{line.shipped ? "yes" : "no"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderActions order={order} carriers={result.data.opsCarriers} />
        <p>
          <Link href={`/ops/returns?orderNo=${encodeURIComponent(order.code)}`}>
            Returns and exchanges of this order
          </Link>
        </p>
        <h2>Shipments</h2>
        <table className={styles.table} data-testid="ops-order-shipments">
          <tbody>
            {order.shipments.map((shipment) => (
              <tr key={`${shipment.trackingNo}-${shipment.createdAt}`}>
                <td>{utcMinute(shipment.createdAt)}</td>
                <td>{shipment.carrierName}</td>
                <td>{shipment.trackingNo}</td>
                <td>{shipment.skuCodes.join(", ")}</td>
              </tr>
            ))}
            {order.shipments.length === 0 ? (
              <tr>
                <td>Not shipped.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        <h2>Payments</h2>
        <table className={styles.table}>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.reference}>
                <td>{utcMinute(payment.createdAt)}</td>
                <td>{payment.provider}</td>
                <td>{payment.method ?? ""}</td>
                <td>{payment.status}</td>
                <td className={styles.numeric}>{payment.amount.amount}</td>
              </tr>
            ))}
            {order.payments.length === 0 ? (
              <tr>
                <td>No payment.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        <h2>Events</h2>
        <table className={styles.table}>
          <tbody>
            {order.events.map((event, index) => (
              <tr key={index}>
                <td>{utcMinute(event.createdAt)}</td>
                <td>
                  {event.fromStatus ?? "—"} → {event.toStatus}
                </td>
                <td>{event.actor}</td>
                <td>{event.reason ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2>Audit</h2>
        <table className={styles.table}>
          <tbody>
            {order.audit.map((row) => (
              <tr key={row.id}>
                <td>{utcMinute(row.at)}</td>
                <td>{row.operatorEmail}</td>
                <td>{row.action}</td>
                <td className={styles.json}>{row.after ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </>
  );
}

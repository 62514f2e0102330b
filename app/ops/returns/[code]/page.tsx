/**
 * /ops/returns/{code}: one return or exchange for operators with aftersales:manage (issue 17
 * item 3; ADR 0046): the lines, the shopper's reason, memo, photos and return tracking number,
 * the status events, the refund order with its outcome, and the steps its status allows now.
 */
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { OpsBar } from "@/components/ops/ops-bar";
import { ReturnActions } from "@/components/ops/return-actions";
import { ReturnRefund } from "@/components/ops/return-refund";
import styles from "@/components/ops/ops.module.css";
import photoStyles from "@/components/after-sales/return-photos.module.css";
import { utcMinute } from "@/components/ops/utc-minute";
import { AFTER_SALES_PHOTO_PATH } from "@/lib/domain/after-sales/constants";
import { opsAfterSalesOrder } from "@/lib/graphql/operations/after-sales";
import { opsAfterSalesHistory } from "@/lib/graphql/operations/ops-returns";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Return" };

export default async function OpsReturnPage(props: { params: Promise<{ code: string }> }) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const code = decodeURIComponent((await props.params).code);
  const result = await opsCall(async () => {
    const [detail, history] = await Promise.all([
      executeOpsOperation(opsAfterSalesOrder, { code }),
      executeOpsOperation(opsAfterSalesHistory, { code }),
    ]);
    return { order: detail.opsAfterSalesOrder, history: history.opsAfterSalesHistory };
  });
  if (!result.ok) {
    return (
      <>
        <OpsBar operator={operator} />
        <main className={styles.shell}>
          <h1>Return</h1>
          <p role="alert">{result.message}</p>
        </main>
      </>
    );
  }
  const { order, history } = result.data;
  if (!order || !history) notFound();
  const size = (properties: string) => {
    const parsed = JSON.parse(properties) as { color?: string; size?: string };
    return [parsed.color, parsed.size].filter(Boolean).join(" / ");
  };
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell} data-testid="ops-return">
        <h1>
          {order.type === "RETURN" ? "Return" : "Exchange"} {order.code}{" "}
          <small data-testid="ops-return-status">{order.afterSalesStatus}</small>
        </h1>
        <section aria-labelledby="request">
          <h2 id="request">Request</h2>
          <dl className={styles.pair}>
            <dt>Order</dt>
            <dd>
              <Link href={`/ops/orders/${encodeURIComponent(order.orderNo)}`}>{order.orderNo}</Link>{" "}
              ({history.customerEmail})
            </dd>
            <dt>Requested</dt>
            <dd>
              {utcMinute(order.createdAt)}, to be handled by {utcMinute(order.handleBy)}
            </dd>
            <dt>Reason</dt>
            <dd data-testid="ops-return-reason">{order.reason}</dd>
            <dt>Memo</dt>
            <dd>{order.memo ?? "None."}</dd>
            <dt>Photos</dt>
            <dd>
              {order.photos.length === 0 ? (
                "None."
              ) : (
                <ul className={photoStyles.thumbs} data-testid="ops-return-photos">
                  {order.photos.map((photo, index) => (
                    <li key={photo} className={photoStyles.thumb}>
                      {/* The shopper's photo, read with the operator's cookie (docs/adr/0047). */}
                      <a href={photo} target="_blank" rel="noreferrer">
                        {photo.startsWith(`${AFTER_SALES_PHOTO_PATH}/`) ? (
                          // eslint-disable-next-line @next/next/no-img-element -- private, not optimisable
                          <img src={photo} alt={`Photo ${index + 1}`} />
                        ) : (
                          `Photo ${index + 1}`
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>Return tracking number</dt>
            <dd data-testid="ops-return-tracking">
              {order.returnTrackingNo ?? "Not sent back yet."}
            </dd>
            {order.rejectReason ? (
              <>
                <dt>Rejected because</dt>
                <dd>{order.rejectReason}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <table className={styles.table} data-testid="ops-return-lines">
          <caption>Lines</caption>
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">Warehouse SKU</th>
              <th scope="col">Name</th>
              <th scope="col">Colour / size</th>
              <th scope="col">Qty</th>
              <th scope="col">Amount (HKD)</th>
              <th scope="col">Exchange for</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.orderLineId}>
                <td>{line.skuCode}</td>
                <td>{line.omsSkuCode}</td>
                <td>
                  {line.skuName}
                  {line.isGift ? " (gift)" : ""}
                </td>
                <td>{size(line.skuProperties)}</td>
                <td>{line.quantity}</td>
                <td className={styles.numeric}>{line.amount.amount}</td>
                <td>{line.exchangeSkuCode ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ReturnActions code={order.code} type={order.type} status={order.afterSalesStatus} />
        <ReturnRefund refund={history.refund} type={order.type} />
        <table className={styles.table} data-testid="ops-return-events">
          <caption>Events</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Status</th>
              <th scope="col">By</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {history.events.map((event, index) => (
              <tr key={index}>
                <td>{utcMinute(event.at)}</td>
                <td>
                  {event.fromStatus ?? "—"} → {event.toStatus}
                </td>
                <td>{event.actor}</td>
                <td>{event.reason ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </>
  );
}

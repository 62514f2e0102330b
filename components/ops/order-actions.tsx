"use client";
/**
 * An order's actions in the console (ADR 0046): ship the lines not yet shipped (all, or those
 * ticked) with a carrier and tracking number, mark delivered, cancel with a reason. Each calls
 * the API (which checks the role and writes the audit row) and reloads the page on success;
 * a refusal is shown as the API words it. Cancel is offered while nothing has shipped: a paid
 * order's cancel refunds everything paid through the provider (ADR 0043); otherwise the reason
 * is shown.
 */
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import type { OpsOrderData } from "@/lib/graphql/operations/ops-orders";
import { opsOrderCancel, opsOrderDeliver, opsOrderShip } from "@/lib/graphql/persisted/ops-orders";
import { FormOutcome, useOpsAction } from "./form-parts";
import styles from "./ops.module.css";

type Order = NonNullable<OpsOrderData["opsOrder"]>;

const CANCEL_REFUSALS: Record<string, string> = {
  ORDER_NOT_CANCELLABLE: "This order can no longer be cancelled.",
};

export function OrderActions(props: { order: Order; carriers: OpsOrderData["opsCarriers"] }) {
  const { order, carriers } = props;
  const { busy, fault, done, run } = useOpsAction(
    (change: { status: string | null }) => `Now ${change.status}.`,
  );
  const unshipped = order.lines.filter((line) => !line.shipped);
  const [chosen, setChosen] = useState<string[]>([]);
  const [carrierCode, setCarrierCode] = useState(carriers[0]?.code ?? "");
  const [trackingNo, setTrackingNo] = useState("");
  const [reason, setReason] = useState("");

  return (
    <section aria-labelledby="actions" data-testid="ops-order-actions">
      <h2 id="actions">Actions</h2>
      {order.canShip ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () =>
                callOps(opsOrderShip, {
                  code: order.code,
                  carrierCode,
                  trackingNo,
                  skuCodes: chosen.length > 0 ? chosen : null,
                }),
              (data) => data.opsOrderShip,
            );
          }}
        >
          <fieldset>
            <legend>Lines to ship (none ticked: all {unshipped.length} not yet shipped)</legend>
            {unshipped.map((line) => (
              <label key={line.skuCode} className={styles.menuRow}>
                <input
                  type="checkbox"
                  checked={chosen.includes(line.skuCode)}
                  onChange={(event) =>
                    setChosen((list) =>
                      event.target.checked
                        ? [...list, line.skuCode]
                        : list.filter((code) => code !== line.skuCode),
                    )
                  }
                />
                {line.skuCode} × {line.quantity} {line.name}
              </label>
            ))}
          </fieldset>
          <label className={styles.field}>
            Carrier
            <select value={carrierCode} onChange={(event) => setCarrierCode(event.target.value)}>
              {carriers.map((carrier) => (
                <option key={carrier.code} value={carrier.code}>
                  {carrier.name}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Tracking number
            <input
              required
              value={trackingNo}
              pattern="[A-Za-z0-9\-]{4,40}"
              onChange={(event) => setTrackingNo(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.primary} disabled={busy}>
            Ship
          </button>
        </form>
      ) : null}
      <div className={styles.actions}>
        {order.canDeliver ? (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() =>
              void run(
                () => callOps(opsOrderDeliver, { code: order.code }),
                (data) => data.opsOrderDeliver,
              )
            }
          >
            Mark delivered
          </button>
        ) : null}
      </div>
      {order.cancelRefusal === null ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            const what =
              order.status === "WAIT_PAY"
                ? "Its stock and coupons come back."
                : "Its stock comes back and everything paid is refunded to the shopper.";
            if (!window.confirm(`Cancel order ${order.code}? ${what}`)) return;
            void run(
              () => callOps(opsOrderCancel, { code: order.code, reason: reason || null }),
              (data) => data.opsOrderCancel,
            );
          }}
        >
          <label className={styles.field}>
            Cancel reason
            <input
              value={reason}
              maxLength={200}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.button} disabled={busy}>
            Cancel order
          </button>
        </form>
      ) : (
        <p>{CANCEL_REFUSALS[order.cancelRefusal] ?? order.cancelRefusal}</p>
      )}
      <FormOutcome faults={fault} done={done} />
    </section>
  );
}

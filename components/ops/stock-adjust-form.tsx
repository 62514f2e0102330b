"use client";
/**
 * A SKU's stock adjustment in the console (ADR 0046): a whole number of units to add (or, with
 * a minus, remove) and a reason; the API refuses going below what unshipped orders reserve.
 * Reloads the page (level and history) on success.
 */
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import { opsStockAdjust } from "@/lib/graphql/persisted/ops-orders";
import { FormOutcome, useOpsAction } from "./form-parts";
import styles from "./ops.module.css";

export function StockAdjustForm(props: { skuCode: string; available: number }) {
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const { busy, fault, done, run } = useOpsAction(
    (change: { stock: { available: number } | null }) =>
      `Now ${change.stock?.available ?? "?"} available.`,
  );

  const submit = async () => {
    const adjusted = await run(
      () => callOps(opsStockAdjust, { skuCode: props.skuCode, delta: Number(delta), reason }),
      (data) => data.opsStockAdjust,
    );
    if (adjusted) {
      setDelta("");
      setReason("");
    }
  };

  return (
    <form
      className={styles.form}
      data-testid="ops-stock-adjust"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className={styles.field}>
        Change (units; negative removes, at most {props.available})
        <input
          required
          type="number"
          step={1}
          min={-props.available}
          value={delta}
          onChange={(event) => setDelta(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        Reason
        <input
          required
          minLength={3}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <button type="submit" className={styles.primary} disabled={busy}>
        Adjust
      </button>
      <FormOutcome faults={fault} done={done} />
    </form>
  );
}

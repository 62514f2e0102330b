"use client";
/**
 * An after-sales order's steps in the console (issue 17 item 3; ADR 0042, 0046): approve,
 * reject with a reason, record the parcel sent back, receive into stock, exchange out, finish
 * (a return's refund is created and paid at once). Only the steps its status allows are offered
 * (return-steps.ts); each calls the API, which checks the role and writes the audit row, and
 * reloads the page on success. A refusal is shown as the API words it.
 */
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import type { AfterSalesStatus, AfterSalesType } from "@/lib/domain/after-sales/constants";
import { returnSteps } from "@/lib/domain/operations/return-steps";
import {
  opsAfterSalesApprove,
  opsAfterSalesExchangeOut,
  opsAfterSalesFinish,
  opsAfterSalesReceive,
  opsAfterSalesReject,
  opsAfterSalesSendBack,
} from "@/lib/graphql/persisted/after-sales";
import { FormOutcome, useOpsAction } from "./form-parts";
import styles from "./ops.module.css";

interface Payload {
  afterSalesOrder: { afterSalesStatus: string } | null;
}

export function ReturnActions(props: {
  code: string;
  type: AfterSalesType;
  status: AfterSalesStatus;
}) {
  const { code } = props;
  const steps = returnSteps(props.type, props.status);
  const { busy, fault, done, run } = useOpsAction(
    (payload: Payload) => `Now ${payload.afterSalesOrder?.afterSalesStatus ?? "changed"}.`,
  );
  const [reason, setReason] = useState("");
  const [trackingNo, setTrackingNo] = useState("");
  const button = (label: string, onClick: () => void) => (
    <button type="button" className={styles.primary} disabled={busy} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <section aria-labelledby="return-actions" data-testid="ops-return-actions">
      <h2 id="return-actions">Actions</h2>
      {steps.length === 0 ? <p>Nothing is left to do in status {props.status}.</p> : null}
      <div className={styles.actions}>
        {steps.includes("APPROVE")
          ? button(
              "Approve",
              () =>
                void run(
                  () => callOps(opsAfterSalesApprove, { code }),
                  (data) => data.opsAfterSalesApprove,
                ),
            )
          : null}
        {steps.includes("RECEIVE")
          ? button(
              "Receive into stock",
              () =>
                void run(
                  () => callOps(opsAfterSalesReceive, { code }),
                  (data) => data.opsAfterSalesReceive,
                ),
            )
          : null}
        {steps.includes("EXCHANGE_OUT")
          ? button(
              "Send the exchange out",
              () =>
                void run(
                  () => callOps(opsAfterSalesExchangeOut, { code }),
                  (data) => data.opsAfterSalesExchangeOut,
                ),
            )
          : null}
        {steps.includes("FINISH")
          ? button(
              props.type === "RETURN" ? "Finish and refund" : "Finish",
              () =>
                void run(
                  () => callOps(opsAfterSalesFinish, { code }),
                  (data) => data.opsAfterSalesFinish,
                ),
            )
          : null}
      </div>
      {steps.includes("SEND_BACK") ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => callOps(opsAfterSalesSendBack, { code, trackingNo }),
              (data) => data.opsAfterSalesSendBack,
            );
          }}
        >
          <label className={styles.field}>
            Parcel sent back: tracking number
            <input required value={trackingNo} onChange={(e) => setTrackingNo(e.target.value)} />
          </label>
          <button type="submit" className={styles.button} disabled={busy}>
            Record parcel sent back
          </button>
        </form>
      ) : null}
      {steps.includes("REJECT") ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              () => callOps(opsAfterSalesReject, { code, reason }),
              (data) => data.opsAfterSalesReject,
            );
          }}
        >
          <label className={styles.field}>
            Reject reason (the shopper reads it)
            <input required value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className={styles.button} disabled={busy}>
            Reject
          </button>
        </form>
      ) : null}
      <FormOutcome faults={fault} done={done} />
    </section>
  );
}

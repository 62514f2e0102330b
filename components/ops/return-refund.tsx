/**
 * A return's refund in the console (issue 17 item 3; ADR 0043, 0046): the refund order a
 * finished return created, its status and amounts, and the provider's outcome (attempts, last
 * refusal, next retry by the refund-retries job), so an operator sees whether the money went back.
 */
import type { OpsAfterSalesHistoryData } from "@/lib/graphql/operations/ops-returns";
import styles from "./ops.module.css";
import { utcMinute } from "./utc-minute";

type Refund = NonNullable<OpsAfterSalesHistoryData["opsAfterSalesHistory"]>["refund"];

/** The operator's words for a refund status (shopping §4 Refund status). */
const REFUND_OUTCOME: Record<string, string> = {
  AUDIT_PASSED: "Created; the provider has not been called yet.",
  REFUNDING: "With the provider; retried by the refund-retries job until it answers.",
  REFUNDED: "Refunded through the provider.",
};

export function ReturnRefund(props: { refund: Refund; type: string }) {
  const { refund } = props;
  return (
    <section aria-labelledby="refund" data-testid="ops-return-refund">
      <h2 id="refund">Refund</h2>
      {refund ? (
        <>
          <p>
            Refund order {refund.refundOrderNo}:{" "}
            <strong data-testid="ops-return-refund-status">{refund.refundStatus}</strong>.{" "}
            {REFUND_OUTCOME[refund.refundStatus] ?? ""}
            {refund.refundedAt ? ` Refunded ${utcMinute(refund.refundedAt)}.` : ""}
          </p>
          <table className={styles.table}>
            <caption>Refund amounts (HKD)</caption>
            <tbody>
              <tr>
                <th scope="row">Goods</th>
                <td className={styles.numeric}>{refund.goodsAmount.amount}</td>
              </tr>
              <tr>
                <th scope="row">Freight</th>
                <td className={styles.numeric}>{refund.freightAmount.amount}</td>
              </tr>
              <tr>
                <th scope="row">To the card</th>
                <td className={styles.numeric} data-testid="ops-return-refund-amount">
                  {refund.refundAmount.amount}
                </td>
              </tr>
              <tr>
                <th scope="row">Go-dollar given back</th>
                <td className={styles.numeric}>{refund.goDollarAmount.amount}</td>
              </tr>
            </tbody>
          </table>
          <p>
            Provider {refund.provider ?? "not chosen yet"}, {refund.attempts} call
            {refund.attempts === 1 ? "" : "s"}
            {refund.nextAttemptAt && refund.refundStatus !== "REFUNDED"
              ? `, next try ${utcMinute(refund.nextAttemptAt)}`
              : ""}
            .
          </p>
          {refund.lastError ? (
            <p role="alert" className={styles.error}>
              Last answer from the provider: {refund.lastError}
            </p>
          ) : null}
        </>
      ) : (
        <p>
          {props.type === "RETURN"
            ? "No refund yet: finishing the return creates it and pays it through the provider."
            : "An exchange has no refund."}
        </p>
      )}
    </section>
  );
}

"use client";
/**
 * "Refund stages: request created, in process, refunded" (shopping §4): where the request is. A
 * request that was withdrawn or not approved stops at the first stage and says so.
 */
import { useTranslations } from "next-intl";
import { lastStageKey, REFUND_STAGES, refundStage } from "./after-sales-display";
import styles from "./after-sales.module.css";

export function RefundStages(props: {
  status: string;
  type: string;
  statusLabel: string;
  refundStatus: string | null;
}) {
  const t = useTranslations("afterSales.stages");
  const { reached, closed } = refundStage(props.status, props.refundStatus);
  return (
    <div>
      <h2>{t("title")}</h2>
      <ol className={styles.stages} data-testid="refund-stages">
        {REFUND_STAGES.map((stage, index) => {
          const label = stage === "done" ? t(lastStageKey(props.type)) : t(stage);
          const current = !closed && index === reached;
          return (
            <li
              key={stage}
              className={styles.stage}
              data-reached={index <= reached}
              aria-current={current ? "step" : undefined}
              data-testid={current ? "refund-stage-current" : undefined}
            >
              {label}
            </li>
          );
        })}
      </ol>
      {closed ? <p role="status">{t("closed", { status: props.statusLabel })}</p> : null}
    </div>
  );
}

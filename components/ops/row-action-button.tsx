"use client";
/**
 * One confirmed action on a row of a console table (revoke a customer's sessions, resend an
 * outbox message; ADR 0046): asks, calls, shows the refusal or reloads the page.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import { opsCustomerRevokeSessions, opsOutboxResend } from "@/lib/graphql/persisted/ops-orders";
import styles from "./ops.module.css";

type Action = { kind: "revokeSessions"; userCode: string } | { kind: "resend"; id: string };

async function perform(action: Action): Promise<string | null> {
  if (action.kind === "revokeSessions") {
    const result = await callOps(opsCustomerRevokeSessions, { userCode: action.userCode });
    if (result.error) return result.error.message;
    return result.data.opsCustomerRevokeSessions.userErrors[0]?.message ?? null;
  }
  const result = await callOps(opsOutboxResend, { id: action.id });
  if (result.error) return result.error.message;
  return result.data.opsOutboxResend[0]?.message ?? null;
}

export function RowActionButton(props: { action: Action; label: string; confirm: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [fault, setFault] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        disabled={busy}
        onClick={async () => {
          if (!window.confirm(props.confirm)) return;
          setBusy(true);
          const refused = await perform(props.action);
          setBusy(false);
          setFault(refused);
          if (!refused) router.refresh();
        }}
      >
        {props.label}
      </button>
      {fault ? (
        <span role="alert" className={styles.error}>
          {" "}
          {fault}
        </span>
      ) : null}
    </>
  );
}

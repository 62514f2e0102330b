/**
 * /ops/outbox?state=FAILED|UNSENT|SENT&page=n: outbox messages by state, newest first, and the
 * resend of a failed one, for operators with aftersales:manage (ADR 0046).
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { RowActionButton } from "@/components/ops/row-action-button";
import { utcMinute } from "@/components/ops/utc-minute";
import {
  OPS_OUTBOX_PAGE_SIZE,
  OPS_OUTBOX_STATES,
  type OpsOutboxState,
} from "@/lib/domain/operations/constants";
import { opsOutbox } from "@/lib/graphql/operations/ops-orders";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Outbox" };

export default async function OpsOutboxPage(props: {
  searchParams: Promise<{ state?: string; page?: string }>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const params = await props.searchParams;
  const state: OpsOutboxState = (OPS_OUTBOX_STATES as readonly string[]).includes(
    params.state ?? "",
  )
    ? (params.state as OpsOutboxState)
    : "FAILED";
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  const result = await opsCall(() => executeOpsOperation(opsOutbox, { state, page }));
  const pages = result.ok
    ? Math.max(1, Math.ceil(result.data.opsOutbox.total / OPS_OUTBOX_PAGE_SIZE))
    : 1;
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Outbox</h1>
        <nav className={styles.actions} aria-label="Message states">
          {OPS_OUTBOX_STATES.map((option) => (
            <Link
              key={option}
              href={`/ops/outbox?state=${option}`}
              aria-current={option === state ? "page" : undefined}
            >
              {option.toLowerCase()}
            </Link>
          ))}
        </nav>
        {!result.ok ? (
          <p role="alert" className={styles.error}>
            {result.message}
          </p>
        ) : (
          <>
            <table className={styles.table} data-testid="ops-outbox">
              <thead>
                <tr>
                  <th>Written</th>
                  <th>To</th>
                  <th>Subject</th>
                  <th>Tries</th>
                  <th>Last error</th>
                  <th>Sent</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {result.data.opsOutbox.items.map((message) => (
                  <tr key={message.id}>
                    <td>{utcMinute(message.createdAt)}</td>
                    <td>
                      {message.channel}: {message.recipient}
                    </td>
                    <td>
                      {message.subject} ({message.locale})
                    </td>
                    <td>{message.attempts}</td>
                    <td>{message.lastError ?? ""}</td>
                    <td>{utcMinute(message.sentAt)}</td>
                    <td>
                      {message.state === "FAILED" ? (
                        <RowActionButton
                          action={{ kind: "resend", id: message.id }}
                          label="Resend"
                          confirm={`Send "${message.subject}" to ${message.recipient} again?`}
                        />
                      ) : null}
                    </td>
                  </tr>
                ))}
                {result.data.opsOutbox.items.length === 0 ? (
                  <tr>
                    <td colSpan={7}>No {state.toLowerCase()} messages.</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
            <div className={styles.pager}>
              {page > 1 ? (
                <Link href={`/ops/outbox?state=${state}&page=${page - 1}`}>Previous</Link>
              ) : null}
              <span>
                Page {page} of {pages} ({result.data.opsOutbox.total} messages)
              </span>
              {page < pages ? (
                <Link href={`/ops/outbox?state=${state}&page=${page + 1}`}>Next</Link>
              ) : null}
            </div>
          </>
        )}
      </main>
    </>
  );
}

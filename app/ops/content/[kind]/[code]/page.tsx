/**
 * /ops/content/{kind}/{code}[?version=n]: one entry's editor, history and audit log, for
 * content editors and admins (the API refuses anyone else; this page says so).
 */
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { ContentEditor } from "@/components/ops/content-editor";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { CONTENT_KINDS } from "@/lib/domain/content/constants";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { OperationError } from "@/lib/graphql/execute";
import { opsContentEntry } from "@/lib/graphql/operations/ops";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";

export const metadata: Metadata = { title: "Edit content" };

type Kind = (typeof CONTENT_KINDS)[number];
const isKind = (value: string): value is Kind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

export default async function OpsContentPage(props: {
  params: Promise<{ kind: string; code: string }>;
  searchParams: Promise<{ version?: string }>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const [{ kind, code }, { version }] = await Promise.all([props.params, props.searchParams]);
  if (!isKind(kind)) notFound();
  const asked = version ? Number(version) : null;
  let entry;
  try {
    entry = (
      await executeOpsOperation(opsContentEntry, {
        kind,
        code: decodeURIComponent(code),
        version: asked !== null && Number.isSafeInteger(asked) ? asked : null,
      })
    ).opsContentEntry;
  } catch (error) {
    if (error instanceof OperationError && error.code === OPERATOR_ERROR_CODES.FORBIDDEN) {
      return (
        <>
          <OpsBar operator={operator} />
          <main className={styles.shell}>
            <p role="alert">{error.errors[0]?.message}</p>
          </main>
        </>
      );
    }
    throw error;
  }
  if (!entry) notFound();
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        {/*
          A new editor per version asked for, so its fields start from that version. Keyed by
          the address, not by the version shown: a save or publish refreshes this page with a
          newer version, and remounting then would drop the editor's "saved" message.
        */}
        <ContentEditor key={version ?? "newest"} entry={entry} />
      </main>
    </>
  );
}

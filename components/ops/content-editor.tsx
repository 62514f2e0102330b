"use client";
/**
 * One content entry in the console: its editor (landing pages by blocks, menus by drag and drop,
 * the other kinds as JSON), save draft with each fault shown with its path, preview as a
 * shopper in either language, publish, and the history to roll back to a version.
 */
import { ShopLink as Link } from "@/components/layout/shop-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import type { OpsContentEntryData } from "@/lib/graphql/operations/ops";
import { opsContentPublish, opsContentSaveDraft } from "@/lib/graphql/persisted/ops";
import { JsonField } from "./json-field";
import { LandingEditor, type LandingDraft } from "./landing-editor";
import { MenuEditor, type MenuDraft } from "./menu-editor";
import styles from "./ops.module.css";
import { utcMinute } from "./utc-minute";

type Kind = OpsContentEntryData["kind"];

export function ContentEditor(props: { entry: OpsContentEntryData }) {
  const { entry } = props;
  const router = useRouter();
  const [body, setBody] = useState<unknown>(() => JSON.parse(entry.body));
  const [dirty, setDirty] = useState(false);
  const [faults, setFaults] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const kind: Kind = entry.kind;
  const base = `/ops/content/${kind}/${encodeURIComponent(entry.code)}`;
  const previewOf = (locale: "en" | "zh", version?: number) =>
    `/ops/preview/${kind}/${encodeURIComponent(entry.code)}?locale=${locale}${version ? `&version=${version}` : ""}`;
  const change = (next: unknown) => {
    setBody(next);
    setDirty(true);
    setStatus(null);
  };

  const save = async () => {
    setBusy(true);
    const result = await callOps(opsContentSaveDraft, {
      kind,
      code: entry.code,
      body: JSON.stringify(body),
    });
    setBusy(false);
    if (result.error) {
      setFaults([result.error.message]);
      return;
    }
    const saved = result.data.opsContentSaveDraft;
    if (saved.userErrors.length > 0) {
      setFaults(saved.userErrors.map((error) => error.message));
      setStatus(null);
      return;
    }
    setFaults([]);
    setDirty(false);
    setStatus(`Saved as version ${saved.version} (a draft until published).`);
    // The newest version, even when an older one was loaded to start from.
    router.replace(base);
    router.refresh();
  };

  const publish = async (version?: number) => {
    setBusy(true);
    const result = await callOps(opsContentPublish, {
      kind,
      code: entry.code,
      version: version ?? null,
    });
    setBusy(false);
    const published = result.error ? null : result.data.opsContentPublish;
    const fault = result.error?.message ?? published?.userErrors[0]?.message;
    if (fault) {
      setFaults([fault]);
      return;
    }
    setFaults([]);
    setStatus(`Version ${published?.version} is published: shoppers see it now.`);
    router.refresh();
  };

  return (
    <>
      <h1>
        {kind} / {entry.code}
      </h1>
      <p>
        Editing version {entry.version}
        {dirty ? " (unsaved changes)" : ""}.
      </p>
      {kind === "landing" ? (
        <LandingEditor value={body as LandingDraft} onChange={change} />
      ) : kind === "menu" ? (
        <MenuEditor value={body as MenuDraft} onChange={change} />
      ) : (
        <JsonField label="Body (JSON)" value={body} rows={24} onChange={change} />
      )}
      {faults.length > 0 ? (
        <div role="alert" className={styles.error} data-testid="ops-faults">
          <p>Not saved:</p>
          <ul>
            {faults.map((fault) => (
              <li key={fault}>{fault}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {status ? (
        <p role="status" className={styles.status}>
          {status}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={save}>
          Save draft
        </button>
        <Link className={styles.button} href={previewOf("en")} target="_blank">
          Preview (English)
        </Link>
        <Link className={styles.button} href={previewOf("zh")} target="_blank">
          Preview (中文)
        </Link>
        <button
          type="button"
          className={styles.button}
          disabled={busy || dirty}
          onClick={() => publish()}
        >
          Publish newest version
        </button>
        {dirty ? <span>Save first: preview and publish show saved versions.</span> : null}
      </div>
      <h2>History</h2>
      <table className={styles.table} data-testid="ops-history">
        <thead>
          <tr>
            <th>Version</th>
            <th>By</th>
            <th>Written</th>
            <th>Published</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {entry.versions.map((version) => (
            <tr key={version.version}>
              <td>
                <Link href={`${base}?version=${version.version}`}>{version.version}</Link>
              </td>
              <td>{version.author}</td>
              <td>{utcMinute(version.createdAt)}</td>
              <td>{version.isPublished ? "shoppers see this" : utcMinute(version.publishedAt)}</td>
              <td>
                <Link href={previewOf("en", version.version)} target="_blank">
                  Preview
                </Link>{" "}
                {version.isPublished ? null : (
                  <button
                    type="button"
                    className={styles.button}
                    disabled={busy}
                    onClick={() => publish(version.version)}
                  >
                    Publish version {version.version}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Audit log</h2>
      <table className={styles.table} data-testid="ops-audit">
        <thead>
          <tr>
            <th>When</th>
            <th>Who</th>
            <th>What</th>
            <th>Before → after</th>
          </tr>
        </thead>
        <tbody>
          {entry.audit.map((row) => (
            <tr key={row.id}>
              <td>{utcMinute(row.at)}</td>
              <td>{row.operatorEmail}</td>
              <td>{row.action}</td>
              <td>
                <details>
                  <summary>
                    {(row.before ?? "–").slice(0, 40)} → {(row.after ?? "–").slice(0, 40)}
                  </summary>
                  <pre className={styles.json}>{row.before}</pre>
                  <pre className={styles.json}>{row.after}</pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

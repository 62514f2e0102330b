/**
 * The console's content edits (issue 16 part 6): the content store's own save and publish
 * (lib/domain/content/store.ts, ADR 0035), each run in one transaction with its audit row
 * (before and after), so the log and the store never disagree. Who may call these is the API's
 * check (roles.ts); revalidating cached pages after the commit is the caller's.
 */
import type { Db } from "@/lib/db/connect";
import type { ContentKind } from "@/lib/domain/content/kinds";
import {
  CONTENT_FAILURE_CODES,
  contentHistory,
  latestContent,
  publishContent,
  saveContentDraft,
  type PublishResult,
  type SaveResult,
} from "@/lib/domain/content/store";
import { writeAudit, type AuditActor } from "./audit";

export const CONTENT_AUDIT_ACTIONS = {
  SAVE_DRAFT: "content.saveDraft",
  PUBLISH: "content.publish",
  /** Publishing a version older than the newest: the roll-back of ADR 0035. */
  ROLL_BACK: "content.rollBack",
} as const;

export async function saveDraftAudited(
  db: Db,
  actor: AuditActor,
  input: { kind: ContentKind; code: string; body: unknown },
  now: Date,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const before = await latestContent(tx, input.kind, input.code);
    const saved = await saveContentDraft(
      tx,
      { kind: input.kind, code: input.code, body: input.body, author: actor.email },
      now,
    );
    if (!saved.ok) return saved;
    // The body as the store keeps it (sanitised, defaults filled), not as it was sent.
    const after = await latestContent(tx, input.kind, input.code);
    await writeAudit(
      tx,
      actor,
      {
        action: CONTENT_AUDIT_ACTIONS.SAVE_DRAFT,
        entityKind: input.kind,
        entityCode: input.code,
        before: before && { version: before.version, body: before.body },
        after: { version: saved.version, body: after?.body ?? null },
      },
      now,
    );
    return saved;
  });
}

export async function publishAudited(
  db: Db,
  actor: AuditActor,
  input: { kind: ContentKind; code: string; version?: number },
  now: Date,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const history = await contentHistory(tx, input);
    if (history.length === 0) return { ok: false, code: CONTENT_FAILURE_CODES.NOT_FOUND };
    const publishedBefore = history.find((version) => version.isPublished)?.version ?? null;
    const newest = history[0]?.version ?? 0;
    const published = await publishContent(tx, input, now);
    if (!published.ok) return published;
    await writeAudit(
      tx,
      actor,
      {
        action:
          published.version < newest
            ? CONTENT_AUDIT_ACTIONS.ROLL_BACK
            : CONTENT_AUDIT_ACTIONS.PUBLISH,
        entityKind: input.kind,
        entityCode: input.code,
        before: { publishedVersion: publishedBefore },
        after: { publishedVersion: published.version },
      },
      now,
    );
    return published;
  });
}

/**
 * The content store's rules (ADR 0035): every write is a new version checked by its kind's
 * schema; publishing points shoppers at one version (the newest, or an older one to roll back);
 * nothing is ever overwritten, so every page keeps its history.
 */
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { contentEntries, contentVersions } from "@/lib/db/schema";
import { CONTENT_CODE_PATTERN } from "./constants";
import { CONTENT_SCHEMAS, type ContentBodyOf, type ContentKind } from "./kinds";

export const CONTENT_FAILURE_CODES = {
  INVALID: "CONTENT_INVALID",
  NOT_FOUND: "CONTENT_NOT_FOUND",
} as const;

/** One fault of a body: where (a path such as `blocks.2.slides.0.image.src`) and what. */
export interface ContentIssue {
  path: string;
  message: string;
}

export type ContentCheck<K extends ContentKind> =
  | { ok: true; body: ContentBodyOf<K> }
  | { ok: false; code: typeof CONTENT_FAILURE_CODES.INVALID; issues: ContentIssue[] };

/** The body as the store keeps it (trimmed, sanitised, defaults filled), or its faults. */
export function checkContent<K extends ContentKind>(
  kind: K,
  code: string,
  body: unknown,
): ContentCheck<K> {
  if (!CONTENT_CODE_PATTERN.test(code)) {
    return {
      ok: false,
      code: CONTENT_FAILURE_CODES.INVALID,
      issues: [{ path: "code", message: "letters, digits, - and _ only, at most 80" }],
    };
  }
  const parsed = CONTENT_SCHEMAS[kind].safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data as ContentBodyOf<K> };
  return {
    ok: false,
    code: CONTENT_FAILURE_CODES.INVALID,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join(".") || "(body)",
      message: issue.message,
    })),
  };
}

export interface ContentRef {
  kind: ContentKind;
  code: string;
}

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; code: typeof CONTENT_FAILURE_CODES.INVALID; issues: ContentIssue[] };

/** Writes `body` as the entry's next version (a draft until published). */
export async function saveContentDraft(
  db: Db,
  input: ContentRef & { body: unknown; author: string },
  now: Date,
): Promise<SaveResult> {
  const checked = checkContent(input.kind, input.code, input.body);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    // The entry row is the lock: two editors saving at once get versions n+1 and n+2.
    const [entry] = await tx
      .insert(contentEntries)
      .values({ kind: input.kind, code: input.code, latestVersion: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: [contentEntries.kind, contentEntries.code],
        set: { latestVersion: sql`${contentEntries.latestVersion} + 1`, updatedAt: now },
      })
      .returning({ version: contentEntries.latestVersion });
    const version = entry?.version ?? 1;
    await tx.insert(contentVersions).values({
      kind: input.kind,
      code: input.code,
      version,
      body: checked.body,
      author: input.author,
      createdAt: now,
    });
    return { ok: true as const, version };
  });
}

export type PublishResult =
  { ok: true; version: number } | { ok: false; code: typeof CONTENT_FAILURE_CODES.NOT_FOUND };

/**
 * Makes `version` (default: the newest) the one shoppers see. Publishing an older version is the
 * roll-back; the versions after it stay in the history.
 */
export async function publishContent(
  db: Db,
  input: ContentRef & { version?: number },
  now: Date,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ latest: contentEntries.latestVersion })
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, input.kind), eq(contentEntries.code, input.code)))
      .for("update");
    if (!entry) return { ok: false as const, code: CONTENT_FAILURE_CODES.NOT_FOUND };
    const version = input.version ?? entry.latest;
    const published = await tx
      .update(contentVersions)
      .set({ publishedAt: now })
      .where(
        and(
          eq(contentVersions.kind, input.kind),
          eq(contentVersions.code, input.code),
          eq(contentVersions.version, version),
        ),
      )
      .returning({ version: contentVersions.version });
    if (published.length === 0) {
      return { ok: false as const, code: CONTENT_FAILURE_CODES.NOT_FOUND };
    }
    await tx
      .update(contentEntries)
      .set({ publishedVersion: version, updatedAt: now })
      .where(and(eq(contentEntries.kind, input.kind), eq(contentEntries.code, input.code)));
    return { ok: true as const, version };
  });
}

/** Entries joined to the version shoppers see (entries never published have none). */
function selectPublished(db: Db) {
  return db
    .select({ code: contentEntries.code, body: contentVersions.body })
    .from(contentEntries)
    .innerJoin(
      contentVersions,
      and(
        eq(contentVersions.kind, contentEntries.kind),
        eq(contentVersions.code, contentEntries.code),
        eq(contentVersions.version, contentEntries.publishedVersion),
      ),
    );
}

/**
 * The published body of an entry, or null when it has none. Bodies are re-checked on the way
 * out (a body written under an older schema gains its new defaults; one that no longer passes is
 * treated as missing rather than rendered half-valid).
 */
export async function publishedContent<K extends ContentKind>(
  db: Db,
  kind: K,
  code: string,
): Promise<ContentBodyOf<K> | null> {
  const [row] = await selectPublished(db).where(
    and(eq(contentEntries.kind, kind), eq(contentEntries.code, code)),
  );
  if (!row) return null;
  const checked = checkContent(kind, code, row.body);
  return checked.ok ? checked.body : null;
}

/**
 * The published entries of a kind (the stores of the locator, the documents of a group), by
 * code: all of them, or only those with these `codes`, under this `parentCode` (a document's
 * group) or with this `slug` (an article), chosen in the query so that no other body is read and checked.
 */
export async function publishedContentOfKind<K extends ContentKind>(
  db: Db,
  kind: K,
  only: { codes?: readonly string[]; parentCode?: string; slug?: string } = {},
): Promise<{ code: string; body: ContentBodyOf<K> }[]> {
  if (only.codes?.length === 0) return [];
  const rows = await selectPublished(db)
    .where(
      and(
        eq(contentEntries.kind, kind),
        only.codes ? inArray(contentEntries.code, [...only.codes]) : undefined,
        only.parentCode === undefined
          ? undefined
          : sql`${contentVersions.body} ->> 'parentCode' = ${only.parentCode}`,
        // An article by its remark slug (/article/{slug}, ADR 0039).
        only.slug === undefined
          ? undefined
          : sql`${contentVersions.body} ->> 'slug' = ${only.slug}`,
      ),
    )
    .orderBy(contentEntries.code);
  return rows.flatMap((row) => {
    const checked = checkContent(kind, row.code, row.body);
    return checked.ok ? [{ code: row.code, body: checked.body }] : [];
  });
}

/** The codes of a kind's published entries, without reading their bodies (the sitemap). */
export async function publishedCodes(db: Db, kind: ContentKind): Promise<string[]> {
  const rows = await db
    .select({ code: contentEntries.code })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), isNotNull(contentEntries.publishedVersion)))
    .orderBy(contentEntries.code);
  return rows.map((row) => row.code);
}

/** The newest version's body, draft or not: what a preview shows. */
export async function latestContent<K extends ContentKind>(
  db: Db,
  kind: K,
  code: string,
): Promise<{ version: number; body: ContentBodyOf<K> } | null> {
  const [row] = await db
    .select({ version: contentVersions.version, body: contentVersions.body })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, kind), eq(contentVersions.code, code)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  if (!row) return null;
  const checked = checkContent(kind, code, row.body);
  return checked.ok ? { version: row.version, body: checked.body } : null;
}

export interface ContentVersionInfo {
  version: number;
  author: string;
  createdAt: Date;
  publishedAt: Date | null;
  isPublished: boolean;
}

/** An entry's versions, newest first, with the one shoppers see marked. */
export async function contentHistory(db: Db, ref: ContentRef): Promise<ContentVersionInfo[]> {
  const [entry] = await db
    .select({ published: contentEntries.publishedVersion })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, ref.kind), eq(contentEntries.code, ref.code)));
  if (!entry) return [];
  const rows = await db
    .select({
      version: contentVersions.version,
      author: contentVersions.author,
      createdAt: contentVersions.createdAt,
      publishedAt: contentVersions.publishedAt,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, ref.kind), eq(contentVersions.code, ref.code)))
    .orderBy(desc(contentVersions.version));
  return rows.map((row) => ({ ...row, isPublished: row.version === entry.published }));
}

export interface ContentEntryInfo {
  kind: ContentKind;
  code: string;
  latestVersion: number;
  publishedVersion: number | null;
  updatedAt: Date;
}

/** Every entry with its newest and published version numbers (the console's list). */
export async function listContentEntries(db: Db): Promise<ContentEntryInfo[]> {
  return db
    .select({
      kind: contentEntries.kind,
      code: contentEntries.code,
      latestVersion: contentEntries.latestVersion,
      publishedVersion: contentEntries.publishedVersion,
      updatedAt: contentEntries.updatedAt,
    })
    .from(contentEntries)
    .orderBy(contentEntries.kind, contentEntries.code);
}

/** One version's body as stored (re-checked like every read), or null. */
export async function contentVersion<K extends ContentKind>(
  db: Db,
  ref: { kind: K; code: string; version: number },
): Promise<ContentBodyOf<K> | null> {
  const [row] = await db
    .select({ body: contentVersions.body })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, ref.kind),
        eq(contentVersions.code, ref.code),
        eq(contentVersions.version, ref.version),
      ),
    );
  if (!row) return null;
  const checked = checkContent(ref.kind, ref.code, row.body);
  return checked.ok ? checked.body : null;
}

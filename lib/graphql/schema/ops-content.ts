/**
 * The operations console's content section (issue 16 part 6; docs/adr/0037): list entries, read
 * an entry with its versions and audit trail, save a draft, publish (an older version: roll
 * back). Every field asks for an operator whose role allows `content:edit` (content editors and
 * admins); shoppers, visitors and other roles are refused. Writes go through the content store
 * (ADR 0035) with their audit row in the same transaction; a publish then revalidates the cache
 * tags of the entry, so shoppers see it on their next request.
 */
import { auditTrail, type AuditRow } from "@/lib/domain/operators/audit";
import { publishAudited, saveDraftAudited } from "@/lib/domain/operators/content-edits";
import { CONTENT_KINDS } from "@/lib/domain/content/constants";
import type { ContentKind } from "@/lib/domain/content/kinds";
import {
  CONTENT_FAILURE_CODES,
  contentHistory,
  contentVersion,
  latestContent,
  listContentEntries,
  type ContentEntryInfo,
  type ContentIssue,
  type ContentVersionInfo,
} from "@/lib/domain/content/store";
import { builder } from "../builder";
import { UserError, userError, type UserErrorShape } from "./common";

const CONTENT_EDIT = "content:edit" as const;

const ContentKindEnum = builder.enumType("ContentKind", { values: CONTENT_KINDS });

const OpsContentEntryRef = builder.objectRef<ContentEntryInfo>("OpsContentEntry").implement({
  fields: (t) => ({
    kind: t.field({ type: ContentKindEnum, resolve: (entry) => entry.kind }),
    code: t.exposeString("code"),
    latestVersion: t.exposeInt("latestVersion"),
    publishedVersion: t.exposeInt("publishedVersion", { nullable: true }),
    updatedAt: t.field({ type: "DateTime", resolve: (entry) => entry.updatedAt }),
  }),
});

const OpsContentVersionRef = builder.objectRef<ContentVersionInfo>("OpsContentVersion").implement({
  fields: (t) => ({
    version: t.exposeInt("version"),
    author: t.exposeString("author"),
    createdAt: t.field({ type: "DateTime", resolve: (row) => row.createdAt }),
    publishedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (row) => row.publishedAt,
    }),
    isPublished: t.exposeBoolean("isPublished"),
  }),
});

const json = (value: unknown) =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const OpsAuditRowRef = builder.objectRef<AuditRow>("OpsAuditRow").implement({
  description: "One console action: who, what, on which entry, the state before and after (JSON).",
  fields: (t) => ({
    id: t.exposeInt("id"),
    operatorEmail: t.exposeString("operatorEmail"),
    action: t.exposeString("action"),
    entityKind: t.exposeString("entityKind"),
    entityCode: t.exposeString("entityCode"),
    before: t.string({ nullable: true, resolve: (row) => json(row.before) }),
    after: t.string({ nullable: true, resolve: (row) => json(row.after) }),
    at: t.field({ type: "DateTime", resolve: (row) => row.at }),
  }),
});

interface EntryShape {
  kind: ContentKind;
  code: string;
  /** The version whose body is answered: the one asked for, else the newest. */
  version: number;
  body: unknown;
}

const OpsContentDetailRef = builder.objectRef<EntryShape>("OpsContentDetail").implement({
  fields: (t) => ({
    kind: t.field({ type: ContentKindEnum, resolve: (entry) => entry.kind }),
    code: t.exposeString("code"),
    version: t.exposeInt("version"),
    body: t.string({
      description:
        "The version's body as JSON, as the store keeps it (sanitised, defaults filled).",
      resolve: (entry) => JSON.stringify(entry.body),
    }),
    versions: t.field({
      type: [OpsContentVersionRef],
      description: "Every version, newest first, the published one marked.",
      resolve: (entry, _args, ctx) => contentHistory(ctx.db, entry),
    }),
    audit: t.field({
      type: [OpsAuditRowRef],
      description: "The newest console actions on this entry.",
      resolve: (entry, _args, ctx) => auditTrail(ctx.db, { kind: entry.kind, code: entry.code }),
    }),
  }),
});

builder.queryField("opsContentEntries", (t) =>
  t.field({
    type: [OpsContentEntryRef],
    description: "Every content entry with its newest and published version (content:edit).",
    resolve: async (_root, _args, ctx) => {
      await ctx.requireOperator(CONTENT_EDIT);
      return listContentEntries(ctx.db);
    },
  }),
);

builder.queryField("opsContentEntry", (t) =>
  t.field({
    type: OpsContentDetailRef,
    nullable: true,
    description:
      "An entry's newest version (or `version`), its history and audit trail (content:edit); " +
      "null when there is no such entry or version.",
    args: {
      kind: t.arg({ type: ContentKindEnum, required: true }),
      code: t.arg.string({ required: true }),
      version: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      await ctx.requireOperator(CONTENT_EDIT);
      const ref = { kind: args.kind, code: args.code };
      if (args.version !== null && args.version !== undefined) {
        const body = await contentVersion(ctx.db, { ...ref, version: args.version });
        return body ? { ...ref, version: args.version, body } : null;
      }
      const latest = await latestContent(ctx.db, args.kind, args.code);
      return latest ? { ...ref, version: latest.version, body: latest.body } : null;
    },
  }),
);

interface ChangeShape {
  version: number | null;
  userErrors: UserErrorShape[];
}

const OpsContentChangeRef = builder.objectRef<ChangeShape>("OpsContentChange").implement({
  description:
    "The version written or published, or the faults: for a refused body one userError per " +
    "fault, `field` the path of the fault in the body (e.g. blocks.0.title.zh).",
  fields: (t) => ({
    version: t.exposeInt("version", { nullable: true }),
    userErrors: t.field({ type: [UserError], resolve: (change) => change.userErrors }),
  }),
});

function invalid(issues: ContentIssue[]): ChangeShape {
  return {
    version: null,
    userErrors: issues.map((issue) => ({
      code: CONTENT_FAILURE_CODES.INVALID,
      message: `${issue.path}: ${issue.message}`,
      field: issue.path,
    })),
  };
}

builder.mutationField("opsContentSaveDraft", (t) =>
  t.field({
    type: OpsContentChangeRef,
    description:
      "Saves `body` (JSON) as the entry's next version, a draft until published (content:edit). " +
      "The store checks it against the kind's schema and sanitises rich text; a refused body " +
      "changes nothing.",
    args: {
      kind: t.arg({ type: ContentKindEnum, required: true }),
      code: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(CONTENT_EDIT);
      let body: unknown;
      try {
        body = JSON.parse(args.body);
      } catch {
        return invalid([{ path: "(body)", message: "not JSON" }]);
      }
      const saved = await saveDraftAudited(
        ctx.db,
        operator,
        { kind: args.kind, code: args.code, body },
        ctx.now,
      );
      return saved.ok ? { version: saved.version, userErrors: [] } : invalid(saved.issues);
    },
  }),
);

builder.mutationField("opsContentPublish", (t) =>
  t.field({
    type: OpsContentChangeRef,
    description:
      "Makes `version` (default: the newest) the one shoppers see; an older version is the " +
      "roll-back (content:edit). Pages showing the entry render anew on their next request.",
    args: {
      kind: t.arg({ type: ContentKindEnum, required: true }),
      code: t.arg.string({ required: true }),
      version: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const operator = await ctx.requireOperator(CONTENT_EDIT);
      const ref = { kind: args.kind, code: args.code };
      const published = await publishAudited(
        ctx.db,
        operator,
        { ...ref, version: args.version ?? undefined },
        ctx.now,
      );
      if (!published.ok) {
        return { version: null, userErrors: [userError(ctx.t, published.code)] };
      }
      await ctx.contentPublished([ref]);
      return { version: published.version, userErrors: [] };
    },
  }),
);

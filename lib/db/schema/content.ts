/**
 * The content store (ADR 0035; accounts §1 "Content is driven by a content-management system"):
 * one entry per kind and code, and every version of its body. The body is JSON checked by the
 * kind's schema (lib/domain/content/kinds.ts) before it is written; the entry points at the
 * version shoppers see. A newer version than the published one is the draft.
 */
import { foreignKey, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { CONTENT_KINDS } from "@/lib/domain/content/constants";
import { timestamptz } from "./columns";

export const contentEntries = pgTable(
  "content_entries",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    code: text("code").notNull(),
    /** The newest version written, draft or published. */
    latestVersion: integer("latest_version").notNull(),
    /** The version shoppers see; null until the first publish. */
    publishedVersion: integer("published_version"),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.code] })],
);

export const contentVersions = pgTable(
  "content_versions",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    code: text("code").notNull(),
    version: integer("version").notNull(),
    body: jsonb("body").notNull(),
    /** Who wrote it: an operator's e-mail, or "import" for content files. */
    author: text("author").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** When it was last made the published version (a roll-back publishes an older one again). */
    publishedAt: timestamptz("published_at"),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.code, t.version] }),
    foreignKey({
      columns: [t.kind, t.code],
      foreignColumns: [contentEntries.kind, contentEntries.code],
    }).onDelete("cascade"),
  ],
);

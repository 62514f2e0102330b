/**
 * The operations console's staff (issue 16 part 6; docs/adr/0037): operators are not shoppers,
 * so they have their own table, sessions and audit log; nothing here refers to customers.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { OPERATOR_ROLES } from "@/lib/domain/operators/constants";
import { timestamptz } from "./columns";

export const operators = pgTable(
  "operators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lowercased; unique. */
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: OPERATOR_ROLES }).notNull(),
    /** A disabled operator cannot sign in, and their live sessions stop working. */
    disabled: boolean("disabled").notNull().default(false),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("operators_email_uq").on(sql`lower(${t.email})`)],
);

export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("operator_sessions_operator_idx").on(t.operatorId),
    index("operator_sessions_expires_idx").on(t.expiresAt),
  ],
);

/** Every console action: who, what, on which entity, the state before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** Null for actions of nobody signed in (a refused sign-in names the e-mail in `after`). */
    operatorId: uuid("operator_id").references(() => operators.id, { onDelete: "set null" }),
    /** The operator's e-mail when it happened (kept if the operator is later removed). */
    operatorEmail: text("operator_email").notNull(),
    action: text("action").notNull(),
    entityKind: text("entity_kind").notNull(),
    entityCode: text("entity_code").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityKind, t.entityCode, t.at)],
);

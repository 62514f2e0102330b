/**
 * Messages waiting to be delivered (architecture: "e-mail / SMS: outbox table"). Domains write a
 * row in the same transaction as the state change that causes it; a delivery job sends it and
 * sets sent_at.
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The plain-text body (the text alternative when `html` is set). */
    body: text("body").notNull(),
    /** The HTML body of a rendered e-mail (order e-mails, docs/adr/0045); null: text only. */
    html: text("html"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
    /** The shopper's language when the message was written (templates exist in en and zh). */
    locale: text("locale", { enum: ["en", "zh"] })
      .notNull()
      .default("en"),
    /** Delivery tries so far; the worker gives up after OUTBOX_MAX_ATTEMPTS. */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A failed try waits until then before the next (back-off). */
    nextAttemptAt: timestamptz("next_attempt_at"),
  },
  (t) => [
    index("outbox_unsent_idx")
      .on(t.createdAt)
      .where(sql`sent_at is null`),
  ],
);

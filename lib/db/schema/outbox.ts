/**
 * Messages waiting to be delivered (architecture: "e-mail / SMS: outbox table"). Domains write a
 * row in the same transaction as the state change that causes it; a delivery job sends it and
 * sets sent_at.
 */
import { sql } from "drizzle-orm";
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: ["email"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    index("outbox_unsent_idx")
      .on(t.createdAt)
      .where(sql`sent_at is null`),
  ],
);

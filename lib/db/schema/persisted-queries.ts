/**
 * GraphQL documents clients registered by hash (automatic persisted queries), shared by every
 * instance (issue 18 item 1, ADR 0050). The shop's own operations are never stored here: each
 * instance has them built in. Bounded: the oldest registrations go first past the capacity.
 */
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const persistedQueries = pgTable(
  "persisted_queries",
  {
    /** The SHA-256 of the document, lower-case hex, as the client sends it. */
    hash: text("hash").primaryKey(),
    document: text("document").notNull(),
    /** When it was (last) registered: eviction and expiry go by this. */
    registeredAt: timestamptz("registered_at").notNull(),
  },
  (t) => [index("persisted_queries_registered_idx").on(t.registeredAt)],
);

/**
 * Throttling state that must survive restarts and be shared by instances (issue 14 item 1):
 * one row per counted attempt, and the image-verification challenges handed out at login.
 */
import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/** Sliding-window counters: a row per hit; counts are rows of a key younger than the window. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    hitAt: timestamptz("hit_at").notNull(),
  },
  (t) => [
    index("rate_limit_hits_key_at_idx").on(t.key, t.hitAt),
    // The expiry sweep deletes by age across keys.
    index("rate_limit_hits_at_idx").on(t.hitAt),
  ],
);

/** accounts §7 imageVerificationCreate: the answer is kept hashed, single use, with an expiry. */
export const imageVerifications = pgTable(
  "image_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    answerHash: text("answer_hash").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [index("image_verifications_expires_idx").on(t.expiresAt)],
);

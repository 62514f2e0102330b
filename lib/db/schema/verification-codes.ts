/**
 * One-time verification codes for sign-up and password reset (accounts spec §7 Register and
 * reset password; issue 14 item 3). Only a hash of the code is stored; a row is bound to one
 * purpose and one address, dies after its tries or its lifetime, and is consumed once.
 * The newest row per (purpose, address) also carries the resend cooldown, so the limit holds
 * across restarts and across server instances.
 */
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    purpose: text("purpose", { enum: ["REGISTER", "RESET_PASSWORD"] }).notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** The e-mail (lower-cased) or the mobile as "+852 12345678". */
    address: text("address").notNull(),
    /** HMAC-SHA-256 of the code, keyed by the row id; the code itself is never stored. */
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamptz("expires_at").notNull(),
    consumedAt: timestamptz("consumed_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("verification_codes_address_idx").on(t.purpose, t.address, t.createdAt),
    index("verification_codes_expires_idx").on(t.expiresAt),
  ],
);

/**
 * Sign-ins that come from outside the shop (accounts spec §1 "Shoppers may also sign in through
 * Facebook, Instagram, a third-party account or single sign-on"; §7 Login): which SSO tokens
 * were already used, which social accounts are bound to which member, and the short-lived
 * tickets that let a browser finish linking a social account (docs/adr/0024).
 */
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { timestamptz } from "./columns";

/** The social profile as the provider gave it (accounts §3 "Third-party profile"). */
export interface ThirdPartyProfileJson {
  thirdPartyId: string;
  nickName: string | null;
  email: string | null;
  mobile: string | null;
}

/**
 * An SSO token may be used once: its SHA-256 is kept until it expires, so a replayed token
 * finds its row (the primary key) and is refused. Rows past expires_at may be deleted.
 */
export const ssoTokenUses = pgTable(
  "sso_token_uses",
  {
    tokenHash: text("token_hash").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at").notNull().defaultNow(),
  },
  (t) => [index("sso_token_uses_expires_idx").on(t.expiresAt)],
);

export const thirdPartyBindings = pgTable(
  "third_party_bindings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** FACEBOOK or INSTAGRAM (GraphQL enum ThirdPartyAppType). */
    appType: text("app_type").notNull(),
    /** The provider's user id (app-scoped for Facebook). */
    thirdPartyId: text("third_party_id").notNull(),
    profile: jsonb("profile").$type<ThirdPartyProfileJson>().notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // One social account belongs to one member, and a member has one account per provider.
    uniqueIndex("third_party_bindings_account_uq").on(t.appType, t.thirdPartyId),
    uniqueIndex("third_party_bindings_member_uq").on(t.customerId, t.appType),
  ],
);

/**
 * A verified social profile that is not yet bound: the browser holds the ticket (only its
 * SHA-256 is stored) and may bind it to a member once, before expires_at.
 */
export const thirdPartyLinkTickets = pgTable(
  "third_party_link_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    appType: text("app_type").notNull(),
    profile: jsonb("profile").$type<ThirdPartyProfileJson>().notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("third_party_link_tickets_expires_idx").on(t.expiresAt)],
);

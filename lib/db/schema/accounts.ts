/**
 * Customers and their sessions (accounts spec §3 Customer, Visitor session; §4 Session).
 * Visitors are customers too (is_visitor), so that a cart or a guest order always has an
 * owner and merging on login is a move from one customer to another.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userCode: text("user_code").notNull().unique(),
    isVisitor: boolean("is_visitor").notNull(),
    email: text("email"),
    mobile: text("mobile"),
    passwordHash: text("password_hash"),
    nickName: text("nick_name"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    levelCode: text("level_code"),
    staffCode: text("staff_code"),
    staffName: text("staff_name"),
    /** Sign-up fields (accounts §5 Registration; §3 gwpMemberInfo). */
    title: text("title"),
    gender: text("gender"),
    /** 1-12. */
    birthMonth: integer("birth_month"),
    countryCode: text("country_code"),
    /** accounts §3 accountInfo.birthday, YYYY-MM-DD; once set it is fixed (§5, ADR 0025). */
    birthday: date("birthday", { mode: "string" }),
    /** The referral code given at sign-up, as typed; the go-dollar credit is the profile part's. */
    referredBy: text("referred_by"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customers_email_member_uq")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.isVisitor} = false`),
    uniqueIndex("customers_mobile_member_uq")
      .on(t.mobile)
      .where(sql`${t.isVisitor} = false`),
    // The stale-visitor job (ADR 0050) reads old visitors only.
    index("customers_visitor_created_idx")
      .on(t.createdAt)
      .where(sql`${t.isVisitor}`),
    // accounts §6: a staff code belongs to one member (staff sign-up binds it once).
    uniqueIndex("customers_staff_code_uq")
      .on(t.staffCode)
      .where(sql`${t.staffCode} is not null`),
  ],
);

/**
 * The staff register that staff sign-up checks a staff code and surname against (accounts §5
 * "staff sign-up requires staff code and surname"; docs/adr/0027). Kept by the shop's HR
 * export; the demo seeds a few rows.
 */
export const staffRegister = pgTable("staff_register", {
  staffCode: text("staff_code").primaryKey(),
  surname: text("surname").notNull(),
  /** Shown as the member's staffName (accounts §3 gwpMemberInfo.staffName). */
  staffName: text("staff_name").notNull(),
  /** A leaver's code stays on file but signs nobody up. */
  active: boolean("active").notNull().default(true),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["visitor", "member"] }).notNull(),
    /** A guest's temporary token reaches one order only (accounts spec §4 Guest order lookup). */
    scopeOrderCode: text("scope_order_code"),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    revokedReason: text("revoked_reason"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("sessions_customer_idx").on(t.customerId),
    // The expiry sweep (lib/jobs/expiry-sweeps.ts) finds expired rows without a scan.
    index("sessions_expires_idx").on(t.expiresAt),
  ],
);

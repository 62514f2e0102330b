/**
 * Social sign-in and linking (accounts spec §7 Login: facebookLogin, instagramLogin,
 * gwLoginByThirdParty, thirdPartyBindV2; §2 /linkAccount; docs/adr/0024).
 *
 * A verified social profile that is bound signs its member in. One that is not bound yields a
 * single-use link ticket: the browser binds it to a member it signs in as (or creates), within
 * LINK_TICKET_LIFETIME_SECONDS. One social account belongs to one member; a member has at most
 * one account per provider.
 */
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { customers, thirdPartyBindings, thirdPartyLinkTickets } from "@/lib/db/schema";
import { LINK_TICKET_LIFETIME_SECONDS, TOKEN_LIFETIME_SECONDS } from "./constants";
import type { ThirdPartyAppType, ThirdPartyProfile } from "./identity-providers";
import { startMemberSession, type LoginSuccess } from "./login";
import { generateToken, hashToken } from "./tokens";

export const THIRD_PARTY_FAILURE_CODES = {
  THIRD_PARTY_DISABLED: "THIRD_PARTY_DISABLED",
  /** accounts §8: "Facebook authorisation failed or bind failed". */
  THIRD_PARTY_AUTH_FAILED: "THIRD_PARTY_AUTH_FAILED",
  THIRD_PARTY_UNAVAILABLE: "THIRD_PARTY_UNAVAILABLE",
  /** gwLoginByThirdParty: the userId given is not the provider's user of that token. */
  THIRD_PARTY_USER_MISMATCH: "THIRD_PARTY_USER_MISMATCH",
  THIRD_PARTY_NOT_BOUND: "THIRD_PARTY_NOT_BOUND",
  THIRD_PARTY_BOUND_ELSEWHERE: "THIRD_PARTY_BOUND_ELSEWHERE",
  THIRD_PARTY_MEMBER_HAS_ONE: "THIRD_PARTY_MEMBER_HAS_ONE",
  LINK_TICKET_INVALID: "LINK_TICKET_INVALID",
} as const;
export type ThirdPartyFailureCode =
  (typeof THIRD_PARTY_FAILURE_CODES)[keyof typeof THIRD_PARTY_FAILURE_CODES];

export interface NotBound {
  ok: false;
  code: typeof THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_NOT_BOUND;
  linkTicket: string;
  profile: ThirdPartyProfile;
}

/** Sign in with a verified profile: its member, or a link ticket when no member has it. */
export async function thirdPartyLogin(
  db: Db,
  input: { appType: ThirdPartyAppType; profile: ThirdPartyProfile; previousSessionId?: string },
  now: Date,
): Promise<LoginSuccess | NotBound> {
  const [bound] = await db
    .select({ member: customers })
    .from(thirdPartyBindings)
    .innerJoin(customers, eq(customers.id, thirdPartyBindings.customerId))
    .where(
      and(
        eq(thirdPartyBindings.appType, input.appType),
        eq(thirdPartyBindings.thirdPartyId, input.profile.thirdPartyId),
      ),
    )
    .limit(1);
  if (bound) {
    return startMemberSession(
      db,
      bound.member,
      TOKEN_LIFETIME_SECONDS,
      input.previousSessionId,
      now,
    );
  }
  // Expired tickets are worthless (every read checks expires_at); clear them as new ones come.
  await db.delete(thirdPartyLinkTickets).where(lte(thirdPartyLinkTickets.expiresAt, now));
  const linkTicket = generateToken();
  await db.insert(thirdPartyLinkTickets).values({
    ticketHash: hashToken(linkTicket),
    appType: input.appType,
    profile: input.profile,
    expiresAt: new Date(now.getTime() + LINK_TICKET_LIFETIME_SECONDS * 1000),
    createdAt: now,
  });
  return {
    ok: false,
    code: THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_NOT_BOUND,
    linkTicket,
    profile: input.profile,
  };
}

export interface LinkTicketContent {
  appType: ThirdPartyAppType;
  profile: ThirdPartyProfile;
  expiresAt: Date;
}

/** What an unused, unexpired ticket holds (the /linkAccount and /register pages show it). */
export async function readLinkTicket(
  db: Db,
  linkTicket: string,
  now: Date,
): Promise<LinkTicketContent | null> {
  const [row] = await db
    .select()
    .from(thirdPartyLinkTickets)
    .where(
      and(
        eq(thirdPartyLinkTickets.ticketHash, hashToken(linkTicket)),
        isNull(thirdPartyLinkTickets.usedAt),
        gt(thirdPartyLinkTickets.expiresAt, now),
      ),
    )
    .limit(1);
  return row
    ? { appType: row.appType as ThirdPartyAppType, profile: row.profile, expiresAt: row.expiresAt }
    : null;
}

export type BindResult =
  | { ok: true; appType: ThirdPartyAppType; profile: ThirdPartyProfile }
  | { ok: false; code: ThirdPartyFailureCode };

async function bindInTransaction(
  tx: Tx,
  customerId: string,
  appType: ThirdPartyAppType,
  profile: ThirdPartyProfile,
  now: Date,
): Promise<BindResult> {
  const [existing] = await tx
    .select({ customerId: thirdPartyBindings.customerId })
    .from(thirdPartyBindings)
    .where(
      and(
        eq(thirdPartyBindings.appType, appType),
        eq(thirdPartyBindings.thirdPartyId, profile.thirdPartyId),
      ),
    )
    .limit(1);
  if (existing) {
    // The same binding again is not an error: the shopper's intent already holds.
    return existing.customerId === customerId
      ? { ok: true, appType, profile }
      : { ok: false, code: THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_BOUND_ELSEWHERE };
  }
  const inserted = await tx
    .insert(thirdPartyBindings)
    .values({ customerId, appType, thirdPartyId: profile.thirdPartyId, profile, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: thirdPartyBindings.id });
  if (inserted.length > 0) return { ok: true, appType, profile };
  // A unique index refused it: either the member has another account of this provider, or a
  // concurrent bind of this social account to someone else won the race.
  const [mine] = await tx
    .select({ thirdPartyId: thirdPartyBindings.thirdPartyId })
    .from(thirdPartyBindings)
    .where(
      and(eq(thirdPartyBindings.customerId, customerId), eq(thirdPartyBindings.appType, appType)),
    )
    .limit(1);
  return {
    ok: false,
    code:
      mine && mine.thirdPartyId !== profile.thirdPartyId
        ? THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_MEMBER_HAS_ONE
        : THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_BOUND_ELSEWHERE,
  };
}

/** Carries a refused bind out of its transaction, which the throw rolls back. */
class RolledBack extends Error {
  constructor(readonly result: BindResult) {
    super("bind refused");
  }
}

/**
 * thirdPartyBindV2 for a member: by a link ticket (used up only if the bind succeeds) or by a
 * profile the caller just verified with the provider. A failed bind changes nothing.
 */
export async function bindThirdParty(
  db: Db,
  input: { customerId: string } & (
    | { appType: ThirdPartyAppType; linkTicket: string }
    | { appType: ThirdPartyAppType; profile: ThirdPartyProfile }
  ),
  now: Date,
): Promise<BindResult> {
  return db
    .transaction(async (tx): Promise<BindResult> => {
      let appType: ThirdPartyAppType;
      let profile: ThirdPartyProfile;
      if ("linkTicket" in input) {
        const [ticket] = await tx
          .update(thirdPartyLinkTickets)
          .set({ usedAt: now })
          .where(
            and(
              eq(thirdPartyLinkTickets.ticketHash, hashToken(input.linkTicket)),
              // A ticket of another provider is no ticket for this one.
              eq(thirdPartyLinkTickets.appType, input.appType),
              isNull(thirdPartyLinkTickets.usedAt),
              gt(thirdPartyLinkTickets.expiresAt, now),
            ),
          )
          .returning();
        if (!ticket) return { ok: false, code: THIRD_PARTY_FAILURE_CODES.LINK_TICKET_INVALID };
        appType = ticket.appType as ThirdPartyAppType;
        profile = ticket.profile;
      } else {
        ({ appType, profile } = input);
      }
      const result = await bindInTransaction(tx, input.customerId, appType, profile, now);
      // Undo the ticket's use with the failed bind, so the shopper can try another member.
      if (!result.ok) throw new RolledBack(result);
      return result;
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.result;
      throw error;
    });
}

/**
 * One-time verification codes (accounts spec §7 Register and reset password; issue 14 item 3):
 * 6 digits, valid 10 minutes, single use, bound to a purpose and an address, stored hashed and
 * compared in constant time, dead after 5 wrong tries; a resend waits for the cooldown and an
 * address gets at most VERIFICATION_SENDS_PER_HOUR codes an hour. Every limit is read from the
 * database, so it holds across restarts and server instances (docs/adr/0021).
 */
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { outbox, verificationCodes } from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/locales";
import {
  ACCOUNT_ERROR_CODES,
  VERIFICATION_CODE_DIGITS,
  VERIFICATION_CODE_LIFETIME_SECONDS,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  VERIFICATION_SENDS_PER_HOUR,
  type VerificationPurpose,
} from "./constants";

export type VerificationChannel = "email" | "sms";

/**
 * The message a code travels in, in the shopper's language. The API layer renders it from the
 * text bundles (outboxMessages.*), so that this domain needs no i18n import.
 */
export type CodeMessageRenderer = (input: {
  purpose: VerificationPurpose;
  channel: VerificationChannel;
  locale: Locale;
  code: string;
  minutes: number;
}) => { subject: string; body: string };

/** The id salts the hash so equal codes in two rows do not share a hash. */
function hashCode(id: string, code: string): string {
  return createHash("sha256").update(`${id}:${code}`).digest("hex");
}

export function generateVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)).padStart(
    VERIFICATION_CODE_DIGITS,
    "0",
  );
}

/** E-mails compare case-insensitively; mobiles arrive already as "+852 12345678". */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.includes("@") ? trimmed.toLowerCase() : trimmed.replace(/\s+/g, " ");
}

export type SendCodeResult =
  | { ok: true; resendAfterSeconds: number }
  | {
      ok: false;
      code:
        | typeof ACCOUNT_ERROR_CODES.VERIFY_CODE_COOLDOWN
        | typeof ACCOUNT_ERROR_CODES.VERIFY_CODE_TOO_MANY;
      retryAfterSeconds: number;
    };

/**
 * Issues a new code and writes its message to the outbox in one transaction. The advisory
 * lock serialises two sends to the same address, so the cooldown cannot be raced.
 */
export async function sendVerificationCode(
  db: Db,
  input: {
    purpose: VerificationPurpose;
    channel: VerificationChannel;
    address: string;
    locale: Locale;
    render: CodeMessageRenderer;
  },
  now: Date,
): Promise<SendCodeResult & { id?: string }> {
  const address = normaliseAddress(input.address);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`verify:${input.purpose}:${address}`}))`,
    );
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.purpose, input.purpose),
          eq(verificationCodes.address, address),
          gt(verificationCodes.createdAt, hourAgo),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt));
    const latest = recent[0];
    if (latest) {
      const waited = (now.getTime() - latest.createdAt.getTime()) / 1000;
      if (waited < VERIFICATION_RESEND_COOLDOWN_SECONDS) {
        return {
          ok: false,
          code: ACCOUNT_ERROR_CODES.VERIFY_CODE_COOLDOWN,
          retryAfterSeconds: Math.ceil(VERIFICATION_RESEND_COOLDOWN_SECONDS - waited),
        };
      }
    }
    if (recent.length >= VERIFICATION_SENDS_PER_HOUR) {
      const oldest = recent[recent.length - 1]!;
      return {
        ok: false,
        code: ACCOUNT_ERROR_CODES.VERIFY_CODE_TOO_MANY,
        retryAfterSeconds: Math.ceil(
          (oldest.createdAt.getTime() + 3_600_000 - now.getTime()) / 1000,
        ),
      };
    }
    const code = generateVerificationCode();
    const id = crypto.randomUUID();
    await tx.insert(verificationCodes).values({
      id,
      purpose: input.purpose,
      channel: input.channel,
      address,
      codeHash: hashCode(id, code),
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_LIFETIME_SECONDS * 1000),
      createdAt: now,
    });
    await writeCodeMessage(tx, { ...input, address, code }, now);
    return { ok: true, id, resendAfterSeconds: VERIFICATION_RESEND_COOLDOWN_SECONDS };
  });
}

async function writeCodeMessage(
  tx: Tx,
  input: {
    purpose: VerificationPurpose;
    channel: VerificationChannel;
    address: string;
    locale: Locale;
    code: string;
    render: CodeMessageRenderer;
  },
  now: Date,
): Promise<void> {
  const { subject, body } = input.render({
    purpose: input.purpose,
    channel: input.channel,
    locale: input.locale,
    code: input.code,
    minutes: VERIFICATION_CODE_LIFETIME_SECONDS / 60,
  });
  await tx.insert(outbox).values({
    channel: input.channel,
    recipient: input.address,
    subject,
    body,
    locale: input.locale,
    createdAt: now,
  });
}

export type CheckCodeResult =
  { ok: true; id: string } | { ok: false; code: typeof ACCOUNT_ERROR_CODES.VERIFY_CODE_INVALID };

/**
 * Checks `code` against the newest live code for (purpose, address) without consuming it. A
 * wrong try is counted at once, outside any caller's transaction, so that a failed sign-up
 * cannot roll the count back.
 */
export async function checkVerificationCode(
  db: Db,
  input: { purpose: VerificationPurpose; address: string; code: string },
  now: Date,
): Promise<CheckCodeResult> {
  const invalid = { ok: false, code: ACCOUNT_ERROR_CODES.VERIFY_CODE_INVALID } as const;
  const address = normaliseAddress(input.address);
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.address, address)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (
    !row ||
    row.consumedAt ||
    row.expiresAt.getTime() <= now.getTime() ||
    row.failedAttempts >= VERIFICATION_CODE_MAX_TRIES
  ) {
    return invalid;
  }
  const given = Buffer.from(hashCode(row.id, input.code.trim()), "hex");
  const expected = Buffer.from(row.codeHash, "hex");
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    return { ok: true, id: row.id };
  }
  await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, row.id));
  return invalid;
}

/**
 * Marks a checked code used, inside the transaction that acts on it; false when another
 * request consumed it first (single use under concurrency).
 */
export async function consumeVerificationCode(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.failedAttempts, VERIFICATION_CODE_MAX_TRIES),
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/**
 * When sign-in asks for an image verification (issue 14 item 1; accounts §7 needImageVerifyCode,
 * imageVerificationCreate): after LOGIN_FAILURES_PER_ACCOUNT failures for one account, or
 * LOGIN_FAILURES_PER_CLIENT failures across accounts from one address, within the window.
 * Counters are the rate-limit store's; challenges live hashed in image_verifications, used once.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { imageVerifications } from "@/lib/db/schema";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import {
  IMAGE_VERIFICATION_LIFETIME_SECONDS,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_CLIENT,
} from "./constants";
import { drawVerifyImage, randomAnswer } from "./verify-image";

/** Accounts are compared as login.ts finds them: e-mail case-insensitively, mobile as typed. */
const accountKey = (account: string) => `login:account:${account.trim().toLowerCase()}`;
const clientKey = (client: string) => `login:client:${client}`;

export async function needImageVerifyCode(
  limits: RateLimitStore,
  input: { account: string; clientKey: string },
  now: Date,
): Promise<boolean> {
  const [byAccount, byClient] = await Promise.all([
    limits.count(accountKey(input.account), LOGIN_FAILURE_WINDOW_SECONDS, now),
    limits.count(clientKey(input.clientKey), LOGIN_FAILURE_WINDOW_SECONDS, now),
  ]);
  return byAccount >= LOGIN_FAILURES_PER_ACCOUNT || byClient >= LOGIN_FAILURES_PER_CLIENT;
}

/** A wrong password or an unknown account: both counts grow. */
export async function recordLoginFailure(
  limits: RateLimitStore,
  input: { account: string; clientKey: string },
  now: Date,
): Promise<void> {
  await limits.hit(accountKey(input.account), LOGIN_FAILURE_WINDOW_SECONDS, now);
  await limits.hit(clientKey(input.clientKey), LOGIN_FAILURE_WINDOW_SECONDS, now);
}

/** A success clears the account's count; the address's stays (it spans other accounts). */
export async function recordLoginSuccess(limits: RateLimitStore, account: string): Promise<void> {
  await limits.reset(accountKey(account));
}

const sha256 = (value: string) => createHash("sha256").update(value).digest();
const answerDigest = (answer: string) => sha256(answer.trim().toUpperCase()).toString("hex");

export async function createImageVerification(
  db: Db,
  now: Date,
): Promise<{ image: string; token: string }> {
  const answer = randomAnswer();
  return { image: drawVerifyImage(answer), token: await storeImageVerification(db, answer, now) };
}

/** Stores a challenge for `answer` and returns its token (tests use it with a known answer). */
export async function storeImageVerification(db: Db, answer: string, now: Date): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  // Expired challenges are of no use to anyone; dropping them here keeps the table small.
  await db.delete(imageVerifications).where(lt(imageVerifications.expiresAt, now));
  await db.insert(imageVerifications).values({
    tokenHash: sha256(token).toString("hex"),
    answerHash: answerDigest(answer),
    expiresAt: new Date(now.getTime() + IMAGE_VERIFICATION_LIFETIME_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/**
 * Uses up the challenge of `token` and answers whether `answer` was right. Any attempt, right
 * or wrong, spends the challenge, so one image cannot be guessed at repeatedly.
 */
export async function consumeImageVerification(
  db: Db,
  input: { token: string | null | undefined; answer: string | null | undefined },
  now: Date,
): Promise<boolean> {
  if (!input.token || !input.answer) return false;
  const [row] = await db
    .update(imageVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(imageVerifications.tokenHash, sha256(input.token).toString("hex")),
        isNull(imageVerifications.usedAt),
        gt(imageVerifications.expiresAt, now),
      ),
    )
    .returning({ answerHash: imageVerifications.answerHash });
  if (!row) return false;
  const expected = Buffer.from(row.answerHash, "hex");
  const given = Buffer.from(answerDigest(input.answer), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

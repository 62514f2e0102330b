/**
 * Feedback from the contact form (accounts §2 /contact-us, §7 createFeedback; the fields are not
 * shown, ADR 0036: name, e-mail, optional phone and subject, message). Each client may send
 * FEEDBACK_PER_CLIENT_PER_HOUR an hour (issue 16: "Feedback flooding: rate-limited per
 * client"); a refused or invalid message writes nothing.
 */
import type { Db } from "@/lib/db/connect";
import { feedback } from "@/lib/db/schema";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/domain/accounts/constants";
import type { Locale } from "@/lib/domain/locales";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import { isValidEmail } from "@/lib/domain/validation/email";
import {
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_PER_CLIENT_PER_HOUR,
  FEEDBACK_SUBJECT_MAX_LENGTH,
  FEEDBACK_WINDOW_SECONDS,
} from "./constants";

export const FEEDBACK_FAILURE_CODES = {
  NAME_REQUIRED: "FEEDBACK_NAME_REQUIRED",
  EMAIL_INVALID: "FEEDBACK_EMAIL_INVALID",
  PHONE_INVALID: "FEEDBACK_PHONE_INVALID",
  SUBJECT_TOO_LONG: "FEEDBACK_SUBJECT_TOO_LONG",
  MESSAGE_REQUIRED: "FEEDBACK_MESSAGE_REQUIRED",
  MESSAGE_TOO_LONG: "FEEDBACK_MESSAGE_TOO_LONG",
  TOO_MANY: "FEEDBACK_TOO_MANY",
} as const;
type FeedbackFailureCode = (typeof FEEDBACK_FAILURE_CODES)[keyof typeof FEEDBACK_FAILURE_CODES];

export interface FeedbackInput {
  name: string;
  email: string;
  phone?: string | null;
  subject?: string | null;
  message: string;
}

export type FeedbackResult =
  { ok: true; id: string } | { ok: false; code: FeedbackFailureCode; field?: keyof FeedbackInput };

/** A phone as people type it: digits, spaces, dashes, an optional leading +. */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;

function problemOf(
  input: FeedbackInput,
): { code: FeedbackFailureCode; field: keyof FeedbackInput } | null {
  const name = input.name.trim();
  if (!name || name.length > NAME_MAX_LENGTH) {
    return { code: FEEDBACK_FAILURE_CODES.NAME_REQUIRED, field: "name" };
  }
  const email = input.email.trim();
  if (!isValidEmail(email) || email.length > EMAIL_MAX_LENGTH) {
    return { code: FEEDBACK_FAILURE_CODES.EMAIL_INVALID, field: "email" };
  }
  const phone = input.phone?.trim();
  if (phone && !PHONE_PATTERN.test(phone)) {
    return { code: FEEDBACK_FAILURE_CODES.PHONE_INVALID, field: "phone" };
  }
  if ((input.subject?.trim().length ?? 0) > FEEDBACK_SUBJECT_MAX_LENGTH) {
    return { code: FEEDBACK_FAILURE_CODES.SUBJECT_TOO_LONG, field: "subject" };
  }
  const message = input.message.trim();
  if (!message) return { code: FEEDBACK_FAILURE_CODES.MESSAGE_REQUIRED, field: "message" };
  if (message.length > FEEDBACK_MESSAGE_MAX_LENGTH) {
    return { code: FEEDBACK_FAILURE_CODES.MESSAGE_TOO_LONG, field: "message" };
  }
  return null;
}

export async function createFeedback(
  db: Db,
  rateLimits: RateLimitStore,
  input: FeedbackInput & { locale: Locale; customerId?: string | null; clientKey: string },
  now: Date,
): Promise<FeedbackResult> {
  const problem = problemOf(input);
  if (problem) return { ok: false, ...problem };
  // Counted before the write and refused ones too: a flood keeps being refused while it lasts.
  const sent = await rateLimits.hit(
    `feedback:client:${input.clientKey}`,
    FEEDBACK_WINDOW_SECONDS,
    now,
  );
  if (sent > FEEDBACK_PER_CLIENT_PER_HOUR)
    return { ok: false, code: FEEDBACK_FAILURE_CODES.TOO_MANY };
  const [row] = await db
    .insert(feedback)
    .values({
      name: input.name.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      subject: input.subject?.trim() || null,
      message: input.message.trim(),
      locale: input.locale,
      customerId: input.customerId ?? null,
      createdAt: now,
    })
    .returning({ id: feedback.id });
  return { ok: true, id: row?.id ?? "" };
}

/**
 * Newsletter subscriptions (accounts §7: subscribeEmail from the footer, subscribeNewsLetter and
 * the teaser's addTeaser; §5 Footer subscribe: e-mail required, then the e-mail pattern). One
 * subscription per address: subscribing again answers success and changes nothing.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { newsletterSubscriptions } from "@/lib/db/schema";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "@/lib/domain/accounts/constants";
import type { Locale } from "@/lib/domain/locales";
import { emailProblem } from "@/lib/domain/validation/email";
import type { NEWSLETTER_SOURCES } from "./constants";

export const NEWSLETTER_FAILURE_CODES = {
  EMAIL_REQUIRED: "NEWSLETTER_EMAIL_REQUIRED",
  EMAIL_INVALID: "NEWSLETTER_EMAIL_INVALID",
  NAME_TOO_LONG: "NEWSLETTER_NAME_TOO_LONG",
} as const;
type NewsletterFailureCode =
  (typeof NEWSLETTER_FAILURE_CODES)[keyof typeof NEWSLETTER_FAILURE_CODES];

export type SubscribeResult =
  | { ok: true; created: boolean }
  | { ok: false; code: NewsletterFailureCode; field: "email" | "name" };

export async function subscribeNewsletter(
  db: Db,
  input: {
    email: string;
    source: (typeof NEWSLETTER_SOURCES)[number];
    name?: string | null;
    locale: Locale;
    customerId?: string | null;
  },
  now: Date,
): Promise<SubscribeResult> {
  const email = input.email.trim();
  const problem = emailProblem(email);
  if (problem === "required") {
    return { ok: false, code: NEWSLETTER_FAILURE_CODES.EMAIL_REQUIRED, field: "email" };
  }
  if (problem === "type" || email.length > EMAIL_MAX_LENGTH) {
    return { ok: false, code: NEWSLETTER_FAILURE_CODES.EMAIL_INVALID, field: "email" };
  }
  const name = input.name?.trim() || null;
  if (name && name.length > NAME_MAX_LENGTH) {
    return { ok: false, code: NEWSLETTER_FAILURE_CODES.NAME_TOO_LONG, field: "name" };
  }
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({
      email: email.toLowerCase(),
      source: input.source,
      name,
      locale: input.locale,
      customerId: input.customerId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ email: newsletterSubscriptions.email });
  return { ok: true, created: inserted.length > 0 };
}

/** How many addresses are subscribed (the console's figure; tests). */
export async function newsletterSubscriberCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscriptions);
  return Number(row?.n ?? 0);
}

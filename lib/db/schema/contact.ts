/**
 * What shoppers send the shop (accounts §7 Newsletter, feedback): newsletter subscriptions, one
 * per e-mail address whatever the form, and feedback messages from the contact form.
 */
import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { NEWSLETTER_SOURCES } from "@/lib/domain/contact/constants";
import { timestamptz } from "./columns";
import { customers } from "./accounts";

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  /** Lower-cased, so the same address typed twice is one subscription. */
  email: text("email").primaryKey(),
  /** Where the first subscription came from: the footer, the newsletter form or the teaser page. */
  source: text("source", { enum: NEWSLETTER_SOURCES }).notNull(),
  name: text("name"),
  locale: text("locale", { enum: ["en", "zh"] }).notNull(),
  customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message").notNull(),
    locale: text("locale", { enum: ["en", "zh"] }).notNull(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("feedback_created_idx").on(t.createdAt)],
);

/**
 * What shoppers send the shop (accounts §7 Newsletter, feedback): subscribeEmail (the footer's
 * form: the e-mail only, true on success), subscribeNewsLetter (the newsletter and teaser forms)
 * and createFeedback (the contact form). Open to visitors; a signed-in member's customer is
 * recorded with what they send.
 */
import { NEWSLETTER_SOURCES } from "@/lib/domain/contact/constants";
import { createFeedback } from "@/lib/domain/contact/feedback";
import { subscribeNewsletter } from "@/lib/domain/contact/newsletter";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { queryError, UserError, userError, type UserErrorShape } from "./common";

const NewsletterSourceEnum = builder.enumType("NewsletterSource", {
  values: NEWSLETTER_SOURCES.filter((source) => source !== "FOOTER"),
});

const NewsletterInput = builder.inputType("NewsletterInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: false }),
    type: t.field({
      type: NewsletterSourceEnum,
      required: false,
      defaultValue: "NEWSLETTER",
      description: "TEASER for the teaser page's form (accounts §7).",
    }),
  }),
});

const SubscribePayload = builder
  .objectRef<{ subscribed: boolean; userErrors: UserErrorShape[] }>("NewsletterPayload")
  .implement({
    fields: (t) => ({
      subscribed: t.boolean({
        description: "True once the address is subscribed, also when it already was.",
        resolve: (p) => p.subscribed,
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const FeedbackInput = builder.inputType("FeedbackInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: false }),
    subject: t.string({ required: false }),
    message: t.string({ required: true }),
  }),
});

const FeedbackPayload = builder
  .objectRef<{ created: boolean; userErrors: UserErrorShape[] }>("FeedbackPayload")
  .implement({
    fields: (t) => ({
      created: t.exposeBoolean("created"),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

/** The member sending it, if any: visitors and signed-out callers send as nobody. */
async function senderId(ctx: GraphQLContext): Promise<string | null> {
  const session = await ctx.session();
  return session && "customer" in session && session.kind === "member" ? session.customer.id : null;
}

builder.mutationFields((t) => ({
  subscribeEmail: t.boolean({
    description:
      "The footer's subscribe form (accounts §5): true on success, also for an address already " +
      "subscribed; an empty or malformed e-mail is an error with the footer's message.",
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, { email }, ctx) => {
      const result = await subscribeNewsletter(
        ctx.db,
        { email, source: "FOOTER", locale: ctx.locale, customerId: await senderId(ctx) },
        ctx.now,
      );
      if (!result.ok) throw queryError(ctx.t, result.code);
      return true;
    },
  }),
  subscribeNewsLetter: t.field({
    type: SubscribePayload,
    description: "The newsletter and teaser forms (accounts §7 subscribeNewsLetter / addTeaser).",
    args: { input: t.arg({ type: NewsletterInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await subscribeNewsletter(
        ctx.db,
        {
          email: input.email,
          name: input.name,
          source: input.type ?? "NEWSLETTER",
          locale: ctx.locale,
          customerId: await senderId(ctx),
        },
        ctx.now,
      );
      return result.ok
        ? { subscribed: true, userErrors: [] }
        : { subscribed: false, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
  createFeedback: t.field({
    type: FeedbackPayload,
    description: "The contact form (accounts §7 createFeedback), a few per client an hour.",
    args: { input: t.arg({ type: FeedbackInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await createFeedback(
        ctx.db,
        ctx.rateLimits,
        {
          ...input,
          locale: ctx.locale,
          customerId: await senderId(ctx),
          clientKey: ctx.clientKey,
        },
        ctx.now,
      );
      return result.ok
        ? { created: true, userErrors: [] }
        : { created: false, userErrors: [userError(ctx.t, result.code, result.field)] };
    },
  }),
}));

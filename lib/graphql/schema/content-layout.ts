/**
 * The shared layout's content (accounts §2 Footer (CMS-driven), §3 Footer content): the footer
 * as one JSON value in the caller's language, the way page view data carries its blocks
 * (accounts §3 Page content view data). The footer is many small nested parts that only the
 * storefront's footer reads, so one typed JSON value (checked by its zod schema on every read)
 * keeps the schema small without losing the check.
 */
import { inLocale } from "@/lib/domain/content/localize";
import { publishedContent } from "@/lib/domain/content/store";
import { builder } from "../builder";

/** One footer serves the whole site (content/footer/default.json). */
export const FOOTER_CONTENT_CODE = "default";

builder.queryFields((t) => ({
  footerContent: t.string({
    nullable: true,
    description:
      "The published footer (accounts §3 Footer content) as JSON, every text in the caller's " +
      "language; null when none is published.",
    resolve: async (_root, _args, ctx) => {
      const body = await publishedContent(ctx.db, "footer", FOOTER_CONTENT_CODE);
      return body ? JSON.stringify(inLocale(body, ctx.locale)) : null;
    },
  }),
}));

/**
 * Addresses and pictures in content: where a link may point (accounts §2 "Content link types")
 * and what an image must say about itself (its size, so pages do not shift as it loads).
 */
import { z } from "zod";
import { TEXT_MAX_LENGTH } from "./constants";
import { localizedText } from "./localized";

/** A path on this site, or an https address (or mailto/tel, which stay plain anchors). */
export const contentUrl = z
  .string()
  .trim()
  .max(TEXT_MAX_LENGTH)
  .regex(
    /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 -]+)$/,
    "a site path or an https, mailto or tel address",
  );

/** A picture: a site path or https, with its intrinsic size and alternative text. */
export const contentImage = z.object({
  src: z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH)
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, "a site path or an https address"),
  width: z.number().int().min(1).max(4000),
  height: z.number().int().min(1).max(4000),
  alt: localizedText().default({ en: "", zh: "" }),
});

const code = z.string().trim().min(1).max(100);

/**
 * accounts §2 Content link types: pdp → /product/{spuCode}; plp → the list filtered by
 * categories (joined by |) of a category type; builtin → a landing page by page code plus a
 * query; PLPFilter → no link; fixed → the given URL. `blank` opens a new tab.
 */
export const contentLink = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pdp"), spuCode: code, blank: z.boolean().default(false) }),
  z.object({
    type: z.literal("plp"),
    /** Category paths ("men/jackets"): codes repeat across genders, paths do not. */
    categoryPaths: z.array(code).min(1).max(20),
    categoryType: z.string().trim().max(40).optional(),
    blank: z.boolean().default(false),
  }),
  z.object({
    type: z.literal("builtin"),
    pageCode: code,
    query: z.string().trim().max(TEXT_MAX_LENGTH).default(""),
    blank: z.boolean().default(false),
  }),
  z.object({ type: z.literal("PLPFilter") }),
  z.object({ type: z.literal("fixed"), url: contentUrl, blank: z.boolean().default(false) }),
]);

export type ContentLink = z.infer<typeof contentLink>;
export type ContentImage = z.infer<typeof contentImage>;

/**
 * Where a content link goes, or null (PLPFilter). A plp link opens the list of its first
 * category: the shop's lists filter by one category path (ADR 0035).
 */
export function contentLinkHref(link: ContentLink): string | null {
  switch (link.type) {
    case "pdp":
      return `/product/${encodeURIComponent(link.spuCode)}`;
    case "plp":
      return `/products/${(link.categoryPaths[0] ?? "").split("/").map(encodeURIComponent).join("/")}`;
    case "builtin":
      return `/landingPage/${encodeURIComponent(link.pageCode)}${link.query ? `?${link.query.replace(/^\?/, "")}` : ""}`;
    case "fixed":
      return link.url;
    default:
      return null;
  }
}

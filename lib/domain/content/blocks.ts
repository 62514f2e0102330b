/**
 * Landing pages, the home page among them, built from typed blocks (issue 16 item 1; accounts §3
 * "Page content view data: position, type, module, value"). Each block is checked on write; a
 * block naming a product or category that no longer exists is left out when the page is read,
 * and the page still renders.
 */
import { z } from "zod";
import { PAGE_MAX_BLOCKS } from "./constants";
import { contentImage, contentLink, contentUrl } from "./links";
import { localizedRichText, localizedText } from "./localized";

const slide = z.object({
  image: contentImage,
  mobileImage: contentImage.optional(),
  title: localizedText().optional(),
  text: localizedText().optional(),
  link: contentLink.optional(),
});

export const contentBlock = z.discriminatedUnion("type", [
  slide.extend({ type: z.literal("banner") }),
  z.object({
    type: z.literal("carousel"),
    slides: z.array(slide).min(1).max(12),
    /** Not in the spec: the carousel turns after this long (0: only by the shopper). */
    autoplayMs: z.number().int().min(0).max(20_000).default(5000),
  }),
  z.object({
    type: z.literal("productRail"),
    title: localizedText(),
    source: z.union([
      z.object({ categoryPath: z.string().trim().min(1).max(200) }),
      z.object({ productCodes: z.array(z.string().trim().min(1).max(100)).min(1).max(20) }),
    ]),
    limit: z.number().int().min(1).max(20).default(8),
  }),
  z.object({ type: z.literal("richText"), html: localizedRichText }),
  z.object({
    type: z.literal("imageGrid"),
    columns: z.number().int().min(2).max(4),
    items: z
      .array(
        z.object({
          image: contentImage,
          caption: localizedText().optional(),
          link: contentLink.optional(),
        }),
      )
      .min(1)
      .max(24),
  }),
  z.object({
    type: z.literal("video"),
    src: contentUrl,
    poster: contentImage.optional(),
    title: localizedText(),
  }),
  z.object({
    type: z.literal("countdown"),
    title: localizedText(),
    endsAt: z.iso.datetime({ offset: true }),
    link: contentLink.optional(),
  }),
]);

export const landingBody = z.object({
  title: localizedText(),
  /** A sentence about the page: its description for search engines when SEO info has none. */
  description: localizedText(400).optional(),
  /**
   * The section the page belongs to (ADR 0039): `explore` makes it a page of /explore/{code};
   * none, a page of /landingPage/{code}.
   */
  parentCode: z.string().trim().max(80).optional(),
  /** Its place among the pages of its section (as a document's num). */
  num: z.number().int().min(0).max(10_000).default(0),
  blocks: z.array(contentBlock).max(PAGE_MAX_BLOCKS),
});

export type ContentBlock = z.infer<typeof contentBlock>;
export type LandingBody = z.infer<typeof landingBody>;

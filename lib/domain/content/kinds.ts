/**
 * The schema of each kind of content (accounts §3), by kind. An entry's body is checked against
 * its kind's schema whenever it is written (a draft, an import); what the schema outputs (text
 * trimmed, rich text sanitised, defaults filled) is what the store keeps.
 */
import { z } from "zod";
import { landingBody } from "./blocks";
import { CONTENT_KINDS } from "./constants";
import { contentImage, contentUrl } from "./links";
import { localizedRichText, localizedText } from "./localized";
import { menuBody } from "./menu";

export type ContentKind = (typeof CONTENT_KINDS)[number];

const target = z.enum(["_self", "_blank"]).default("_self");
const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour as #rrggbb");

/** accounts §3 Document: code, title, content; the list adds parent (menu) code, sub-title, image, show. */
const documentBody = z.object({
  parentCode: z.string().trim().max(80).optional(),
  title: localizedText(200),
  subTitle: localizedText(300).optional(),
  content: localizedRichText,
  imageUrl: contentUrl.optional(),
  show: z.boolean().default(true),
  /** Its place among the documents of its parent (accounts §3 document list item "num"). */
  num: z.number().int().min(0).max(10_000).default(0),
  /** The article's remark slug (/article/{slug}), when it has one. */
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,120}$/)
    .optional(),
});

/** accounts §3 Footer content and §2 Footer (CMS-driven). */
const footerBody = z.object({
  banner: z
    .object({
      title: localizedText(),
      linkText: localizedText(),
      link: contentUrl,
      colour: colour.optional(),
      backgroundColour: colour.optional(),
    })
    .optional(),
  service: z
    .array(
      z.object({
        icon: z.string().trim().max(80),
        method: localizedText(),
        time: localizedText(),
        remark: localizedText().optional(),
        link: contentUrl.optional(),
      }),
    )
    .max(8)
    .default([]),
  articleGroups: z
    .array(
      z.object({
        groupName: localizedText(100),
        articleList: z
          .array(z.object({ title: localizedText(100), link: contentUrl, target }))
          .max(20),
      }),
    )
    .max(8)
    .default([]),
  subscribe: z.object({ title: localizedText(), remark: localizedText() }).optional(),
  follow: z
    .object({
      title: localizedText(),
      list: z
        .array(
          z.object({
            icon: z.string().trim().max(80),
            label: localizedText(60),
            qrCode: contentImage.optional(),
            link: contentUrl.optional(),
            target,
          }),
        )
        .max(10),
    })
    .optional(),
  license: localizedText(1000).optional(),
  logo: z.object({ image: contentImage, link: contentUrl, target }).optional(),
  policyList: z
    .array(z.object({ title: localizedText(100), link: contentUrl, target }))
    .max(10)
    .default([]),
  extraList: z
    .array(z.object({ image: contentImage, link: contentUrl.optional(), target }))
    .max(10)
    .default([]),
});

/** The per-locale light config (accounts §2 Shared layout): the top bar and the members flag. */
const lightBody = z.object({
  topBar: z.array(z.object({ text: localizedText(200), link: contentUrl.optional() })).max(10),
  /** accounts §2: "/landingPage/members ... link shown only when the CMS flag ... is on". */
  membersEntrance: z.boolean().default(false),
});

/** accounts §3 SEO info: pageCode, type, title, keywords, description, h1label, extprops (h2, h3). */
const seoBody = z.object({
  type: z.string().trim().max(40).optional(),
  title: localizedText(200),
  keywords: localizedText(300).default({ en: "", zh: "" }),
  description: localizedText(400),
  h1: localizedText(200),
  h2: localizedText(200).optional(),
  h3: localizedText(200).optional(),
});

const dialogDevice = z.object({
  texts: z
    .array(
      z.object({ text: localizedText(200), fontSize: z.number().int().min(8).max(64), colour }),
    )
    .max(4)
    .default([]),
  buttonText: localizedText(60).optional(),
  buttonLink: contentUrl.optional(),
  backgroundColor: colour.optional(),
  backgroundImage: contentImage.optional(),
});

/** accounts §3 Dialog config and §4 Pop-ups. */
const dialogsBody = z.object({
  dialogs: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(80),
        componentName: z.enum([
          "DynamicBasket",
          "ViewItemsReminder",
          "Promotion",
          "RecommendProductsPopup",
        ]),
        index: z.number().int().min(0).max(100),
        /** The most times a day it shows. */
        count: z.number().int().min(1).max(100),
        rule: z.enum(["lt", "gt"]).optional(),
        totalAmount: z.number().min(0).max(1_000_000).optional(),
        /** Seconds of inactivity before it opens (accounts §9: default 30). */
        timeout: z.number().int().min(1).max(3600).optional(),
        pc: dialogDevice,
        mobile: dialogDevice,
      }),
    )
    .max(20),
});

/** A store of the store locator (accounts §2 /storeLocator, /storeView). */
const storeBody = z.object({
  name: localizedText(120),
  district: localizedText(60),
  address: localizedText(300),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/),
  hours: localizedText(200),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  image: contentImage.optional(),
});

export const CONTENT_SCHEMAS = {
  menu: menuBody,
  document: documentBody,
  landing: landingBody,
  footer: footerBody,
  light: lightBody,
  seo: seoBody,
  dialogs: dialogsBody,
  store: storeBody,
} satisfies Record<ContentKind, z.ZodType>;

export type ContentBodyOf<K extends ContentKind> = z.output<(typeof CONTENT_SCHEMAS)[K]>;

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

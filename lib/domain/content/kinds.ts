/**
 * The schema of each kind of content (accounts §3), by kind. An entry's body is checked against
 * its kind's schema whenever it is written (a draft, an import); what the schema outputs (text
 * trimmed, rich text sanitised, defaults filled) is what the store keeps.
 */
import { z } from "zod";
import { landingBody } from "./blocks";
import {
  DIALOG_COMPONENTS,
  DIALOG_COUNT_MAX,
  DIALOG_ID_MAX_LENGTH,
  DIALOG_MAX_OPTIONS,
  DIALOG_RULES,
  DIALOG_TIMEOUT_MAX_S,
  DYNAMIC_BASKET_MAX_LINES,
} from "@/lib/domain/dialogs/constants";
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

/** accounts §3 Dialog config: the per-device options (pc or mobile). */
const dialogDevice = z.object({
  /** Text lines, each with its font size and colour (a dynamic basket shows the first 2). */
  texts: z
    .array(
      z.object({ text: localizedText(200), fontSize: z.number().int().min(8).max(64), colour }),
    )
    .max(4)
    .default([]),
  /** A plain paragraph under the lines (accounts §3 "text"). */
  text: localizedText(500).optional(),
  buttonText: localizedText(60).optional(),
  buttonLink: contentUrl.optional(),
  backgroundColor: colour.optional(),
  backgroundImage: contentImage.optional(),
});

/** accounts §3 Dialog config and §4 Pop-ups. */
const dialogsBody = z.object({
  dialogs: z
    .array(
      z
        .object({
          id: z.string().trim().min(1).max(DIALOG_ID_MAX_LENGTH),
          componentName: z.enum(DIALOG_COMPONENTS),
          index: z.number().int().min(0).max(100),
          /** The most times a day it shows (accounts §3 "count (maximum shows)"). */
          count: z.number().int().min(1).max(DIALOG_COUNT_MAX),
          rule: z.enum(DIALOG_RULES).optional(),
          /** The dynamic basket's threshold in HK$. */
          totalAmount: z.number().min(0).max(1_000_000).optional(),
          /** Seconds of inactivity before it opens (accounts §9: default 30). */
          timeout: z.number().int().min(1).max(DIALOG_TIMEOUT_MAX_S).optional(),
          pc: dialogDevice,
          mobile: dialogDevice,
        })
        .superRefine((dialog, ctx) => {
          if (dialog.componentName !== "DynamicBasket") return;
          // accounts §4: its eligibility is "a total-amount rule"; without one it never shows.
          if (dialog.totalAmount === undefined) {
            ctx.addIssue({
              code: "custom",
              path: ["totalAmount"],
              message: "a dynamic basket needs totalAmount",
            });
          }
          for (const device of ["pc", "mobile"] as const) {
            if (dialog[device].texts.length > DYNAMIC_BASKET_MAX_LINES) {
              ctx.addIssue({
                code: "custom",
                path: [device, "texts"],
                message: `a dynamic basket shows at most ${DYNAMIC_BASKET_MAX_LINES} text lines`,
              });
            }
          }
        }),
    )
    .max(DIALOG_MAX_OPTIONS)
    .refine(
      (dialogs) => new Set(dialogs.map((dialog) => dialog.id)).size === dialogs.length,
      "every dialog needs its own id",
    ),
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

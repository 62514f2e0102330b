/**
 * Content for shoppers (accounts §7 Content: menus, docs, docsByParentCode, seoInfo, the light
 * config; §2 store locator): the published version of each entry, every text in the caller's
 * language with Chinese where the English is empty (accounts §1), hidden menu items left out.
 * Reads only; editing goes through the operations console (ADR 0035).
 */
import { DEFAULT_MENU_TYPE, LIGHT_CONFIG_CODE } from "@/lib/domain/content/constants";
import type { ContentBodyOf } from "@/lib/domain/content/kinds";
import { inLocale } from "@/lib/domain/content/localize";
import { textIn, type LocalizedText } from "@/lib/domain/content/localized";
import {
  MENU_ITEM_TYPES,
  menuItemHref,
  visibleMenuItems,
  type MenuItem,
} from "@/lib/domain/content/menu";
import { publishedContent, publishedContentOfKind } from "@/lib/domain/content/store";
import { LOCALES, type Locale } from "@/lib/domain/locales";
import { builder } from "../builder";

/** accounts §3 SEO info comes as the `lang` of the request in the API's own form. */
const API_LANG: Record<Locale, string> = { en: "en_US", zh: "zh_HK" };

type Localized<T> = { value: T; locale: Locale };
const localized = <T>(value: T, locale: Locale): Localized<T> => ({ value, locale });
const text = (value: LocalizedText | undefined, locale: Locale) =>
  value ? textIn(value, locale) : null;

const MenuItemTypeEnum = builder.enumType("MenuItemType", { values: MENU_ITEM_TYPES });

const MenuItemRef = builder.objectRef<Localized<MenuItem>>("MenuItem");
MenuItemRef.implement({
  description:
    "accounts §3 Navigation menu item. `url` is where it goes (null for NONE and WALL); " +
    "`displayLink` the product list's path segments of the goods types.",
  fields: (t) => ({
    code: t.string({ resolve: ({ value }) => value.code }),
    name: t.string({ resolve: ({ value, locale }) => textIn(value.name, locale) }),
    type: t.field({ type: MenuItemTypeEnum, resolve: ({ value }) => value.type }),
    url: t.string({ nullable: true, resolve: ({ value }) => menuItemHref(value) }),
    displayLink: t.stringList({ resolve: ({ value }) => value.displayLink ?? [] }),
    blank: t.boolean({ resolve: ({ value }) => value.blank }),
    colour: t.string({ nullable: true, resolve: ({ value }) => value.colour ?? null }),
    icon: t.string({ nullable: true, resolve: ({ value }) => value.icon ?? null }),
    tag: t.string({ nullable: true, resolve: ({ value, locale }) => text(value.tag, locale) }),
    children: t.field({
      type: [MenuItemRef],
      resolve: ({ value, locale }) => value.children.map((child) => localized(child, locale)),
    }),
  }),
});

type DocumentShape = { code: string; body: ContentBodyOf<"document">; locale: Locale };

const DocumentRef = builder.objectRef<DocumentShape>("Document").implement({
  description: "accounts §3 Document: an article or help text; `content` is sanitised HTML.",
  fields: (t) => ({
    code: t.exposeString("code"),
    title: t.string({ resolve: ({ body, locale }) => textIn(body.title, locale) }),
    subTitle: t.string({
      nullable: true,
      resolve: ({ body, locale }) => text(body.subTitle, locale),
    }),
    // Sanitised: the store's read checks every body again, rich text through the sanitiser.
    content: t.string({ resolve: ({ body, locale }) => textIn(body.content, locale) }),
    menuCode: t.string({ nullable: true, resolve: ({ body }) => body.parentCode ?? null }),
    imageUrl: t.string({ nullable: true, resolve: ({ body }) => body.imageUrl ?? null }),
    num: t.int({ resolve: ({ body }) => body.num }),
    slug: t.string({ nullable: true, resolve: ({ body }) => body.slug ?? null }),
  }),
});

type SeoShape = { pageCode: string; body: ContentBodyOf<"seo">; locale: Locale };

const SeoExtProps = builder
  .objectRef<{ h2: string | null; h3: string | null }>("SeoExtProps")
  .implement({
    fields: (t) => ({
      h2: t.exposeString("h2", { nullable: true }),
      h3: t.exposeString("h3", { nullable: true }),
    }),
  });

const SeoEntryRef = builder.objectRef<SeoShape>("SeoEntry").implement({
  description: "accounts §3 SEO info of one page code.",
  fields: (t) => ({
    pageCode: t.exposeString("pageCode"),
    type: t.string({ nullable: true, resolve: ({ body }) => body.type ?? null }),
    title: t.string({ resolve: ({ body, locale }) => textIn(body.title, locale) }),
    keywords: t.string({ resolve: ({ body, locale }) => textIn(body.keywords, locale) }),
    description: t.string({ resolve: ({ body, locale }) => textIn(body.description, locale) }),
    h1label: t.string({ resolve: ({ body, locale }) => textIn(body.h1, locale) }),
    extprops: t.field({
      type: SeoExtProps,
      resolve: ({ body, locale }) => ({ h2: text(body.h2, locale), h3: text(body.h3, locale) }),
    }),
  }),
});

const SeoInfoRef = builder.objectRef<{ lang: string; list: SeoShape[] }>("SeoInfo").implement({
  fields: (t) => ({
    lang: t.exposeString("lang"),
    list: t.field({ type: [SeoEntryRef], resolve: (info) => info.list }),
  }),
});

const SeoInfoInput = builder.inputType("SeoInfoInput", {
  fields: (t) => ({ pageCodes: t.stringList({ required: true }) }),
});

const TopBarItem = builder
  .objectRef<{ text: string; link: string | null }>("TopBarItem")
  .implement({
    fields: (t) => ({
      text: t.exposeString("text"),
      link: t.exposeString("link", { nullable: true }),
    }),
  });

const LightConfigRef = builder
  .objectRef<{ body: ContentBodyOf<"light">; locale: Locale }>("LightConfig")
  .implement({
    description: "The per-locale light config: the top bar and the members-entrance flag.",
    fields: (t) => ({
      topBar: t.field({
        type: [TopBarItem],
        resolve: ({ body, locale }) =>
          body.topBar.map((item) => ({ text: textIn(item.text, locale), link: item.link ?? null })),
      }),
      membersEntrance: t.boolean({ resolve: ({ body }) => body.membersEntrance }),
    }),
  });

const StoreLocationRef = builder
  .objectRef<{ code: string; body: ContentBodyOf<"store">; locale: Locale }>("StoreLocation")
  .implement({
    description: "A store of the store locator (accounts §2 /storeLocator).",
    fields: (t) => ({
      code: t.exposeString("code"),
      name: t.string({ resolve: ({ body, locale }) => textIn(body.name, locale) }),
      district: t.string({ resolve: ({ body, locale }) => textIn(body.district, locale) }),
      address: t.string({ resolve: ({ body, locale }) => textIn(body.address, locale) }),
      phone: t.string({ resolve: ({ body }) => body.phone }),
      hours: t.string({ resolve: ({ body, locale }) => textIn(body.hours, locale) }),
      latitude: t.float({ resolve: ({ body }) => body.latitude }),
      longitude: t.float({ resolve: ({ body }) => body.longitude }),
    }),
  });

const PageContentViewData = builder
  .objectRef<{ position: number; type: string; module: string; value: string }>(
    "PageContentViewData",
  )
  .implement({
    description:
      "accounts §3 Page content view data: one block of a page; `type` is the block's kind " +
      "(banner, carousel, productRail, richText, imageGrid, video, countdown), `value` the block " +
      "as JSON with every text in the caller's language (rich text sanitised).",
    fields: (t) => ({
      position: t.exposeInt("position"),
      type: t.exposeString("type"),
      module: t.exposeString("module"),
      value: t.exposeString("value"),
    }),
  });

const CmsPageRef = builder
  .objectRef<{ code: string; body: ContentBodyOf<"landing">; locale: Locale }>("CmsPage")
  .implement({
    description: "A landing page (the home page among them) built from blocks.",
    fields: (t) => ({
      code: t.exposeString("code"),
      title: t.string({ resolve: ({ body, locale }) => textIn(body.title, locale) }),
      blocks: t.field({
        type: [PageContentViewData],
        resolve: ({ code, body, locale }) =>
          body.blocks.map((block, position) => ({
            position,
            type: block.type,
            module: code,
            value: JSON.stringify(inLocale(block, locale)),
          })),
      }),
    }),
  });

const MAX_SEO_PAGE_CODES = 20;

builder.queryFields((t) => ({
  menus: t.field({
    type: [MenuItemRef],
    description: "A navigation menu's visible items (accounts §2 Menu items), up to 4 levels.",
    args: { menuType: t.arg.string({ required: false, defaultValue: DEFAULT_MENU_TYPE }) },
    resolve: async (_root, args, ctx) => {
      const menu = await publishedContent(ctx.db, "menu", args.menuType ?? DEFAULT_MENU_TYPE);
      return visibleMenuItems(menu?.items ?? []).map((item) => localized(item, ctx.locale));
    },
  }),
  cms2loadContent: t.field({
    type: CmsPageRef,
    nullable: true,
    description: "A published landing page by content code; null when there is none.",
    args: { contentCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const body = await publishedContent(ctx.db, "landing", args.contentCode);
      return body ? { code: args.contentCode, body, locale: ctx.locale } : null;
    },
  }),
  docs: t.field({
    type: DocumentRef,
    nullable: true,
    description: "A published document by code; null when there is none or it is not shown.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const body = await publishedContent(ctx.db, "document", args.code);
      return body?.show ? { code: args.code, body, locale: ctx.locale } : null;
    },
  }),
  docsByParentCode: t.field({
    type: [DocumentRef],
    description: "The shown documents under a parent (menu) code, in their order (num, code).",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const documents = await publishedContentOfKind(ctx.db, "document", {
        parentCode: args.code,
      });
      return documents
        .filter(({ body }) => body.show)
        .sort((a, b) => a.body.num - b.body.num || a.code.localeCompare(b.code))
        .map(({ code, body }) => ({ code, body, locale: ctx.locale }));
    },
  }),
  seoInfo: t.field({
    type: SeoInfoRef,
    description: "SEO info of the page codes asked for (unknown codes are left out).",
    args: { input: t.arg({ type: SeoInfoInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const pageCodes = [...new Set(args.input.pageCodes)].slice(0, MAX_SEO_PAGE_CODES);
      const entries = await publishedContentOfKind(ctx.db, "seo", { codes: pageCodes });
      const byCode = new Map(entries.map((entry) => [entry.code, entry.body]));
      return {
        lang: API_LANG[ctx.locale],
        // In the order asked for.
        list: pageCodes.flatMap((pageCode) => {
          const body = byCode.get(pageCode);
          return body ? [{ pageCode, body, locale: ctx.locale }] : [];
        }),
      };
    },
  }),
  lightConfig: t.field({
    type: LightConfigRef,
    description: "The top bar and site flags; empty when nothing is published.",
    resolve: async (_root, _args, ctx) => ({
      body: (await publishedContent(ctx.db, "light", LIGHT_CONFIG_CODE)) ?? {
        topBar: [],
        membersEntrance: false,
      },
      locale: ctx.locale,
    }),
  }),
  storeLocations: t.field({
    type: [StoreLocationRef],
    description: "The stores of the store locator, in one district when `district` is given.",
    args: { district: t.arg.string({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const stores = await publishedContentOfKind(ctx.db, "store");
      const district = args.district?.trim().toLowerCase();
      return stores
        .filter(
          ({ body }) =>
            !district || LOCALES.some((locale) => body.district[locale].toLowerCase() === district),
        )
        .map(({ code, body }) => ({ code, body, locale: ctx.locale }));
    },
  }),
}));

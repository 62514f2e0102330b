/**
 * The content pages' API (accounts §7 Content): pageByPath ("page fetch by path plus locale"),
 * seoOptimize (contentCode list), cmsNavigation (contentCode) and getCmsViewData (modelCode,
 * browseEnv H5 or PC). Texts in the asked (or the caller's) language, Chinese where the English
 * is empty (accounts §1). Reads only (ADR 0039).
 */
import { inLocale } from "@/lib/domain/content/localize";
import { textIn } from "@/lib/domain/content/localized";
import { BROWSE_ENVS, SEO_OPTIMIZE_MAX_CODES } from "@/lib/domain/content/constants";
import {
  readCmsNavigation,
  readContentPage,
  readOptimizedSeo,
  type ContentLink,
  type ContentPageRead,
} from "@/lib/domain/content/page-reader";
import {
  blockForDevice,
  CONTENT_PAGE_KINDS,
  contentRouteOf,
  type LocalizedSeo,
} from "@/lib/domain/content/pages";
import { publishedContent } from "@/lib/domain/content/store";
import { LOCALES, type Locale } from "@/lib/domain/locales";
import { builder } from "../builder";
import {
  API_LANG,
  CmsPageRef,
  DocumentRef,
  PageContentViewData,
  SeoEntryRef,
  SeoInfoRef,
  type SeoShape,
} from "./content";

const ContentPageKindEnum = builder.enumType("ContentPageKind", { values: CONTENT_PAGE_KINDS });
const BrowseEnvEnum = builder.enumType("BrowseEnv", { values: BROWSE_ENVS });
const ContentLocaleEnum = builder.enumType("ContentLocale", { values: LOCALES });
const ContentSourceEnum = builder.enumType("ContentSource", {
  values: { LANDING: { value: "landing" }, DOCUMENT: { value: "document" } } as const,
});

const seoShape = (pageCode: string, seo: LocalizedSeo, locale: Locale): SeoShape => ({
  pageCode,
  body: { ...seo, type: undefined },
  locale,
});

const CmsNavigationLink = builder
  .objectRef<{ link: ContentLink; locale: Locale }>("CmsNavigationLink")
  .implement({
    description: "A page under a content code, or a step of a page's breadcrumbs.",
    fields: (t) => ({
      code: t.string({ resolve: ({ link }) => link.code }),
      title: t.string({ resolve: ({ link, locale }) => textIn(link.title, locale) }),
      url: t.string({ resolve: ({ link }) => link.path }),
    }),
  });

const ContentPageRef = builder
  .objectRef<{ page: ContentPageRead; locale: Locale }>("ContentPage")
  .implement({
    description:
      "The content page at a path (ADR 0039): an article with its group, an article group " +
      "with its articles, or an explore, mini-site or teaser landing page; with its canonical " +
      "`path`, its SEO info (h1, h2, h3) and its breadcrumbs after home.",
    fields: (t) => ({
      kind: t.field({ type: ContentPageKindEnum, resolve: ({ page }) => page.kind }),
      path: t.string({ resolve: ({ page }) => page.path }),
      lang: t.string({ resolve: ({ locale }) => API_LANG[locale] }),
      seo: t.field({
        type: SeoEntryRef,
        resolve: ({ page, locale }) => seoShape(page.path, page.seo, locale),
      }),
      breadcrumbs: t.field({
        type: [CmsNavigationLink],
        resolve: ({ page, locale }) => page.breadcrumbs.map((link) => ({ link, locale })),
      }),
      document: t.field({
        type: DocumentRef,
        nullable: true,
        description: "The article, or the article group's own document.",
        resolve: ({ page, locale }) =>
          page.kind === "ARTICLE" || page.kind === "ARTICLE_GROUP"
            ? { ...page.document, locale }
            : null,
      }),
      group: t.field({
        type: DocumentRef,
        nullable: true,
        description: "An article's group.",
        resolve: ({ page, locale }) => (page.kind === "ARTICLE" ? { ...page.group, locale } : null),
      }),
      documents: t.field({
        type: [DocumentRef],
        description: "An article group's articles, in their order; empty on other pages.",
        resolve: ({ page, locale }) =>
          page.kind === "ARTICLE_GROUP" ? page.documents.map((doc) => ({ ...doc, locale })) : [],
      }),
      landing: t.field({
        type: CmsPageRef,
        nullable: true,
        description: "The landing page of an explore, mini-site or teaser page.",
        resolve: ({ page, locale }) =>
          page.kind === "ARTICLE" || page.kind === "ARTICLE_GROUP"
            ? null
            : { ...page.landing, locale },
      }),
    }),
  });

const SeoOptimizeInput = builder.inputType("SeoOptimizeInput", {
  fields: (t) => ({
    contentCodes: t.stringList({ required: true }),
    source: t.field({ type: ContentSourceEnum, required: false, defaultValue: "landing" }),
  }),
});

builder.queryFields((t) => ({
  pageByPath: t.field({
    type: ContentPageRef,
    nullable: true,
    description:
      "accounts §7 'page fetch by path plus locale': the content page at a public path " +
      "(/article/{slug}, /articles/{code}, /explore/{code}, /minisite, /teaser) in `locale` " +
      "(default: the caller's); null when there is none.",
    args: {
      path: t.arg.string({ required: true }),
      locale: t.arg({ type: ContentLocaleEnum, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const route = contentRouteOf(args.path);
      const page = route ? await readContentPage(ctx.db, route) : null;
      return page ? { page, locale: args.locale ?? ctx.locale } : null;
    },
  }),
  seoOptimize: t.field({
    type: SeoInfoRef,
    description:
      "accounts §7 seoOptimize (contentCode list): each published landing page's (or shown " +
      "document's) SEO info, an editor's seo entry `{source}-{code}` filled from the content " +
      "itself; unknown codes are left out.",
    args: { input: t.arg({ type: SeoOptimizeInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const codes = [...new Set(args.input.contentCodes)].slice(0, SEO_OPTIMIZE_MAX_CODES);
      const list = await readOptimizedSeo(ctx.db, args.input.source ?? "landing", codes);
      return {
        lang: API_LANG[ctx.locale],
        list: list.map(({ code, seo }) => seoShape(code, seo, ctx.locale)),
      };
    },
  }),
  cmsNavigation: t.field({
    type: [CmsNavigationLink],
    description:
      "accounts §7 cmsNavigation (contentCode): the pages under a content code in their " +
      "order (the explore pages under `explore`, an article group's articles, ...).",
    args: { contentCode: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) =>
      (await readCmsNavigation(ctx.db, args.contentCode)).map((link) => ({
        link,
        locale: ctx.locale,
      })),
  }),
  getCmsViewData: t.field({
    type: [PageContentViewData],
    description:
      "accounts §7 getCmsViewData (modelCode, browseEnv H5 or PC): a landing page's blocks as " +
      "view data for one device (H5 gets a slide's mobile image); empty for an unknown page.",
    args: {
      modelCode: t.arg.string({ required: true }),
      browseEnv: t.arg({ type: BrowseEnvEnum, required: false, defaultValue: "PC" }),
    },
    resolve: async (_root, args, ctx) => {
      const body = await publishedContent(ctx.db, "landing", args.modelCode);
      return (body?.blocks ?? []).map((block, position) => ({
        position,
        type: block.type,
        module: args.modelCode,
        value: JSON.stringify(inLocale(blockForDevice(block, args.browseEnv ?? "PC"), ctx.locale)),
      }));
    },
  }),
}));

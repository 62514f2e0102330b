/**
 * The content pages of accounts §2 (routes table: "/article/{remark slug} and /articles/{code}",
 * "/minisite", "/explore/tech, /explore/{code}", and "a teaser page (leave an e-mail)"): which
 * content each public path shows, each page's own address, its SEO info (accounts §3: title,
 * keywords, description, h1label, h2, h3) and the blocks a device gets (§7 getCmsViewData,
 * "browseEnv H5 or PC"). Pure rules; the API and the pages read the store through them (ADR 0039).
 */
import type { LandingBody, ContentBlock } from "./blocks";
import { CONTENT_TAGS } from "./cache-tags";
import {
  ARTICLE_GROUPS_PARENT_CODE,
  type BROWSE_ENVS,
  CONTENT_CODE_PATTERN,
  EXPLORE_PARENT_CODE,
  EXPLORE_TECH_CODE,
  HELP_PARENT_CODE,
  MINISITE_LANDING_CODE,
  TEASER_LANDING_CODE,
} from "./constants";
import type { ContentBodyOf } from "./kinds";
import type { LocalizedText } from "./localized";

export type BrowseEnv = (typeof BROWSE_ENVS)[number];

/** What a content path shows. */
export type ContentRoute =
  | { kind: "ARTICLE"; slug: string }
  | { kind: "ARTICLE_GROUP"; code: string }
  | { kind: "EXPLORE"; code: string }
  | { kind: "MINISITE" }
  | { kind: "TEASER" };

export const CONTENT_PAGE_KINDS = [
  "ARTICLE",
  "ARTICLE_GROUP",
  "EXPLORE",
  "MINISITE",
  "TEASER",
] as const satisfies readonly ContentRoute["kind"][];

/** Not in the spec (accounts §2: "Exact paths for these are not shown"): the teaser's address. */
export const TEASER_PATH = "/teaser";
export const MINISITE_PATH = "/minisite";

const SLUG_PATTERN = /^[a-z0-9-]{1,120}$/;

function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The content a public path (no locale prefix, no query) shows, or null when the path is not a
 * content page's or names no possible entry (a malformed code is unknown, never a query).
 */
export function contentRouteOf(path: string): ContentRoute | null {
  const parts = path.split("?")[0]!.split("/").filter(Boolean);
  if (parts.length === 1 && `/${parts[0]}` === MINISITE_PATH) return { kind: "MINISITE" };
  if (parts.length === 1 && `/${parts[0]}` === TEASER_PATH) return { kind: "TEASER" };
  if (parts.length !== 2) return null;
  const value = segment(parts[1]!);
  if (value === null) return null;
  switch (parts[0]) {
    case "article":
      // An article without a slug is reached by its code (both are URL-safe).
      return SLUG_PATTERN.test(value) || CONTENT_CODE_PATTERN.test(value)
        ? { kind: "ARTICLE", slug: value }
        : null;
    case "articles":
      return CONTENT_CODE_PATTERN.test(value) ? { kind: "ARTICLE_GROUP", code: value } : null;
    case "explore":
      return CONTENT_CODE_PATTERN.test(value) ? { kind: "EXPLORE", code: value } : null;
    default:
      return null;
  }
}

/** The address of a landing page: its section's route, else /landingPage/{code}. */
export function landingPagePath(code: string, body: Pick<LandingBody, "parentCode">): string {
  if (body.parentCode === EXPLORE_PARENT_CODE) return `/explore/${encodeURIComponent(code)}`;
  if (code === MINISITE_LANDING_CODE) return MINISITE_PATH;
  if (code === TEASER_LANDING_CODE) return TEASER_PATH;
  return `/landingPage/${encodeURIComponent(code)}`;
}

type DocumentBody = ContentBodyOf<"document">;

/**
 * The address of a document: an article group's list, an article by its slug (its code when it
 * has none), a help page; null for a document that is only part of another page.
 */
export function documentPath(
  code: string,
  body: Pick<DocumentBody, "parentCode" | "slug">,
  isArticle: boolean,
): string | null {
  if (body.parentCode === ARTICLE_GROUPS_PARENT_CODE)
    return `/articles/${encodeURIComponent(code)}`;
  if (body.parentCode === HELP_PARENT_CODE) return `/help/${encodeURIComponent(code)}`;
  if (isArticle) return `/article/${encodeURIComponent(body.slug ?? code)}`;
  return null;
}

/** accounts §3 SEO info, in both languages, as an editor wrote it or as the content gives it. */
export interface LocalizedSeo {
  title: LocalizedText;
  keywords: LocalizedText;
  description: LocalizedText;
  h1: LocalizedText;
  h2?: LocalizedText;
  h3?: LocalizedText;
}

const EMPTY: LocalizedText = { en: "", zh: "" };
/** Rich text as a plain sentence: a description must not carry markup. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
/** Not in the spec: how long a description taken from an article's text is (search engines cut ~160). */
export const DERIVED_DESCRIPTION_LENGTH = 160;

function excerpt(html: string): string {
  const text = plain(html);
  if (text.length <= DERIVED_DESCRIPTION_LENGTH) return text;
  return `${text.slice(0, DERIVED_DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** What a document says about itself: title, its sub-title or the start of its text. */
export function documentSeo(body: DocumentBody): LocalizedSeo {
  const description = body.subTitle ?? {
    en: body.content.en ? excerpt(body.content.en) : "",
    zh: excerpt(body.content.zh),
  };
  return {
    title: body.title,
    keywords: EMPTY,
    description,
    h1: body.title,
    ...(body.subTitle ? { h2: body.subTitle } : {}),
  };
}

/** What a landing page says about itself: its title and description. */
export function landingSeo(body: LandingBody): LocalizedSeo {
  return {
    title: body.title,
    keywords: EMPTY,
    description: body.description ?? EMPTY,
    h1: body.title,
    ...(body.description ? { h2: body.description } : {}),
  };
}

/**
 * seoOptimize (accounts §7): the SEO info an editor wrote for the content (the seo entry
 * `seoCodeOf`), each text it leaves empty filled from the content itself, so every content page
 * has a title, description and h1 in both languages.
 */
export function optimizedSeo(
  own: LocalizedSeo,
  written: Partial<LocalizedSeo> | null | undefined,
): LocalizedSeo {
  if (!written) return own;
  const pick = (mine: LocalizedText | undefined, theirs: LocalizedText | undefined) => {
    if (!theirs) return mine;
    return { en: theirs.en || mine?.en || "", zh: theirs.zh || mine?.zh || theirs.zh };
  };
  return {
    title: pick(own.title, written.title)!,
    keywords: pick(own.keywords, written.keywords)!,
    description: pick(own.description, written.description)!,
    h1: pick(own.h1, written.h1)!,
    ...(written.h2 || own.h2 ? { h2: pick(own.h2, written.h2) } : {}),
    ...(written.h3 || own.h3 ? { h3: pick(own.h3, written.h3) } : {}),
  };
}

export type ContentPageSource = "landing" | "document";

/** The seo entry that holds an editor's SEO info for a content entry (`landing-tech`). */
export function seoCodeOf(kind: ContentPageSource, code: string): string {
  return `${kind}-${code}`.slice(0, 80);
}

/**
 * A block as a device shows it (accounts §7 getCmsViewData, browseEnv H5 or PC): on H5 (mobile)
 * a slide's mobile image replaces its image; either way the other image is not sent.
 */
export function blockForDevice(block: ContentBlock, browseEnv: BrowseEnv): ContentBlock {
  const slideFor = <S extends { image: unknown; mobileImage?: unknown }>(slide: S): S => {
    const { mobileImage, ...rest } = slide;
    return (browseEnv === "H5" && mobileImage ? { ...rest, image: mobileImage } : rest) as S;
  };
  if (block.type === "banner") return slideFor(block);
  if (block.type === "carousel") return { ...block, slides: block.slides.map(slideFor) };
  return block;
}

/** Pages of a section in their order: num, then code. */
export function bySectionOrder<T extends { code: string; body: { num: number } }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort((a, b) => a.body.num - b.body.num || a.code.localeCompare(b.code));
}

/**
 * The cache tags of a content page (lib/domain/content/cache-tags.ts): an article page may come
 * to show any document (a slug can move), so it carries the documents' kind; a landing-backed
 * page carries its entry, the technology explainer its breadcrumbs name, and its seo entry.
 */
export function contentPageTags(route: ContentRoute): string[] {
  switch (route.kind) {
    case "ARTICLE":
    case "ARTICLE_GROUP":
      return [CONTENT_TAGS.kind("document"), CONTENT_TAGS.kind("seo")];
    case "EXPLORE":
      return [
        CONTENT_TAGS.entry("landing", route.code),
        CONTENT_TAGS.entry("landing", EXPLORE_TECH_CODE),
        CONTENT_TAGS.entry("seo", seoCodeOf("landing", route.code)),
      ];
    case "MINISITE":
    case "TEASER": {
      const code = route.kind === "MINISITE" ? MINISITE_LANDING_CODE : TEASER_LANDING_CODE;
      return [
        CONTENT_TAGS.entry("landing", code),
        CONTENT_TAGS.entry("seo", seoCodeOf("landing", code)),
      ];
    }
  }
}

/**
 * Reads the content pages of accounts §2 (/article/{slug}, /articles/{code}, /explore/{code},
 * /minisite, the teaser) from the store: what each shows, its breadcrumbs and its SEO info
 * (§7 "the page by path and locale", seoOptimize, cmsNavigation). Texts stay in both
 * languages here; the API answers them in the caller's. Only shown, published entries.
 */
import type { Db } from "@/lib/db/connect";
import {
  ARTICLE_GROUPS_PARENT_CODE,
  EXPLORE_PARENT_CODE,
  EXPLORE_TECH_CODE,
  MINISITE_LANDING_CODE,
  TEASER_LANDING_CODE,
} from "./constants";
import type { ContentBodyOf } from "./kinds";
import type { LocalizedText } from "./localized";
import {
  bySectionOrder,
  documentPath,
  documentSeo,
  landingPagePath,
  landingSeo,
  optimizedSeo,
  seoCodeOf,
  type ContentPageSource,
  type ContentRoute,
  type LocalizedSeo,
} from "./pages";
import { publishedContent, publishedContentOfKind } from "./store";

type Entry<K extends "document" | "landing"> = { code: string; body: ContentBodyOf<K> };

/** One step of a page's breadcrumbs (home comes before them, from the shop's own texts). */
export interface ContentLink {
  code: string;
  title: LocalizedText;
  path: string;
}

interface PageCommon {
  path: string;
  seo: LocalizedSeo;
  breadcrumbs: ContentLink[];
}

export type ContentPageRead =
  | (PageCommon & { kind: "ARTICLE"; document: Entry<"document">; group: Entry<"document"> })
  | (PageCommon & {
      kind: "ARTICLE_GROUP";
      document: Entry<"document">;
      documents: Entry<"document">[];
    })
  | (PageCommon & { kind: "EXPLORE" | "MINISITE" | "TEASER"; landing: Entry<"landing"> });

async function shownDocument(db: Db, code: string): Promise<Entry<"document"> | null> {
  const body = await publishedContent(db, "document", code);
  return body?.show ? { code, body } : null;
}

/** The SEO info an editor wrote for the entry, filled from the entry itself. */
async function seoOf(
  db: Db,
  kind: ContentPageSource,
  entry: Entry<"document"> | Entry<"landing">,
): Promise<LocalizedSeo> {
  const own =
    kind === "document"
      ? documentSeo(entry.body as ContentBodyOf<"document">)
      : landingSeo(entry.body as ContentBodyOf<"landing">);
  return optimizedSeo(own, await publishedContent(db, "seo", seoCodeOf(kind, entry.code)));
}

function isArticleGroup(entry: Entry<"document"> | null): entry is Entry<"document"> {
  return entry?.body.parentCode === ARTICLE_GROUPS_PARENT_CODE;
}

/** An article: the shown document with this remark slug (or code) inside an article group. */
async function readArticle(db: Db, slug: string): Promise<ContentPageRead | null> {
  const [bySlug] = (await publishedContentOfKind(db, "document", { slug })).filter(
    ({ body }) => body.show,
  );
  const byCode = bySlug ? null : await shownDocument(db, slug);
  // By code only when it has no slug: the slug is then its one address.
  const document = bySlug ?? (byCode && !byCode.body.slug ? byCode : null);
  if (!document?.body.parentCode) return null;
  const group = await shownDocument(db, document.body.parentCode);
  if (!isArticleGroup(group)) return null;
  const path = documentPath(document.code, document.body, true)!;
  return {
    kind: "ARTICLE",
    path,
    document,
    group,
    seo: await seoOf(db, "document", document),
    breadcrumbs: [
      {
        code: group.code,
        title: group.body.title,
        path: documentPath(group.code, group.body, false)!,
      },
      { code: document.code, title: document.body.title, path },
    ],
  };
}

async function readArticleGroup(db: Db, code: string): Promise<ContentPageRead | null> {
  const group = await shownDocument(db, code);
  if (!isArticleGroup(group)) return null;
  const documents = bySectionOrder(
    (await publishedContentOfKind(db, "document", { parentCode: code })).filter(
      ({ body }) => body.show,
    ),
  );
  const path = documentPath(code, group.body, false)!;
  return {
    kind: "ARTICLE_GROUP",
    path,
    document: group,
    documents,
    seo: await seoOf(db, "document", group),
    breadcrumbs: [{ code, title: group.body.title, path }],
  };
}

async function readLanding(
  db: Db,
  kind: "EXPLORE" | "MINISITE" | "TEASER",
  code: string,
): Promise<ContentPageRead | null> {
  const body = await publishedContent(db, "landing", code);
  if (!body) return null;
  // An explore page is a page of the explore section; the other two are not.
  if ((kind === "EXPLORE") !== (body.parentCode === EXPLORE_PARENT_CODE)) return null;
  const landing = { code, body };
  const path = landingPagePath(code, body);
  const breadcrumbs: ContentLink[] = [{ code, title: body.title, path }];
  if (kind === "EXPLORE" && code !== EXPLORE_TECH_CODE) {
    // The technology explainer is the section's first page.
    const tech = await publishedContent(db, "landing", EXPLORE_TECH_CODE);
    if (tech?.parentCode === EXPLORE_PARENT_CODE) {
      breadcrumbs.unshift({
        code: EXPLORE_TECH_CODE,
        title: tech.title,
        path: landingPagePath(EXPLORE_TECH_CODE, tech),
      });
    }
  }
  return { kind, path, landing, seo: await seoOf(db, "landing", landing), breadcrumbs };
}

/** The page a content route shows, or null when there is none (the page is then not found). */
export async function readContentPage(
  db: Db,
  route: ContentRoute,
): Promise<ContentPageRead | null> {
  switch (route.kind) {
    case "ARTICLE":
      return readArticle(db, route.slug);
    case "ARTICLE_GROUP":
      return readArticleGroup(db, route.code);
    case "EXPLORE":
      return readLanding(db, "EXPLORE", route.code);
    case "MINISITE":
      return readLanding(db, "MINISITE", MINISITE_LANDING_CODE);
    case "TEASER":
      return readLanding(db, "TEASER", TEASER_LANDING_CODE);
  }
}

/** seoOptimize: the SEO info of each published (and shown) entry, in the order asked for. */
export async function readOptimizedSeo(
  db: Db,
  kind: ContentPageSource,
  codes: readonly string[],
): Promise<{ code: string; seo: LocalizedSeo }[]> {
  const entries: (Entry<"document"> | Entry<"landing">)[] =
    kind === "document"
      ? (await publishedContentOfKind(db, "document", { codes })).filter(({ body }) => body.show)
      : await publishedContentOfKind(db, "landing", { codes });
  const written = new Map(
    (await publishedContentOfKind(db, "seo", { codes: codes.map((c) => seoCodeOf(kind, c)) })).map(
      (entry) => [entry.code, entry.body],
    ),
  );
  const byCode = new Map(entries.map((entry) => [entry.code, entry]));
  return codes.flatMap((code) => {
    const entry = byCode.get(code);
    if (!entry) return [];
    const own =
      kind === "document"
        ? documentSeo(entry.body as ContentBodyOf<"document">)
        : landingSeo(entry.body as ContentBodyOf<"landing">);
    return [{ code, seo: optimizedSeo(own, written.get(seoCodeOf(kind, code))) }];
  });
}

/**
 * cmsNavigation (accounts §7, contentCode): the pages under a content code, in their order:
 * the landing pages of a section (`explore`), the groups of `articles`, an article group's
 * articles, the help pages. Each with its address; entries with none are left out.
 */
export async function readCmsNavigation(db: Db, contentCode: string): Promise<ContentLink[]> {
  const [landings, documents, parent] = await Promise.all([
    publishedContentOfKind(db, "landing", { parentCode: contentCode }),
    publishedContentOfKind(db, "document", { parentCode: contentCode }),
    shownDocument(db, contentCode),
  ]);
  const isArticle = isArticleGroup(parent);
  const pages = bySectionOrder(landings).map(({ code, body }) => ({
    code,
    title: body.title,
    path: landingPagePath(code, body),
  }));
  const docs = bySectionOrder(documents.filter(({ body }) => body.show)).flatMap(
    ({ code, body }) => {
      const path = documentPath(code, body, isArticle);
      return path ? [{ code, title: body.title, path }] : [];
    },
  );
  return [...pages, ...docs];
}

/**
 * The addresses of every content page a shopper can open (the sitemap): the explore pages, the
 * mini-site and the teaser when published, each shown article group and its articles; with the
 * landing codes these pages own, which /landingPage/{code} must not list again.
 */
export async function readContentPagePaths(
  db: Db,
): Promise<{ paths: string[]; landingCodes: string[] }> {
  const [explore, minisite, groups] = await Promise.all([
    publishedContentOfKind(db, "landing", { parentCode: EXPLORE_PARENT_CODE }),
    publishedContentOfKind(db, "landing", { codes: [MINISITE_LANDING_CODE, TEASER_LANDING_CODE] }),
    publishedContentOfKind(db, "document", { parentCode: ARTICLE_GROUPS_PARENT_CODE }),
  ]);
  // The mini-site and teaser are theirs only outside a section (readLanding's rule).
  const own = minisite.filter(({ body }) => body.parentCode !== EXPLORE_PARENT_CODE);
  const landings = [...bySectionOrder(explore), ...own];
  const shownGroups = bySectionOrder(groups.filter(({ body }) => body.show));
  const articles = await Promise.all(
    shownGroups.map(({ code }) => publishedContentOfKind(db, "document", { parentCode: code })),
  );
  return {
    paths: [
      ...landings.map(({ code, body }) => landingPagePath(code, body)),
      ...shownGroups.flatMap((group, index) => [
        documentPath(group.code, group.body, false)!,
        ...bySectionOrder(articles[index]!.filter(({ body }) => body.show)).map(({ code, body }) =>
          documentPath(code, body, true)!,
        ),
      ]),
    ],
    landingCodes: landings.map(({ code }) => code),
  };
}

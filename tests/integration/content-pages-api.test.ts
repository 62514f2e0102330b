/**
 * The content pages' API (accounts §7 Content; ADR 0039): pageByPath (the page by path and
 * locale), seoOptimize, cmsNavigation and getCmsViewData, on a fresh database holding the demo
 * content of content/, and the sitemap's content pages.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publishContent, saveContentDraft } from "@/lib/domain/content/store";
import type { ContentKind } from "@/lib/domain/content/kinds";
import { readContentPagePaths } from "@/lib/domain/content/page-reader";
import { resetEnvForTests } from "@/lib/env";
import { cms2loadContent } from "@/lib/graphql/operations/content";
import {
  cmsNavigation,
  getCmsViewData,
  pageByPath,
  seoOptimize,
} from "@/lib/graphql/operations/content-pages";
import { importContent } from "@/lib/seed/content-files";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const shared = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(shared.db) }));

let database: TestDatabase;
let client: TestClient;
const now = new Date("2026-11-27T10:00:00Z");
const zh = { headers: { lang: "zh_HK" } };
const BASE_URL = "https://shop.example.com";
const L = (en: string, zh: string) => ({ en, zh });
const image = (src: string) => ({ src, width: 800, height: 400, alt: L("", "圖") });

async function publish(kind: ContentKind, code: string, body: unknown) {
  const saved = await saveContentDraft(database.db, { kind, code, body, author: "test" }, now);
  if (!saved.ok) throw new Error(JSON.stringify(saved.issues));
  await publishContent(database.db, { kind, code }, now);
}

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "content-pages-test-secret-0123456789";
  process.env.PUBLIC_BASE_URL = BASE_URL;
  resetEnvForTests();
  database = await createTestDatabase();
  shared.db = database.db;
  client = new TestClient(createTestServer(database.db));
  const report = await importContent(database.db, "content", now);
  if (!report.ok) throw new Error(report.problems.join("\n"));
  // An article hidden from shoppers, and one whose parent is not an article group.
  await publish("document", "draft-article", {
    parentCode: "outdoor-guides",
    slug: "draft-article",
    title: L("Draft", "草稿"),
    content: L("<p>x</p>", "<p>x</p>"),
    show: false,
  });
  await publish("document", "loose-note", {
    parentCode: "help",
    slug: "loose-note",
    title: L("Loose", "散頁"),
    content: L("<p>x</p>", "<p>x</p>"),
  });
});
afterAll(() => database.dispose());

describe("pageByPath: the page by path and locale", () => {
  it("answers an article by its slug with its group, breadcrumbs and SEO info", async () => {
    const answer = await client.call(pageByPath, { path: "/article/layering-hong-kong-winter" });
    const page = answer.body.data?.pageByPath;
    expect(page).toMatchObject({
      kind: "ARTICLE",
      path: "/article/layering-hong-kong-winter",
      lang: "en_US",
      group: { code: "outdoor-guides", title: "Outdoor guides" },
      breadcrumbs: [
        { code: "outdoor-guides", title: "Outdoor guides", url: "/articles/outdoor-guides" },
        {
          code: "layering-hong-kong-winter",
          title: "Layering for a Hong Kong winter",
          url: "/article/layering-hong-kong-winter",
        },
      ],
      seo: {
        title: "Layering for a Hong Kong winter",
        h1label: "Layering for a Hong Kong winter",
        description: "Three layers for 8 °C on Tai Mo Shan and 20 °C in town.",
        extprops: { h2: "Three layers for 8 °C on Tai Mo Shan and 20 °C in town.", h3: null },
      },
      documents: [],
      landing: null,
    });
    expect(page?.document?.content).toContain("<h2>Base layer</h2>");
  });

  it("answers in the language asked for, else the caller's", async () => {
    const asked = await client.call(pageByPath, {
      path: "/article/typhoon-season-gear-care",
      locale: "zh",
    });
    expect(asked.body.data?.pageByPath).toMatchObject({
      lang: "zh_HK",
      seo: { h1label: "颱風季節的裝備保養" },
      group: { title: "戶外指南" },
    });
    const caller = await client.call(pageByPath, { path: "/articles/outdoor-guides" }, zh);
    expect(caller.body.data?.pageByPath?.seo.h1label).toBe("戶外指南");
  });

  it("lists an article group's shown articles in their order", async () => {
    const answer = await client.call(pageByPath, { path: "/articles/outdoor-guides" });
    const page = answer.body.data?.pageByPath;
    expect(page?.kind).toBe("ARTICLE_GROUP");
    expect(page?.documents.map((doc) => doc.slug)).toEqual([
      "trail-running-basics",
      "layering-hong-kong-winter",
      "typhoon-season-gear-care",
    ]);
    expect(page?.breadcrumbs.map((crumb) => crumb.url)).toEqual(["/articles/outdoor-guides"]);
  });

  it("answers null for an unknown slug, a hidden article, a document outside an article group and a malformed path", async () => {
    for (const path of [
      "/article/no-such-article",
      "/article/draft-article",
      "/article/loose-note",
      "/articles/help",
      "/articles/trail-running-basics",
      "/article/%E0%A4%A",
      "/somewhere/else",
    ]) {
      const answer = await client.call(pageByPath, { path });
      expect(answer.body.errors, path).toBeUndefined();
      expect(answer.body.data?.pageByPath, path).toBeNull();
    }
  });

  it("answers explore pages with the technology explainer first in the breadcrumbs and an editor's SEO info", async () => {
    const tech = (await client.call(pageByPath, { path: "/explore/tech" }, zh)).body.data
      ?.pageByPath;
    expect(tech).toMatchObject({
      kind: "EXPLORE",
      path: "/explore/tech",
      seo: {
        title: "戶外布料科技介紹 | 峰頂戶外",
        keywords: "防水, 透氣, 薄膜, 保暖",
        h1label: "我們的科技",
        extprops: { h2: "乾爽、溫暖、靈活", h3: "產品團隊的介紹" },
      },
      breadcrumbs: [{ code: "tech", title: "我們的科技", url: "/explore/tech" }],
      landing: { code: "tech", title: "我們的科技" },
    });
    expect(tech?.landing?.blocks.map((block) => block.type)).toEqual(["banner", "richText"]);
    const membranes = (await client.call(pageByPath, { path: "/explore/waterproof-membranes" }))
      .body.data?.pageByPath;
    expect(membranes?.breadcrumbs.map((crumb) => crumb.url)).toEqual([
      "/explore/tech",
      "/explore/waterproof-membranes",
    ]);
    // Its own title and description stand in for SEO info nobody wrote.
    expect(membranes?.seo).toMatchObject({
      title: "Waterproof membranes",
      description: "How a membrane stops rain but lets sweat vapour through.",
    });
  });

  it("keeps each section's pages at their own address", async () => {
    // A landing page outside the explore section is not an explore page, and the reverse.
    expect(
      (await client.call(pageByPath, { path: "/explore/trail-season" })).body.data?.pageByPath,
    ).toBeNull();
    expect(
      (await client.call(pageByPath, { path: "/explore/minisite" })).body.data?.pageByPath,
    ).toBeNull();
    const minisite = (await client.call(pageByPath, { path: "/minisite" })).body.data?.pageByPath;
    expect(minisite).toMatchObject({
      kind: "MINISITE",
      path: "/minisite",
      landing: { code: "minisite" },
    });
    const teaser = (await client.call(pageByPath, { path: "/teaser" }, zh)).body.data?.pageByPath;
    expect(teaser).toMatchObject({
      kind: "TEASER",
      seo: { h1label: "山徑上的新裝備即將登場" },
      breadcrumbs: [{ url: "/teaser", title: "山徑上的新裝備即將登場" }],
    });
  });

  it("names a section's landing page by its own address when it is read as a landing page", async () => {
    const paths = await Promise.all(
      ["tech", "minisite", "teaser", "trail-season"].map(
        async (contentCode) =>
          (await client.call(cms2loadContent, { contentCode })).body.data?.cms2loadContent?.path,
      ),
    );
    expect(paths).toEqual(["/explore/tech", "/minisite", "/teaser", "/landingPage/trail-season"]);
  });

  it("refuses a locale other than en and zh", async () => {
    const answer = await client.call(pageByPath, {
      path: "/minisite",
      locale: "fr" as unknown as "en",
    });
    // Refused by the schema before any content is read.
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.data?.pageByPath ?? null).toBeNull();
  });
});

describe("seoOptimize", () => {
  it("answers each landing page's SEO info in the order asked for, unknown codes left out", async () => {
    const answer = await client.call(
      seoOptimize,
      { input: { contentCodes: ["minisite", "nope", "tech", "tech"] } },
      zh,
    );
    const info = answer.body.data?.seoOptimize;
    expect(info?.lang).toBe("zh_HK");
    expect(info?.list.map((entry) => [entry.pageCode, entry.h1label])).toEqual([
      ["minisite", "峰頂戶外：為山而生"],
      ["tech", "我們的科技"],
    ]);
    expect(info?.list[1]?.extprops.h3).toBe("產品團隊的介紹");
  });

  it("answers documents' SEO info, leaving hidden ones out", async () => {
    const answer = await client.call(seoOptimize, {
      input: { source: "DOCUMENT", contentCodes: ["trail-running-basics", "draft-article"] },
    });
    expect(answer.body.data?.seoOptimize.list).toEqual([
      expect.objectContaining({
        pageCode: "trail-running-basics",
        title: "Trail running: your first 10 km off road",
        description: "Shoes, water and pacing for Hong Kong's hill trails.",
      }),
    ]);
  });
});

describe("cmsNavigation", () => {
  it("answers the explore section's pages in their order, each with its address", async () => {
    const answer = await client.call(cmsNavigation, { contentCode: "explore" }, zh);
    expect(answer.body.data?.cmsNavigation).toEqual([
      { code: "tech", title: "我們的科技", url: "/explore/tech" },
      { code: "waterproof-membranes", title: "防水薄膜", url: "/explore/waterproof-membranes" },
    ]);
  });

  it("answers an article group's shown articles, and the groups under articles", async () => {
    const articles = await client.call(cmsNavigation, { contentCode: "outdoor-guides" });
    expect(articles.body.data?.cmsNavigation.map((link) => link.url)).toEqual([
      "/article/trail-running-basics",
      "/article/layering-hong-kong-winter",
      "/article/typhoon-season-gear-care",
    ]);
    const groups = await client.call(cmsNavigation, { contentCode: "articles" });
    expect(groups.body.data?.cmsNavigation.map((link) => link.url)).toEqual([
      "/articles/outdoor-guides",
    ]);
    const none = await client.call(cmsNavigation, { contentCode: "nothing-here" });
    expect(none.body.data?.cmsNavigation).toEqual([]);
  });
});

describe("getCmsViewData", () => {
  it("answers a page's blocks for the device: H5 gets the mobile image", async () => {
    await publish("landing", "device-test", {
      title: L("Device", "裝置"),
      blocks: [
        {
          type: "banner",
          image: image("/wide.svg"),
          mobileImage: image("/tall.svg"),
          title: L("", "標題"),
        },
        { type: "richText", html: L("<p>Hi</p>", "<p>你好</p>") },
      ],
    });
    const h5 = await client.call(getCmsViewData, { modelCode: "device-test", browseEnv: "H5" });
    const blocks = h5.body.data?.getCmsViewData ?? [];
    expect(blocks.map((block) => [block.position, block.type, block.module])).toEqual([
      [0, "banner", "device-test"],
      [1, "richText", "device-test"],
    ]);
    const banner = JSON.parse(blocks[0]?.value ?? "{}");
    expect(banner.image.src).toBe("/tall.svg");
    expect(banner.mobileImage).toBeUndefined();
    // Chinese where the English is empty.
    expect(banner.title).toBe("標題");
    const pc = await client.call(getCmsViewData, { modelCode: "device-test" }, zh);
    expect(JSON.parse(pc.body.data?.getCmsViewData[0]?.value ?? "{}").image.src).toBe("/wide.svg");
    expect(JSON.parse(pc.body.data?.getCmsViewData[1]?.value ?? "{}").html).toBe("<p>你好</p>");
    const unknown = await client.call(getCmsViewData, { modelCode: "nope", browseEnv: "PC" });
    expect(unknown.body.data?.getCmsViewData).toEqual([]);
  });
});

describe("the sitemap's content pages", () => {
  it("lists articles, groups, explore pages, the mini-site and the teaser at their addresses", async () => {
    const { paths, landingCodes } = await readContentPagePaths(database.db);
    expect(paths).toEqual([
      "/explore/tech",
      "/explore/waterproof-membranes",
      "/minisite",
      "/teaser",
      "/articles/outdoor-guides",
      "/article/trail-running-basics",
      "/article/layering-hong-kong-winter",
      "/article/typhoon-season-gear-care",
    ]);
    expect(landingCodes).toEqual(["tech", "waterproof-membranes", "minisite", "teaser"]);
    const { sitemapFile } = await import("@/app/sitemaps/sitemap");
    const urls = (await sitemapFile(0)).map((entry) => entry.url);
    expect(urls).toContain(`${BASE_URL}/article/trail-running-basics`);
    expect(urls).toContain(`${BASE_URL}/explore/tech`);
    expect(urls).toContain(`${BASE_URL}/landingPage/trail-season`);
    expect(urls).not.toContain(`${BASE_URL}/landingPage/tech`);
    expect(urls).not.toContain(`${BASE_URL}/landingPage/minisite`);
  });
});

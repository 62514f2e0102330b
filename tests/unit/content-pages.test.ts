/** The content pages' rules (lib/domain/content/pages.ts, ADR 0039). */
import { describe, expect, it } from "vitest";
import type { ContentBlock } from "@/lib/domain/content/blocks";
import {
  blockForDevice,
  contentPageTags,
  contentRouteOf,
  DERIVED_DESCRIPTION_LENGTH,
  documentPath,
  documentSeo,
  landingPagePath,
  optimizedSeo,
  seoCodeOf,
} from "@/lib/domain/content/pages";

const L = (en: string, zh: string) => ({ en, zh });
const image = (src: string) => ({ src, width: 10, height: 5, alt: L("a", "甲") });

describe("which content a path shows", () => {
  it("reads the five content routes, decoding the code", () => {
    expect(contentRouteOf("/article/trail-running-basics")).toEqual({
      kind: "ARTICLE",
      slug: "trail-running-basics",
    });
    expect(contentRouteOf("/articles/outdoor-guides")).toEqual({
      kind: "ARTICLE_GROUP",
      code: "outdoor-guides",
    });
    expect(contentRouteOf("/explore/tech")).toEqual({ kind: "EXPLORE", code: "tech" });
    expect(contentRouteOf("/explore/a%5Fb")).toEqual({ kind: "EXPLORE", code: "a_b" });
    expect(contentRouteOf("/minisite")).toEqual({ kind: "MINISITE" });
    expect(contentRouteOf("/teaser?utm=x")).toEqual({ kind: "TEASER" });
  });

  it("names no content for other paths or codes no entry can have", () => {
    for (const path of [
      "/",
      "/article",
      "/article/a/b",
      "/explore",
      "/explore/%E0%A4%A",
      "/explore/..",
      "/articles/has space",
      "/landingPage/tech",
      "/minisite/x",
    ]) {
      expect(contentRouteOf(path), path).toBeNull();
    }
  });
});

describe("a content entry's address", () => {
  it("puts explore pages under /explore, the mini-site and teaser at theirs, others at /landingPage", () => {
    expect(landingPagePath("tech", { parentCode: "explore" })).toBe("/explore/tech");
    expect(landingPagePath("minisite", {})).toBe("/minisite");
    expect(landingPagePath("teaser", {})).toBe("/teaser");
    expect(landingPagePath("trail-season", {})).toBe("/landingPage/trail-season");
  });

  it("links an article by its slug, else its code; a group and a help page at theirs", () => {
    expect(documentPath("a1", { parentCode: "guides", slug: "first-10k" }, true)).toBe(
      "/article/first-10k",
    );
    expect(documentPath("a1", { parentCode: "guides" }, true)).toBe("/article/a1");
    expect(documentPath("guides", { parentCode: "articles" }, false)).toBe("/articles/guides");
    expect(documentPath("privacy", { parentCode: "help" }, false)).toBe("/help/privacy");
    expect(documentPath("part", { parentCode: "footer" }, false)).toBeNull();
  });
});

describe("seoOptimize's SEO info", () => {
  const article = {
    title: L("Layering", "洋蔥式穿搭"),
    content: L("", `<h2>Base</h2><p>${"字".repeat(400)}</p>`),
    show: true,
    num: 0,
  };

  it("takes a document's title as h1 and the start of its text, without markup, as its description", () => {
    const seo = documentSeo(article);
    expect(seo.h1).toEqual(article.title);
    expect(seo.h2).toBeUndefined();
    expect(seo.description.en).toBe("");
    expect(seo.description.zh.startsWith("Base 字字")).toBe(true);
    expect(seo.description.zh).toHaveLength(DERIVED_DESCRIPTION_LENGTH);
    expect(seo.description.zh.endsWith("…")).toBe(true);
  });

  it("prefers the sub-title as description and h2", () => {
    const seo = documentSeo({ ...article, subTitle: L("Three layers", "三層") });
    expect(seo.description).toEqual(L("Three layers", "三層"));
    expect(seo.h2).toEqual(L("Three layers", "三層"));
  });

  it("fills what an editor's entry leaves empty from the content, and keeps what it says", () => {
    const own = documentSeo({ ...article, subTitle: L("Three layers", "三層") });
    const seo = optimizedSeo(own, {
      title: L("", "冬天穿搭 | 峰頂"),
      keywords: L("layering", "穿搭"),
      description: L("Stay warm", "保暖"),
      h1: L("Winter layering", "冬天穿搭"),
      h3: L("By our staff", "員工分享"),
    });
    expect(seo.title).toEqual(L("Layering", "冬天穿搭 | 峰頂"));
    expect(seo.keywords).toEqual(L("layering", "穿搭"));
    expect(seo.h1).toEqual(L("Winter layering", "冬天穿搭"));
    expect(seo.h2).toEqual(L("Three layers", "三層"));
    expect(seo.h3).toEqual(L("By our staff", "員工分享"));
    expect(optimizedSeo(own, null)).toBe(own);
  });

  it("keeps an editor's SEO info for each content kind under its own code", () => {
    expect(seoCodeOf("landing", "tech")).toBe("landing-tech");
    expect(seoCodeOf("document", "tech")).toBe("document-tech");
  });
});

describe("view data per device (getCmsViewData browseEnv)", () => {
  const banner: ContentBlock = {
    type: "banner",
    image: image("/wide.svg"),
    mobileImage: image("/tall.svg"),
  };

  it("gives H5 the mobile image and PC the wide one, never both", () => {
    expect(blockForDevice(banner, "H5")).toEqual({ type: "banner", image: image("/tall.svg") });
    expect(blockForDevice(banner, "PC")).toEqual({ type: "banner", image: image("/wide.svg") });
  });

  it("keeps the image of a slide with no mobile image, and leaves other blocks alone", () => {
    const carousel: ContentBlock = {
      type: "carousel",
      autoplayMs: 0,
      slides: [
        { image: image("/a.svg") },
        { image: image("/b.svg"), mobileImage: image("/c.svg") },
      ],
    };
    expect(blockForDevice(carousel, "H5")).toEqual({
      ...carousel,
      slides: [{ image: image("/a.svg") }, { image: image("/c.svg") }],
    });
    const text: ContentBlock = { type: "richText", html: L("<p>x</p>", "<p>x</p>") };
    expect(blockForDevice(text, "H5")).toBe(text);
  });
});

describe("a content page's cache tags", () => {
  it("ties article pages to every document and landing-backed pages to their entries", () => {
    expect(contentPageTags({ kind: "ARTICLE", slug: "x" })).toEqual([
      "content:document",
      "content:seo",
    ]);
    expect(contentPageTags({ kind: "EXPLORE", code: "waterproof" })).toEqual([
      "content:landing:waterproof",
      "content:landing:tech",
      "content:seo:landing-waterproof",
    ]);
    expect(contentPageTags({ kind: "TEASER" })).toEqual([
      "content:landing:teaser",
      "content:seo:landing-teaser",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { textIn } from "@/lib/domain/content/localized";
import { menuItemHref, visibleMenuItems, type MenuItem } from "@/lib/domain/content/menu";
import { sanitizeRichText } from "@/lib/domain/content/rich-text";
import { checkContent } from "@/lib/domain/content/store";
import { readContentFiles } from "@/lib/seed/content-files";

const text = (en: string, zh = `${en}（中）`) => ({ en, zh });

const item = (code: string, children: unknown[] = [], extra: object = {}) => ({
  code,
  name: text(code),
  type: "NONE",
  children,
  ...extra,
});

describe("content schemas", () => {
  it("accepts every demo file in content/", async () => {
    const { files, problems } = await readContentFiles("content");
    expect(problems).toEqual([]);
    expect(files.map((file) => `${file.kind}/${file.code}`)).toEqual(
      expect.arrayContaining(["menu/MENU", "landing/home", "footer/default", "store/macau"]),
    );
  });

  it("names the path of each fault: a missing field, an unknown block type", () => {
    const checked = checkContent("landing", "spring", {
      title: { en: "Spring" },
      blocks: [{ type: "marquee" }],
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.issues.map((issue) => issue.path)).toEqual(["title.zh", "blocks.0.type"]);
  });

  it("keeps a menu to four levels and one use of each item code", () => {
    const fiveDeep = item("a", [item("b", [item("c", [item("d", [item("e")])])])]);
    const deep = checkContent("menu", "MENU", { items: [fiveDeep] });
    expect(deep.ok || deep.issues[0]?.message).toBe("a menu is at most 4 levels deep");
    const twice = checkContent("menu", "MENU", { items: [item("a"), item("b", [item("a")])] });
    expect(twice.ok || twice.issues[0]?.message).toBe("item code a is used twice");
    expect(
      checkContent("menu", "MENU", { items: [item("a", [item("b", [item("c", [item("d")])])])] })
        .ok,
    ).toBe(true);
  });

  it("wants a LINK item's url and a goods item's display link", () => {
    const checked = checkContent("menu", "MENU", {
      items: [item("a", [], { type: "LINK" }), item("b", [], { type: "DESIGNATED_GOODS" })],
    });
    expect(checked.ok ? [] : checked.issues.map((issue) => issue.path)).toEqual([
      "items.0.url",
      "items.1.displayLink",
    ]);
  });

  it("refuses codes that are not plain URL segments, and javascript: links", () => {
    expect(checkContent("store", "../etc", {}).ok).toBe(false);
    const link = checkContent("light", "default", {
      topBar: [{ text: text("Sale"), link: "javascript:alert(1)" }],
    });
    expect(link.ok ? [] : link.issues.map((issue) => issue.path)).toEqual(["topBar.0.link"]);
  });
});

describe("rich text", () => {
  it("keeps an article's markup and drops scripts, handlers, styles and script links", () => {
    const html =
      '<h2 style="color:red">Returns</h2><p onclick="steal()">Within <strong>14 days</strong>' +
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
      '<iframe src="https://evil.example"></iframe></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Returns</h2><p>Within <strong>14 days</strong><img src="x" /><a>x</a></p>',
    );
  });

  it("gives a new-tab link noopener and keeps site, mailto and tel links", () => {
    expect(
      sanitizeRichText(
        '<a href="https://maps.example/x" target="_blank">map</a> <a href="/help">help</a> ' +
          '<a href="mailto:a@b.hk" target="_top">mail</a> <a href="tel:+85223456789">call</a>',
      ),
    ).toBe(
      '<a href="https://maps.example/x" target="_blank" rel="noopener noreferrer">map</a> ' +
        '<a href="/help">help</a> <a href="mailto:a@b.hk">mail</a> <a href="tel:+85223456789">call</a>',
    );
  });

  it("is sanitised as it is written", () => {
    const checked = checkContent("document", "returns", {
      title: text("Returns"),
      content: { en: "<p>ok<script>x()</script></p>", zh: "<p>好</p>" },
    });
    expect(checked.ok && checked.body.content.en).toBe("<p>ok</p>");
  });
});

describe("bilingual text and menus for shoppers", () => {
  it("falls back to Chinese when the English text is empty (accounts §1)", () => {
    expect(textIn({ en: "", zh: "新品" }, "en")).toBe("新品");
    expect(textIn({ en: "New in", zh: "新品" }, "en")).toBe("New in");
  });

  it("leaves hidden items out with everything under them, and links items by type", () => {
    const tree = [
      { ...item("shown", [item("inner-hidden", [], { visible: false })]), visible: true },
      { ...item("hidden", [item("child")]), visible: false },
    ] as unknown as MenuItem[];
    expect(visibleMenuItems(tree).map((node) => [node.code, node.children.length])).toEqual([
      ["shown", 0],
    ]);
    const goods = { ...item("m"), type: "DESIGNATED_GOODS", displayLink: ["men", "jackets"] };
    expect(menuItemHref(goods as unknown as MenuItem)).toBe("/products/men/jackets");
    expect(menuItemHref({ ...item("w"), type: "WALL" } as unknown as MenuItem)).toBeNull();
  });
});

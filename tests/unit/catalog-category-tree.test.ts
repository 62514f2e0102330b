/** One tree builder for the navigation's categories and the facet counts (issue 13 item 5). */
import { describe, expect, it } from "vitest";
import type { categories } from "@/lib/db/schema";
import { buildCategoryTree, categoryNode } from "@/lib/domain/catalog/categories";

const row = (path: string, nameEn: string, nameZh: string): typeof categories.$inferSelect => {
  const parts = path.split("/");
  return {
    path,
    code: parts.at(-1) ?? path,
    parentPath: parts.length > 1 ? parts.slice(0, -1).join("/") : null,
    level: parts.length,
    nameEn,
    nameZh,
    imageUrl: null,
    sort: 0,
  };
};

const ROWS = [
  row("men", "Men", "男裝"),
  row("women", "Women", "女裝"),
  row("men/jackets", "Jackets", "外套"),
  row("men/jackets/rain", "Rain jackets", "雨衣"),
  row("kids/shoes", "Orphan", "孤兒"),
];

describe("the category tree", () => {
  it("hangs each row under its parent, roots and siblings in the rows' order", () => {
    const tree = buildCategoryTree(ROWS, (r) => categoryNode(r, "en"));
    expect(tree.map((node) => node.path)).toEqual(["men", "women"]);
    expect(tree[0]?.children.map((node) => node.name)).toEqual(["Jackets"]);
    expect(tree[0]?.children[0]?.children.map((node) => node.path)).toEqual(["men/jackets/rain"]);
  });

  it("leaves out a row whose parent is missing instead of making it a root", () => {
    const paths = (nodes: { path: string; children: unknown[] }[]): string[] =>
      nodes.flatMap((node) => [node.path, ...paths(node.children as typeof nodes)]);
    expect(paths(buildCategoryTree(ROWS, (r) => categoryNode(r, "en")))).not.toContain(
      "kids/shoes",
    );
  });

  it("builds any node shape, here the facet's counts in Chinese", () => {
    interface Counted {
      name: string;
      count: number;
      children: Counted[];
    }
    const tree = buildCategoryTree(ROWS, (r): Counted => ({
      ...categoryNode(r, "zh"),
      count: r.level,
      children: [],
    }));
    expect(tree[0]).toMatchObject({ name: "男裝", count: 1 });
    expect(tree[0]?.children[0]?.children[0]).toMatchObject({ name: "雨衣", count: 3 });
  });
});

import { describe, expect, it } from "vitest";
import { generateProducts } from "@/lib/seed/products-generate";
import { compareSizes } from "@/lib/domain/catalog/size-order";
import { isNewIn } from "@/lib/domain/catalog/new-in";

const now = new Date("2026-11-20T04:00:00Z");
const catalog = [...generateProducts(320, now)];
const skus = catalog.flatMap((product) => product.skus);

describe("the generated demo catalog", () => {
  it("has at least 300 products and 3,000 SKUs with unique codes", () => {
    expect(catalog).toHaveLength(320);
    expect(skus.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(catalog.map((p) => p.code)).size).toBe(catalog.length);
    expect(new Set(skus.map((s) => s.code)).size).toBe(skus.length);
    expect(new Set(skus.map((s) => s.storeSkuCode)).size).toBe(skus.length);
  });

  it("is deterministic and a larger catalog starts with the smaller one", () => {
    const again = [...generateProducts(120, now)];
    expect(again).toEqual(catalog.slice(0, 120));
  });

  it("covers the cases the shop must show", () => {
    expect(catalog.some((p) => p.saleStatus === "OFF_SHELF")).toBe(true);
    expect(catalog.filter((p) => isNewIn(p.firstListTime, now)).length).toBeGreaterThanOrEqual(5);
    expect(catalog.every((p) => p.firstListTime <= p.listTime && p.listTime <= now)).toBe(true);
    expect(skus.some((s) => s.available === 0)).toBe(true);
    expect(skus.some((s) => s.available >= 1 && s.available <= 10)).toBe(true);
    expect(skus.some((s) => s.listPrice > s.salePrice)).toBe(true);
    expect(
      skus.some((s) => s.memberPrices.some((m) => m.level === "GOLD" && m.price < s.salePrice)),
    ).toBe(true);
    expect(skus.some((s) => s.shoeWidth === "wide")).toBe(true);
    expect(skus.some((s) => s.sizeLabel.endsWith("+"))).toBe(true);
    const groups = new Map<string, number>();
    for (const p of catalog)
      if (p.mergedColourGroup)
        groups.set(p.mergedColourGroup, (groups.get(p.mergedColourGroup) ?? 0) + 1);
    expect([...groups.values()].some((n) => n >= 2)).toBe(true);
    const kinds = new Set(
      catalog.map((p) =>
        p.categories
          .find((c) => c.isPrimary)
          ?.path.split("/")
          .at(-1),
      ),
    );
    for (const leaf of [
      "rain-jackets",
      "down-jackets",
      "softshell",
      "windbreakers",
      "hiking-trousers",
      "shorts",
      "hiking-shoes",
      "daypacks",
      "backpacking-tents",
      "socks",
    ]) {
      expect(kinds.has(leaf)).toBe(true);
    }
  });

  it("keeps prices in whole HK$ cents and sizes in the spec's order", () => {
    for (const sku of skus) {
      expect(
        Number.isInteger(sku.salePrice) && sku.salePrice % 100 === 0 && sku.salePrice > 0,
      ).toBe(true);
      expect(sku.salePrice).toBeLessThanOrEqual(sku.listPrice);
    }
    for (const product of catalog) {
      const firstColour = product.skus.filter(
        (s) => s.colour.code === product.skus[0]?.colour.code && s.shoeWidth !== "wide",
      );
      const labels = firstColour.map((s) => s.sizeLabel);
      expect(labels).toEqual([...labels].sort(compareSizes));
    }
  });

  it("writes titles in English and Traditional Chinese", () => {
    const rain = catalog.find((p) =>
      p.categories.some((c) => c.path === "men/jackets/rain-jackets"),
    );
    expect(rain?.title.en).toMatch(/^[A-Z][\w' ]+ Men's [\w ]+ (Rain|Waterproof) Jacket/);
    expect(rain?.title.zh).toMatch(/男裝.+(防水外套|防水褸)/);
    expect(
      catalog.every((p) => p.texts.some((t) => t.code === "pdp_fabric" && t.zh.length > 0)),
    ).toBe(true);
  });
});

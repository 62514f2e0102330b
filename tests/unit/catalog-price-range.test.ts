import { describe, expect, it } from "vitest";
import {
  PRICE_BANDS,
  formatPriceRange,
  inPriceRange,
  parsePriceRange,
  priceBandOf,
} from "@/lib/domain/catalog/price-range";
import { formatListQuery, parseListQuery } from "@/lib/domain/catalog/list-query-params";

describe("price range URL form", () => {
  it("reads min-max in HK$ as cents", () => {
    expect(parsePriceRange("500-1000")).toEqual({ min: 50_000, max: 100_000 });
    expect(parsePriceRange(" 1 - 500 ")).toEqual({ min: 100, max: 50_000 });
  });

  it("fills a missing side with the defaults 1 and 99999", () => {
    expect(parsePriceRange("3000-")).toEqual({ min: 300_000, max: 9_999_900 });
    expect(parsePriceRange("-800")).toEqual({ min: 100, max: 80_000 });
  });

  it("reads a minimum below the default 1 as 1, so 0-500 and 1-500 are the same range", () => {
    expect(parsePriceRange("0-500")).toEqual(parsePriceRange("1-500"));
    expect(parsePriceRange(" 0 - 500 ")).toEqual({ min: 100, max: 50_000 });
    expect(parsePriceRange("0-1")).toBeNull();
  });

  it("ignores malformed ranges", () => {
    for (const raw of [
      "",
      "-",
      "abc",
      "500",
      "1000-500",
      "500-500",
      "1e3-2000",
      "-5-10",
      "500-1000-1500",
      "12345678-",
      null,
      undefined,
    ]) {
      expect(parsePriceRange(raw)).toBeNull();
    }
  });

  it("writes a range back in the spec's min-max form, both sides written", () => {
    expect(formatPriceRange({ min: 50_000, max: 100_000 })).toBe("500-1000");
    expect(formatPriceRange({ min: 300_000, max: 9_999_900 })).toBe("3000-99999");
    expect(formatPriceRange({ min: 100, max: 50_000 })).toBe("1-500");
  });
});

describe("price bands", () => {
  it("are the spec's seven bands, half-open, each written min-max with the defaults 1 and 99999", () => {
    expect(PRICE_BANDS.map((band) => band.key)).toEqual([
      "1-500",
      "500-1000",
      "1000-1500",
      "1500-2000",
      "2000-2500",
      "2500-3000",
      "3000-99999",
    ]);
    for (const band of PRICE_BANDS)
      expect(parsePriceRange(band.key)).toEqual({ min: band.min, max: band.max });
  });

  it("still select the first and last band from the older links 0-500 and 3000-", () => {
    const [first] = PRICE_BANDS;
    const last = PRICE_BANDS.at(-1);
    expect(parsePriceRange("0-500")).toEqual({ min: first?.min, max: first?.max });
    expect(parsePriceRange("3000-")).toEqual({ min: last?.min, max: last?.max });
  });

  it("keep the spec's names for their labels: 0 to 500 up to 3000 and over", () => {
    expect(PRICE_BANDS[0]?.named).toEqual({ from: 0, to: 50_000 });
    expect(PRICE_BANDS.at(-1)?.named).toEqual({ from: 300_000, to: null });
  });

  it("place a price in exactly one band", () => {
    expect(priceBandOf(49_999)?.key).toBe("1-500");
    expect(priceBandOf(50_000)?.key).toBe("500-1000");
    expect(priceBandOf(300_000)?.key).toBe("3000-99999");
    expect(priceBandOf(9_999_900)).toBeNull();
    for (let price = 100; price < 400_000; price += 2_500) {
      expect(PRICE_BANDS.filter((band) => inPriceRange(price, band))).toHaveLength(1);
    }
  });
});

describe("product list URL query", () => {
  it("maps the spec's keys to attribute filters and ignores unknown keys and bad values", () => {
    const filters = parseListQuery({
      co: "black,blue",
      si: ["m", "8.5"],
      sw: "wide",
      p: "500-1000",
      zz: "whatever",
      g: "<script>",
      ca: "men/jackets",
    });
    expect(filters.attributes).toEqual({
      basecolor: ["black", "blue"],
      customSize: ["m", "8.5"],
      shoeWidth: ["wide"],
    });
    expect(filters.salePrice).toEqual({ min: 50_000, max: 100_000 });
    expect(filters.categoryPath).toBe("men/jackets");
    expect(parseListQuery({ p: "cheap" }).salePrice).toBeNull();
  });

  it("writes a canonical query: keys in the spec's order, values sorted", () => {
    const query = formatListQuery({
      attributes: { basecolor: ["red", "black"], gender: ["men"] },
      salePrice: { min: 100, max: 50_000 },
    });
    expect(query.toString()).toBe("g=men&co=black%2Cred&p=1-500");
  });
});

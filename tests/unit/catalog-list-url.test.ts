import { describe, expect, it } from "vitest";
import {
  DEFAULT_LIST_SORT,
  listApiFilters,
  listQueryString,
  readListUrl,
  toggleAttribute,
  togglePrice,
  withoutFilters,
  withSort,
} from "@/lib/domain/catalog/list-url";
import { PRICE_BANDS } from "@/lib/domain/catalog/price-range";

describe("a product list URL", () => {
  it("reads the spec's keys, the sort, the keyword and the cursor", () => {
    const state = readListUrl({
      co: "blue,black",
      p: "500-1000",
      sort: "price-asc",
      after: "abc_1",
    });
    expect(state.attributes).toEqual({ basecolor: ["blue", "black"] });
    expect(state.salePrice).toEqual({ min: 50_000, max: 100_000 });
    expect(state.sort).toBe("price-asc");
    expect(state.after).toBe("abc_1");
  });

  it("ignores unknown keys, a malformed price, an unknown sort and a forged cursor", () => {
    const state = readListUrl({ zz: "1", p: "cheap", sort: "random", after: "<script>" });
    expect(state).toEqual({
      attributes: {},
      salePrice: null,
      keyword: null,
      sort: DEFAULT_LIST_SORT,
      after: null,
    });
    expect(listQueryString(state)).toBe("");
  });

  it("writes one canonical form whatever the order it was given in", () => {
    const a = listQueryString(readListUrl({ sort: "sales", co: "blue,black", si: "M" }));
    const b = listQueryString(readListUrl({ si: "M", co: ["black", "blue"], sort: "sales" }));
    expect(a).toBe(b);
    expect(a).toBe("?co=black%2Cblue&si=M&sort=sales");
  });

  it("keeps a long or hostile keyword as text, cut to a bounded length", () => {
    const state = readListUrl({
      keyword: `<script>alert(1)</script>' or 1=1 --${"x".repeat(1000)}`,
    });
    expect(state.keyword!.length).toBeLessThanOrEqual(200);
    expect(listQueryString(state)).toMatch(/^\?keyword=%3Cscript%3E/);
  });

  it("toggles values and prices and restarts paging", () => {
    const start = readListUrl({ after: "cursor1" });
    const blue = toggleAttribute(start, "basecolor", "blue");
    expect(blue.attributes).toEqual({ basecolor: ["blue"] });
    expect(blue.after).toBeNull();
    expect(toggleAttribute(blue, "basecolor", "blue").attributes).toEqual({});
    const band = PRICE_BANDS[1]!;
    const priced = togglePrice(blue, band);
    expect(listQueryString(priced)).toBe(`?co=blue&p=${band.key}`);
    expect(togglePrice(priced, band).salePrice).toBeNull();
    expect(withSort(priced, "price-desc").sort).toBe("price-desc");
    expect(withoutFilters(withSort(priced, "sales"))).toMatchObject({
      attributes: {},
      salePrice: null,
      sort: "sales",
    });
  });

  it("gives the API the route's scope with the URL's choices", () => {
    const state = readListUrl({ co: "blue", p: "0-500", keyword: "jacket" });
    expect(listApiFilters(state, { categoryPath: "men/jackets" })).toEqual({
      categoryPath: "men/jackets",
      brandCodes: [],
      attributes: [{ code: "basecolor", values: ["blue"] }],
      salePrice: "1-500",
      keyword: "jacket",
    });
  });
});

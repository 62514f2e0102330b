import { describe, expect, it } from "vitest";
import { hotTermHref, searchPopupMode } from "@/components/layout/search-popup-rules";

describe("the header search popup", () => {
  it("shows hot terms for an empty keyword and a preview otherwise", () => {
    expect(searchPopupMode("")).toBe("hot");
    expect(searchPopupMode("   ")).toBe("hot");
    expect(searchPopupMode("風褸")).toBe("preview");
  });

  it("sends a hot term to its link, else to the results for it", () => {
    expect(hotTermHref({ title: "Rain", link: "/products/men/jackets" })).toBe(
      "/products/men/jackets",
    );
    expect(hotTermHref({ title: "防水 外套", link: null })).toBe(
      "/list?keyword=%E9%98%B2%E6%B0%B4%20%E5%A4%96%E5%A5%97",
    );
    expect(hotTermHref({ title: "tent", link: "  " })).toBe("/list?keyword=tent");
  });
});

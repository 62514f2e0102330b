import { describe, expect, it } from "vitest";
import { discountPercentage } from "@/lib/domain/catalog/discount";
import { isVideoUrl, isWhite } from "@/lib/domain/catalog/media";
import {
  compareSizes,
  isOneSize,
  numericSizeValue,
  sizeValueCode,
} from "@/lib/domain/catalog/size-order";
import { stockDisplayBucket, stockDisplayText } from "@/lib/domain/catalog/stock-display";

describe("size order", () => {
  it("sorts letter sizes in the spec's order", () => {
    const shuffled = [
      "XXXXL",
      "M",
      "6XS",
      "LL",
      "XS",
      "ML",
      "XXL",
      "S",
      "4XS",
      "L",
      "XL",
      "XXS",
      "5XS",
      "XXXS",
      "XXXL",
    ];
    expect([...shuffled].sort(compareSizes)).toEqual([
      "6XS",
      "5XS",
      "4XS",
      "XXXS",
      "XXS",
      "XS",
      "S",
      "M",
      "ML",
      "L",
      "LL",
      "XL",
      "XXL",
      "XXXL",
      "XXXXL",
    ]);
  });

  it("reads + as a half step and sorts numeric sizes by value", () => {
    expect(numericSizeValue("8+")).toBe(8.5);
    expect(numericSizeValue("10")).toBe(10);
    expect(numericSizeValue("10.5")).toBe(10.5);
    expect(numericSizeValue("M")).toBeNull();
    expect(["10", "8+", "9", "7+", "8", "12", "10+"].sort(compareSizes)).toEqual([
      "7+",
      "8",
      "8+",
      "9",
      "10",
      "10+",
      "12",
    ]);
    expect(["38", "28", "30", "32"].sort(compareSizes)).toEqual(["28", "30", "32", "38"]);
  });

  it("puts one-size labels after the sized ones and unknown labels last", () => {
    expect(["FREE", "zzz", "M", "UNIQUE", "8", "均碼", "S"].sort(compareSizes)).toEqual([
      "S",
      "M",
      "8",
      "FREE",
      "UNIQUE",
      "均碼",
      "ZZZ".toLowerCase(),
    ]);
    expect(isOneSize("unique")).toBe(true);
    expect(isOneSize("均碼")).toBe(true);
    expect(isOneSize("M")).toBe(false);
  });

  it("gives the URL value code of a size", () => {
    expect(sizeValueCode("8+")).toBe("8.5");
    expect(sizeValueCode("XXL")).toBe("xxl");
    expect(sizeValueCode("FREE")).toBe("one-size");
    expect(sizeValueCode("均碼")).toBe("one-size");
  });
});

describe("stock display", () => {
  it.each([
    [0, "0"],
    [5, "0"],
    [10, "0"],
    [11, "10+"],
    [19, "10+"],
    [20, "20+"],
    [25, "20+"],
    [180, "180+"],
  ])("shows %s as %s", (count, text) => {
    expect(stockDisplayText(count)).toBe(text);
  });

  it("shows 0 for an invalid count", () => {
    for (const invalid of [-5, 12.5, Number.NaN, "30", null, undefined]) {
      expect(stockDisplayBucket(invalid)).toBe(0);
    }
  });
});

describe("discount percentage", () => {
  it("is the rounded share off the list price, only when the list price is higher", () => {
    expect(discountPercentage(100_000, 60_000)).toBe(40);
    expect(discountPercentage(129_900, 99_900)).toBe(23);
    // 1/3 off rounds down, 2/3 off rounds up, and an exact half rounds up.
    expect(discountPercentage(30_000, 20_000)).toBe(33);
    expect(discountPercentage(30_000, 10_000)).toBe(67);
    expect(discountPercentage(200, 199)).toBe(1);
    expect(discountPercentage(1000, 995)).toBe(1);
  });

  it("is null without a discount or with invalid prices", () => {
    expect(discountPercentage(50_000, 50_000)).toBeNull();
    expect(discountPercentage(40_000, 50_000)).toBeNull();
    expect(discountPercentage(0, 0)).toBeNull();
    expect(discountPercentage(100.5, 50)).toBeNull();
    expect(discountPercentage(100, -1)).toBeNull();
  });
});

describe("media rules", () => {
  it("recognises every video extension of the spec, in any case, ignoring the query", () => {
    for (const extension of [
      "mp4",
      "avi",
      "rmvb",
      "rm",
      "asf",
      "divx",
      "mpg",
      "mpeg",
      "mpe",
      "wmv",
      "mkv",
      "vob",
    ]) {
      expect(isVideoUrl(`/media/clip.${extension}`)).toBe(true);
    }
    expect(isVideoUrl("https://cdn.example.com/a/B.MP4?v=2#t=3")).toBe(true);
    expect(isVideoUrl("/catalog/shell-010-main.webp")).toBe(false);
    expect(isVideoUrl("/videos.mp4/poster")).toBe(false);
    expect(isVideoUrl("mp4")).toBe(false);
  });

  it("recognises white in the spec's four spellings", () => {
    for (const white of [
      "white",
      "WHITE",
      "#fff",
      "#FFFFFF",
      "rgb(255,255,255)",
      "rgb(255, 255, 255)",
    ]) {
      expect(isWhite(white)).toBe(true);
    }
    for (const other of ["#ffffe0", "ivory", "", null, undefined, "rgb(255,255,254)"]) {
      expect(isWhite(other)).toBe(false);
    }
  });
});

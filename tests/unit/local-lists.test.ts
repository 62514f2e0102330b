// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  addRecentView,
  readCompareList,
  readRecentViews,
  toggleCompare,
  type RecentView,
} from "@/lib/client/local-lists";
import { COMPARE_LIST_MAX, RECENT_VIEW_MAX } from "@/lib/domain/catalog/constants";

const money = { amount: "100.00", currencyCode: "HKD" };
const view = (code: string): RecentView => ({
  picUrl: null,
  code,
  title: code,
  salePrice: money,
  listPrice: money,
});

describe("the compare list and recent views in local storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("returns the same compare list array while storage is unchanged", () => {
    toggleCompare("A");
    // useSyncExternalStore re-renders forever when two reads differ by identity.
    expect(readCompareList()).toBe(readCompareList());
    expect(readCompareList()).toEqual(["A"]);
  });

  it("toggles a code off and refuses one past the maximum", () => {
    for (let i = 0; i < COMPARE_LIST_MAX; i++) expect(toggleCompare(`P${i}`)).toBe("added");
    expect(toggleCompare("EXTRA")).toBe("full");
    expect(toggleCompare("P0")).toBe("removed");
    expect(readCompareList()).toHaveLength(COMPARE_LIST_MAX - 1);
  });

  it("ignores broken storage and entries that are not codes", () => {
    window.localStorage.setItem("shop.compareList", "{not json");
    expect(readCompareList()).toEqual([]);
    window.localStorage.setItem("shop.compareList", JSON.stringify(["A", 3, null]));
    expect(readCompareList()).toEqual(["A"]);
  });

  it("adds a view only when it differs from the latest, newest first, capped", () => {
    addRecentView(view("A"));
    addRecentView(view("A"));
    addRecentView(view("B"));
    addRecentView(view("A"));
    expect(readRecentViews().map((item) => item.code)).toEqual(["A", "B"]);
    for (let i = 0; i < RECENT_VIEW_MAX + 3; i++) addRecentView(view(`V${i}`));
    expect(readRecentViews()).toHaveLength(RECENT_VIEW_MAX);
  });
});

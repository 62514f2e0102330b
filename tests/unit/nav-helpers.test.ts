import { describe, expect, it } from "vitest";
import {
  CART_BADGE_CAP,
  cartBadgeText,
  categoryHref,
  drillsDown,
  navItemsOfMenu,
  isSameSearch,
  resolveSessionView,
  searchHref,
  visitorAccountHref,
} from "@/components/layout/nav-helpers";
import en from "@/messages/en.json";
import { NOT_FOUND_TEXT } from "@/lib/client/ui-constants";

describe("category links", () => {
  it("join the display-link path segments under /products", () => {
    expect(categoryHref({ path: "men" })).toBe("/products/men");
    expect(categoryHref({ path: "men/jackets/rain-jackets" })).toBe(
      "/products/men/jackets/rain-jackets",
    );
  });
});

describe("the header's menu from the content store", () => {
  const leaf = (code: string, url: string | null) => ({ code, name: code, url, blank: false });
  const menu = [
    { ...leaf("sale", "/landingPage/sale"), colour: "#c0392b", blank: true },
    {
      ...leaf("men", "/products/men"),
      children: [
        {
          ...leaf("men-jackets", "/products/men/jackets"),
          children: [
            {
              ...leaf("men-rain", "/products/men/jackets/rain-jackets"),
              children: [leaf("men-rain-light", "/products/men/jackets/rain-jackets/light")],
            },
          ],
        },
      ],
    },
    leaf("wall", null),
  ];

  it("keeps what the menus show: no link for NONE and WALL, the colour, a new page", () => {
    const [sale, men, wall] = navItemsOfMenu(menu);
    expect(sale).toEqual({
      name: "sale",
      href: "/landingPage/sale",
      colour: "#c0392b",
      blank: true,
    });
    expect(wall).toEqual({ name: "wall" });
    expect(men?.children?.[0]?.children?.[0]?.children?.[0]?.href).toBe(
      "/products/men/jackets/rain-jackets/light",
    );
  });

  it("cuts the tree at the levels asked for", () => {
    const [, men] = navItemsOfMenu(menu, 2);
    expect(men?.children?.[0]?.children).toBeUndefined();
  });

  it("drills into an item whose children have children, and expands the others", () => {
    const [, men] = navItemsOfMenu(menu);
    expect(drillsDown(men!)).toBe(true);
    expect(drillsDown(men!.children![0]!)).toBe(true);
    expect(drillsDown(men!.children![0]!.children![0]!)).toBe(false);
  });
});

describe("the cart badge", () => {
  it("is hidden for an empty cart", () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(-1)).toBeNull();
    expect(cartBadgeText(Number.NaN)).toBeNull();
  });

  it("shows the count up to the cap", () => {
    expect(cartBadgeText(1)).toBe("1");
    expect(cartBadgeText(CART_BADGE_CAP)).toBe("99");
  });

  it("shows 99+ above the cap", () => {
    expect(cartBadgeText(CART_BADGE_CAP + 1)).toBe("99+");
    expect(cartBadgeText(1000)).toBe("99+");
  });
});

describe("the session the header shows", () => {
  it("shows a visitor's controls while the browser knows no session yet", () => {
    expect(resolveSessionView({ kind: undefined })).toEqual({ isMember: false, isStaff: false });
  });

  it("follows the browser once it knows the session", () => {
    expect(resolveSessionView({ kind: "visitor" })).toEqual({ isMember: false, isStaff: false });
    expect(resolveSessionView({ kind: "member", isStaff: true })).toEqual({
      isMember: true,
      isStaff: true,
    });
  });

  it("never shows the STAFF badge to a visitor", () => {
    expect(resolveSessionView({ kind: "visitor", isStaff: true }).isStaff).toBe(false);
    expect(resolveSessionView({ kind: undefined, isStaff: true }).isStaff).toBe(false);
  });
});

describe("a visitor's account icon", () => {
  it("goes to login with the current path and query as redirectUrl", () => {
    expect(visitorAccountHref("/", "")).toBe("/login?redirectUrl=%2F");
    expect(visitorAccountHref("/list", "?keyword=rain%20jacket")).toBe(
      `/login?redirectUrl=${encodeURIComponent("/list?keyword=rain%20jacket")}`,
    );
  });

  it("points at the login page itself when already there, so it reloads", () => {
    expect(visitorAccountHref("/login", "?redirectUrl=%2Fuser")).toBe("/login?redirectUrl=%2Fuser");
  });
});

describe("the header search", () => {
  it("reloads only for the same keyword on the list page", () => {
    expect(isSameSearch("/list", "tent", "tent")).toBe(true);
    expect(isSameSearch("/list", " tent ", "tent")).toBe(true);
    expect(isSameSearch("/list", "tent", "jacket")).toBe(false);
    expect(isSameSearch("/list", null, "")).toBe(false);
    expect(isSameSearch("/", "tent", "tent")).toBe(false);
  });

  it("encodes the keyword into the list URL", () => {
    expect(searchHref("rain jacket & hat")).toBe("/list?keyword=rain%20jacket%20%26%20hat");
    expect(searchHref("防水外套")).toBe(`/list?keyword=${encodeURIComponent("防水外套")}`);
  });
});

describe("the 404 page", () => {
  it("says the spec's words in English", () => {
    expect(en.notFound.title).toBe(NOT_FOUND_TEXT);
  });
});

// @vitest-environment jsdom
/**
 * What a product list writes into its page for each card and facet value (ADR 0031): a card's
 * picture is offered in the card's two widths only, eager and high-priority only in the first
 * row; a long facet shows its first values and every chosen one until "Show all", and each value
 * links to the list with that value toggled.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { ProductCard } from "@/components/catalog/product-card";
import type { ProductCardView } from "@/components/catalog/product-card-view";
import { FacetLists, type FacetView } from "@/components/product-list/facet-lists";
import { FACET_VALUES_SHOWN } from "@/lib/client/ui-constants";
import { readListUrl } from "@/lib/domain/catalog/list-url";
import en from "@/messages/en.json";

afterEach(cleanup);

const CARD: ProductCardView = {
  code: "LRBTU00069-212",
  title: "Ridge 2P Tent",
  brand: "Lion Rock Gear",
  imageUrl: "/catalog/tent-212-main.webp",
  colours: [{ name: "Sand", rgb: "#d9c7a3" }],
  salePrice: "1490.00",
};

function inEnglish(ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe("a card's picture", () => {
  it("is offered in the card's widths through the image optimiser, lazily", () => {
    inEnglish(<ProductCard card={CARD} sizes="240px" />);
    const picture = screen.getByRole("img", { name: CARD.title });
    const widths = picture
      .getAttribute("srcset")!
      .split(", ")
      .map((entry) => entry.split(" ")[1]);
    expect(widths).toEqual(["384w", "640w"]);
    // Its fallback is the widest of them, not next/image's 1200 px.
    expect(picture.getAttribute("src")).toContain("w=640");
    expect(picture.getAttribute("srcset")).toContain(
      "/_next/image?url=%2Fcatalog%2Ftent-212-main.webp",
    );
    expect(picture.getAttribute("loading")).toBe("lazy");
    expect(picture.getAttribute("style")).toBeNull();
  });

  it("loads at once, first, in the first row", () => {
    inEnglish(<ProductCard card={CARD} sizes="240px" priority />);
    const picture = screen.getByRole("img", { name: CARD.title });
    expect(picture.getAttribute("loading")).toBe("eager");
    expect(picture.getAttribute("fetchpriority")).toBe("high");
  });
});

describe("a long facet", () => {
  const sizes: FacetView = {
    code: "customSize",
    name: "Size",
    values: Array.from({ length: 20 }, (_, index) => ({
      key: `s${index + 1}`,
      label: `Size ${index + 1}`,
      count: 3,
      ...(index === 14 ? { selected: true as const } : {}),
    })),
  };
  const state = readListUrl({ si: "s15" });

  const shownKeys = () =>
    Array.from(document.querySelectorAll("a[data-value]"), (link) =>
      link.getAttribute("data-value"),
    );

  it("shows its first values and the chosen one, then all of them on request", () => {
    inEnglish(<FacetLists facets={[sizes]} state={state} basePath="/products" />);
    const first = sizes.values.slice(0, FACET_VALUES_SHOWN).map((value) => value.key);
    expect(shownKeys()).toEqual([...first, "s15"]);
    const more = screen.getByRole("button", { name: "Show all (20)" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(more);
    expect(shownKeys()).toHaveLength(20);
    expect(screen.getByRole("button", { name: "Show fewer" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("links each value to the list with that value toggled", () => {
    inEnglish(<FacetLists facets={[sizes]} state={state} basePath="/products" />);
    const hrefOf = (key: string) =>
      document.querySelector(`a[data-value="${key}"]`)!.getAttribute("href");
    expect(hrefOf("s1")).toBe("/products?si=s1%2Cs15");
    expect(hrefOf("s15")).toBe("/products");
    expect(document.querySelector('a[data-value="s15"]')!.getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("shows a short facet whole, without the button", () => {
    const short = { ...sizes, values: sizes.values.slice(0, 3) };
    inEnglish(<FacetLists facets={[short]} state={state} basePath="/products" />);
    expect(shownKeys()).toHaveLength(3);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

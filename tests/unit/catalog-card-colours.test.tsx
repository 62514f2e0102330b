// @vitest-environment jsdom
/**
 * A product card names its colours (issue 12 item 2), in the shopper's language, inside the
 * card's link, so two cards of one style read as two colours of it.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { ProductCard } from "@/components/catalog/product-card";
import { productCardView } from "@/components/catalog/product-card-view";
import type { ProductCardData } from "@/lib/graphql/operations/products";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

afterEach(cleanup);

const money = (amount: string) => ({ amount, currencyCode: "HKD" });
const colour = (code: string, name: string, rgb: string) => ({
  code: `${code}-S`,
  options: { color: { code, name, rgb } },
});

function card(code: string, colours: ProductCardData["skus"]): ProductCardData {
  return {
    code,
    style: "TMSSW00006",
    title: "Granite Softshell Hoodie",
    subTitle: "",
    isNewIn: false,
    onShelves: true,
    inventory: 10,
    brandList: [{ code: "tms", name: "Tai Mo Shan Works" }],
    images: [],
    labels: [],
    listPrice: money("899.00"),
    salePrice: money("899.00"),
    discountPercentage: null,
    skus: colours,
  };
}

function renderIn(locale: "en" | "zh", product: ProductCardData) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : zh}>
      <ProductCard card={productCardView(product)} />
    </NextIntlClientProvider>,
  );
}

describe("a product card", () => {
  it("names its colours in English inside its link", () => {
    renderIn(
      "en",
      card("TMSSW00006-039", [
        colour("039", "Stone Grey", "#9a9c98"),
        colour("352", "Sage", "#9caf88"),
      ]),
    );
    expect(screen.getByTestId("card-colours").textContent).toBe("Stone Grey / Sage");
    expect(screen.getByRole("link").textContent).toContain("Stone Grey / Sage");
  });

  it("names its colour in Chinese", () => {
    renderIn("zh", card("TMSSW00006-023", [colour("023", "石墨灰", "#4a4e54")]));
    expect(screen.getByTestId("card-colours").textContent).toBe("石墨灰");
  });

  it("counts the colours beyond the ones it names", () => {
    renderIn(
      "en",
      card(
        "X-1",
        ["a", "b", "c", "d"].map((code) => colour(code, `Colour ${code}`, "#000")),
      ),
    );
    expect(screen.getByTestId("card-colours").textContent).toBe(
      "Colour a / Colour b / Colour c +1 more",
    );
  });
});

describe("a card's view in the page's payload", () => {
  it("leaves out what is the default: no new-in flag, no list price equal to the sale price, no discount, no more colours", () => {
    const view = productCardView(card("TMSSW00006-039", [colour("039", "Stone Grey", "#9a9c98")]));
    expect(Object.keys(view).sort()).toEqual(
      ["brand", "code", "colours", "imageUrl", "salePrice", "title"].sort(),
    );
  });

  it("keeps a struck list price and its discount", () => {
    const product = {
      ...card("TMSSW00006-039", [colour("039", "Stone Grey", "#9a9c98")]),
      isNewIn: true,
      salePrice: money("599.00"),
      discountPercentage: 33,
    };
    expect(productCardView(product)).toMatchObject({
      isNewIn: true,
      salePrice: "599.00",
      listPrice: "899.00",
      discountPercentage: 33,
    });
  });
});

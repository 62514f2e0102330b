/**
 * What a product card shows, cut from the API's product (ProductCardFields) to the few fields it
 * renders. The first page of a list renders its cards on the server and hands the same cards to
 * the browser's grid; the card's props travel in the page's payload, so they are kept to this
 * (issue 15's HTML budget: a card's full product with every SKU weighs four times as much).
 */
import { cardColours } from "@/lib/domain/catalog/colourways";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import type { ProductCardData } from "@/lib/graphql/operations/products";
import type { MoneyLike } from "@/lib/i18n/money";
import type { CardColour } from "./card-colours";

export interface ProductCardView {
  code: string;
  title: string;
  brand: string | null;
  /** The main image, else the first picture. */
  imageUrl: string | null;
  /** Only when true; like the other optional fields, left out to keep 30 cards light. */
  isNewIn?: true;
  /** The colours the card names (ADR 0016), in the product's order. */
  colours: CardColour[];
  /** How many more colours the product has than the card names; absent for none. */
  moreColours?: number;
  /** The amount in the shop's currency (CURRENCY_CODE, as every price of the API). */
  salePrice: string;
  /** Left out when it is the sale price (most cards): the page carries 30 of them. */
  listPrice?: string;
  discountPercentage?: number;
}

/** The picture a card shows: the main image, else the first picture. */
export function cardImage(product: Pick<ProductCardData, "images">) {
  return product.images.find((image) => image.type === "MAINIMAGE") ?? product.images[0] ?? null;
}

export function productCardView(product: ProductCardData): ProductCardView {
  const { colours, names, more } = cardColours(product.skus);
  return {
    code: product.code,
    title: product.title,
    brand: product.brandList[0]?.name ?? null,
    imageUrl: cardImage(product)?.url ?? null,
    ...(product.isNewIn ? { isNewIn: true as const } : {}),
    colours: colours.slice(0, names.length).map(({ name, rgb }) => ({ name, rgb })),
    ...(more > 0 ? { moreColours: more } : {}),
    salePrice: product.salePrice.amount,
    ...(product.listPrice.amount === product.salePrice.amount
      ? {}
      : { listPrice: product.listPrice.amount }),
    ...(product.discountPercentage ? { discountPercentage: product.discountPercentage } : {}),
  };
}

/** A card's sale and list price as the price components take them. */
export function cardPrices(card: ProductCardView): { salePrice: MoneyLike; listPrice: MoneyLike } {
  const money = (amount: string) => ({ amount, currencyCode: CURRENCY_CODE });
  return { salePrice: money(card.salePrice), listPrice: money(card.listPrice ?? card.salePrice) };
}

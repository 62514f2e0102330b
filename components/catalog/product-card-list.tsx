"use client";
/**
 * A row of product cards outside the grid (the product page's "You may also like"). Rendered on
 * the server like any card; a client module so that the page carries each card as its compact
 * view rather than as a finished tree (ADR 0031). Prices come from the surrounding
 * ShopperPricesProvider.
 */
import { ProductCard } from "./product-card";
import type { ProductCardView } from "./product-card-view";

export function ProductCardList(props: {
  cards: ProductCardView[];
  /** `sizes` of each card's picture. */
  sizes: string;
  className?: string;
}) {
  return (
    <ul className={props.className}>
      {props.cards.map((card) => (
        <li key={card.code}>
          <ProductCard card={card} sizes={props.sizes} />
        </li>
      ))}
    </ul>
  );
}
